// The lineage of a tenant, computed from its statement registry and harvested catalogue and kept
// in dg_lineage_* (migration 036). It is recomputed lazily: a lineage read first compares the
// registry's and harvests' stamp (statements, latest change, latest harvest, sources) with the one
// it was computed from, and recomputes when it moved — or when 重新解析 asks. A statement that does
// not parse keeps its error and adds no edge; the others' edges stand.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { type StatementRow, statementsOf } from '../../server/statements';
import type { LineageState } from '../contracts';
import { type ParseDialect, parseLineage, type TableName } from './parse';

/** a harvested table: its names as harvested and its columns in order */
export interface CatalogueTable {
  sourceId: number;
  schema: string;
  table: string;
  kind: string;
  columns: string[];
}

export interface Edge {
  statementId: number;
  from: string;
  fromColumn: string | null;
  to: string;
  toColumn: string | null;
}

export interface Computed {
  statements: Array<{ id: number; targetNode: string | null; error: string | null }>;
  edges: Edge[];
}

export const tableNode = (sourceId: number, t: TableName) => `t/${sourceId}/${t.schema.toLowerCase()}/${t.table.toLowerCase()}`;
export const queryNode = (statementId: number) => `q/${statementId}`;

/** the schema an unqualified name means on a source of this kind */
export const defaultSchemaOf = (kind: string | undefined, dialect: string): string =>
  kind === 'own' || kind === 'pg' || (!kind && dialect === 'postgresql') ? 'public' : 'main';

/** "schema.table" or "table" as a registered target names it */
function targetName(text: string, schema: string): TableName {
  const dot = text.lastIndexOf('.');
  return dot < 0 ? { schema, table: text.toLowerCase() } : { schema: text.slice(0, dot).replace(/"/g, '').toLowerCase(), table: text.slice(dot + 1).replace(/"/g, '').toLowerCase() };
}

/**
 * Parses every statement against the catalogue. `ownId` is the tenant's own-database source (a
 * statement on the product database names none), 0 when the tenant registered none.
 */
export async function computeLineage(statements: readonly StatementRow[], catalogue: readonly CatalogueTable[], kinds: ReadonlyMap<number, string>, ownId: number): Promise<Computed> {
  const tables = new Map(catalogue.map((t) => [tableNode(t.sourceId, t), t]));
  const out: Computed = { statements: [], edges: [] };
  // The steps of one registered record (origin ids "<record>/<step>", e.g. an ETL transformation's
  // read → transform → write) name each other's results by their step keys: a statement reading
  // a bare name that is an earlier step of its record reads that step's result (its node, its
  // columns), so a column is followed from the read through the transforms to the written table.
  const steps = new Map<string, { node: string; columns: string[] }>();
  const stepOf = (s: StatementRow) => {
    const slash = s.originId.lastIndexOf('/');
    return slash < 0 ? null : { record: `${s.origin}|${s.originId.slice(0, slash)}`, key: s.originId.slice(slash + 1).toLowerCase() };
  };
  for (const s of [...statements].sort((a, b) => a.id - b.id)) {
    const source = s.sourceId ?? ownId;
    const schema = defaultSchemaOf(kinds.get(source), s.dialect);
    const step = stepOf(s);
    const sibling = (t: TableName) => (step && t.schema.toLowerCase() === schema ? steps.get(`${step.record}|${t.table.toLowerCase()}`) : undefined);
    const nodeOf = (t: TableName) => sibling(t)?.node ?? tableNode(source, t);
    try {
      const parsed = await parseLineage(s.sql, s.dialect as ParseDialect, schema, (t) => sibling(t)?.columns ?? tables.get(tableNode(source, t))?.columns ?? null);
      let targetNode: string | null = null;
      for (const p of parsed) {
        // a registered target (an ETL step writing another source) wins over the statement's own
        const registered = s.targetTable ? s.targetSourceId ?? ownId : null;
        const target =
          registered !== null
            ? tableNode(registered, targetName(s.targetTable!, defaultSchemaOf(kinds.get(registered), s.dialect)))
            : p.target
              ? tableNode(source, p.target)
              : queryNode(s.id);
        targetNode ??= target;
        for (const r of p.reads) out.edges.push({ statementId: s.id, from: nodeOf(r), fromColumn: null, to: target, toColumn: null });
        for (const o of p.outputs) {
          for (const i of o.inputs) out.edges.push({ statementId: s.id, from: nodeOf(i), fromColumn: i.column, to: target, toColumn: o.name });
        }
      }
      if (step && targetNode) steps.set(`${step.record}|${step.key}`, { node: targetNode, columns: parsed.flatMap((p) => p.outputs.map((o) => o.name)) });
      out.statements.push({ id: s.id, targetNode, error: null });
    } catch (e) {
      out.statements.push({ id: s.id, targetNode: null, error: String((e as Error).message || e).slice(0, 500) });
    }
  }
  return out;
}

// biome-ignore lint/suspicious/noExplicitAny: any module's Kysely<DB> or transaction
type Db = Kysely<any>;

