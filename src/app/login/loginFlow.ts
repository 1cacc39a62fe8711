// The steps of logging in, without UI: public key → encrypted logon → (role choice) → stored session.
import type { Session } from '../../../schemas/rpc/portal';
import { encryptPassword } from '../../api/password';
import { LoginApi } from '../../api/services';
import { currentLanguage } from '../../i18n';
import { writeLoginInfo } from '../session/loginInfo';
import type { PortalType } from '../../../schemas/menus/types';
import { sessionStore } from '../session/sessionStore';

export const PORTAL_TYPE = 'Web' as const;

export class EncryptionError extends Error {}

/** portal.Login/publicKey answers `{publicKey}` (a bare PEM string is accepted too). */
async function publicKey(): Promise<string> {
  const body = (await LoginApi.publicKey([], { ignoreError: true })) as { publicKey?: string } | string;
  const pem = typeof body === 'string' ? body : body?.publicKey;
  if (!pem) throw new EncryptionError('no public key');
  return pem;
}

/** Logs on to `tenant` (on the Web portal unless said); the failure's message is the server's msg. */
export async function logon(tenant: string, userCode: string, password: string, portalType: PortalType = PORTAL_TYPE): Promise<Session> {
  const pem = await publicKey();
  let encrypted: string;
  try {
    encrypted = await encryptPassword(pem, password);
  } catch (error) {
    throw new EncryptionError(error instanceof Error ? error.message : String(error));
  }
  return LoginApi.logon([userCode.trim(), encrypted, null, portalType], { ignoreError: true, headers: { 'tenant-code': tenant } });
}

/** Another role than the one logon chose: portal.Login/relogin with that rid. */
export function switchRole(session: Session, roleId: number): Promise<Session> {
  return LoginApi.relogin(
    [{ uid: session.user.id, rid: roleId, unit: null, tenant: session.tenant.id, portalType: session.portalType ?? PORTAL_TYPE, token: session.token }],
    { ignoreError: true, session },
  );
}

/** Stores the session (language: the one chosen on the login page) and the remember-me info. */
export function completeLogin(session: Session, userCode: string, remember: boolean): Session {
  const stored: Session = { ...session, portalType: session.portalType ?? PORTAL_TYPE, language: currentLanguage() };
  sessionStore.set(stored);
  writeLoginInfo({ tenant: session.tenant.code, userCode: remember ? userCode.trim() : undefined, remember });
  return stored;
}
