// A backup: one gzip'd CSV per table and a manifest, all read in one snapshot (a repeatable-read,
// read-only transaction), so the files agree with each other while the portal keeps running.
import fs from 'node:fs';
import path from 'node:path';
import { appliedMigrations, listTables, readSequences } from './catalog';
import { copyOut, selectOf } from './copy';
import { withClient } from './load';
import { BackupRefusal, FORMAT, FORMAT_VERSION, type Manifest, type TableDone, tableFile, writeManifest } from './manifest';
import { tenantColumn } from './tenant-rows';

export interface BackupOptions {
  /** a tenant's code: only that tenant's rows; the whole database when absent */
  tenant?: string;
  /** told once per table, when it is done */
  onTable?: (done: TableDone) => void;
}

/** Refuses an existing non-empty directory: a backup never mixes with older files. */
function prepareDirectory(dir: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new BackupRefusal(`${path.resolve(dir)} is not empty: give a new directory for the backup`);
  fs.mkdirSync(dir, { recursive: true });
}

export async function backup(url: string, dir: string, opts: BackupOptions = {}): Promise<Manifest> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    let scope: Manifest['scope'] = { kind: 'whole' };
    if (opts.tenant !== undefined) {
      const { rows } = await client.query<{ id: string }>('select id from tenant where code = $1', [opts.tenant]);
      if (!rows.length) throw new BackupRefusal(`there is no tenant with code ${JSON.stringify(opts.tenant)}`);
      scope = { kind: 'tenant', code: opts.tenant, id: rows[0].id };
    }
    prepareDirectory(dir);
    const migrations = await appliedMigrations(client);
    const tables: Manifest['tables'] = [];
    for (const t of await listTables(client)) {
      const column = scope.kind === 'tenant' ? tenantColumn(t.name) : null;
      if (scope.kind === 'tenant' && !column) continue;
      const started = performance.now();
      const select = selectOf(client, t.name, t.columns, scope.kind === 'tenant' && column ? { column, value: scope.id } : undefined);
      const rows = await copyOut(client, select, path.join(dir, tableFile(t.name)));
      tables.push({ name: t.name, columns: t.columns, rows, file: tableFile(t.name) });
      opts.onTable?.({ table: t.name, rows, ms: Math.round(performance.now() - started) });
    }
    // a tenant's restore raises the sequences to its ids instead: their positions are the database's
    const sequences = scope.kind === 'whole' ? await readSequences(client) : [];
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), scope, migrations, tables, sequences };
    writeManifest(dir, manifest);
    await client.query('commit');
    return manifest;
  });
}
