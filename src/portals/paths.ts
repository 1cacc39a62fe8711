// Where the App (mobile) and Hmi (industrial computer) portals live: /{tenant}/m and /{tenant}/hmi,
// each with its own login (/{tenant}/m/login, /{tenant}/hmi/login). The Web shell keeps /{tenant}.
import type { PortalType } from '../../schemas/menus/types';

export type DevicePortal = Exclude<PortalType, 'Web'>;

export const PORTAL_BASE: Record<DevicePortal, string> = { App: 'm', Hmi: 'hmi' };

/** `/{tenant}/m` — the portal's home (its menu). */
export function portalHome(tenant: string, portal: DevicePortal): string {
  return `/${encodeURIComponent(tenant)}/${PORTAL_BASE[portal]}`;
}

/** The login page of a portal type: the Web one at /{tenant}/login. */
export function loginPathOf(tenant: string, portal: PortalType | null | undefined): string {
  return portal === 'App' || portal === 'Hmi' ? `${portalHome(tenant, portal)}/login` : `/${encodeURIComponent(tenant)}/login`;
}

/** The portal a path of the browser is under (`/demo/hmi/task/Order` → Hmi), else null. */
export function portalOfPath(pathname: string): DevicePortal | null {
  const second = pathname.split('/').filter(Boolean)[1];
  return (Object.keys(PORTAL_BASE) as DevicePortal[]).find((p) => PORTAL_BASE[p] === second) ?? null;
}
