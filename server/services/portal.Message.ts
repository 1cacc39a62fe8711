// portal.Message: messages to users of the tenant, pushed over the web socket as they arrive.
import { portalMessage } from '../../schemas/rpc/portal';
import { notFound } from '../rpc/errors';
import { implement } from '../modules/types';
import { type Registry, session } from '../rpc/registry';
import { pushTodoCount } from './todo';

export function register(reg: Registry) {
  reg.add(implement(portalMessage, {
    async send(ctx, [m]) {
      const s = session(ctx);
      const to = await s.db.selectFrom('app_user').select('id').where('id', '=', m.userId).executeTakeFirst();
      if (!to) throw notFound(`message.userId: no user ${m.userId} in this tenant`);
      const { id } = await s.db
        .insertInto('message')
        .values({ tenant_id: s.tenantId, user_id: m.userId, title: m.title, content: m.content ?? null, create_id: s.userId, create_name: s.userName })
        .returning('id')
        .executeTakeFirstOrThrow();
      ctx.env.hub.push(s.tenantId, m.userId, { type: 'message', id, title: m.title, content: m.content ?? null });
      await pushTodoCount(ctx.env, s.tenantId, m.userId);
      return { id };
    },
    async listMine(ctx, [page, pageSize]) {
      const s = session(ctx);
      const base = s.db.selectFrom('message').where('user_id', '=', s.userId);
      const [{ n }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base.select(['id', 'title', 'content', 'read_at', 'create_dt']).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
      ]);
      return {
        total: Number(n),
        page,
        pageSize,
        itemList: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, read: r.read_at != null, createDt: r.create_dt.toISOString() })),
      };
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
  }));
}
