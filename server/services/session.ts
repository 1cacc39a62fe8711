// Building a session answer (shared by logon, unlock and relogin) and the login log.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { PortalType } from '../../schemas/menus/types';
import type { RoleInfo, Session } from '../../schemas/rpc/portal';
import type { DB, RoleRow } from '../db/types';
import type { AppEnv } from '../env';
import type { Lang } from '../i18n';
import { tenantConfigAll } from '../config/tenant-config';

export interface TenantRow {
  id: string;
  code: string;
  name: string;
  industry_code: string | null;
  status: number;
}

export function roleInfo(r: RoleRow): RoleInfo {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    nameIntl: r.name_intl ?? {},
    defaultTag: r.default_tag,
    dataScope: r.data_scope as RoleInfo['dataScope'],
  };
}

export async function rolesOfUser(db: Kysely<DB>, userId: number): Promise<RoleRow[]> {
  return db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .selectAll('r')
    .where('ur.user_id', '=', userId)
    .orderBy('r.id')
    .execute();
}

/** Finds a tenant by code or id (the login URL carries the code; the platform also has an id). */
export async function findTenant(env: AppEnv, codeOrId: string): Promise<TenantRow | undefined> {
  return env.db.system
    .selectFrom('tenant')
    .select(['id', 'code', 'name', 'industry_code', 'status'])
    .where((eb) => eb.or([eb('code', '=', codeOrId.toLowerCase()), eb('id', '=', codeOrId)]))
    .executeTakeFirst();
}

export async function openSession(
  env: AppEnv,
  tenant: TenantRow,
  user: { id: number; code: string; name: string; person_id: number | null; kind: number },
  role: RoleRow,
  roles: RoleRow[],
  portalType: PortalType,
  lang: Lang,
  sessionId: string = crypto.randomUUID(),
): Promise<Session> {
  const db = env.db.forTenant(tenant.id);
  await db
    .insertInto('user_session')
    .values({ id: sessionId, tenant_id: tenant.id, user_id: user.id, role_id: role.id, portal_type: portalType })
    // the session's key is (tenant_id, id), as every tenant table's (docs/distributed.md)
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doUpdateSet({ role_id: role.id, portal_type: portalType }))
    .execute();
  const token = await env.tokens.sign({ sid: sessionId, uid: user.id, tid: tenant.id, rid: role.id, pt: portalType });
  return {
    token,
    tenant: { id: tenant.id, code: tenant.code, name: tenant.name, industryCode: tenant.industry_code || 'Other' },
    user: { id: user.id, tenantId: tenant.id, code: user.code, name: user.name, personId: user.person_id, role: role.id, kind: user.kind as 0 | 1 },
    role: roleInfo(role),
    roles: roles.map(roleInfo),
    language: lang,
    portalType,
  };
}

export async function logLogin(
  env: AppEnv,
  entry: { tenantId: string; userId: number | null; userCode: string; ip: string; userAgent?: string; portalType: string | null; success: boolean; message: string },
): Promise<void> {
  await env.db
    .forTenant(entry.tenantId)
    .insertInto('login_log')
    .values({
      tenant_id: entry.tenantId,
      user_id: entry.userId,
      user_code: entry.userCode,
      ip: entry.ip,
      user_agent: entry.userAgent?.slice(0, 512) ?? null,
      portal_type: entry.portalType,
      success: entry.success,
      message: entry.message,
    })
    .execute();
}

export interface LoginLock {
  maxFailures: number;
  minutes: number;
}

/** The tenant's login lock (参数配置: loginMaxFailures, loginLockMinutes). */
export async function loginLockOf(env: AppEnv, tenantId: string): Promise<LoginLock> {
  const all = await tenantConfigAll(env.db.forTenant(tenantId), tenantId);
  return { maxFailures: all.loginMaxFailures, minutes: all.loginLockMinutes };
}

/** Failed attempts of this user code from this address since its last success, within the window. */
async function recentFailures(db: Kysely<DB>, userCode: string, ip: string, lock: LoginLock): Promise<number> {
  const since = new Date(Date.now() - lock.minutes * 60_000);
  const rows = await db
    .selectFrom('login_log')
    .select(['success'])
    .where('user_code', '=', userCode)
    .where('ip', '=', ip)
    .where('create_dt', '>', since)
    .orderBy('id', 'desc')
    .limit(lock.maxFailures + 1)
    .execute();
  let n = 0;
  for (const r of rows) {
    if (r.success) break;
    n++;
  }
  return n;
}

export interface LoginAttempt {
  tenantId: string;
  userCode: string;
  ip: string;
  userAgent?: string;
  portalType: string | null;
}

/** what a reserved attempt reads in the log until it is settled (it counts as a failure meanwhile) */
const CHECKING = 'checking';

/**
 * Reserves one password check of this user code from this address, or answers null when the
 * lock is on. Counting the recent failures and recording the attempt happen under one
 * transaction-scoped advisory lock per tenant, user code and address, so parallel attempts are
 * counted one after another: at most maxFailures passwords are ever checked. The reserved row
 * stands as a failure until settleAttempt, and no lock or connection is held while the password
 * is hashed.
 */
export async function reserveAttempt(env: AppEnv, a: LoginAttempt, lock: LoginLock): Promise<number | null> {
  return env.db
    .forTenant(a.tenantId)
    .transaction()
    .execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`login:${a.tenantId}:${a.userCode}:${a.ip}`}))`.execute(trx);
      if ((await recentFailures(trx, a.userCode, a.ip, lock)) >= lock.maxFailures) return null;
      const row = await trx
        .insertInto('login_log')
        .values({ tenant_id: a.tenantId, user_id: null, user_code: a.userCode, ip: a.ip, user_agent: a.userAgent?.slice(0, 512) ?? null, portal_type: a.portalType, success: false, message: CHECKING })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
}

/** A reserved attempt's outcome: a failure keeps its row with the message; a passed check drops it (the caller logs the login). */
export async function settleAttempt(env: AppEnv, tenantId: string, id: number, failure: { userId: number | null; message: string } | null): Promise<void> {
  const db = env.db.forTenant(tenantId);
  if (failure) await db.updateTable('login_log').set({ user_id: failure.userId, message: failure.message }).where('id', '=', id).execute();
  else await db.deleteFrom('login_log').where('id', '=', id).execute();
}
