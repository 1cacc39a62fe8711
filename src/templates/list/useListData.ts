// The list's query state (paging, sorting, filters) and its records. A failed query clears the
// table and shows page 1 with total 0. A capped total (more records than the server
// counts) keeps the pager open past the cap while the pages come back full.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RecordQuery } from '../../../schemas/rpc/datax';
import type { FieldMeta } from '../../../renderers/fields/types';
import { isCancelled } from '../../api/errors';
import { buildListQuery, DEFAULT_PAGE, type SortOrder } from '../../engine/query';
import type { FetchPage } from './dataSources';

export interface ListRequest {
  entityCode: string;
  filters: readonly FieldMeta[];
  fetchPage: FetchPage;
  defaultPageSize: number;
  extraFilterMap?: Record<string, unknown>;
  /** the filter values the list opens with (a default date range); applied when they change, until the user searches */
  initialValues?: Record<string, unknown>;
  /** false until the page model is there */
  ready: boolean;
  /** told about every page that loaded (the detail pager), with the pager's total */
  onLoaded?: (query: RecordQuery, items: Array<Record<string, unknown>>, total: number) => void;
}

/**
 * The total to give the pager. Exact totals as they are; a capped one grows past the cap as the
 * user pages: the last page loaded full means there may be another, so one more page is offered.
 */
export function pagerTotal(total: number, capped: boolean, page: number, pageSize: number, itemsOnPage: number): number {
  if (!capped) return total;
  const seen = (page - 1) * pageSize + itemsOnPage;
  return Math.max(total, itemsOnPage >= pageSize ? seen + pageSize : seen);
}

interface QueryState {
  page: number;
  pageSize: number;
  sortField: string | null;
  sortOrder: SortOrder | null;
  values: Record<string, unknown>;
}

export function useListData(req: ListRequest) {
  const [state, setState] = useState<QueryState>({ page: DEFAULT_PAGE, pageSize: req.defaultPageSize, sortField: null, sortOrder: null, values: {} });
  const [items, setItems] = useState<Array<Record<string, unknown>>>([]);
  const [total, setTotal] = useState(0);
  /** the server stopped counting: `total` is its cap, not the number of records */
  const [totalCapped, setTotalCapped] = useState(false);
  /** what the pager pages through (pagerTotal of the page that loaded) */
  const [pagingTotal, setPagingTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  /** why the last query failed (shown above the table until the next answer) */
  const [failure, setFailure] = useState<unknown>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const latest = useRef(0);
  // the move back to page 1 after a failure is shown, not fetched again
  const skipNext = useRef(false);
  const onLoaded = useRef(req.onLoaded);
  onLoaded.current = req.onLoaded;
  const searched = useRef(false);
  const initialKey = JSON.stringify(req.initialValues ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initialKey` is the initial values serialised: the object is new on every render
  useEffect(() => {
    if (!searched.current && req.initialValues) setState((s) => ({ ...s, values: req.initialValues! }));
  }, [initialKey]);

  const query = useMemo(
    () => buildListQuery({ entityCode: req.entityCode, filters: req.filters, extraFilterMap: req.extraFilterMap, ...state }),
    [req.entityCode, req.filters, req.extraFilterMap, state],
  );
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `queryKey` is the query serialised (an equal query, a new object each change of state, does not load again) and `reloadKey` asks for a reload
  useEffect(() => {
    if (!req.ready) return;
    if (skipNext.current) {
      skipNext.current = false;
      return;
    }
    const ticket = ++latest.current;
    setLoading(true);
    req.fetchPage(query).then(
      (answer) => {
        if (ticket !== latest.current) return;
        const list = answer?.itemList ?? [];
        const capped = !!answer && 'totalCapped' in answer && answer.totalCapped === true;
        const count = Number(answer?.total) || 0;
        const forPager = pagerTotal(count, capped, query.page ?? 1, query.pageSize ?? list.length, list.length);
        setItems(list);
        setTotal(count);
        setTotalCapped(capped);
        setPagingTotal(forPager);
        setFailure(null);
        setLoading(false);
        onLoaded.current?.(query, list, forPager);
      },
      (error: unknown) => {
        if (ticket !== latest.current || isCancelled(error)) return;
        console.warn('[list] query failed', error);
        setFailure(error);
        setItems([]);
        setTotal(0);
        setTotalCapped(false);
        setPagingTotal(0);
        setState((s) => {
          if (s.page === DEFAULT_PAGE) return s;
          skipNext.current = true;
          return { ...s, page: DEFAULT_PAGE };
        });
        setLoading(false);
      },
    );
  }, [queryKey, req.ready, req.fetchPage, reloadKey]);

  const setPage = useCallback((page: number, pageSize: number) => setState((s) => ({ ...s, page: pageSize !== s.pageSize ? DEFAULT_PAGE : page, pageSize })), []);
  const setSort = useCallback((sortField: string | null, sortOrder: SortOrder | null) => setState((s) => ({ ...s, sortField: sortOrder ? sortField : null, sortOrder: sortField ? sortOrder : null })), []);
  // a search always asks again (also with unchanged filters: the retry after a failure)
  const search = useCallback((values: Record<string, unknown>) => {
    searched.current = true;
    setState((s) => ({ ...s, page: DEFAULT_PAGE, values }));
    setReloadKey((k) => k + 1);
  }, []);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  /** back to page 1 (a filter outside the filter bar changed) */
  const firstPage = useCallback(() => setState((s) => ({ ...s, page: DEFAULT_PAGE })), []);

  return { state, query, items, total, totalCapped, pagingTotal, loading, failure, setPage, setSort, search, reload, firstPage };
}
