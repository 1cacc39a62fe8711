// What a backup reads from pg_catalog rather than from our code: the tables of schema public,
// their columns, primary keys, the foreign keys between them (for the order of a restore), the
// sequences and which column each one feeds. Keys are never hard-coded, so a migration that
// changes them (say, primary keys becoming (tenant_id, id)) needs no change here.
import type pg from 'pg';

export interface TableInfo {
  name: string;
  /** the columns a COPY writes, in table order: generated columns are left out (PostgreSQL computes them) */
  columns: string[];
  primaryKey: string[];
}

/** Tables of schema public, views excluded, and Kysely's own bookkeeping (kysely_migration*) excluded. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; primary_key: string[] | null }>(`
    select c.relname::text as name,
           array_agg(a.attname::text order by a.attnum) as columns,
           (select array_agg(k.attname::text order by array_position(p.conkey, k.attnum))
              from pg_constraint p join pg_attribute k on k.attrelid = p.conrelid and k.attnum = any (p.conkey)
             where p.conrelid = c.oid and p.contype = 'p') as primary_key
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and c.relname not like 'kysely\\_migration%'
     group by c.oid, c.relname
     order by c.relname`);
  return rows.map((r) => ({ name: r.name, columns: r.columns, primaryKey: r.primary_key ?? [] }));
}

/** Relations of schema public of any kind (tables, views, sequences …): an empty database has none. */
export async function countRelations(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return rows[0].n;
}

/**
 * `tables` ordered so that every table comes after the tables its foreign keys point to (a
 * restore inserts in this order and deletes in the reverse one). A table referring to itself is
 * fine: one COPY brings all its rows and PostgreSQL checks the key at the end of the statement.
 */
export async function foreignKeyOrder(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select c.relname::text as child, p.relname::text as parent
      from pg_constraint f
      join pg_class c on c.oid = f.conrelid
      join pg_class p on p.oid = f.confrelid
      join pg_namespace n on n.oid = c.relnamespace
     where f.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`);
  const wanted = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of rows) if (wanted.has(r.child) && wanted.has(r.parent)) parents.get(r.child)?.add(r.parent);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string, path: string[]) => {
    if (state.get(t) === 'done') return;
    if (state.get(t) === 'visiting') throw new Error(`foreign keys form a cycle (${[...path, t].join(' → ')}): no table order can restore them`);
    state.set(t, 'visiting');
    for (const p of [...(parents.get(t) ?? [])].sort()) visit(p, [...path, t]);
    state.set(t, 'done');
    ordered.push(t);
  };
  for (const t of [...tables].sort()) visit(t, []);
  return ordered;
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Every sequence of schema public with its position (last_value as text: it is a bigint). */
export async function readSequences(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows: names } = await client.query<{ name: string }>(
    `select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by 1`,
  );
  const out: SequenceValue[] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from public.${client.escapeIdentifier(name)}`,
    );
    out.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
  }
  return out;
}

/** The columns fed by a sequence (identity or serial) of the given tables, with the sequence's qualified name. */
export async function sequenceColumns(client: pg.ClientBase, tables: string[]): Promise<Array<{ table: string; column: string; sequence: string }>> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select * from (
       select c.relname::text as table, a.attname::text as column,
              pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relname = any ($1::text[])) s
      where sequence is not null
      order by 1, 2`,
    [tables],
  );
  return rows;
}

/** The migrations applied to the database, by name, in order. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
  return rows.map((r) => r.name);
}
