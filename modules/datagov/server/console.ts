// The SQL console (SQL控制台): one read-only statement on a source the caller's role may use. The
// statement is judged first (sql-guard.ts: one SELECT, harmless functions, masked columns only
// selected as they are); every table it names must be one the source's metadata lists and the
// role may see (DataAuth) — on the product's own database that is the tenant tables without
// secrets, never a platform table. Then the source runs it with its walls (drivers): a READ ONLY
// transaction, a time limit, a row limit, and on the own database the tenant's row security.
import type { Lang } from '../../../server/i18n';
import { badRequest, noPermission } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { session } from '../../../server/rpc/registry';
import { sql } from 'kysely';
import { builtinEntities } from '../../../server/modules/catalogue';
import { callerModel } from '../../../server/records/context';
import { hiddenFieldsOf } from '../../../server/records/field-visibility';
import type { ConsoleAnswer, ConsoleRun } from '../contracts';
import { accessOf, isMasked, seesTable, tableKey } from './auth';
import { ownCatalogue } from './drivers/own';
import { QueryTimeout } from './drivers/types';
import { dm } from './messages';
import { driverOf, specOf } from './sources';
import { inspect, maskValue } from './sql-guard';

export const CONSOLE_TIMEOUT_MS = 15_000;
/** what a field hidden from the caller's role shows in a result: nothing of its value */
const HIDDEN_VALUE = '******';

/**
 * The output names (the columns and their aliases) that carry a field the caller's role may not see
 * on the pages of the entity whose table the statement reads. Judged like a masked column: naming
 * one anywhere but as a selected column (a filter, an expression, a join) is refused.
 */
async function hiddenColumnsUsed(ctx: CallContext, text: string, tables: ReadonlyArray<[string | null, string]>, lang: Lang): Promise<Set<string>> {
  const hidden = new Set<string>();
  for (const [schema, table] of tables) {
    if (schema && schema.toLowerCase() !== 'public') continue;
    const entity = builtinEntities().find((e) => e.table === table.toLowerCase());
    if (!entity) continue;
    for (const code of await hiddenFieldsOf(ctx, await callerModel(ctx, entity.code))) hidden.add(code.toLowerCase());
  }
  if (!hidden.size) return hidden;
  return (await inspect(text, 'postgresql', hidden, lang)).maskedOutputs;
}

/** tables of the source the statement may name: "schema.table" → its columns (lower case) */
async function knownTables(ctx: CallContext, sourceId: number, kind: string): Promise<Map<string, { schema: string; table: string; columns: string[] }>> {
  const s = session(ctx);
  const out = new Map<string, { schema: string; table: string; columns: string[] }>();
  if (kind === 'own') {
    // the live catalogue, not the last harvest: a table made since is judged by the same rule
    for (const t of await ownCatalogue(ctx.env.db.system)) out.set(tableKey(t.schema, t.name), { schema: t.schema, table: t.name, columns: t.columns.map((c) => c.name.toLowerCase()) });
    return out;
  }
  const { rows } = await sql<{ schema_name: string; table_name: string; columns: string[] | null }>`
    select t.schema_name, t.table_name, (select array_agg(lower(c.column_name)) from dg_column c where c.tenant_id = t.tenant_id and c.table_id = t.id) as columns
      from dg_table t where t.tenant_id = ${s.tenantId} and t.source_id = ${sourceId}`.execute(s.db);
  for (const r of rows) out.set(tableKey(r.schema_name, r.table_name), { schema: r.schema_name, table: r.table_name, columns: r.columns ?? [] });
  return out;
}

export interface Prepared {
  run: (limits: { rows: number; timeoutMs: number }) => Promise<ConsoleAnswer>;
  /** output names the caller sees masked (an API publishing the statement refuses them) */
  maskedOutputs: ReadonlySet<string>;
}

/** Judges a console run for the caller and answers how to run it (the console and its export share it). */
export async function prepareConsole(ctx: CallContext, r: ConsoleRun): Promise<Prepared> {
  const s = session(ctx);
  const lang: Lang = ctx.lang;
  const spec = await specOf(s.db, s.tenantId, r.sourceId, lang);
  const access = (await accessOf(s.db, s.tenantId, s.roleId))(r.sourceId);
  if (!access) throw noPermission(dm(lang, 'sourceHidden'));
  if (spec.kind === 'own') {
    // the console sees whole tables: a role whose data scope is narrower than its tenant would read
    // rows its lists hide, so the own database's console is for roles of the whole scope only
    const role = (await sql<{ data_scope: string }>`select data_scope from role where tenant_id = ${s.tenantId} and id = ${s.roleId}`.execute(s.db)).rows[0];
    if (role?.data_scope !== 'Whole') throw noPermission(dm(lang, 'wholeScopeOnly'));
  }
  const known = await knownTables(ctx, r.sourceId, spec.kind);
  const defaultSchema = spec.kind === 'own' || spec.kind === 'pg' ? 'public' : 'main';
  // every masked column of the source, by its bare name: a statement naming it anywhere is judged
  const maskedNames = new Set<string>();
  for (const t of known.values()) for (const c of t.columns) if (isMasked(access, t.schema, t.table, c)) maskedNames.add(c);
  const judged = await inspect(r.sql, spec.kind === 'own' || spec.kind === 'pg' ? 'postgresql' : 'sqlite', maskedNames, lang);
  for (const [schema, table] of judged.tables) {
    const key = tableKey(schema ?? defaultSchema, table);
    const name = schema ? `${schema}.${table}` : table;
    if (!known.has(key)) throw badRequest(dm(lang, 'tableUnknown', { table: name }));
    if (!seesTable(access, schema ?? defaultSchema, table)) throw noPermission(dm(lang, 'tableHidden', { table: name }));
  }
  // on the product's database, the fields the caller's role may not see on its pages (hidden by the
  // allocation) stay hidden here too: never usable in the statement, and blanked wherever selected
  const hiddenOutputs = spec.kind === 'own' ? await hiddenColumnsUsed(ctx, r.sql, judged.tables, lang) : new Set<string>();
  const driver = await driverOf(ctx.env, s.db, spec);
  return {
    maskedOutputs: judged.maskedOutputs,
    async run(limits) {
      const started = Date.now();
      try {
        const a = await driver.query(r.sql, limits);
        const hidden = a.columns.map((c) => hiddenOutputs.has(c.name.toLowerCase()));
        const masked = a.columns.map((c, i) => hidden[i]! || judged.maskedOutputs.has(c.name.toLowerCase()));
        const shown = (v: unknown, i: number) => (hidden[i] ? (v == null ? v : HIDDEN_VALUE) : masked[i] ? maskValue(v) : typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v);
        return {
          columns: a.columns.map((c, i) => ({ name: c.name, masked: masked[i]! })),
          rows: a.rows.map((row) => row.map(shown)),
          truncated: a.truncated,
          ms: Date.now() - started,
        };
      } catch (e) {
        if (e instanceof QueryTimeout) throw badRequest(dm(lang, 'timeout', { seconds: Math.round(limits.timeoutMs / 100) / 10 }));
        throw badRequest(dm(lang, 'queryFailed', { error: String((e as Error).message).slice(0, 300) }));
      }
    },
  };
}
