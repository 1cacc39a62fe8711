// portal.Login: public key, logon, logout, unlock (screen lock) and relogin (role switch, refresh).
import { portalLogin } from '../../schemas/rpc/portal';
import type { PortalType } from '../../schemas/menus/types';
import { decryptPassword } from '../auth/keys';
import { verifyPassword } from '../auth/password';
import { t } from '../i18n';
import { badRequest, Code, noPermission, RpcError } from '../rpc/errors';
import { implement } from '../modules/types';
import { type CallContext, type Registry, session } from '../rpc/registry';
import { rolesForPortal } from './portal-roles';
import { findTenant, logLogin, loginLockOf, openSession, reserveAttempt, rolesOfUser, settleAttempt, type TenantRow } from './session';

/**
 * Checks user code + encrypted password under a tenant, with the per-user-and-address lock: each
 * check is reserved first (session.ts reserveAttempt), so parallel attempts cannot all be checked.
 */
async function checkCredentials(ctx: CallContext, tenant: TenantRow, userCode: string, cipher: string, portalType: string) {
  const { env, lang, ip } = ctx;
  const attempt = { tenantId: tenant.id, userCode, ip, userAgent: ctx.request.headers['user-agent'], portalType };
  const password = decryptPassword(env.keys, cipher);
  if (password === null) throw badRequest(t(lang, 'badCipher'));
  const lock = await loginLockOf(env, tenant.id);
  const reserved = await reserveAttempt(env, attempt, lock);
  if (reserved === null) {
    const msg = t(lang, 'tooManyAttempts', { minutes: lock.minutes });
    await logLogin(env, { ...attempt, userId: null, success: false, message: msg });
    throw new RpcError(Code.TooManyAttempts, msg);
  }
  const fail = async (code: number, msg: string, userId: number | null): Promise<never> => {
    await settleAttempt(env, tenant.id, reserved, { userId, message: msg });
    throw new RpcError(code, msg);
  };
  try {
    const user = await env.db
      .forTenant(tenant.id)
      .selectFrom('app_user')
      .select(['id', 'code', 'name', 'person_id', 'kind', 'state', 'password_hash', 'default_role_id'])
      .where('code', '=', userCode)
      .executeTakeFirst();
    // Unknown users cost a hash too, so timing does not tell which user codes exist.
    const ok = await verifyPassword(password, user?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    if (!user || !ok) return await fail(Code.BadCredentials, t(lang, 'badCredentials'), user?.id ?? null);
    if (user.state !== 0) return await fail(Code.UserLocked, t(lang, 'userLocked'), user.id);
    await settleAttempt(env, tenant.id, reserved, null);
    return user;
  } catch (e) {
    // an unexpected error leaves the reservation standing as a failure, with what happened
    if (!(e instanceof RpcError)) await settleAttempt(env, tenant.id, reserved, { userId: null, message: String((e as Error).message).slice(0, 200) }).catch(() => {});
    throw e;
  }
}

export function register(reg: Registry) {
  reg.add(implement(portalLogin, {
    async publicKey(ctx) {
      return { publicKey: ctx.env.keys.publicKeyPem };
    },

    async logon(ctx, [userCode, cipher, roleId, portalType]) {
      const { env, lang } = ctx;
      const tenantCode = ctx.request.headers['tenant-code'];
      if (typeof tenantCode !== 'string' || !tenantCode.trim()) throw badRequest(t(lang, 'tenantRequired'));
      const tenant = await findTenant(env, tenantCode.trim());
      if (!tenant) throw new RpcError(Code.NotFound, t(lang, 'unknownTenant', { tenant: tenantCode }));
      if (tenant.status !== 0) {
        // a locked tenant's attempts are logged too: the platform's 登录日志 shows who still tries
        const message = t(lang, 'tenantDisabled');
        await logLogin(env, { tenantId: tenant.id, userId: null, userCode, ip: ctx.ip, userAgent: ctx.request.headers['user-agent'], portalType, success: false, message });
        throw new RpcError(Code.UserLocked, message);
      }
      const user = await checkCredentials(ctx, tenant, userCode, cipher, portalType);
      const held = await rolesOfUser(env.db.forTenant(tenant.id), user.id);
      if (!held.length) throw new RpcError(Code.NoPermission, t(lang, 'noRole'));
      // the App and Hmi portals offer only the roles that have pages there
      const roles = await rolesForPortal(env.db.forTenant(tenant.id), held, portalType);
      if (!roles.length) throw new RpcError(Code.NoPermission, t(lang, 'noPortalRole', { portal: portalType }));
      const role =
        roleId != null
          ? roles.find((r) => r.id === roleId)
          : (roles.find((r) => r.id === user.default_role_id) ?? roles.find((r) => r.default_tag) ?? roles[0]);
      if (!role) throw badRequest(t(lang, 'roleNotHeld', { role: String(roleId) }));
      const s = await openSession(env, tenant, user, role, roles, portalType, lang);
      await logLogin(env, {
        tenantId: tenant.id,
        userId: user.id,
        userCode,
        ip: ctx.ip,
        userAgent: ctx.request.headers['user-agent'],
        portalType,
        success: true,
        message: 'ok',
      });
      return s;
    },

    async logout(ctx) {
      const s = session(ctx);
      await s.db.updateTable('user_session').set({ revoked_at: new Date() }).where('id', '=', s.sessionId).execute();
      ctx.env.hub.disconnect(s.tenantId, s.userId);
      ctx.auth = null; // no refreshed token for a session that just ended
      return true as const;
    },

    async unlock(ctx, [userCode, cipher, roleId, tenantRef, portalType]) {
      const s = session(ctx);
      const tenant = await findTenant(ctx.env, tenantRef);
      if (!tenant || tenant.id !== s.tenantId) throw badRequest('tenant: does not match the session');
      if (userCode !== s.userCode) throw badRequest('userCode: does not match the session');
      const user = await checkCredentials(ctx, tenant, userCode, cipher, portalType);
      return reopen(ctx, tenant, user.id, roleId ?? s.roleId, portalType, s.sessionId);
    },

    async relogin(ctx, [req]) {
      const s = session(ctx);
      if (req.uid !== s.userId) throw badRequest('session.uid: does not match the session');
      const claims = await ctx.env.tokens.verify(req.token);
      if (typeof claims === 'string' || claims.sid !== s.sessionId) throw badRequest('session.token: not this session’s token');
      const tenant = await findTenant(ctx.env, req.tenant);
      if (!tenant || tenant.id !== s.tenantId) throw badRequest('session.tenant: does not match the session');
      return reopen(ctx, tenant, s.userId, req.rid, req.portalType, s.sessionId);
    },
  }));
}

/** A new token (and role) for the existing session. */
async function reopen(ctx: CallContext, tenant: TenantRow, userId: number, roleId: number, portalType: PortalType, sessionId: string) {
  const db = ctx.env.db.forTenant(tenant.id);
  const user = await db.selectFrom('app_user').select(['id', 'code', 'name', 'person_id', 'kind']).where('id', '=', userId).executeTakeFirstOrThrow();
  const roles = await rolesForPortal(db, await rolesOfUser(db, userId), portalType);
  const role = roles.find((r) => r.id === roleId);
  if (!role) throw noPermission(t(ctx.lang, 'roleNotHeld', { role: String(roleId) }));
  const answer = await openSession(ctx.env, tenant, user, role, roles, portalType, ctx.lang, sessionId);
  ctx.auth = null; // the answer carries the new token; don't overwrite it with a refresh of the old role
  return answer;
}
