// The detail route's query: formId, entityCode, title, path, id, url.
import type { LowcodeRoute } from '../../app/routes/types';

export interface DetailQuery {
  formId: string;
  entityCode: string;
  title: string;
  /** the detail page's path */
  path: string;
  /** the record; absent for a new one */
  id?: number;
  /** the list page's url (its function codes, its pager) */
  url: string;
}

/**
 * Generated routes pass formId = params.formId, or the entity code when the menu's params have
 * none (our pages are built from the entity's page metadata; the form id only names it).
 */
export function detailQueryOf(lowcode: LowcodeRoute, title: string, id?: number): DetailQuery {
  const { params } = lowcode;
  return { formId: params.formId ?? params.entityCode, entityCode: params.entityCode, title, path: lowcode.detailUrl, url: lowcode.listUrl, ...(id !== undefined ? { id } : {}) };
}

export function detailHref(query: DetailQuery): string {
  const search = new URLSearchParams();
  for (const key of ['formId', 'entityCode', 'title', 'path', 'id', 'url'] as const) {
    const value = query[key];
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return `${query.path}?${search.toString()}`;
}

/**
 * The detail's query from the location, completed from the route: a query without `formId` at
 * all takes the route's (params.formId ?? entityCode); an explicitly empty `formId=` stays empty.
 */
export function readDetailQuery(search: URLSearchParams, lowcode: LowcodeRoute, title: string): DetailQuery {
  const fallback = detailQueryOf(lowcode, title);
  const idText = search.get('id');
  const id = idText && /^\d+$/.test(idText) ? Number(idText) : undefined;
  return {
    formId: search.has('formId') ? (search.get('formId') ?? '').trim() : fallback.formId,
    entityCode: search.get('entityCode') || fallback.entityCode,
    title: search.get('title') || title,
    path: search.get('path') || fallback.path,
    url: search.get('url') || fallback.url,
    ...(id !== undefined ? { id } : {}),
  };
}
