import { useCallback } from 'react';
import { usePaged } from '../../../src/templates/shared/usePaged';
import { MetadataApi } from './api';

/** Entity queries page by 30. */
export const ENTITY_PAGE_SIZE = 30;

const loadEntities = ({ text, page, pageSize }: { text: string; page: number; pageSize: number }) =>
  MetadataApi.entities([{ ...(text.trim() ? { text: text.trim() } : {}), page, pageSize }], { ignoreError: true });

/** The entity list of 实体管理: search text and page; a failed query shows page 1 of 0 and the error. */
export function useEntityList() {
  const { filters, search: searchBy, ...paged } = usePaged(loadEntities, { text: '' }, ENTITY_PAGE_SIZE);
  const search = useCallback((text: string) => searchBy({ text }), [searchBy]);
  return { ...paged, text: filters.text, search };
}
