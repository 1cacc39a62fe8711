// What the ETL calls share: the caller's session, paging a SQL list, code uniqueness, the who-columns.
import { type RawBuilder, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { badRequest, conflict } from '../../../../server/rpc/errors';
import { dropStatements } from '../../server/statements';
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

/**
 * Removes transformations or scripts (a job's step kinds) with their registered statements, in one
 * transaction — refused while a job still runs one of them, naming both.
 */
export async function removeJobSteps(db: Kysely<DB>, T: string, ids: number[], lang: Lang, step: { kind: 'tran' | 'script'; table: 'dg_etl_tran' | 'dg_etl_script'; origin: string }): Promise<{ removed: number }> {
  const used = (await sql<{ name: string; job: string }>`
    select x.name, j.name as job from dg_etl_job j cross join lateral jsonb_array_elements(j.steps) e
      join ${sql.table(step.table)} x on x.tenant_id = j.tenant_id and x.id = (e->>'refId')::bigint
     where j.tenant_id = ${T} and e->>'kind' = ${step.kind} and x.id = any(${ids}) limit 1`.execute(db)).rows[0];
  if (used) throw badRequest(em(lang, 'inUse', { name: used.name, job: used.job }));
  return db.transaction().execute(async (trx) => {
    await dropStatements(trx, T, step.origin, ids.map(String));
    const d = await sql`delete from ${sql.table(step.table)} where tenant_id = ${T} and id = any(${ids})`.execute(trx);
    return { removed: Number(d.numAffectedRows ?? 0) };
  });
}
