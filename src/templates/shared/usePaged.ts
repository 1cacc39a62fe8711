// A paged list of a hand-written administration page (users, tenants, trades, logins …): its
// filters, page and reload; a failed query shows page 1 of 0 and the error, a cancelled
// one (4099) is ignored.
import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '../../../schemas/rpc/define';
import { errorMessage, isCancelled } from '../../api/errors';

export function usePaged<T, F extends object>(load: (query: F & { page: number; pageSize: number }) => Promise<Paged<T>>, initial: F, pageSize = 20) {
  const [query, setQuery] = useState({ filters: initial, page: 1, pageSize, nonce: 0 });
  const [state, setState] = useState<{ items: T[]; total: number; loading: boolean; error: string | null }>({ items: [], total: 0, loading: true, error: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module-level call of the page; the query decides
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load({ ...query.filters, page: query.page, pageSize: query.pageSize }).then(
      (answer) => live && setState({ items: answer.itemList, total: answer.total, loading: false, error: null }),
      (error: unknown) => {
        if (!live || isCancelled(error)) return;
        setState({ items: [], total: 0, loading: false, error: errorMessage(error, 'error') });
      },
    );
    return () => {
      live = false;
    };
  }, [query]);

  const search = useCallback((filters: F) => setQuery((q) => ({ ...q, filters, page: 1, nonce: q.nonce + 1 })), []);
  const setPage = useCallback((page: number, size: number) => setQuery((q) => ({ ...q, page, pageSize: size })), []);
  const reload = useCallback(() => setQuery((q) => ({ ...q, nonce: q.nonce + 1 })), []);
  return { ...state, filters: query.filters, page: state.error ? 1 : query.page, pageSize: query.pageSize, search, setPage, reload };
}

/** Drops empty strings and undefined: the calls take missing filters as "any". */
export function compact<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}
