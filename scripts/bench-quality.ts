// 数据质量 benchmark (through tsx, standalone or BENCH_ONLY=quality npm run bench), on an embedded
// database of its own with the demo seeded and the server started over it: a second database on the
// same PostgreSQL holds 1 000 000 readings (codes with nulls and repeats, quantities partly out of
// range, references partly dangling, times), registered as a PostgreSQL source and harvested; seven
// rules — completeness, uniqueness, validity against a standard, range, referential, freshness and
// custom SQL — are run through datagov.Quality/runNow one after another, their figures checked
// against the same counts by bare SQL, and the whole run timed against those bare statements.
// Budgets: the seven runs ≤ 2× the bare statements (a run adds its metadata checks, the driver's READ
// ONLY transaction and the record of the run and its issue), and ≤ 30 s in all.
// npx tsx scripts/bench-quality.ts   (BENCH_QUALITY_ROWS for a smaller run)
import fs from 'node:fs';
import pg from 'pg';
import { MODULES } from '../modules/index';
import { installModules } from '../server/modules/catalogue';
import type { Budget, Report } from './bench-kit';
import { benchDatabase } from './bench-database';
import { type BenchServer, serveBench } from './bench-serve';

export const QUALITY_RATIO_BUDGET = 2;
export const QUALITY_TOTAL_BUDGET_MS = 30_000;
const ROWS = Number(process.env.BENCH_QUALITY_ROWS || 1_000_000);

/** the rules run, and the bare statement answering the same [checked, failed] in the same shape as the check's */
const RULES: Array<{ kind: string; column: string | null; params?: Record<string, unknown>; thresholdKind?: string; threshold?: string; bare: string }> = [
  { kind: 'completeness', column: 'code', bare: 'select count(*), count(*) filter (where code is null) from readings' },
  { kind: 'uniqueness', column: 'serial', bare: 'select coalesce(sum(n), 0), coalesce(sum(n) filter (where n > 1), 0) from (select count(*) as n from readings where serial is not null group by serial) g' },
  { kind: 'validity', column: 'code', bare: "select count(code), count(*) filter (where code is not null and code not in ('A', 'B', 'C', 'D')) from readings" },
  { kind: 'range', column: 'qty', params: { min: '0', max: '900' }, bare: 'select count(qty), count(*) filter (where qty < 0 or qty > 900) from readings' },
  { kind: 'referential', column: 'ref_code', params: { refTable: 'public.refs', refColumn: 'code' }, bare: 'select count(*), count(*) filter (where r.k is null) from readings t left join (select distinct code as k from refs) r on r.k = t.ref_code where t.ref_code is not null' },
  { kind: 'freshness', column: 'at', params: { hours: 48 }, bare: 'select count(*), max(at) from readings' },
  { kind: 'custom', column: null, params: { sql: 'select count(*) from readings where qty < 0' }, bare: 'select null, count(*) from readings where qty < 0' },
];

async function makeSource(adminUrl: string, report: Report): Promise<void> {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query('create database dq_bench');
  await admin.end();
  const db = new pg.Client(adminUrl.replace(/\/postgres$/, '/dq_bench'));
  await db.connect();
  const t = performance.now();
  await db.query('create table refs (code text primary key)');
  await db.query("insert into refs select 'R' || g from generate_series(0, 999) g");
  await db.query(`create table readings (id bigint primary key, serial bigint, code text, qty numeric(12, 3), ref_code text, at timestamptz)`);
  // 1 in 50 codes missing, 1 in 7 outside A–D, 1 in 1000 serials repeated, 1 in 40 quantities out of range, 1 in 100 references dangling
  await db.query(`insert into readings
    select g, case when g % 1000 = 0 then g - 1 else g end,
           case when g % 50 = 0 then null when g % 7 = 0 then 'X' else chr(65 + g % 4) end,
           case when g % 40 = 0 then 1000 + g % 9 else (g % 900)::numeric + 0.125 end,
           'R' || case when g % 100 = 0 then 5000 + g % 7 else g % 1000 end,
           now() - make_interval(secs => g % 86400)
      from generate_series(1, ${ROWS}) g`);
  await db.query('vacuum analyze readings');
  await db.query('vacuum analyze refs');
  await db.end();
  report(`generate ${ROWS.toLocaleString('en')} readings in a second database (set-based)`, Math.round(performance.now() - t), 'ms');
}

