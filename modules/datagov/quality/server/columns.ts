// Which source tables and columns the part may name: only what the source's harvest found (the
// metadata is the list of what exists; identifiers are quoted from it, never from the caller's
// text), and for a caller only what DataAuth lets its role see, unmasked — a count over a masked
// column would tell its values by bisection. Lists of rules, runs, issues and mappings answer only
// the rows whose source table the caller's role sees.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { badRequest, noPermission } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { type AccessOf, accessOf, isMasked, seesTable } from '../../server/auth';
import { dm } from '../../server/messages';
import { qm } from './messages';

export interface Place {
  sourceId: number;
  schema: string;
  table: string;
  column?: string | null;
}

/** The harvested table and its column names as the source spells them; throws when absent. */
export async function harvested(db: Kysely<DB>, tenantId: string, p: Place, lang: Lang): Promise<{ schema: string; table: string; columns: string[] }> {
  const r = (
    await sql<{ schema_name: string; table_name: string; columns: string[] | null }>`
      select t.schema_name, t.table_name, (select array_agg(c.column_name order by c.position) from dg_column c where c.tenant_id = t.tenant_id and c.table_id = t.id) as columns
        from dg_table t where t.tenant_id = ${tenantId} and t.source_id = ${p.sourceId} and (${p.schema} = '' or lower(t.schema_name) = lower(${p.schema})) and lower(t.table_name) = lower(${p.table})
       order by t.schema_name in ('public', 'main') desc, t.schema_name limit 1`.execute(db)
  ).rows[0];
  if (!r) throw badRequest(qm(lang, 'noTable', { table: `${p.schema}.${p.table}` }));
  const columns = r.columns ?? [];
  if (p.column && !columns.some((c) => c.toLowerCase() === p.column!.toLowerCase())) throw badRequest(qm(lang, 'noColumn', { column: `${r.table_name}.${p.column}` }));
  return { schema: r.schema_name, table: r.table_name, columns };
}

/** The column's name as the source spells it. */
export const spelled = (columns: string[], name: string) => columns.find((c) => c.toLowerCase() === name.toLowerCase()) ?? name;

/** The caller's DataAuth over every source of its tenant. */
export async function callerAccess(ctx: CallContext): Promise<AccessOf> {
  const s = session(ctx);
  return accessOf(s.db, s.tenantId, s.roleId);
}

/** Does the caller's role see this table of this source? */
export const sees = (access: AccessOf, p: Place) => {
  const a = access(p.sourceId);
  return !!a && seesTable(a, p.schema, p.table);
};

/** Refuses a place the caller may not use: a source or table its role does not see, a column masked to it. */
export async function checkCallerPlace(ctx: CallContext, p: Place, access?: AccessOf): Promise<void> {
  const a = (access ?? (await callerAccess(ctx)))(p.sourceId);
  if (!a) throw noPermission(dm(ctx.lang, 'sourceHidden'));
  if (!seesTable(a, p.schema, p.table)) throw noPermission(qm(ctx.lang, 'tableHidden', { table: `${p.schema}.${p.table}` }));
  if (p.column && isMasked(a, p.schema, p.table, p.column)) throw badRequest(qm(ctx.lang, 'maskedColumn', { column: p.column }));
}
