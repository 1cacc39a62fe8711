// Whether the schema can be distributed by tenant (Citus) as it stands: each tenant table's keys
// carry tenant_id, so every row, and every row it must stay unique against or refer to, lives on
// the tenant's shard. Read from pg_catalog, so a table added tomorrow is judged like the rest.
import type pg from 'pg';

export interface Offence {
  table: string;
  constraint: string;
  why: string;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

/** Tables of schema public (partitions' parents, not their partitions). */
export async function publicTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Every way the tenant tables' keys (and the platform tables' references to them) break distribution by tenant_id. */
export async function distributionOffences(db: Queryable, tenant: ReadonlySet<string>): Promise<Offence[]> {
  const tables = await publicTables(db);
  const tenantTables = tables.filter((t) => tenant.has(t));
  const out: Offence[] = [];
  // a table with no primary key at all cannot be checked for one
  const { rows: keyed } = await db.query<{ table: string }>(
    `select c.relname as table from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'p' and c.relnamespace = 'public'::regnamespace`,
  );
  const hasPk = new Set(keyed.map((r) => r.table));
  for (const t of tenantTables) if (!hasPk.has(t)) out.push({ table: t, constraint: '(no primary key)', why: 'has no primary key' });
  // primary keys, unique constraints and unique indexes: tenant_id among the key columns
  const { rows: uniques } = await db.query<{ table: string; index: string; primary: boolean; has_tenant: boolean }>(
    `select c.relname as table, i.relname as index, x.indisprimary as primary,
            exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id'
                     and a.attnum = any ((x.indkey::int2[])[0:x.indnkeyatts - 1])) as has_tenant
       from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      where x.indisunique and c.relnamespace = 'public'::regnamespace and c.relname = any ($1)
      order by 1, 2`,
    [tenantTables],
  );
  for (const u of uniques) {
    if (!u.has_tenant) out.push({ table: u.table, constraint: u.index, why: `${u.primary ? 'primary key' : 'unique index'} without tenant_id` });
  }
  // foreign keys: tenant → tenant must pair tenant_id with tenant_id; platform → tenant must not exist
  const { rows: fks } = await db.query<{ table: string; fk: string; target: string; pairs_tenant: boolean }>(
    `select c.relname as table, k.conname as fk, f.relname as target,
            exists (select 1 from unnest(k.conkey, k.confkey) as p(src, dst)
                     join pg_attribute sa on sa.attrelid = k.conrelid and sa.attnum = p.src
                     join pg_attribute da on da.attrelid = k.confrelid and da.attnum = p.dst
                    where sa.attname = 'tenant_id' and da.attname = 'tenant_id') as pairs_tenant
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace
      order by 1, 2`,
  );
  for (const fk of fks) {
    if (!tenant.has(fk.target)) continue;
    if (!tenant.has(fk.table)) out.push({ table: fk.table, constraint: fk.fk, why: `platform table refers to tenant table ${fk.target}` });
    else if (!fk.pairs_tenant) out.push({ table: fk.table, constraint: fk.fk, why: `foreign key to ${fk.target} without tenant_id on both sides` });
  }
  return out;
}

export interface DistributionPlan {
  /** platform tables, each after the tables it refers to */
  reference: string[];
  /** tenant tables, each after the tables it refers to; the first is the one the others colocate with */
  distributed: string[];
}

/** Tables in an order where each comes after those it refers to (a reference to itself aside; a cycle, were there one, keeps name order). */
function referencedFirst(tables: string[], refs: Array<{ table: string; target: string }>): string[] {
  const wanted = new Set(tables);
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of refs) if (r.table !== r.target && wanted.has(r.table) && wanted.has(r.target)) needs.get(r.table)!.add(r.target);
  const out: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (t: string) => {
    if (placed.has(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const n of [...needs.get(t)!].sort()) place(n);
    visiting.delete(t);
    placed.add(t);
    out.push(t);
  };
  for (const t of [...tables].sort()) place(t);
  return out;
}

/** Which tables Citus makes reference tables and which it distributes by tenant_id, in an order it accepts. */
export async function distributionPlan(db: Queryable, tenant: ReadonlySet<string>): Promise<DistributionPlan> {
  const tables = await publicTables(db);
  const { rows: refs } = await db.query<{ table: string; target: string }>(
    `select c.relname as table, f.relname as target
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace`,
  );
  return {
    reference: referencedFirst(tables.filter((t) => !tenant.has(t)), refs),
    distributed: referencedFirst(tables.filter((t) => tenant.has(t)), refs),
  };
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The SQL that distributes a database along a plan (docs/distributed.md). */
export function distributionSql(plan: DistributionPlan): string {
  const [first, ...rest] = plan.distributed;
  return [
    'create extension if not exists citus;',
    // tables with foreign keys to reference tables are distributed in one transaction: Citus asks for sequential mode
    "set citus.multi_shard_modify_mode to 'sequential';",
    'begin;',
    ...plan.reference.map((t) => `select create_reference_table(${literal(t)});`),
    ...(first ? [`select create_distributed_table(${literal(first)}, 'tenant_id');`] : []),
    ...rest.map((t) => `select create_distributed_table(${literal(t)}, 'tenant_id', colocate_with => ${literal(first!)});`),
    'commit;',
  ].join('\n');
}
