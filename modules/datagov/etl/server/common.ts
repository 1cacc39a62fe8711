// What the ETL calls share: the caller's session, paging a SQL list, code uniqueness, the who-columns.
import { type RawBuilder, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { conflict } from '../../../../server/rpc/errors';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Lang } from '../../../../server/i18n';
import { em } from './messages';

export const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** one page of `select` (a subquery whose rows `map` turns into views), with its total */
export async function pageOf<R, V>(db: Kysely<DB>, select: RawBuilder<R>, q: { page?: number; pageSize?: number }, map: (r: R) => V): Promise<Paged<V>> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const [{ rows: total }, { rows }] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from (${select}) as x`.execute(db),
    sql<R>`select * from (${select}) as x limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db),
  ]);
  return { total: total[0]!.n, page, pageSize, itemList: rows.map(map) };
}

/** refuses a code another record of the table holds */
export async function codeFree(db: Kysely<DB>, table: string, tenantId: string, code: string, id: number | undefined, lang: Lang): Promise<void> {
  const taken = (await sql<{ id: string }>`select id from ${sql.table(table)} where tenant_id = ${tenantId} and code = ${code}`.execute(db)).rows[0];
  if (taken && Number(taken.id) !== id) throw conflict(em(lang, 'codeTaken', { code }));
}

/** text search over code and name */
export const textLike = (text: string | undefined, alias: string) =>
  text ? sql`(${sql.ref(`${alias}.code`)} ilike ${`%${text}%`} or ${sql.ref(`${alias}.name`)} ilike ${`%${text}%`})` : sql`true`;
