// An index on the referring columns of every foreign key between tenant tables that has none:
// deleting a parent row (a tenant's restore deletes every row of the tenant) otherwise scans each
// child table once per deleted row. Read from pg_catalog at every migrate, so the entity tables of
// server/records/ddl.ts and later tables are covered too; a key counts as indexed when its columns
// are the leading columns (in any order) of a valid, non-partial index. Built online (CONCURRENTLY,
// server/db/online-indexes.ts): writes go on while the indexes are built. An expand step.
import { type Kysely, sql } from 'kysely';
import { type OnlineIndex, indexName } from '../online-indexes';
import { tenantTables } from '../scope';

/** Nothing in the migration's transaction: the indexes are built after it, online. */
export async function up(): Promise<void> {}

/** The foreign keys between tenant tables whose referring columns lead no index: (table, columns). */
export async function unindexedForeignKeys(db: Kysely<unknown>, tenant: string[]): Promise<Array<{ table: string; cols: string[] }>> {
  const { rows } = await sql<{ table: string; cols: string[] }>`
    select c.relname as table,
           array(select a.attname::text from unnest(k.conkey) with ordinality p(n, i)
                   join pg_attribute a on a.attrelid = k.conrelid and a.attnum = p.n order by p.i) as cols
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
     where k.contype = 'f' and c.relnamespace = 'public'::regnamespace
       and c.relname = any (${tenant}) and f.relname = any (${tenant})
       and not exists (
         select 1 from pg_index x
          where x.indrelid = k.conrelid and x.indisvalid and x.indpred is null
            and (select array_agg(x.indkey[i]::int2 order by i) from generate_series(0, cardinality(k.conkey) - 1) i)::int2[]
                @> k.conkey and cardinality(k.conkey) <= x.indnkeyatts)
     order by c.relname, k.conname`.execute(db);
  return rows;
}

/** (tenant_id, the key's other columns), named <table>_fk_<columns>. */
export async function onlineIndexes(db: Kysely<unknown>): Promise<OnlineIndex[]> {
  const seen = new Set<string>();
  const out: OnlineIndex[] = [];
  for (const fk of await unindexedForeignKeys(db, [...tenantTables()])) {
    const columns = ['tenant_id', ...fk.cols.filter((c) => c !== 'tenant_id')];
    const name = indexName([fk.table, 'fk', ...columns.slice(1)]);
    // two keys on the same columns (to different tables) share one index
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({ name, table: fk.table, columns });
  }
  return out;
}
