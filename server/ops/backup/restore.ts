// A whole backup restored into an EMPTY database: the code's migrations build the schema (the
// backup's migration list must be the code's), then one transaction empties what the migrations
// inserted, COPYs every table in foreign-key order and puts every sequence where it was.
import { migrate } from '../../db';
import { allMigrations } from '../../db/migrate';
import { countRelations, foreignKeyOrder } from './catalog';
import { qualified } from './copy';
import { inOrder, inTransaction, loadTable, switchUserTriggers, targetTables, withClient } from './load';
import { BackupRefusal, type Manifest, readManifest, requireSameMigrations, type TableDone } from './manifest';

export interface RestoreOptions {
  /** told once per table, when its rows are in */
  onTable?: (done: TableDone) => void;
}

/** Refuses a database that holds anything in schema public: a whole restore never merges. */
async function requireEmpty(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const n = await countRelations(client);
    if (n > 0) {
      throw new BackupRefusal(
        `database ${client.database} is not empty (${n} tables, views or sequences in schema public): restore a whole backup into a new, empty database`,
      );
    }
  });
}

export async function restoreWhole(url: string, dir: string, opts: RestoreOptions = {}): Promise<Manifest> {
  const manifest = readManifest(dir);
  if (manifest.scope.kind !== 'whole') throw new BackupRefusal(`this is a backup of tenant ${manifest.scope.code}: restore it with --tenant ${manifest.scope.code}`);
  await requireEmpty(url);
  requireSameMigrations(manifest.migrations, Object.keys(await allMigrations()).sort(), 'this code');
  await migrate(url);
  await withClient(url, (client) =>
    inTransaction(client, async () => {
      const tables = await targetTables(client, manifest);
      // the migrations' own rows (catalogue menus, trades …) are in the backup as it left them
      await client.query(`truncate ${[...tables.keys()].map((t) => qualified(client, t)).join(', ')}`);
      const names = manifest.tables.map((t) => t.name);
      await switchUserTriggers(client, names, 'disable');
      for (const t of inOrder(manifest, await foreignKeyOrder(client, names))) await loadTable(client, dir, t, opts.onTable);
      await switchUserTriggers(client, names, 'enable');
      for (const s of manifest.sequences) {
        await client.query('select setval($1::regclass, $2::bigint, $3)', [qualified(client, s.name), s.lastValue, s.isCalled]);
      }
    }),
  );
  return manifest;
}
