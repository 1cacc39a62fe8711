// portal.Message: messages to users of the tenant, pushed over the web socket as they arrive, and
// each user's inbox (消息管理, the shell's bell). A send to roles or departments is one message per
// user they reach; a user reads, marks and removes only its own messages; a sender sees and
// withdraws (system.message.delete) only what it sent.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { portalMessage } from '../../schemas/rpc/portal';
import { badRequest, notFound } from '../rpc/errors';
import { pagedQuery } from '../records/paged-query';
import { implement } from '../modules/types';
import { type Registry, session } from '../rpc/registry';
import { pushTodoCount } from './todo';

/** Most users one send reaches. */
const MAX_RECIPIENTS = 5000;

interface Outgoing {
  userId?: number;
  userIds?: number[];
  roleIds?: number[];
  departmentIds?: number[];
}

/** The active users a message goes to: named, holding a role, or (through their person) in a department. */
async function recipientsOf(db: Kysely<DB>, m: Outgoing): Promise<number[]> {
  const named = [...new Set([...(m.userId ? [m.userId] : []), ...(m.userIds ?? [])])];
  const roles = m.roleIds ?? [];
  const departments = m.departmentIds ?? [];
  const rows = await db
    .selectFrom('app_user as u')
    .select('u.id')
    .where((eb) =>
      eb.or([
        ...(named.length ? [eb('u.id', 'in', named)] : []),
        ...(roles.length ? [eb.exists(eb.selectFrom('user_role as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', 'in', roles))] : []),
        ...(departments.length
          ? [eb.exists(eb.selectFrom('person_department as pd').select('pd.owner_id').whereRef('pd.owner_id', '=', 'u.person_id').where('pd.department_id', 'in', departments))]
          : []),
      ]),
    )
    // a message to a named user goes even when it is locked; roles and departments reach the active ones
    .where((eb) => eb.or([eb('u.state', '=', 0), ...(named.length ? [eb('u.id', 'in', named)] : [])]))
    .orderBy('u.id')
    .limit(MAX_RECIPIENTS + 1)
    .execute();
  if (named.length) {
    const found = new Set(rows.map((r) => Number(r.id)));
    const missing = named.find((id) => !found.has(id));
    if (missing) throw notFound(`message.userId: no user ${missing} in this tenant`);
  }
  if (rows.length > MAX_RECIPIENTS) throw badRequest(`message: reaches more than ${MAX_RECIPIENTS} users`);
  return rows.map((r) => Number(r.id));
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function register(reg: Registry) {
  reg.add(implement(portalMessage, {
    async send(ctx, [m]) {
      const s = session(ctx);
      const to = await recipientsOf(s.db, m);
      if (!to.length) throw badRequest('message: the roles and departments chosen have no active users');
      const content = m.content ?? null;
      const rows = await s.db
        .insertInto('message')
        .values(to.map((userId) => ({ tenant_id: s.tenantId, user_id: userId, title: m.title, content, create_id: s.userId, create_name: s.userName })))
        .returning(['id', 'user_id'])
        .execute();
      for (const r of rows) ctx.env.hub.push(s.tenantId, Number(r.user_id), { type: 'message', id: Number(r.id), title: m.title, content });
      await Promise.all(rows.map((r) => pushTodoCount(ctx.env, s.tenantId, Number(r.user_id))));
      const ids = rows.map((r) => Number(r.id));
      return { id: ids[0], ids, count: ids.length };
    },
    async listMine(ctx, [page, pageSize, filter]) {
      const s = session(ctx);
      const mine = s.db.selectFrom('message').where('user_id', '=', s.userId);
      const read = filter?.read;
      const base = read === undefined ? mine : mine.where('read_at', read ? 'is not' : 'is', null);
      const unread = async () => ({ unread: Number((await mine.where('read_at', 'is', null).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) });
      return pagedQuery(
        { page, pageSize },
        base,
        (b) => b.select(['id', 'title', 'content', 'read_at', 'create_dt', 'create_name']).orderBy('id', 'desc'),
        (r) => ({ id: Number(r.id), title: r.title, content: r.content, read: r.read_at != null, createDt: r.create_dt.toISOString(), createName: r.create_name }),
        { extra: unread },
      );
    },
    async markRead(ctx, [ids]) {
      const s = session(ctx);
      const res = await s.db
        .updateTable('message')
        .set({ read_at: new Date() })
        .where('user_id', '=', s.userId)
        .where('id', 'in', ids)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      await pushTodoCount(ctx.env, s.tenantId, s.userId);
      return { updated: Number(res.numUpdatedRows) };
    },
    async markAllRead(ctx) {
      const s = session(ctx);
      const res = await s.db.updateTable('message').set({ read_at: new Date() }).where('user_id', '=', s.userId).where('read_at', 'is', null).executeTakeFirst();
      await pushTodoCount(ctx.env, s.tenantId, s.userId);
      return { updated: Number(res.numUpdatedRows) };
    },
    async removeMine(ctx, [ids]) {
      const s = session(ctx);
      const res = await s.db.deleteFrom('message').where('user_id', '=', s.userId).where('id', 'in', ids).executeTakeFirst();
      await pushTodoCount(ctx.env, s.tenantId, s.userId);
      return { removed: Number(res.numDeletedRows) };
    },
    async listSent(ctx, [page, pageSize]) {
      const s = session(ctx);
      const base = s.db.selectFrom('message as m').innerJoin('app_user as u', 'u.id', 'm.user_id').where('m.create_id', '=', s.userId);
      return pagedQuery(
        { page, pageSize },
        base,
        (b) => b.select(['m.id', 'm.title', 'm.content', 'm.read_at', 'm.create_dt', 'm.create_name', 'm.user_id', 'u.code as user_code', 'u.name as user_name']).orderBy('m.id', 'desc'),
        (r) => ({
          id: Number(r.id),
          title: r.title,
          content: r.content,
          read: r.read_at != null,
          readDt: iso(r.read_at),
          createDt: r.create_dt.toISOString(),
          createName: r.create_name,
          userId: Number(r.user_id),
          userCode: r.user_code,
          userName: r.user_name,
        }),
      );
    },
    async removeSent(ctx, [ids]) {
      const s = session(ctx);
      const gone = await s.db.deleteFrom('message').where('create_id', '=', s.userId).where('id', 'in', ids).returning('user_id').execute();
      await Promise.all([...new Set(gone.map((g) => Number(g.user_id)))].map((u) => pushTodoCount(ctx.env, s.tenantId, u)));
      return { removed: gone.length };
    },
    async recipients(ctx) {
      const db = session(ctx).db;
      const [users, roles, departments] = await Promise.all([
        db.selectFrom('app_user').select(['id', 'code', 'name']).where('state', '=', 0).orderBy('code').limit(MAX_RECIPIENTS).execute(),
        db.selectFrom('role').select(['id', 'code', 'name']).orderBy('id').execute(),
        db.selectFrom('department').select(['id', 'code', 'name', 'parent_id']).where('status_dict', '=', 0).orderBy('code').execute(),
      ]);
      return {
        users: users.map((u) => ({ id: Number(u.id), code: u.code, name: u.name })),
        roles: roles.map((r) => ({ id: Number(r.id), code: r.code, name: r.name })),
        departments: departments.map((d) => ({ id: Number(d.id), code: d.code, name: d.name, parentId: d.parent_id == null ? null : Number(d.parent_id) })),
      };
    },
  }));
}
