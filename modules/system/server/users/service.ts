// portal.User: the users of the caller's tenant (every statement goes through the tenant-scoped db,
// so another tenant's user is "not found"). A locked (Restricted) user cannot log in and its open
// sessions end; nobody locks or deletes their own user.
import { implement } from '../../../../server/modules/types';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { portalUser, type SavedUser, type UserInput } from '../../contracts/users';
import { sm } from '../messages';
import { importUsers } from './import';
import { checkedPassword, decrypted, endSessions, modifyPassword, resetPassword } from './passwords';
import { listUsers, userById, userOfPerson } from './view';
import { writeUser } from './write';

async function saveUser(ctx: CallContext, u: UserInput): Promise<SavedUser> {
  const s = session(ctx);
  const password = u.password !== undefined && !u.id ? await checkedPassword(ctx, 'user.password', decrypted(ctx, 'user.password', u.password)) : undefined;
  if (u.id && u.id === s.userId && u.state === 1) throw conflict(sm(ctx.lang, 'notSelf'));
  const by = { tenantId: s.tenantId, userId: s.userId, userName: s.userName, lang: ctx.lang };
  const { id, generated } = await s.db.transaction().execute((trx) =>
    writeUser(trx, by, { ...u, code: u.code.trim(), name: u.name.trim(), password, kind: u.kind, state: u.state }),
  );
  if (u.state === 1) await endSessions(ctx, s.db, [id]);
  const view = await userById(s.db, id, ctx.lang);
  return generated ? { ...view, password: generated } : view;
}

/** Sets the state of users of the caller's tenant: 11 for one it does not have. */
async function setState(ctx: CallContext, ids: number[], state: 0 | 1): Promise<{ updated: number }> {
  const s = session(ctx);
  const unique = [...new Set(ids)];
  if (state === 1 && unique.includes(s.userId)) throw conflict(sm(ctx.lang, 'notSelf'));
  const updated = await s.db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('app_user')
      .set({ state, modify_id: s.userId, modify_name: s.userName, modify_dt: new Date() })
      .where('id', 'in', unique)
      .returning('id')
      .execute();
    const missing = unique.find((id) => !rows.some((r) => Number(r.id) === id));
    if (missing) throw notFound(sm(ctx.lang, 'notFound', { what: sm(ctx.lang, 'user'), id: missing }));
    return rows.length;
  });
  if (state === 1) await endSessions(ctx, s.db, unique);
  return { updated };
}

export const userService = implement(portalUser, {
  getOneBySourceId: (ctx, [personId]) => userOfPerson(session(ctx).db, personId),
  listPage: (ctx, [q]) => listUsers(session(ctx).db, q),
  save: (ctx, [u]) => saveUser(ctx, u),
  async batchRemove(ctx, [ids]) {
    if (!ids?.length) throw badRequest(sm(ctx.lang, 'batchRemoveEmpty'));
    const s = session(ctx);
    const unique = [...new Set(ids)];
    if (unique.includes(s.userId)) throw conflict(sm(ctx.lang, 'notSelf'));
    return s.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('app_user').select('id').where('id', 'in', unique).forUpdate().execute();
      const missing = unique.find((id) => !found.some((r) => Number(r.id) === id));
      if (missing) throw notFound(sm(ctx.lang, 'notFound', { what: sm(ctx.lang, 'user'), id: missing }));
      // roles, sessions and messages of the users go with them (cascades)
      const gone = await trx.deleteFrom('app_user').where('id', 'in', unique).executeTakeFirst();
      for (const id of unique) ctx.env.hub.disconnect(s.tenantId, id);
      return { removed: Number(gone.numDeletedRows) };
    });
  },
  getOneById: (ctx, [id]) => userById(session(ctx).db, id, ctx.lang),
  unlock: (ctx, [ids]) => setState(ctx, ids, 0),
  async setDefaultRole(ctx, [userId, roleId]) {
    const s = session(ctx);
    const user = await userById(s.db, userId, ctx.lang); // 11 for a user of another tenant
    if (!user.roles.some((r) => r.id === roleId)) throw badRequest(`roleId: ${sm(ctx.lang, 'notUserRole', { id: roleId, name: user.name })}`);
    await s.db.updateTable('app_user').set({ default_role_id: roleId, modify_id: s.userId, modify_name: s.userName, modify_dt: new Date() }).where('id', '=', userId).execute();
    return userById(s.db, userId, ctx.lang);
  },
  lock: (ctx, [ids]) => setState(ctx, ids, 1),
  modifyPassword: (ctx, [userId, password, newPassword]) => modifyPassword(ctx, userId, password, newPassword),
  async resetPassword(ctx, [userId, newPassword]) {
    await userById(session(ctx).db, userId, ctx.lang); // 11 for a user of another tenant
    return resetPassword(ctx, userId, newPassword);
  },
  leadIn: (ctx, [fileId]) => importUsers(ctx, fileId),
  async enableByTenant(ctx, [tenantId, enabled]) {
    const tenant = await ctx.env.db.system.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) throw notFound(sm(ctx.lang, 'tenantMissing', { id: tenantId }));
    const s = session(ctx);
    const db = ctx.env.db.forTenant(tenantId);
    const rows = await db
      .updateTable('app_user')
      .set({ state: enabled ? 0 : 1, modify_id: s.userId, modify_name: s.userName, modify_dt: new Date() })
      .where('tenant_id', '=', tenantId)
      .$if(tenantId === s.tenantId, (q) => q.where('id', '<>', s.userId))
      .returning('id')
      .execute();
    if (!enabled && rows.length) {
      await db.updateTable('user_session').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).where('user_id', 'in', rows.map((r) => Number(r.id))).execute();
      for (const r of rows) ctx.env.hub.disconnect(tenantId, Number(r.id));
    }
    return { updated: rows.length };
  },
  get: (ctx) => userById(session(ctx).db, session(ctx).userId, ctx.lang),
  async getUsersByRoleAndDept(ctx, [q]) {
    const db = session(ctx).db;
    let qb = db.selectFrom('app_user as u').select(['u.id', 'u.code', 'u.name', 'u.person_id']).where('u.state', '=', 0);
    if (q.roleIds?.length) {
      qb = qb.where((eb) => eb.exists(eb.selectFrom('user_role as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', 'in', q.roleIds!)));
    }
    if (q.departmentIds?.length) {
      qb = qb.where((eb) =>
        eb.exists(eb.selectFrom('person_department as pd').select('pd.owner_id').whereRef('pd.owner_id', '=', 'u.person_id').where('pd.department_id', 'in', q.departmentIds!)),
      );
    }
    const users = await qb.orderBy('u.code').limit(5000).execute();
    const personIds = users.map((u) => u.person_id).filter((p): p is number => p != null);
    const lines = personIds.length
      ? await db.selectFrom('person_department').select(['owner_id', 'department_id']).where('owner_id', 'in', personIds).where('department_id', 'is not', null).orderBy('sn').execute()
      : [];
    return users.map((u) => ({
      id: Number(u.id),
      code: u.code,
      name: u.name,
      departmentIds: lines.filter((l) => u.person_id != null && Number(l.owner_id) === Number(u.person_id)).map((l) => Number(l.department_id)),
    }));
  },
  async getAllUsers(ctx) {
    const rows = await session(ctx).db.selectFrom('app_user').select(['id', 'code', 'name']).orderBy('code').execute();
    return rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name }));
  },
});
