// Where 查看数据 goes: a tenant entity's records on meta/AppDataDetail; a built-in entity's own
// list page (the first of its pages the role has); else nowhere.
import type { EntitySummary } from '../contracts';

export const APP_DATA_PATH = 'meta/AppDataDetail';

/** `meta/AppDataDetail?entityCode=X&titleName=Y` (titleName names the tab). */
export function appDataHref(entityCode: string, title?: string): string {
  const search = new URLSearchParams({ entityCode });
  if (title) search.set('titleName', title);
  return `${APP_DATA_PATH}?${search.toString()}`;
}

/** The path to open, or null when the role has no page showing the entity's records. */
export function viewDataTarget(entity: Pick<EntitySummary, 'code' | 'builtin' | 'pageUrls'>, title: string, hasRoute: (path: string) => boolean): string | null {
  if (!entity.builtin) return hasRoute(APP_DATA_PATH) ? appDataHref(entity.code, title) : null;
  return entity.pageUrls.find(hasRoute) ?? null;
}
