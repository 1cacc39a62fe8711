import { type Kysely, type Migration, Migrator } from 'kysely';
import { catalogue } from '../modules/catalogue';
import { buildOnlineIndexes, declaredOnlineIndexes } from './online-indexes';
import * as m001 from './migrations/001-spine';
import * as m002 from './migrations/002-menu-version';
import * as m003 from './migrations/003-lowcode';
import * as m004 from './migrations/004-tenant-metadata';
import * as m005 from './migrations/005-file-links';
import * as m006 from './migrations/006-menu-sync';
import * as m007 from './migrations/007-offered-dicts-and-file-links';
import * as m008 from './migrations/008-receipt-paths';
import * as m009 from './migrations/009-administration';
import * as m010 from './migrations/010-tenant-scripts';
import * as m011 from './migrations/011-form-designs';
import * as m012 from './migrations/012-trigger-jobs';
import * as m013 from './migrations/013-tenant-admin';
import * as m014 from './migrations/014-rights';
import * as m015 from './migrations/015-dicts-and-config';
import * as m016 from './migrations/016-operation-log-and-versions';
import * as m017 from './migrations/017-menu-limits';
import * as m019 from './migrations/019-stock';
import * as m021 from './migrations/021-ledger-doc-index';
import * as m022 from './migrations/022-file-quota-and-cleanup';
import * as m023 from './migrations/023-shared-keys';
import * as m024 from './migrations/024-file-chunks';
import * as m025 from './migrations/025-distribution-keys';
import * as m026 from './migrations/026-foreign-key-indexes';
import * as m032 from './migrations/032-document-serials';

/** The core's migrations, listed here (not read from disk) so that bundling and tsx both work. */
const coreMigrations: Record<string, Migration> = {
  '001-spine': m001,
  '002-menu-version': m002,
  '003-lowcode': m003,
  '004-tenant-metadata': m004,
  '005-file-links': m005,
  '006-menu-sync': m006,
  '007-offered-dicts-and-file-links': m007,
  '008-receipt-paths': m008,
  '009-administration': m009,
  '010-tenant-scripts': m010,
  '011-form-designs': m011,
  '012-trigger-jobs': m012,
  '013-tenant-admin': m013,
  '014-rights': m014,
  '015-dicts-and-config': m015,
  '016-operation-log-and-versions': m016,
  '017-menu-limits': m017,
  '019-stock': m019,
  '021-ledger-doc-index': m021,
  '022-file-quota-and-cleanup': m022,
  '023-shared-keys': m023,
  '024-file-chunks': m024,
  '025-distribution-keys': m025,
  '026-foreign-key-indexes': m026,
  '032-document-serials': m032,
};

/** The core's and every module's migrations (modules/<code>/migrations, named in the one numbering). */
export async function allMigrations(): Promise<Record<string, Migration>> {
  const all: Record<string, Migration> = { ...coreMigrations };
  for (const m of catalogue().modules) {
    for (const [name, migration] of Object.entries((await m.migrations?.()) ?? {})) {
      if (all[name]) throw new Error(`migration ${name} of module ${m.code} already declared`);
      all[name] = migration;
    }
  }
  return all;
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrations = await allMigrations();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The indexes the migrations declare to build online (online-indexes.ts): after migrateToLatest, outside any transaction. */
export async function buildMigrationIndexes(db: Kysely<unknown>): Promise<string[]> {
  return buildOnlineIndexes(db, await declaredOnlineIndexes(db, await allMigrations()));
}
