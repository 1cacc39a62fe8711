// summaryPage / summary: the query compiled (query.ts), counted (up to COUNT_CAP for pages) and paged.
import type { Kysely } from 'kysely';
import type { RecordQuery, RecordValue } from '../../schemas/rpc/datax';
import type { Lang } from '../i18n';
import { memoCount } from './count-memo';
import { pagedQuery } from './paged-query';
import type { EntityModel } from './model';
import { applyFilters, applySort, countRecords, selectRecords } from './query';
import { attachChildren, toRecord } from './read';
import { type Visibility, visibilityKey, whereVisible } from './data-scope';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are dynamic
type AnyDb = Kysely<any>;

export const SUMMARY_LIMIT = 5000;
/**
 * A page's total is counted up to here. Past it the answer says `total: COUNT_CAP, totalCapped:
 * true`: an exact count of a broad filter costs a scan of every match, and nobody pages that far
 * by number. `summary` (all rows up to SUMMARY_LIMIT, no pager) keeps its exact count.
 */
export const COUNT_CAP = 10_000;

/** A query with its defaults applied (zod applies them too; this keeps the types honest). */
export function normaliseQuery(q: RecordQuery) {
  return { ...q, page: q.page ?? 1, pageSize: q.pageSize ?? 20, filterMap: q.filterMap ?? {}, fuzzyMap: q.fuzzyMap ?? {}, rangeMap: q.rangeMap ?? {} };
}
export type Query = ReturnType<typeof normaliseQuery>;

export interface ListResult {
  total: number;
  /** more than COUNT_CAP records match: `total` is COUNT_CAP, not the exact number */
  totalCapped: boolean;
  itemList: RecordValue[];
}

export async function listRecords(db: AnyDb, model: EntityModel, q: Query, lang: Lang, paged: boolean, tenantId: string, vis?: Visibility): Promise<ListResult> {
  const rowsQ = applySort(applyFilters(whereVisible(selectRecords(db, model), vis), model, q, lang, vis), model, q, lang, vis);
  const cap = paged ? COUNT_CAP : undefined;
  // the cap is part of the key: a capped count must never be answered as an exact one
  // …and so is the visibility: two scopes never share a count
  const filterKey = JSON.stringify([cap ?? null, q.filterMap, q.fuzzyMap, q.rangeMap, visibilityKey(vis)]);
  const { total: counted, itemList } = await pagedQuery(paged ? q : { page: 1, pageSize: SUMMARY_LIMIT }, rowsQ, (b) => b, (r): RecordValue => toRecord(model, r, lang), {
    count: () => memoCount(tenantId, model.def.code, filterKey, () => countRecords(db, model, q, lang, cap, vis)),
  });
  if (q.itemQueryAllTag) await attachChildren(db, model, itemList);
  const totalCapped = cap !== undefined && counted > cap;
  return { total: totalCapped ? cap : counted, totalCapped, itemList };
}
