// Who is calling: the token (access_token header or, for the web socket, a query parameter),
// checked for signature, expiry, tenant and a live session of an unlocked user.
import type { AppEnv } from '../env';
import { AuthError } from '../rpc/errors';
import type { AuthInfo } from '../rpc/registry';

export async function authenticate(env: AppEnv, token: unknown, tenantHeader: unknown): Promise<AuthInfo> {
  if (typeof token !== 'string' || !token) throw new AuthError(401, 'missing access_token');
  const claims = await env.tokens.verify(token);
  if (claims === 'expired') throw new AuthError(403, 'token expired, please log in again');
  if (claims === 'invalid') throw new AuthError(401, 'invalid access_token');
  if (tenantHeader !== undefined && String(tenantHeader) !== claims.tid) {
    throw new AuthError(401, 'tenant-id does not match the token');
  }
  // read as the token's tenant where that is cheapest (db/index.ts sessionReader): the call's own
  // work runs so too, and a pooled connection that last served this tenant needs no role switch
  const row = await env.db
    .sessionReader(claims.tid)
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', (j) => j.onRef('u.id', '=', 's.user_id').onRef('u.tenant_id', '=', 's.tenant_id'))
    .innerJoin('tenant as t', 't.id', 's.tenant_id')
    .select(['s.revoked_at', 's.role_id', 'u.state', 'u.code', 'u.name', 't.menu_version', 't.meta_version', 't.status as tenant_status'])
    .where('s.id', '=', claims.sid)
    .where('s.tenant_id', '=', claims.tid)
    .executeTakeFirst();
  if (!row || row.revoked_at) throw new AuthError(401, 'session ended, please log in again');
  if (row.state !== 0) throw new AuthError(401, 'user locked');
  // a tenant locked by the platform: its open sessions end at their next call
  if (row.tenant_status !== 0) throw new AuthError(401, 'tenant locked');
  return {
    tenantId: claims.tid,
    userId: claims.uid,
    roleId: row.role_id,
    portalType: claims.pt,
    sessionId: claims.sid,
    userCode: row.code,
    userName: row.name,
    menuVersion: Number(row.menu_version),
    metaVersion: Number(row.meta_version),
  };
}
