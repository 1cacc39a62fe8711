// A big SQLite or .xlsx source is read off the server's main thread: while it is read, the event
// loop stays free (a timer still fires on time, measured with perf_hooks), decimals arrive as their
// exact digits, and at most FILE_THREADS such reads run at once (the others wait their turn).
import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok, xlsx } from '../../../../../tests/kit';
import { upload } from '../../../../../tests/kit/upload';
import type { SourceView } from '../../../contracts';
import { Duck } from '../../server/duck';
import { readInto } from '../../server/extract';
import { FILE_THREADS, fileThreads } from '../../server/file-pool';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const T = demo.tenant.id;
const db = srv.env.db.forTenant(T);
const ROWS = 400_000;

function bigSqlite(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etl-big-'));
  try {
    const lite = new DatabaseSync(path.join(dir, 'big.sqlite'));
    lite.exec(`create table reading (id integer primary key, code text, amount text, note text)`);
    lite.exec(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
               insert into reading select i, 'M-' || (i % 977), (i % 100000) || '.' || printf('%02d', i % 100), 'note ' || i from n`);
    lite.close();
    return fs.readFileSync(path.join(dir, 'big.sqlite'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function source(code: string, kind: 'sqlite' | 'xlsx', bytes: Buffer, name: string): Promise<number> {
  const file = await upload(srv, demo, bytes, name);
  return ok(await srv.call<SourceView>(demo, 'datagov.Source', 'save', [{ code, name: code, kind, fileId: file.id }])).id;
}
const big = await source('BIG-LITE', 'sqlite', bigSqlite(), 'big.sqlite');

const dirs: string[] = [];
async function read(sourceId: number, text: string, key = 'r'): Promise<{ rows: number; duck: Duck }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'etl-read-'));
  dirs.push(dir);
  const duck = await Duck.open(dir);
  const finish = await readInto(srv.env, db, T, { key, sourceId, sql: text }, duck, dir, 120_000);
  return { rows: await finish(), duck };
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/**
 * The main thread while `work` ran: the longest a 5 ms timer fired late (ms), and the share of the
 * time its event loop was busy (0–1). The share is what the test asserts: on a loaded machine a
 * single late timer says little, but a loop busy most of the read is the stall users feel.
 */
async function mainThread(work: () => Promise<unknown>): Promise<{ max: number; busy: number }> {
  const h = monitorEventLoopDelay({ resolution: 5 });
  const before = performance.eventLoopUtilization();
  h.enable();
  try {
    await work();
  } finally {
    h.disable();
  }
  return { max: h.max / 1e6, busy: performance.eventLoopUtilization(before).utilization };
}

describe('file threads', () => {
  it('reads a 400,000-row SQLite source in a thread with its decimals exact, the event loop no busier than before', async () => {
    let out: { rows: number; duck: Duck } | null = null;
    const delay = await mainThread(async () => {
      out = await read(big, 'select id, code, amount, note from reading');
    });
    const { rows, duck } = out!;
    console.log(`SQLite read of ${rows} rows: event-loop delay max ${delay.max.toFixed(1)} ms, loop busy ${(delay.busy * 100).toFixed(0)} % of the time`);
    expect(rows).toBe(ROWS);
    // measured: 6 % busy here, 14 % with the old reading on the main thread (most of a SQLite read is
    // DuckDB's, off the loop already): this bound guards against a regression, the .xlsx test below
    // is the one the old code fails
    expect(delay.busy).toBeLessThan(0.4);
    const sum = await duck.conn.runAndReadAll(`select sum(amount)::varchar, max(amount)::varchar from r`);
    expect(sum.getRows()[0]).toEqual(['19999998000.0000000000', '99999.9900000000']);
    duck.close();
  });

  it('keeps the event loop free while a 100,000-row .xlsx workbook is read', async () => {
    const rows = [['批次', '数量', '单价'], ...Array.from({ length: 100_000 }, (_, i) => [`B-${i}`, i % 1000, `${i % 97}.${String(i % 100).padStart(2, '0')}`])];
    const book = await source('BIG-BOOK', 'xlsx', await xlsx(rows, '来料'), 'big.xlsx');
    let out: { rows: number; duck: Duck } | null = null;
    const delay = await mainThread(async () => {
      out = await read(book, 'select * from "来料"', 'x');
    });
    console.log(`.xlsx read of ${out!.rows} rows: event-loop delay max ${delay.max.toFixed(1)} ms, loop busy ${(delay.busy * 100).toFixed(0)} % of the time`);
    expect(out!.rows).toBe(100_000);
    // the old reading parsed the sheet and filled its SQLite tables on the main thread: 68 % busy, a
    // timer 438 ms late (measured); in a thread: 4 %, 39 ms
    expect(delay.busy).toBeLessThan(0.4);
    out!.duck.close();
  });

  it('reads an .xlsx workbook in a thread too, and runs at most FILE_THREADS reads at once', async () => {
    const book = await source('BOOK', 'xlsx', await xlsx([['批次', '数量', '单价'], ['B-001', 12, '3.50'], ['B-002', 7, '4.25']], '来料'), 'book.xlsx');
    const seen: number[] = [];
    const watch = setInterval(() => seen.push(fileThreads().busy), 2);
    try {
      const all = await Promise.all([...Array(FILE_THREADS + 2).keys()].map((i) => read(i % 2 ? book : big, i % 2 ? 'select * from "来料"' : 'select id from reading where id <= 10', `k${i}`)));
      expect(all.map((a) => a.rows)).toEqual([10, 2, 10, 2]);
      for (const a of all) a.duck.close();
    } finally {
      clearInterval(watch);
    }
    expect(Math.max(...seen)).toBe(FILE_THREADS);
    expect(fileThreads()).toEqual({ busy: 0, waiting: 0 });
  });
});
