import { useCallback, useEffect, useState } from 'react';
import type { EntitySummary } from '../contracts';
import { errorMessage, isCancelled } from '../../../src/api/errors';
import { MetadataApi } from './api';

/** Entity queries page by 30. */
export const ENTITY_PAGE_SIZE = 30;

export interface EntityListState {
  items: EntitySummary[];
  total: number;
  page: number;
  pageSize: number;
  text: string;
  loading: boolean;
  error: string | null;
}

/** The entity list of 实体管理: search text and page; a failed query shows page 1 of 0 and the error. */
export function useEntityList() {
  const [query, setQuery] = useState({ text: '', page: 1, pageSize: ENTITY_PAGE_SIZE, nonce: 0 });
  const [state, setState] = useState<Omit<EntityListState, 'text' | 'page' | 'pageSize'>>({ items: [], total: 0, loading: true, error: null });

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const text = query.text.trim();
    MetadataApi.entities([{ ...(text ? { text } : {}), page: query.page, pageSize: query.pageSize }], { ignoreError: true }).then(
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

  const search = useCallback((text: string) => setQuery((q) => ({ ...q, text, page: 1, nonce: q.nonce + 1 })), []);
  const setPage = useCallback((page: number, pageSize: number) => setQuery((q) => ({ ...q, page, pageSize })), []);
  const reload = useCallback(() => setQuery((q) => ({ ...q, nonce: q.nonce + 1 })), []);
  return { ...state, text: query.text, page: state.error ? 1 : query.page, pageSize: query.pageSize, search, setPage, reload };
}