async function stampOf(db: Db, tenantId: string): Promise<string> {
  const { rows } = await sql<{ stamp: string }>`
    select concat_ws('/',
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from dg_statement where tenant_id = ${tenantId}),
      (select coalesce(max(id), 0) from dg_harvest where tenant_id = ${tenantId}),
      (select count(*) || ':' || coalesce(sum(version), 0) from dg_source where tenant_id = ${tenantId})) as stamp`.execute(db);
  return rows[0]!.stamp;
}

export async function catalogueOf(db: Db, tenantId: string): Promise<CatalogueTable[]> {
  const { rows } = await sql<{ source_id: string; schema_name: string; table_name: string; kind: string; columns: string[] | null }>`
    select t.source_id, t.schema_name, t.table_name, t.kind,
           (select array_agg(c.column_name order by c.position) from dg_column c where c.tenant_id = t.tenant_id and c.table_id = t.id) as columns
      from dg_table t where t.tenant_id = ${tenantId}`.execute(db);
  return rows.map((r) => ({ sourceId: Number(r.source_id), schema: r.schema_name, table: r.table_name, kind: r.kind, columns: r.columns ?? [] }));
}

export async function sourceKinds(db: Db, tenantId: string): Promise<{ kinds: Map<number, string>; ownId: number }> {
  const { rows } = await sql<{ id: string; kind: string }>`select id, kind from dg_source where tenant_id = ${tenantId}`.execute(db);
  const kinds = new Map(rows.map((r) => [Number(r.id), r.kind]));
  return { kinds, ownId: Number(rows.find((r) => r.kind === 'own')?.id ?? 0) };
}


/** The tenant's lineage as computed from the registry as it is now (recomputed when it moved, or when `force`). */
export async function ensureLineage(db: Kysely<DB>, tenantId: string, force = false): Promise<LineageState> {
  const read = async (d: Db) =>
    (await sql<{ stamp: string; computed_at: Date; statements: number; edges: number; failed: number; ms: number }>`
      select stamp, computed_at, statements, edges, failed, ms from dg_lineage_state where tenant_id = ${tenantId}`.execute(d)).rows[0];
  const view = (r: NonNullable<Awaited<ReturnType<typeof read>>>): LineageState => ({ computedAt: r.computed_at.toISOString(), statements: r.statements, edges: r.edges, failed: r.failed, ms: r.ms });
  const now = await read(db);
  if (!force && now && now.stamp === (await stampOf(db, tenantId))) return view(now);
  return db.transaction().execute(async (trx) => {
    // one computation per tenant at a time; a second caller finds it done when it gets the lock
    await sql`select pg_advisory_xact_lock(hashtext(${`dg_lineage:${tenantId}`}))`.execute(trx);
    const stamp = await stampOf(trx, tenantId);
    const again = await read(trx);
    if (!force && again && again.stamp === stamp) return view(again);
    const started = performance.now();
    const { kinds, ownId } = await sourceKinds(trx, tenantId);
    const statements = await statementsOf(trx, tenantId);
    const c = await computeLineage(statements, await catalogueOf(trx, tenantId), kinds, ownId);
    await sql`delete from dg_lineage_edge where tenant_id = ${tenantId}`.execute(trx);
    await sql`delete from dg_lineage_stmt where tenant_id = ${tenantId}`.execute(trx);
    if (c.statements.length) {
      await sql`
        insert into dg_lineage_stmt (tenant_id, statement_id, target_node, error)
        select ${tenantId}, s.id, s."targetNode", s.error from jsonb_to_recordset(${JSON.stringify(c.statements)}::jsonb) as s(id bigint, "targetNode" text, error text)`.execute(trx);
    }
    for (let i = 0; i < c.edges.length; i += 5000) {
      await sql`
        insert into dg_lineage_edge (tenant_id, statement_id, from_node, from_column, to_node, to_column)
        select ${tenantId}, e."statementId", e."from", e."fromColumn", e."to", e."toColumn"
          from jsonb_to_recordset(${JSON.stringify(c.edges.slice(i, i + 5000))}::jsonb) as e("statementId" bigint, "from" text, "fromColumn" text, "to" text, "toColumn" text)`.execute(trx);
    }
    const failed = c.statements.filter((s) => s.error).length;
    const ms = Math.round(performance.now() - started);
    const { rows } = await sql<{ computed_at: Date }>`
      insert into dg_lineage_state (tenant_id, stamp, computed_at, statements, edges, failed, ms)
      values (${tenantId}, ${stamp}, now(), ${statements.length}, ${c.edges.length}, ${failed}, ${ms})
      on conflict (tenant_id) do update set stamp = excluded.stamp, computed_at = excluded.computed_at, statements = excluded.statements,
        edges = excluded.edges, failed = excluded.failed, ms = excluded.ms
      returning computed_at`.execute(trx);
    return { computedAt: rows[0]!.computed_at.toISOString(), statements: statements.length, edges: c.edges.length, failed, ms };
  });
}
