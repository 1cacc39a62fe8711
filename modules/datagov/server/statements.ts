// The registry of statements run on sources (dg_statement, migration 035). The parts that run SQL on
// a source register it here in the same transaction as the record that owns it, and remove it with
// that record; lineage reads the registry and parses it. Re-registering an (origin, origin id)
// replaces its statement.
import { type Kysely, sql } from 'kysely';

export type StatementDialect = 'postgresql' | 'sqlite' | 'duckdb';

export interface StatementInput {
  /** who runs it: 'etl.step', 'market.api', 'console.query', 'view', ... */
  origin: string;
  /** the owning record within its origin */
  originId: string;
  /** what a person reads for it in the lineage graph */
  name: string;
  /** the source it reads from; null is the product's own database */
  sourceId: number | null;
  /** where its rows go when that is a table of another source (ETL) */
  target?: { sourceId: number | null; table: string } | null;
  sql: string;
  dialect?: StatementDialect;
}

export interface StatementRow {
  id: number;
  origin: string;
  originId: string;
  name: string;
  sourceId: number | null;
  targetSourceId: number | null;
  targetTable: string | null;
  sql: string;
  dialect: StatementDialect;
  updatedAt: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry is used from any module's Kysely<DB> or transaction
type Db = Kysely<any>;

/** registers (or replaces) one statement of the caller's tenant */
export async function putStatement(db: Db, tenantId: string, s: StatementInput): Promise<void> {
  await sql`
    insert into dg_statement (tenant_id, origin, origin_id, name, source_id, target_source_id, target_table, sql, dialect)
    values (${tenantId}, ${s.origin}, ${s.originId}, ${s.name}, ${s.sourceId}, ${s.target?.sourceId ?? null}, ${s.target?.table ?? null}, ${s.sql}, ${s.dialect ?? 'postgresql'})
    on conflict (tenant_id, origin, origin_id) do update set
      name = excluded.name, source_id = excluded.source_id, target_source_id = excluded.target_source_id,
      target_table = excluded.target_table, sql = excluded.sql, dialect = excluded.dialect, updated_at = now()`.execute(db);
}

/** removes the statements of these records of an origin (all of the origin's ids starting with `prefix/` too) */
export async function dropStatements(db: Db, tenantId: string, origin: string, originIds: readonly string[]): Promise<void> {
  if (!originIds.length) return;
  const prefixes = originIds.map((id) => `${id}/%`);
  await sql`
    delete from dg_statement where tenant_id = ${tenantId} and origin = ${origin}
      and (origin_id = any(${[...originIds]}::text[]) or origin_id like any(${prefixes}::text[]))`.execute(db);
}

/** the tenant's registered statements, optionally of one origin */
export async function statementsOf(db: Db, tenantId: string, origin?: string): Promise<StatementRow[]> {
  const { rows } = await sql<{
    id: string; origin: string; origin_id: string; name: string; source_id: string | null;
    target_source_id: string | null; target_table: string | null; sql: string; dialect: StatementDialect; updated_at: Date;
  }>`select id, origin, origin_id, name, source_id, target_source_id, target_table, sql, dialect, updated_at
       from dg_statement where tenant_id = ${tenantId} ${origin ? sql`and origin = ${origin}` : sql``} order by id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    origin: r.origin,
    originId: r.origin_id,
    name: r.name,
    sourceId: r.source_id == null ? null : Number(r.source_id),
    targetSourceId: r.target_source_id == null ? null : Number(r.target_source_id),
    targetTable: r.target_table,
    sql: r.sql,
    dialect: r.dialect,
    updatedAt: r.updated_at.toISOString(),
  }));
}
