// npm run soak (outside npm test and npm run bench): two instances of `npm start` on one database
// under 100 virtual users (the load test's mix, bench-load-user.ts) for SOAK_MINUTES (30).
// Every minute it samples each instance's RSS (/proc/<pid>/status VmRSS) and V8 heap in use
// (its /metrics, answered to loopback callers), and the database's connections
// (pg_stat_activity). At the end it prints the samples and the mix's figures, and fails (exit 1,
// a banner) when an instance's RSS grew by more than 15 % from the first sample after the first
// 5 minutes (a shorter soak: after its first minute) to the last, or when the connections ever
// exceeded what the instances' pools may hold.
import fs from 'node:fs';
import pg from 'pg';
import { MODULES } from '../modules/index';
import { installModules } from '../server/modules/catalogue';
import { benchDatabase } from './bench-database';
import { dataDirFor, ensureLoadUsers, type Running, runStep, startPlantform } from './bench-load-fleet';
import { HEADER, printStep } from './bench-load-stats';

installModules(MODULES);

const MINUTES = Number(process.env.SOAK_MINUTES || 30);
const VUS = 100;
const INSTANCES = 2;
/** RSS may grow this much after the settling minutes, no more */
const RSS_GROWTH_LIMIT_PCT = 15;
const SETTLING_MINUTES = 5;
/** an instance's connections at most: its pool (server/db openDatabase, 20) and the bus's listener */
const CONNECTIONS_PER_INSTANCE = 21;
const BANNER = '!'.repeat(100);

interface Sample {
  minute: number;
  rssMb: number[];
  heapMb: Array<number | null>;
  connections: number;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** V8's heap in use, from the instance's Prometheus metrics; null when it does not answer them. */
async function heapMb(base: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const m = /^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(text);
    return m ? Number(m[1]) / 1024 / 1024 : null;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const { dir, server, url } = await benchDatabase('soak');
  await ensureLoadUsers(url, VUS);
  const instances: Running[] = [];
  for (let i = 0; i < INSTANCES; i++) instances.push(await startPlantform(dataDirFor(`soak${i}`), url));
  const watcher = new pg.Client(url);
  await watcher.connect();
  const t0 = Date.now();
  const samples: Sample[] = [];
  const sample = async () => {
    const { rows } = await watcher.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const s: Sample = {
      minute: Math.round((Date.now() - t0) / 60_000),
      rssMb: instances.map((i) => rssMb(i.pid)),
      heapMb: await Promise.all(instances.map((i) => heapMb(i.base))),
      connections: rows[0].n,
    };
    samples.push(s);
    const mb = (x: number | null) => (x === null ? '-' : x.toFixed(0));
    console.log(`minute ${String(s.minute).padStart(3)}: RSS ${s.rssMb.map(mb).join(' / ')} MB, heap ${s.heapMb.map(mb).join(' / ')} MB, ${s.connections} connections`);
  };
  console.log(`soak: ${INSTANCES} instances, ${VUS} virtual users, ${MINUTES} min; a sample a minute`);
  let failures: string[] = [];
  try {
    const stats = await runStep(
      instances.map((i) => i.base),
      { vus: VUS, warmSeconds: 5, seconds: MINUTES * 60, tick: { everySeconds: 60, fn: sample } },
    );
    await sample();
    console.log(`\n${HEADER}`);
    printStep(stats, VUS, INSTANCES);
    failures = verdict(samples);
  } finally {
    await watcher.end();
    await Promise.all(instances.map((i) => i.stop()));
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!failures.length) {
    console.log('soak passed: no memory growth past the limit, no connections past the pools');
    return 0;
  }
  console.log(`${BANNER}\n${failures.map((f) => `!!! SOAK FAILED: ${f}`).join('\n')}\n${BANNER}`);
  return 1;
}

/** What the samples break: RSS growth after the settling minutes, connections past the pools. */
function verdict(samples: Sample[]): string[] {
  const out: string[] = [];
  const settled = samples.find((s) => s.minute >= SETTLING_MINUTES) ?? samples.find((s) => s.minute >= 1) ?? samples[0];
  const last = samples[samples.length - 1];
  settled.rssMb.forEach((from, i) => {
    const growth = (100 * (last.rssMb[i] - from)) / from;
    console.log(`instance ${i + 1}: RSS ${from.toFixed(0)} MB at minute ${settled.minute} → ${last.rssMb[i].toFixed(0)} MB at minute ${last.minute} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %, limit +${RSS_GROWTH_LIMIT_PCT} %)`);
    if (growth > RSS_GROWTH_LIMIT_PCT) out.push(`instance ${i + 1}'s RSS grew ${growth.toFixed(1)} % (limit ${RSS_GROWTH_LIMIT_PCT} %)`);
  });
  const most = Math.max(...samples.map((s) => s.connections));
  const limit = CONNECTIONS_PER_INSTANCE * INSTANCES;
  console.log(`connections: at most ${most}, the pools hold at most ${limit}`);
  if (most > limit) out.push(`${most} connections to the database, more than the pools' ${limit}: a leak`);
  return out;
}

main()
  .then((code) => process.exit(code))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
