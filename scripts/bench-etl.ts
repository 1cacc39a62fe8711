// ETL benchmark (through tsx, standalone or BENCH_ONLY=etl npm run bench): 1 000 000 rows (an id, a
// code, a numeric(12,2) amount and a date) moved by a transformation's engine path from one
// PostgreSQL database to a table of another — COPY out to DuckDB (one thread, 512 MB), a derived
// column in DuckDB SQL, COPY into the target — in rows per second, next to a plain INSERT … SELECT
// of the same rows inside the source database. Budget: the transformation ≤ 4× the INSERT … SELECT
// (it crosses two databases and an engine; the bare statement never leaves one).
// npx tsx scripts/bench-etl.ts   (BENCH_ETL_ROWS for a smaller run)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbedded } from '../server/db/embedded';
import { Duck } from '../modules/datagov/etl/server/duck';
import { copyOut } from '../modules/datagov/etl/server/extract';
import { writePg } from '../modules/datagov/etl/server/load';
import type { Budget, Report } from './bench-kit';

export const ETL_RATIO_BUDGET = 4;
const ROWS = Number(process.env.BENCH_ETL_ROWS || 1_000_000);

export async function benchEtl(report: Report, budget: Budget): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-bench-etl-'));
  const server = await startEmbedded(path.join(dir, 'pg'));
  try {
    const admin = new pg.Client(server.url);
    await admin.connect();
    await admin.query('create database etl_src');
    await admin.query('create database etl_dst');
    await admin.end();
    const src = new pg.Client(server.url.replace(/\/postgres$/, '/etl_src'));
    const dst = new pg.Client(server.url.replace(/\/postgres$/, '/etl_dst'));
    await src.connect();
    await dst.connect();
    await src.query(`create table big (id bigint primary key, code text not null, amount numeric(12,2) not null, day date not null)`);
    await src.query(`insert into big select g, 'C' || lpad(g::text, 8, '0'), (g % 100000) / 100.0 + 0.01, date '2026-01-01' + (g % 365) from generate_series(1, ${ROWS}) g`);
    await src.query('analyze big');

    // the bare statement: the same rows and derived column into a table of the same database
    await src.query(`create table big_copy (id bigint, code text, amount numeric(12,2), day date, month text)`);
    let t = performance.now();
    await src.query(`insert into big_copy select id, code, amount, day, to_char(day, 'YYYY-MM') from big`);
    const bare = performance.now() - t;

    t = performance.now();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-bench-etl-duck-'));
    const duck = await Duck.open(work);
    try {
      const file = path.join(work, 'big.csv');
      const columns = await copyOut(src, 'select * from big', file, 600_000, []);
      await duck.loadCsv('big', file, columns);
      await duck.seal();
      await duck.createAs('out', "select id, code, amount, day, strftime(day, '%Y-%m') as month from big");
      await writePg(dst, duck, { input: 'out', sourceId: 0, table: 'big_copy', mode: 'create', keys: [] }, await duck.columns('out'), 600_000, work);
    } finally {
      duck.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
    const etl = performance.now() - t;
    const { rows: [check] } = await dst.query('select count(*)::int as n, sum(amount)::text as s from big_copy');
    const { rows: [want] } = await src.query('select count(*)::int as n, sum(amount)::text as s from big');
    if (check.n !== want.n || check.s !== want.s) throw new Error(`the target holds ${check.n} rows summing ${check.s}, the source ${want.n} summing ${want.s}`);
    await src.end();
    await dst.end();

    const ratio = Math.round((etl / bare) * 100) / 100;
    report(`ETL ${ROWS} rows PostgreSQL → PostgreSQL (rows/s)`, Math.round(ROWS / (etl / 1000)), 'rows/s', `${Math.round(etl)} ms, sums equal`);
    report(`INSERT … SELECT ${ROWS} rows (rows/s)`, Math.round(ROWS / (bare / 1000)), 'rows/s', `${Math.round(bare)} ms`);
    report('ETL time / INSERT … SELECT time', ratio, '×', `budget ≤ ${ETL_RATIO_BUDGET}×`);
    budget('ETL / INSERT … SELECT', ratio, ETL_RATIO_BUDGET, '×');
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over: string[] = [];
  await benchEtl(
    (name, value, unit, note = '') => console.log(`${name.padEnd(52)} ${String(value).padStart(10)} ${unit.padEnd(7)} ${note}`),
    (name, value, limit, unit) => {
      if (value > limit) over.push(`${name}: ${value} ${unit} > ${limit} ${unit}`);
    },
  );
  if (over.length) {
    console.log(`OVER BUDGET: ${over.join('; ')}`);
    process.exitCode = 1;
  }
}
