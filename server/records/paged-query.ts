// One page of a list and the count of all its rows, the way every paged call answers
// ({total, page, pageSize, itemList}): the page's rows and the count run side by side, and the
// page defaults to the first of 20. Lists over a Kysely select use pagedQuery; lists already in
// memory (a catalogue, a computed list) use pageOfList.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Paged } from '../../schemas/rpc/define';

export interface PageArgs {
  page?: number;
  pageSize?: number;
}

export const pageArgs = (q: PageArgs) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 20 });

/** A select whose page can be taken (what `base` becomes once ordered and its columns chosen). */
interface Pageable<Row> {
  limit(n: number): { offset(n: number): { execute(): Promise<Row[]> } };
}

/**
 * `base`: the filtered select (its selection is replaced by the count); `rows`: the same ordered,
 * with the row's columns; `view`: the answer's row.
 */
// biome-ignore lint/suspicious/noExplicitAny: a select over any tables of the database
export async function pagedQuery<B extends SelectQueryBuilder<any, any, any>, Row, View = Row>(query: PageArgs, base: B, rows: (base: B) => Pageable<Row>, view?: (row: Row) => View): Promise<Paged<View>> {
  const { page, pageSize } = pageArgs(query);
  const [found, count] = await Promise.all([
    rows(base).limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirst() as Promise<{ n: number } | undefined>,
  ]);
  return { total: Number(count?.n ?? 0), page, pageSize, itemList: view ? found.map(view) : (found as unknown as View[]) };
}

/** The page of a list already in memory. */
export function pageOfList<T>(all: readonly T[], query: PageArgs): Paged<T> {
  const { page, pageSize } = pageArgs(query);
  return { total: all.length, page, pageSize, itemList: all.slice((page - 1) * pageSize, page * pageSize) };
}
