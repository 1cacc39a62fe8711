// One tenant's backup restored into the database it came from (or any at the same migrations):
// in one transaction the tenant's rows are deleted (reverse foreign-key order) and its saved rows
// COPYd back, its tenant row updated in place; sequences are raised past the restored ids. Other
// tenants' rows are not touched.
import type pg from 'pg';
import { appliedMigrations, foreignKeyOrder, sequenceColumns, type TableInfo } from './catalog';
import { qualified } from './copy';
import { inOrder, inTransaction, loadTable, switchUserTriggers, targetTables, withClient } from './load';
import { BackupRefusal, type Manifest, type ManifestTable, readManifest, requireSameMigrations } from './manifest';
import type { RestoreOptions } from './restore';
import { isCacheCounter, restoredInPlace, tenantColumn } from './tenant-rows';

export interface TenantRestoreOptions extends RestoreOptions {
  /** the tenant the caller means: refused when the backup is another's */
  tenant?: string;
  /** told once the tenant's current rows are deleted (before its saved rows come back) */
  onDeleted?: (rows: number, ms: number) => void;
}

/** The saved rows go through a temporary table and update the existing row (or insert a new one). */
async function restoreInPlace(client: pg.ClientBase, dir: string, table: ManifestTable, info: TableInfo, opts: RestoreOptions): Promise<void> {
  if (!info.primaryKey.length) throw new BackupRefusal(`table ${table.name} has no primary key: its rows cannot be restored in place`);
  const temp = client.escapeIdentifier(`restore_${table.name}`);
  const target = qualified(client, table.name);
  await client.query(`create temporary table ${temp} (like ${target}) on commit drop`);
  await loadTable(client, dir, table, opts.onTable, temp);
  const col = (c: string) => client.escapeIdentifier(c);
  const cols = table.columns.map(col).join(', ');
  const sets = table.columns
    .filter((c) => !info.primaryKey.includes(c))
    .map((c) => (isCacheCounter(c) ? `${col(c)} = greatest(${target}.${col(c)}, excluded.${col(c)}) + 1` : `${col(c)} = excluded.${col(c)}`));
  await client.query(
    `insert into ${target} (${cols}) select ${cols} from ${temp} on conflict (${info.primaryKey.map(col).join(', ')}) do ${sets.length ? `update set ${sets.join(', ')}` : 'nothing'}`,
  );
}

/** Each sequence feeding a restored table moves past the table's highest value, so new rows never collide with restored ones. */
async function raiseSequences(client: pg.ClientBase, tables: string[]): Promise<void> {
  for (const s of await sequenceColumns(client, tables)) {
    await client.query(
      `select setval($1::regclass, m) from (select max(${client.escapeIdentifier(s.column)}) as m from ${qualified(client, s.table)}) x
        where m is not null and m >= coalesce(pg_sequence_last_value($1::regclass), 0)`,
      [s.sequence],
    );
  }
}

/** Refuses a tenant code that this database gives to another tenant id (the restore would make a second tenant of that code). */
async function requireSameTenant(client: pg.ClientBase, scope: { code: string; id: string }): Promise<void> {
  const { rows } = await client.query<{ id: string }>('select id from tenant where code = $1', [scope.code]);
  if (rows.length && rows[0].id !== scope.id) {
    throw new BackupRefusal(`tenant ${scope.code} of this database has id ${rows[0].id}, the backup's has id ${scope.id}: it is another tenant`);
  }
}

export async function restoreTenant(url: string, dir: string, opts: TenantRestoreOptions = {}): Promise<Manifest> {
  const manifest = readManifest(dir);
  const scope = manifest.scope;
  if (scope.kind !== 'tenant') throw new BackupRefusal('this is a backup of the whole database: restore it without --tenant, into an empty database');
  if (opts.tenant !== undefined && opts.tenant !== scope.code) throw new BackupRefusal(`this is a backup of tenant ${scope.code}, not of ${opts.tenant}`);
  await withClient(url, async (client) => {
    requireSameMigrations(manifest.migrations, await appliedMigrations(client), `database ${client.database}`);
    await inTransaction(client, async () => {
      await requireSameTenant(client, scope);
      const tables = await targetTables(client, manifest);
      const names = manifest.tables.map((t) => t.name);
      const ordered = inOrder(manifest, await foreignKeyOrder(client, names));
      await switchUserTriggers(client, names, 'disable');
      const started = performance.now();
      let deleted = 0;
      for (const t of [...ordered].reverse()) {
        const column = tenantColumn(t.name);
        if (!column) throw new BackupRefusal(`the backup holds table ${t.name}, which holds no tenant's rows in this code`);
        if (restoredInPlace(t.name)) continue;
        const r = await client.query(`delete from ${qualified(client, t.name)} where ${client.escapeIdentifier(column)} = $1`, [scope.id]);
        deleted += r.rowCount ?? 0;
      }
      opts.onDeleted?.(deleted, Math.round(performance.now() - started));
      for (const t of ordered) {
        const info = tables.get(t.name) as TableInfo;
        if (restoredInPlace(t.name)) await restoreInPlace(client, dir, t, info, opts);
        else await loadTable(client, dir, t, opts.onTable);
      }
      await switchUserTriggers(client, names, 'enable');
      await raiseSequences(client, names);
    });
  });
  return manifest;
}
