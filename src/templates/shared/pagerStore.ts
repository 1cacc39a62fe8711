// The list hands its current page (ordered record ids + the query that found them) to the detail
// through sessionStorage, keyed by the list url, so the detail's previous/next pager can walk
// the list's records, loading the neighbouring list page at a page boundary.
import type { RecordQuery } from '../../../schemas/rpc/datax';

export interface PagerState {
  ids: number[];
  query: RecordQuery;
  total: number;
}

export const pagerKey = (listUrl: string) => `plantform.pager:${listUrl.replace(/^\/+/, '')}`;

export function savePager(listUrl: string, state: PagerState): void {
  try {
    sessionStorage.setItem(pagerKey(listUrl), JSON.stringify(state));
  } catch {
    // storage full or disabled: the detail simply has no pager
  }
}

export function readPager(listUrl: string): PagerState | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(pagerKey(listUrl)) ?? 'null') as PagerState | null;
    return value && Array.isArray(value.ids) && value.query ? value : null;
  } catch {
    return null;
  }
}

export type PagerStep = { id: number } | { end: 'first' | 'last' } | { load: number };

/**
 * The neighbour of `id` in direction `delta` (-1 previous, +1 next): an id on the same page, the
 * list page to load first (`load`: its page number), or the end reached.
 */
export function pagerStep(state: PagerState, id: number, delta: -1 | 1): PagerStep {
  const index = state.ids.indexOf(id);
  const page = state.query.page ?? 1;
  const pageSize = state.query.pageSize ?? 20;
  const target = index + delta;
  if (index >= 0 && target >= 0 && target < state.ids.length) return { id: state.ids[target] };
  if (delta < 0) return index >= 0 && page > 1 ? { load: page - 1 } : { end: 'first' };
  return index >= 0 && page * pageSize < state.total ? { load: page + 1 } : { end: 'last' };
}
