// Passwords of users: decrypted like at logon (the login key pair, RSA-OAEP with SHA-256), held to
// one rule (the tenant's minimum, 8 unless 参数配置 says more, to 64 characters with letters and digits), stored as salted scrypt hashes; a changed
// or reset password ends the user's other sessions. Generated passwords are shown once.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { decryptPassword } from '../../../../server/auth/keys';
import { hashPassword, verifyPassword } from '../../../../server/auth/password';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { tenantConfig } from '../../../../server/config/tenant-config';
import { requireAccess } from '../../../../server/rpc/access';
import { t } from '../../../../server/i18n';
import { badRequest, Code, notFound, RpcError } from '../../../../server/rpc/errors';
import { logLogin, loginLockOf, reserveAttempt, settleAttempt } from '../../../../server/services/session';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { USER_PAGE, userFunction } from '../../contracts/users';
import { sm } from '../messages';

/** The clear text of an encrypted password argument, or 400 naming the argument. */
export function decrypted(ctx: CallContext, field: string, cipher: string): string {
  const clear = decryptPassword(ctx.env.keys, cipher);
  if (clear === null) throw badRequest(sm(ctx.lang, 'badCipher', { field }));
  return clear;
}

/** The tenant's minimum password length (参数配置 passwordMinLength, never below 8). */
export async function minPasswordLength(db: Kysely<DB>, tenantId: string): Promise<number> {
  return Math.max(8, await tenantConfig(db, tenantId, 'passwordMinLength'));
}

export function passwordProblem(password: string, min: number): boolean {
  return password.length < min || password.length > 64 || !/[A-Za-z]/.test(password) || !/[0-9]/.test(password);
}

export async function checkedPassword(ctx: CallContext, field: string, password: string): Promise<string> {
  const s = session(ctx);
  const min = await minPasswordLength(s.db, s.tenantId);
  if (passwordProblem(password, min)) throw badRequest(`${field}: ${sm(ctx.lang, 'weakPassword', { min })}`);
  return password;
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#%+=?';

/** 12 characters (or the tenant's minimum, if longer) without look-alikes (0/O, 1/l/I), always with letters, digits and a symbol. */
export function generatePassword(minLength = 12): string {
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS), ...Array.from({ length: Math.max(12, minLength) - 4 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** Ends a user's sessions (all, or all but one); they are refused at their next call. */
export async function endSessions(ctx: CallContext, db: Kysely<DB>, userIds: number[], except?: string): Promise<void> {
  if (!userIds.length) return;
  await db
    .updateTable('user_session')
    .set({ revoked_at: new Date() })
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null)
    .$if(!!except, (q) => q.where('id', '<>', except!))
    .execute();
  const tenantId = session(ctx).tenantId;
  for (const id of userIds) ctx.env.hub.disconnect(tenantId, id);
}

async function setPassword(db: Kysely<DB>, userId: number, password: string, by: { id: number; name: string }, lang: Lang): Promise<void> {
  const hit = await db
    .updateTable('app_user')
    .set({ password_hash: await hashPassword(password), modify_id: by.id, modify_name: by.name, modify_dt: new Date() })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!hit) throw notFound(sm(lang, 'notFound', { what: sm(lang, 'user'), id: userId }));
}

/**
 * Checks the caller's own current password under the login lock: each check is reserved like a
 * login (one count per tenant, user code and address, shared with logon and unlock), so a stolen
 * session cannot guess the password without end, also not with many calls at once.
 */
async function checkCurrentPassword(ctx: CallContext, current: string): Promise<void> {
  const s = session(ctx);
  const { env, lang } = ctx;
  const attempt = { tenantId: s.tenantId, userCode: s.userCode, ip: ctx.ip, userAgent: ctx.request.headers['user-agent'], portalType: s.portalType };
  const lock = await loginLockOf(env, s.tenantId);
  const reserved = await reserveAttempt(env, attempt, lock);
  if (reserved === null) {
    const msg = t(lang, 'tooManyAttempts', { minutes: lock.minutes });
    await logLogin(env, { ...attempt, userId: s.userId, success: false, message: msg });
    throw new RpcError(Code.TooManyAttempts, msg);
  }
  let ok = false;
  try {
    const me = await s.db.selectFrom('app_user').select('password_hash').where('id', '=', s.userId).executeTakeFirstOrThrow();
    ok = await verifyPassword(current, me.password_hash);
  } finally {
    // a wrong password (or an unexpected error) keeps the reservation as a failure; a right one drops it
    await settleAttempt(env, s.tenantId, reserved, ok ? null : { userId: s.userId, message: sm(lang, 'wrongPassword') });
  }
  if (!ok) throw badRequest(`password: ${sm(lang, 'wrongPassword')}`);
}

/**
 * modifyPassword: `password` is the caller's own current password (re-authentication, also when
 * an administrator holding 重置密码 changes another user's); the user's other sessions end.
 */
export async function modifyPassword(ctx: CallContext, userId: number, cipher: string, newCipher: string): Promise<true> {
  const s = session(ctx);
  const lang = ctx.lang;
  if (userId !== s.userId) await requireAccess(ctx, { page: USER_PAGE, fn: userFunction('resetPwd') });
  const current = decrypted(ctx, 'password', cipher);
  const next = await checkedPassword(ctx, 'newPassword', decrypted(ctx, 'newPassword', newCipher));
  await checkCurrentPassword(ctx, current);
  if (userId === s.userId && current === next) throw badRequest(`newPassword: ${sm(lang, 'samePassword')}`);
  await setPassword(s.db, userId, next, { id: s.userId, name: s.userName }, lang);
  await endSessions(ctx, s.db, [userId], userId === s.userId ? s.sessionId : undefined);
  return true;
}

/** resetPassword: a given (encrypted) password, or a generated one answered once; the user's sessions end. */
export async function resetPassword(ctx: CallContext, userId: number, newCipher?: string): Promise<{ userId: number; password?: string }> {
  const s = session(ctx);
  const given = newCipher === undefined ? null : await checkedPassword(ctx, 'newPassword', decrypted(ctx, 'newPassword', newCipher));
  const password = given ?? generatePassword(await minPasswordLength(s.db, s.tenantId));
  await setPassword(s.db, userId, password, { id: s.userId, name: s.userName }, ctx.lang);
  await endSessions(ctx, s.db, [userId], userId === s.userId ? s.sessionId : undefined);
  return given ? { userId } : { userId, password };
}