async function measure(report: Report, srv: BenchServer, adminUrl: string, budget?: Budget): Promise<void> {
  const auth = await srv.login();
  const call = async (p: string, args: unknown[]) => {
    const r = await srv.post(p, args, auth);
    if (r.code !== 200) throw new Error(`${p}: ${r.code} ${r.msg}`);
    return r.body;
  };
  const u = new URL(adminUrl);
  const source = await call('datagov.Source/save', [{ code: 'BENCH-PG', name: '基准读数库', kind: 'pg', host: u.hostname, port: Number(u.port), database: 'dq_bench', user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) }]);
  await call('datagov.Source/harvest', [source.id]);
  const dict = await call('datagov.Standard/saveDict', [{ code: 'BENCH-CODE', name: '基准编码', values: ['A', 'B', 'C', 'D'].map((c) => ({ code: c, name: c })) }]);
  const ids: number[] = [];
  for (const [i, r] of RULES.entries()) {
    const params = r.kind === 'validity' ? { dictId: dict.id } : (r.params ?? {});
    const saved = await call('datagov.Quality/saveRule', [{ code: `BENCH-${i}`, name: `基准 ${r.kind}`, kind: r.kind, sourceId: source.id, schema: 'public', table: 'readings', column: r.column, params, thresholdKind: 'Failures', threshold: '0', severity: 'Low' }]);
    ids.push(saved.id);
  }
  const bare = new pg.Pool({ connectionString: adminUrl.replace(/\/postgres$/, '/dq_bench'), max: 1 });
  try {
    const runs: Array<{ ms: number; run: { rowsChecked: number | null; failedRows: number | null; error: string | null } }> = [];
    const t = performance.now();
    for (const id of ids) {
      const s = performance.now();
      const run = await call('datagov.Quality/runNow', [id]);
      runs.push({ ms: performance.now() - s, run });
    }
    const total = performance.now() - t;
    const b = performance.now();
    const answers: unknown[][] = [];
    for (const r of RULES) answers.push((await bare.query<unknown[]>({ text: r.bare, rowMode: 'array' })).rows[0]!);
    const bareMs = performance.now() - b;
    for (const [i, r] of RULES.entries()) {
      const { run } = runs[i]!;
      if (run.error) throw new Error(`${r.kind}: ${run.error}`);
      const [checked, failed] = answers[i]!;
      const expected = r.kind === 'freshness' ? [ROWS, 0] : [checked === null ? null : Number(checked), Number(failed)];
      if (run.rowsChecked !== expected[0] || run.failedRows !== expected[1]) throw new Error(`${r.kind}: the run counted ${run.rowsChecked}/${run.failedRows}, SQL ${expected.join('/')}`);
      report(`  ${r.kind} over ${ROWS.toLocaleString('en')} rows (runNow)`, Math.round(runs[i]!.ms), 'ms', `${run.failedRows} failing`);
    }
    const ratio = total / bareMs;
    report(`quality run: 7 rules over ${ROWS.toLocaleString('en')} rows (datagov.Quality/runNow)`, Math.round(total), 'ms', `${Math.round((ROWS * RULES.length) / (total / 1000)).toLocaleString('en')} rows checked/s`);
    report('the same counts as bare SQL', Math.round(bareMs), 'ms');
    report('quality run ÷ bare SQL', ratio.toFixed(2), '×', `budget ≤ ${QUALITY_RATIO_BUDGET}`);
    budget?.('quality run ÷ bare SQL', Number(ratio.toFixed(2)), QUALITY_RATIO_BUDGET, '×');
    budget?.('quality run of 7 rules over 1 M rows', Math.round(total), QUALITY_TOTAL_BUDGET_MS, 'ms');
  } finally {
    await bare.end();
  }
}

export async function benchQuality(report: Report, budget?: Budget): Promise<void> {
  installModules(MODULES);
  const { dir, server, url } = await benchDatabase('quality');
  let srv: BenchServer | undefined;
  try {
    await makeSource(server.url, report);
    srv = await serveBench(url, dir, { QUALITY_TICK: 'off' });
    await measure(report, srv, server.url, budget);
  } finally {
    await srv?.stop();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over: string[] = [];
  await benchQuality(
    (name, value, unit, note) => console.log(`${name}: ${value} ${unit}${note ? `  ${note}` : ''}`),
    (name, value, limit, unit) => void (value > limit && over.push(`${name}: ${value} ${unit} > ${limit} ${unit}`)),
  );
  for (const o of over) console.log(`OVER BUDGET: ${o}`);
  process.exit(over.length ? 1 : 0);
}
