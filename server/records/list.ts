// summaryPage / summary: the query compiled (query.ts), counted and paged.
import type { Kysely } from 'kysely';
import type { RecordQuery, RecordValue } from '../../schemas/rpc/datax';
import type { Lang } from '../i18n';
import { memoCount } from './count-memo';
import type { EntityModel } from './model';
import { applyFilters, applySort, selectRecords } from './query';
import { fromEntity } from './storage';
import { attachChildren, toRecord } from './read';

// biome-ignore lint: entity tables are dynamic
type AnyDb = Kysely<any>;

export const SUMMARY_LIMIT = 5000;

/** A query with its defaults applied (zod applies them too; this keeps the types honest). */
export function normaliseQuery(q: RecordQuery) {
  return { ...q, page: q.page ?? 1, pageSize: q.pageSize ?? 20, filterMap: q.filterMap ?? {}, fuzzyMap: q.fuzzyMap ?? {}, rangeMap: q.rangeMap ?? {} };
}
export type Query = ReturnType<typeof normaliseQuery>;

export async function listRecords(db: AnyDb, model: EntityModel, q: Query, lang: Lang, paged: boolean, tenantId: string) {
  const rowsQ = applySort(applyFilters(selectRecords(db, model), model, q, lang), model, q, lang);
  const countQ = applyFilters(fromEntity(db, model), model, q, lang).select((eb) => eb.fn.countAll<string>().as('n'));
  const limit = paged ? q.pageSize : SUMMARY_LIMIT;
  const offset = paged ? (q.page - 1) * q.pageSize : 0;
  const filterKey = JSON.stringify([q.filterMap, q.fuzzyMap, q.rangeMap]);
  const [rows, total] = await Promise.all([
    rowsQ.limit(limit).offset(offset).execute(),
    memoCount(tenantId, model.def.code, filterKey, async () => Number((await countQ.executeTakeFirstOrThrow()).n)),
  ]);
  const itemList: RecordValue[] = rows.map((r) => toRecord(model, r, lang));
  if (q.itemQueryAllTag) await attachChildren(db, model, itemList);
  return { total, itemList };
}
