// What the load test runs against: Plantform instances started as operators start them (`npm
// start`'s script in child processes, tests/kit/instances.ts), the load users in their database,
// a step of virtual users spread over the instances, and the baseline commit's checkout.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnStart } from './start-child';
import { treeCpuMs } from './bench-load-cpu';
import { freePort } from '../server/db/embedded';
import { LoadStats } from './bench-load-stats';
import { type LoadWorld, VirtualUser } from './bench-load-user';

const root = path.resolve(import.meta.dirname, '..');
const TENANT = '00000002';

/** A running instance: its base URL, its process (RSS is read from /proc/<pid>), and its stop. */
export interface Running {
  base: string;
  pid: number;
  /** SIGTERM, its exit, and its DATA_DIR removed when `keepDataDir` was not asked for */
  stop(): Promise<unknown>;
}

/**
 * An instance as `npm start` runs it, from `checkout` (this one by default): on `databaseUrl`, or,
 * without one, on the embedded PostgreSQL in its DATA_DIR (the single-process way).
 */
export async function startPlantform(dataDir: string, databaseUrl: string | null, checkout = root, keepDataDir = false): Promise<Running> {
  const port = await freePort();
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const { child, ready, exited } = spawnStart(env, checkout);
  await ready;
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database of an instance on its embedded PostgreSQL: the port from postmaster.pid, the password it keeps in DATA_DIR/keys. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = fs.readFileSync(path.join(dataDir, 'keys', 'pg.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/plantform`;
}

/**
 * Users load1…loadN in the demo tenant, copies of its admin (password, roles): each virtual user
 * logs in as its own, as people do (many logins of one user from one address would meet the
 * failed-login lock, which counts an attempt under way as a failure).
 */
export async function ensureLoadUsers(databaseUrl: string, count: number): Promise<void> {
  const db = new pg.Client(databaseUrl);
  await db.connect();
  try {
    await db.query(
      `insert into app_user (tenant_id, code, name, organ_id, person_id, password_hash, default_role_id, create_name, modify_name)
       select a.tenant_id, 'load' || g, '负载用户' || g, a.organ_id, a.person_id, a.password_hash, a.default_role_id, '基准', '基准'
         from app_user a, generate_series(1, $2::int) g
        where a.tenant_id = $1 and a.code = 'admin'
          and not exists (select 1 from app_user u where u.tenant_id = $1 and u.code = 'load' || g)`,
      [TENANT, count],
    );
    await db.query(
      `insert into user_role (tenant_id, user_id, role_id)
       select $1, u.id, r.role_id from app_user u
         join user_role r on r.tenant_id = $1 and r.user_id = (select id from app_user where tenant_id = $1 and code = 'admin')
        where u.tenant_id = $1 and u.code like 'load%'
          and not exists (select 1 from user_role x where x.tenant_id = $1 and x.user_id = u.id and x.role_id = r.role_id)`,
      [TENANT],
    );
  } finally {
    await db.end();
  }
}

/** What the step works on, read through the API as the first virtual user. */
async function readWorld(vu: VirtualUser): Promise<LoadWorld> {
  const page = async (p: string, args: unknown[]) => {
    const r = await vu.post(p, args, vu.auth);
    if (r.code !== 200) throw new Error(`${p}: ${r.code} ${r.msg}`);
    return r.body.itemList as Array<{ id: number; status_dict?: { dict: string } }>;
  };
  const suppliers = await page('datax.MetaDynamic/summaryPage', [{ entityCode: 'Supplier', page: 1, pageSize: 200 }]);
  const materials = await page('datax.MetaDynamic/summaryPage', [{ entityCode: 'Material', page: 1, pageSize: 50 }]);
  const orders = await page('erp.Purchase/summaryPage', [{ page: 1, pageSize: 200 }]);
  return {
    suppliers: suppliers.map((s) => ({ id: s.id, audited: s.status_dict?.dict === 'Audit' })),
    materials: materials.map((m) => m.id),
    orders: orders.map((o) => o.id),
  };
}

/** Runs `fn` over `xs`, `width` at a time. */
async function inBatches<T>(xs: T[], width: number, fn: (x: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, xs.length) }, async () => {
    while (next < xs.length) await fn(xs[next++]);
  }));
}

export interface StepOptions {
  vus: number;
  warmSeconds: number;
  seconds: number;
  /** called every `everySeconds` while measuring (the soak's samples) */
  tick?: { everySeconds: number; fn: () => Promise<void> };
  /** processes whose CPU time (with everything below them) is measured over the measured seconds */
  cpuOf?: readonly number[];
}

/**
 * One step: `vus` virtual users logged in (load1…), spread round-robin over `bases` — a stand-in
 * for the load balancer — each with its socket and its messages going to the next user (which
 * the balancer may have put on the other instance: the push then crosses the bus). After the
 * warm-up, `seconds` are measured.
 */
export async function runStep(bases: string[], opts: StepOptions): Promise<LoadStats> {
  const stats = new LoadStats();
  const vus = Array.from({ length: opts.vus }, (_, i) => new VirtualUser(i, bases[i % bases.length], `load${i + 1}`, stats));
  await inBatches(vus, 8, (vu) => vu.login());
  for (const [i, vu] of vus.entries()) vu.peerId = vus[(i + 1) % vus.length].userId;
  const world = await readWorld(vus[0]);
  await inBatches(vus, 20, (vu) => vu.openSocket());
  for (const vu of vus) vu.start(world);
  await sleep(opts.warmSeconds * 1000);
  const cpuBefore = opts.cpuOf ? treeCpuMs(opts.cpuOf) : null;
  stats.start();
  const end = Date.now() + opts.seconds * 1000;
  while (Date.now() < end) {
    const wait = Math.min(end - Date.now(), (opts.tick?.everySeconds ?? opts.seconds) * 1000);
    await sleep(wait);
    if (opts.tick && Date.now() < end - 1000) await opts.tick.fn();
  }
  stats.stop();
  const cpuAfter = opts.cpuOf ? treeCpuMs(opts.cpuOf) : null;
  if (cpuBefore !== null && cpuAfter !== null) stats.cpuMs = cpuAfter - cpuBefore;
  await Promise.all(vus.map((vu) => vu.stop()));
  return stats;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A checkout of `ref` in a temporary folder, on our node_modules; removed by `remove`. */
export function checkoutOf(ref: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-baseline-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'pipe' });
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    dir,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'pipe' }),
  };
}

/** A new folder for an instance's DATA_DIR. */
export const dataDirFor = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `plantform-load-${name}-`));
