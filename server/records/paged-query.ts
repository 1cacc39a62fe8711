// One page of a list and the count of all its rows, the way every paged call answers
// ({total, page, pageSize, itemList}, plus any figure a call answers beside them): the page's rows
// and the count run side by side, and the page defaults to the first of 20. Lists over a Kysely
// select use pagedQuery, lists written as SQL text use pagedSql, lists already in memory (a
// catalogue, a computed list) use pageOfList. A page past the end answers no rows with the true
// total; `tieBreak` orders by the row's unique key last, so rows the asked order ties keep one
// place and a row never shows on two pages.
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Paged } from '../../schemas/rpc/define';

export interface PageArgs {
  page?: number;
  pageSize?: number;
}

export const pageArgs = (q: PageArgs, defaultSize = 20) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? defaultSize });

/** no figures beside the page unless a call asks for some */
type NoExtra = Record<never, never>;

export interface PageOptions<Extra extends object = NoExtra> {
  /** the page size when the query names none (pickers answer shorter pages) */
  defaultSize?: number;
  /** the row's unique column (`t.id`), ordered after the asked order */
  tieBreak?: string;
  /** figures answered beside the page (a count of the unread, say), read alongside it */
  extra?: () => Promise<Extra>;
  /** the count when it is kept elsewhere (a memo, a capped count) */
  count?: () => Promise<number>;
}

async function answer<Row, View, Extra extends object = NoExtra>(
  query: PageArgs,
  options: PageOptions<Extra>,
  read: (page: { limit: number; offset: number }) => Promise<Row[]>,
  count: () => Promise<number>,
  view?: (row: Row) => View,
): Promise<Paged<View> & Extra> {
  const { page, pageSize } = pageArgs(query, options.defaultSize);
  const [found, total, extra] = await Promise.all([
    read({ limit: pageSize, offset: (page - 1) * pageSize }),
    (options.count ?? count)(),
    options.extra ? options.extra() : ({} as Extra),
  ]);
  return { total, ...extra, page, pageSize, itemList: view ? found.map(view) : (found as unknown as View[]) };
}

/**
 * `base`: the filtered select (its selection is replaced by the count); `rows`: the same ordered,
 * with the row's columns; `view`: the answer's row.
 */
// biome-ignore lint/suspicious/noExplicitAny: a select over any tables of the database
export function pagedQuery<B extends SelectQueryBuilder<any, any, any>, Row, View = Row, Extra extends object = NoExtra>(
  query: PageArgs,
  base: B,
  // biome-ignore lint/suspicious/noExplicitAny: a select over any tables of the database
  rows: (base: B) => SelectQueryBuilder<any, any, Row>,
  view?: (row: Row) => View,
    options: PageOptions<Extra> = {} as PageOptions<Extra>,
): Promise<Paged<View> & Extra> {
  const ordered = options.tieBreak ? rows(base).orderBy(sql.ref(options.tieBreak)) : rows(base);
  return answer(
    query,
    options,
    ({ limit, offset }) => ordered.limit(limit).offset(offset).execute(),
    async () => Number(((await base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()) as { n: number } | undefined)?.n ?? 0),
    view,
  );
}

/** A list written as SQL text: the page and the count read one FROM/WHERE. */
export interface SqlPage {
  /** the row's columns (what follows `select`) */
  select: RawBuilder<unknown>;
  /** `from … where …` (and `group by …`): counted as it stands, so a grouped list counts its groups */
  from: RawBuilder<unknown>;
  /** the asked order */
  orderBy: RawBuilder<unknown>;
  /** the row's unique key, ordered last */
  tieBreak: RawBuilder<unknown>;
}

export function pagedSql<Row, View = Row, Extra extends object = NoExtra>(
  // biome-ignore lint/suspicious/noExplicitAny: any database (a tenant's scoped one, a transaction)
  db: Kysely<any>,
  query: PageArgs,
  list: SqlPage,
  view?: (row: Row) => View,
    options: PageOptions<Extra> = {} as PageOptions<Extra>,
): Promise<Paged<View> & Extra> {
  return answer(
    query,
    options,
    async ({ limit, offset }) =>
      (await sql<Row>`select ${list.select} ${list.from} order by ${list.orderBy}, ${list.tieBreak} limit ${limit} offset ${offset}`.execute(db)).rows,
    async () => Number((await sql<{ n: number }>`select count(*)::int as n from (select 1 ${list.from}) counted`.execute(db)).rows[0]?.n ?? 0),
    view,
  );
}

/** The page of a list already in memory. */
export function pageOfList<T>(all: readonly T[], query: PageArgs, defaultSize = 20): Paged<T> {
  const { page, pageSize } = pageArgs(query, defaultSize);
  return { total: all.length, page, pageSize, itemList: all.slice((page - 1) * pageSize, page * pageSize) };
}
