// The database `npm run backup` / `npm run restore` work on: DATABASE_URL when set, otherwise the
// embedded database of DATA_DIR as `npm start` uses it. The embedded server is started for the job
// and stopped after it, and only when no Plantform process holds DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { configFromEnv } from '../../config';
import { DataDirInUseError, EMBEDDED_DATABASE, embeddedDatabaseUrl, lockDataDir, startEmbedded, stopOrphanedPostmaster } from '../../db/embedded';
import { BackupRefusal } from './manifest';

export interface Target {
  url: string;
  /** what to call it in messages */
  name: string;
  close(): Promise<void>;
}

/** Creates the database when it is missing (`create`), else refuses: there is nothing to back up. */
async function embeddedDatabase(serverUrl: string, dataDir: string, create: boolean): Promise<string> {
  const url = await embeddedDatabaseUrl(serverUrl, create);
  if (!url) throw new BackupRefusal(`the embedded PostgreSQL of DATA_DIR ${dataDir} has no ${EMBEDDED_DATABASE} database: nothing to back up`);
  return url;
}

/** `create`: a restore may start a new DATA_DIR; a backup needs an existing one. */
export async function openTarget(env: NodeJS.ProcessEnv, opts: { create: boolean; log: (line: string) => void }): Promise<Target> {
  const cfg = configFromEnv(env);
  if (cfg.databaseUrl) {
    const u = new URL(cfg.databaseUrl);
    return { url: cfg.databaseUrl, name: `database ${u.pathname.slice(1)} on ${u.host} (DATABASE_URL)`, close: async () => {} };
  }
  const pgDir = path.join(cfg.dataDir, 'pg');
  if (!opts.create && !fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new BackupRefusal(`DATA_DIR ${cfg.dataDir} holds no embedded database: nothing to back up (set DATA_DIR, or DATABASE_URL for an external PostgreSQL)`);
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(cfg.dataDir);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    const pid = /pid (\d+)/.exec(e.message)?.[1];
    throw new BackupRefusal(
      `a running Plantform${pid ? ` (pid ${pid})` : ''} holds DATA_DIR ${cfg.dataDir}: stop it first, or set DATABASE_URL to its database`,
    );
  }
  try {
    const orphan = await stopOrphanedPostmaster(pgDir);
    if (orphan) opts.log(`Stopped the PostgreSQL (pid ${orphan}) that a Plantform process which died left running in ${pgDir}.`);
    const embedded = await startEmbedded(pgDir);
    try {
      const url = await embeddedDatabase(embedded.url, cfg.dataDir, opts.create);
      return {
        url,
        name: `the embedded database of DATA_DIR ${cfg.dataDir}`,
        async close() {
          await embedded.stop();
          unlock();
        },
      };
    } catch (e) {
      await embedded.stop();
      throw e;
    }
  } catch (e) {
    unlock();
    throw e;
  }
}
