import { loginPathOf, portalOfPath } from '../portals/paths';
import { clearStorageForLogin, sessionStore } from './session/sessionStore';
import { STORAGE_KEYS } from './session/storageKeys';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

// The router registers its navigate function at start-up; before that (or in tests without a
// router) a full page load does the job.
let navigator: Navigate = (path) => window.location.assign(path);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}

/** The tenant code of the current URL (`/{tenant}/...`), if any. */
export function tenantFromPath(pathname = window.location.pathname): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && first !== '404' ? decodeURIComponent(first) : null;
}

export type ReloginReason = '401' | '403' | 'idle' | 'refresh' | 'tenant';

/**
 * Ends the local session and opens the tenant's login page: used for 401/403, inactivity and a
 * failed token refresh. The reason is kept in sessionStorage for the login page to explain.
 */
export function sendToLogin(reason: ReloginReason | null, tenant?: string | null): void {
  const code = tenant ?? sessionStore.get()?.tenant.code ?? tenantFromPath();
  // the App and Hmi portals go back to their own login
  const portal = sessionStore.get()?.portalType ?? portalOfPath(window.location.pathname);
  clearStorageForLogin();
  if (reason) sessionStorage.setItem(STORAGE_KEYS.reloginReason, reason);
  navigateTo(code ? loginPathOf(code, portal) : '/', { replace: true });
}

export function peekReloginReason(): ReloginReason | null {
  return sessionStorage.getItem(STORAGE_KEYS.reloginReason) as ReloginReason | null;
}

export function forgetReloginReason(): void {
  sessionStorage.removeItem(STORAGE_KEYS.reloginReason);
}
