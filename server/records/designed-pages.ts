// The tenant's own menu pages (designed on system/App): a page whose template params name an entity
// shows that entity's records, like the product's pages of it — for access (server/rpc/access.ts),
// hidden fields (field-visibility.ts) and menu limits (menu-limits.ts).

export interface DesignedPage {
  url: string;
  entityCode: string;
  /** the detail route: the params' detailUrl, else the list's url + Detail */
  detailUrl: string;
}

/** The entity a tenant page's template params name, with its detail route; null when none (or not JSON). */
export function designedPage(url: string, params: string | null): DesignedPage | null {
  if (!params) return null;
  try {
    const p = JSON.parse(params) as { entityCode?: unknown; detailUrl?: unknown } | null;
    if (typeof p?.entityCode !== 'string' || !p.entityCode) return null;
    const detailUrl = typeof p.detailUrl === 'string' && p.detailUrl ? p.detailUrl.replace(/^\/+/, '') : `${url}Detail`;
    return { url, entityCode: p.entityCode, detailUrl };
  } catch {
    // the designer refuses bad params; a page saved before that opens nothing
    return null;
  }
}

/** The entity code a tenant page's template params name. */
export function paramsEntity(params: string | null): string | null {
  return designedPage('', params)?.entityCode ?? null;
}
