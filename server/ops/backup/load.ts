// What both restores (whole and tenant) do inside their one transaction: check the backup's
// tables against the database, switch the tables' own triggers off and on, COPY a file in.
import path from 'node:path';
import pg from 'pg';
import { listTables, type TableInfo } from './catalog';
import { copyIn, qualified } from './copy';
import { BackupRefusal, type Manifest, type ManifestTable, type TableDone } from './manifest';

/** One connection as the database's owner (row security does not apply to it), closed after `work`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'plantform-backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** `work` in one transaction: all of it or nothing. */
export async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  }
}

/** The database's tables by name; refuses when a table or column of the backup is not there. */
export async function targetTables(client: pg.ClientBase, manifest: Manifest): Promise<Map<string, TableInfo>> {
  const tables = new Map((await listTables(client)).map((t) => [t.name, t]));
  for (const t of manifest.tables) {
    const there = tables.get(t.name);
    if (!there) throw new BackupRefusal(`the backup holds table ${t.name}, which this database does not have`);
    const missing = t.columns.filter((c) => !there.columns.includes(c));
    if (missing.length) throw new BackupRefusal(`table ${t.name} of this database has no column ${missing.join(', ')} of the backup`);
  }
  return tables;
}

/**
 * The tables' own (user) triggers, off or on. They bump cache counters (menu, metadata and
 * parameter versions) on every insert and delete: during a restore they would rewrite counters
 * that the backup holds already, or, for one tenant, other tenants' counters too. Only tables
 * that have such triggers are altered (ALTER TABLE locks the table until the restore commits).
 */
export async function switchUserTriggers(client: pg.ClientBase, tables: string[], to: 'enable' | 'disable'): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select distinct c.relname::text as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where not g.tgisinternal and n.nspname = 'public' and c.relname = any ($1::text[]) order by 1`,
    [tables],
  );
  for (const { name } of rows) await client.query(`alter table ${qualified(client, name)} ${to} trigger user`);
}

/** COPYs one table's file into `target` (its qualified name unless given), checking the row count against the manifest. */
export async function loadTable(client: pg.ClientBase, dir: string, table: ManifestTable, onTable?: (d: TableDone) => void, target?: string): Promise<void> {
  const started = performance.now();
  const rows = await copyIn(client, target ?? qualified(client, table.name), table.columns, path.join(dir, table.file));
  if (rows !== table.rows) throw new BackupRefusal(`${table.file} holds ${rows} rows, the manifest says ${table.rows}: the backup is damaged`);
  onTable?.({ table: table.name, rows, ms: Math.round(performance.now() - started) });
}

/** The manifest's tables in foreign-key order (as `order` lists their names). */
export function inOrder(manifest: Manifest, order: string[]): ManifestTable[] {
  const byName = new Map(manifest.tables.map((t) => [t.name, t]));
  return order.map((name) => byName.get(name)).filter((t): t is ManifestTable => !!t);
}
