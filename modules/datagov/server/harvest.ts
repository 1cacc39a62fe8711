// A harvest reads a source's catalogue and makes it the source's current metadata in one
// transaction: tables and columns found are kept (a table keeps its id, description, tags and
// owner across harvests), those gone are removed, and every difference from the harvest before —
// a table or column added or removed, a column's type changed — is a change record (变更记录).
// The first harvest of a source is its baseline: it records no changes.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { ChangeView, HarvestView } from '../contracts';
import type { HarvestedTable } from './drivers/types';
import { dropStatements, putStatement } from './statements';

type Change = Pick<ChangeView, 'changeType' | 'schema' | 'table' | 'column' | 'oldType' | 'newType'>;

/** What changed from `before` (table key → column → type) to `after`. */
export function diffCatalogue(before: Map<string, Map<string, string>>, after: HarvestedTable[]): Change[] {
  const out: Change[] = [];
  const seen = new Set<string>();
  for (const t of after) {
    const key = `${t.schema}.${t.name}`;
    seen.add(key);
    const old = before.get(key);
    if (!old) {
      out.push({ changeType: 'TableAdded', schema: t.schema, table: t.name, column: null, oldType: null, newType: null });
      continue;
    }
    for (const c of t.columns) {
      const was = old.get(c.name);
      if (was === undefined) out.push({ changeType: 'ColumnAdded', schema: t.schema, table: t.name, column: c.name, oldType: null, newType: c.type });
      else if (was !== c.type) out.push({ changeType: 'TypeChanged', schema: t.schema, table: t.name, column: c.name, oldType: was, newType: c.type });
    }
    const now = new Set(t.columns.map((c) => c.name));
    for (const [name, type] of old) if (!now.has(name)) out.push({ changeType: 'ColumnRemoved', schema: t.schema, table: t.name, column: name, oldType: type, newType: null });
  }
  for (const key of before.keys()) {
    if (seen.has(key)) continue;
    const dot = key.indexOf('.');
    out.push({ changeType: 'TableRemoved', schema: key.slice(0, dot), table: key.slice(dot + 1), column: null, oldType: null, newType: null });
  }
  return out;
}

export async function storeHarvest(db: Kysely<DB>, tenantId: string, sourceId: number, byName: string, tables: HarvestedTable[]): Promise<HarvestView> {
  const inTrx = <T>(f: (trx: Kysely<DB>) => Promise<T>) => (db.isTransaction ? f(db) : db.transaction().execute(f));
  return inTrx(async (trx) => {
    // one harvest of a source at a time: the source row is the lock
    await sql`select id from dg_source where tenant_id = ${tenantId} and id = ${sourceId} for update`.execute(trx);
    const { rows: old } = await sql<{ id: string; schema_name: string; table_name: string; columns: Array<{ n: string; t: string }> | null }>`
      select t.id, t.schema_name, t.table_name,
             (select json_agg(json_build_object('n', c.column_name, 't', c.data_type)) from dg_column c where c.tenant_id = t.tenant_id and c.table_id = t.id) as columns
        from dg_table t where t.tenant_id = ${tenantId} and t.source_id = ${sourceId}`.execute(trx);
    const before = new Map(old.map((t) => [`${t.schema_name}.${t.table_name}`, new Map((t.columns ?? []).map((c) => [c.n, c.t]))]));
    const first = (await sql<{ n: number }>`select count(*)::int as n from dg_harvest where tenant_id = ${tenantId} and source_id = ${sourceId}`.execute(trx)).rows[0]!.n === 0;
    const changes = first ? [] : diffCatalogue(before, tables);
    const columns = tables.reduce((n, t) => n + t.columns.length, 0);
    const h = await sql<{ id: string }>`
      insert into dg_harvest (tenant_id, source_id, table_count, column_count, change_count, by_name)
      values (${tenantId}, ${sourceId}, ${tables.length}, ${columns}, ${changes.length}, ${byName}) returning id`.execute(trx);
    const harvestId = Number(h.rows[0]!.id);
    const ids = new Map(old.map((t) => [`${t.schema_name}.${t.table_name}`, Number(t.id)]));
    const kept = new Set<number>();
    for (const t of tables) {
      const r = await sql<{ id: string }>`
        insert into dg_table (tenant_id, source_id, schema_name, table_name, kind, comment, row_count, size_bytes, harvest_id)
        values (${tenantId}, ${sourceId}, ${t.schema}, ${t.name}, ${t.kind}, ${t.comment}, ${t.rowCount}, ${t.sizeBytes}, ${harvestId})
        on conflict (tenant_id, source_id, schema_name, table_name) do update
          set kind = excluded.kind, comment = excluded.comment, row_count = excluded.row_count, size_bytes = excluded.size_bytes, harvest_id = excluded.harvest_id
        returning id`.execute(trx);
      const id = Number(r.rows[0]!.id);
      kept.add(id);
      await sql`delete from dg_column where tenant_id = ${tenantId} and table_id = ${id}`.execute(trx);
      if (t.columns.length) {
        await sql`
          insert into dg_column (tenant_id, table_id, position, column_name, data_type, nullable, comment)
          select ${tenantId}, ${id}, c.ord, c.name, c.type, c.nullable, c.comment
            from jsonb_to_recordset(${JSON.stringify(t.columns.map((c, i) => ({ ...c, ord: i + 1 })))}::jsonb)
                 as c(ord int, name text, type text, nullable boolean, comment text)`.execute(trx);
      }
    }
    const gone = [...ids.values()].filter((id) => !kept.has(id));
    if (gone.length) {
      await sql`delete from dg_column where tenant_id = ${tenantId} and table_id = any(${gone})`.execute(trx);
      await sql`delete from dg_table where tenant_id = ${tenantId} and id = any(${gone})`.execute(trx);
    }
    if (changes.length) {
      await sql`
        insert into dg_change (tenant_id, source_id, harvest_id, change_type, schema_name, table_name, column_name, old_type, new_type)
        select ${tenantId}, ${sourceId}, ${harvestId}, c."changeType", c.schema, c."table", c."column", c."oldType", c."newType"
          from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
               as c("changeType" text, schema text, "table" text, "column" text, "oldType" text, "newType" text)`.execute(trx);
    }
    await sql`update dg_source set harvested_at = now() where tenant_id = ${tenantId} and id = ${sourceId}`.execute(trx);
    await registerViews(trx, tenantId, sourceId, tables);
    return { harvestId, tables: tables.length, columns, changes: changes.length };
  });
}

/** A source's views are statements that make tables: their definitions as harvested replace the source's in the registry (lineage reads them). */
async function registerViews(trx: Kysely<DB>, tenantId: string, sourceId: number, tables: HarvestedTable[]): Promise<void> {
  const kind = (await sql<{ kind: string }>`select kind from dg_source where tenant_id = ${tenantId} and id = ${sourceId}`.execute(trx)).rows[0]?.kind;
  await dropStatements(trx, tenantId, 'view', [String(sourceId)]);
  for (const t of tables) {
    if (t.kind !== 'view' || !t.definition) continue;
    const name = `${t.schema}.${t.name}`;
    await putStatement(trx, tenantId, { origin: 'view', originId: `${sourceId}/${name}`, name, sourceId, target: { sourceId, table: name }, sql: t.definition, dialect: kind === 'own' || kind === 'pg' ? 'postgresql' : 'sqlite' });
  }
}
