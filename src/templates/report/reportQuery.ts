// Pure: the report page's state → the report query (filter maps, sort, rank type). The date
// field always travels in rangeMap: its range, or an open range when the user cleared it (the
// server applies the declared default only to a query that does not name the date field).
import dayjs, { type Dayjs } from 'dayjs';
import type { ReportFilterMeta, ReportMeta } from '../../../schemas/reports/columns';
import type { ReportQuery } from '../../../schemas/rpc/report';
import { filterValueOf } from '../../engine/query';

export type DateRange = [Dayjs | null, Dayjs | null] | null;

export interface ReportState {
  page: number;
  pageSize: number;
  /** filter values by field (references as picked: {id, code, name}) */
  values: Record<string, unknown>;
  /** the date field's range */
  dates: DateRange;
  sortField: string | null;
  sortOrder: 'ascend' | 'descend' | null;
  rankType: string | null;
}

/** The declared default on `today`: month = the 1st → today, year = Jan 1 → today, all = none. */
export function defaultDates(kind: ReportMeta['defaultRange'], today: Dayjs = dayjs()): DateRange {
  if (kind === 'month') return [today.startOf('month'), today];
  if (kind === 'year') return [today.startOf('year'), today];
  if (kind === 'asOf') return [null, today];
  if (kind === 'week') return [today.subtract((today.day() + 6) % 7, 'day').startOf('day'), today.subtract((today.day() + 6) % 7, 'day').add(6, 'day')];
  if (kind === 'next14') return [today.startOf('day'), today.add(13, 'day')];
  return null;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/** The filters the bar shows besides the date field's range (which has its own picker). */
export function barFilters(meta: ReportMeta): ReportFilterMeta[] {
  return meta.filters.filter((f) => !(f.kind === 'dateRange' && f.field === meta.dateField));
}

export function buildReportQuery(meta: ReportMeta, state: ReportState): ReportQuery {
  const filterMap: Record<string, unknown> = {};
  const fuzzyMap: Record<string, string> = {};
  const rangeMap: Record<string, { first?: string; second?: string }> = {};
  for (const f of barFilters(meta)) {
    const value = state.values[f.field];
    if (empty(value)) continue;
    if (f.kind === 'fuzzy') {
      const text = String(value).trim();
      if (text) fuzzyMap[f.field] = text;
    } else if (f.kind === 'dateRange') {
      const [first, second] = (value as DateRange) ?? [null, null];
      rangeMap[f.field] = { first: day(first), second: day(second) };
    } else {
      filterMap[f.field] = filterValueOf(value);
    }
  }
  if (meta.dateField) rangeMap[meta.dateField] = state.dates ? { first: day(state.dates[0]), second: day(state.dates[1]) } : {};
  const query: ReportQuery = { page: state.page, pageSize: state.pageSize, filterMap, fuzzyMap, rangeMap };
  if (state.sortField && state.sortOrder) {
    query.sortField = state.sortField;
    query.sortOrder = state.sortOrder;
  }
  if (meta.rank && state.rankType) query.rankType = state.rankType;
  return query;
}

/** The page a row opens (meta.open) with the row's values by that page's field (`?open=` JSON); null when rows open nothing. */
export function openPath(meta: ReportMeta, row: Record<string, unknown>): string | null {
  if (!meta.open) return null;
  const values = Object.fromEntries(Object.entries(meta.open.with).map(([key, field]) => [field, row[key] ?? null]));
  return `${meta.open.url}?${new URLSearchParams({ open: JSON.stringify(values) })}`;
}

/**
 * What a page opened from another report's row starts with (`text`: its `open` parameter): the row's values in its filters (an `in`
 * filter takes the one value) and, for its date field, that one day; the rest as declared. A
 * malformed `open` is ignored.
 */
export function openedWith(meta: ReportMeta, text: string | null, initial: { values: Record<string, unknown>; dates: DateRange }): { values: Record<string, unknown>; dates: DateRange } {
  if (!text) return initial;
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch {
    return initial;
  }
  if (!given || typeof given !== 'object' || Array.isArray(given)) return initial;
  const values = { ...initial.values };
  let dates = initial.dates;
  for (const [field, value] of Object.entries(given as Record<string, unknown>)) {
    if (empty(value)) continue;
    if (field === meta.dateField) {
      const d = dayjs(String(value));
      if (d.isValid()) dates = [d.startOf('day'), d.startOf('day')];
      continue;
    }
    const f = barFilters(meta).find((x) => x.field === field);
    if (f) values[field] = f.kind === 'in' ? [value] : value;
  }
  return { values, dates };
}
