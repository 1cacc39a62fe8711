// Filter bar values → the list query (filterMap / fuzzyMap / rangeMap).
import type { RecordQuery } from '../../schemas/rpc/datax';
import type { FieldMeta } from '../../renderers/fields/types';
import { filterKindOf } from './schema';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [1, 10, 20, 50, 100];

export type SortOrder = 'ascend' | 'descend';

export interface ListQueryInput {
  entityCode: string;
  page: number;
  pageSize: number;
  /** filter bar values by field code (a range is {first, second}) */
  values: Record<string, unknown>;
  filters: readonly FieldMeta[];
  sortField?: string | null;
  sortOrder?: SortOrder | null;
  /** fixed filters of the page (e.g. the status filter of VformList) */
  extraFilterMap?: Record<string, unknown>;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** What a filter sends for a picked value: a reference's id, a dictionary entry's code, else the value. */
export function filterValueOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(filterValueOf);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (v.id !== undefined) return v.id;
    if (v.dict !== undefined) return v.dict;
    if (v.code !== undefined) return v.code;
    if (v.value !== undefined) return v.value;
  }
  return value;
}

const rangeEnd = (v: unknown) => (v && typeof v === 'object' && 'format' in (v as object) ? (v as { format: (f: string) => string }).format('YYYY-MM-DD HH:mm:ss') : v);

export function buildListQuery(input: ListQueryInput): RecordQuery {
  const filterMap: Record<string, unknown> = {};
  const fuzzyMap: Record<string, string | number> = {};
  const rangeMap: Record<string, { first?: unknown; second?: unknown }> = {};
  for (const meta of input.filters) {
    const value = input.values[meta.code];
    if (empty(value)) continue;
    const kind = filterKindOf(meta);
    if (kind === 'fuzzy') {
      const text = String(filterValueOf(value)).trim();
      if (text) fuzzyMap[meta.code] = text;
    } else if (kind === 'range') {
      const { first, second } = (value ?? {}) as { first?: unknown; second?: unknown };
      const range: { first?: unknown; second?: unknown } = {};
      if (!empty(first)) range.first = rangeEnd(first);
      if (!empty(second)) range.second = rangeEnd(second);
      if (Object.keys(range).length) rangeMap[meta.code] = range;
    } else {
      const picked = filterValueOf(value);
      // a cleared picker leaves an object with nothing to send (no id, code or value): no filter
      if (picked && typeof picked === 'object' && !Array.isArray(picked)) continue;
      filterMap[meta.code] = Array.isArray(picked) ? picked.filter((v) => !(v && typeof v === 'object')) : picked;
    }
  }
  const query: RecordQuery = {
    entityCode: input.entityCode,
    page: input.page,
    pageSize: input.pageSize,
    filterMap: { ...filterMap, ...(input.extraFilterMap ?? {}) },
    fuzzyMap,
    rangeMap,
  };
  if (input.sortField && input.sortOrder) {
    query.sortField = input.sortField;
    query.sortOrder = input.sortOrder;
  }
  return query;
}
