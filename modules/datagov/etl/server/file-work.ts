// Inside a file thread (file-pool.ts): the synchronous SQLite and .xlsx work of a run, off the
// server's main thread. One job per thread; its answer is the count, a failure its message, and
// while it reads or writes rows it posts the rows done so far (at most every PROGRESS_MS).
// Values cross as text (a decimal stays its digits, never a binary float).
import fs from 'node:fs';
import { DatabaseSync, constants } from 'node:sqlite';
import { forEachCsvRow } from './csv-rows';
import type { FileJob, RowsSoFar } from './file-pool';
import { sqliteTypeOf } from './column-types';

type Post = (m: RowsSoFar) => void;
const PROGRESS_MS = 250;

/** a row counter that posts its count at most every PROGRESS_MS (a clock read per 1,000 rows, not per row) */
function rowsSoFar(post: Post): (rows: number) => void {
  let last = Date.now();
  return (rows) => {
    if (rows % 1000 !== 0) return;
    const now = Date.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    post({ rows });
  };
}

const csvField = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = v instanceof Uint8Array ? Buffer.from(v).toString('base64') : String(v);
  return s === '' || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

class Capped extends Error {}

/** a SELECT's rows to a CSV file with a header, refused past maxRows rows or maxBytes bytes */
function selectToCsv(db: DatabaseSync, select: string, out: string, maxRows: number, maxBytes: number, post: Post): number {
  const stmt = db.prepare(select.replace(/;\s*$/, ''));
  const columns = stmt.columns().map((c) => c.name);
  stmt.setReturnArrays(true);
  const fd = fs.openSync(out, 'w');
  try {
    let block = `${columns.map(csvField).join(',')}\n`;
    let rows = 0;
    let bytes = 0;
    const tell = rowsSoFar(post);
    for (const r of stmt.iterate() as Iterable<unknown[]>) {
      if (++rows > maxRows) throw new Capped(`more than ${maxRows} rows`);
      tell(rows);
      block += `${r.map(csvField).join(',')}\n`;
      if (block.length > 1 << 20) {
        bytes += fs.writeSync(fd, block);
        if (bytes > maxBytes) throw new Capped(`more than ${maxBytes} bytes`);
        block = '';
      }
    }
    fs.writeSync(fd, block);
    return rows;
  } finally {
    fs.closeSync(fd);
  }
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const BLOCK = 500;

/** rows of a headerless CSV (DuckDB's: empty = null, "" = empty text) into a SQLite file, in one transaction */
function writeRows(lite: DatabaseSync, job: Extract<FileJob, { op: 'write' }>, post: Post): number {
  const { columns, mode, keys } = job;
  const table = job.table.replace(/^main\./, '');
  const cols = columns.map((c) => q(c.name)).join(', ');
  const one = `(${columns.map(() => '?').join(', ')})`;
  const exists = lite.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(table);
  if (!exists) {
    if (mode !== 'create') throw new Error(job.noTableMessage);
    const pk = keys.length ? `, primary key (${keys.map(q).join(', ')})` : '';
    lite.exec(`create table ${q(table)} (${columns.map((c) => `${q(c.name)} ${sqliteTypeOf(c.type)}`).join(', ')}${pk})`);
  }
  if (mode === 'truncate') lite.exec(`delete from ${q(table)}`);
  const into = mode === 'upsert' ? 'temp.dg_etl_in' : q(table);
  if (mode === 'upsert') lite.exec(`create temp table dg_etl_in as select ${cols} from ${q(table)} where 0`);
  const prepared = new Map<number, ReturnType<DatabaseSync['prepare']>>();
  const insert = (n: number) => {
    let s = prepared.get(n);
    if (!s) {
      s = lite.prepare(`insert into ${into} (${cols}) values ${Array.from({ length: n }, () => one).join(', ')}`);
      prepared.set(n, s);
    }
    return s;
  };
  // one INSERT per block of rows, not per row
  let block: Array<string | null> = [];
  let n = 0;
  const tell = rowsSoFar(post);
  forEachCsvRow(job.csv, columns.length, (row) => {
    block.push(...row);
    if (++n % BLOCK === 0) {
      insert(BLOCK).run(...block);
      block = [];
      tell(n);
    }
  });
  if (block.length) insert(block.length / columns.length).run(...block);
  if (mode === 'upsert') {
    lite.exec(`delete from ${q(table)} where exists (select 1 from temp.dg_etl_in i where ${keys.map((k) => `i.${q(k)} is ${q(table)}.${q(k)}`).join(' and ')})`);
    lite.exec(`insert into ${q(table)} (${cols}) select ${cols} from temp.dg_etl_in`);
    lite.exec('drop table temp.dg_etl_in');
  }
  return n;
}

/** a script inside the file only: no other file attached, no pragma, no transaction of its own (VACUUM INTO is an attach) */
function runScript(lite: DatabaseSync, text: string): number {
  const denied = new Set([constants.SQLITE_ATTACH, constants.SQLITE_DETACH, constants.SQLITE_PRAGMA, constants.SQLITE_TRANSACTION]);
  lite.setAuthorizer((action) => (denied.has(action) ? constants.SQLITE_DENY : constants.SQLITE_OK));
  try {
    lite.exec(text);
  } finally {
    lite.setAuthorizer(null);
  }
  return Number((lite.prepare('select total_changes() as n').get() as { n: number }).n);
}

/** edits a writable SQLite file in one transaction: all of it or nothing */
function edit(file: string, use: (lite: DatabaseSync) => number): number {
  const lite = new DatabaseSync(file);
  try {
    lite.exec('begin');
    const n = use(lite);
    lite.exec('commit');
    return n;
  } catch (e) {
    try {
      lite.exec('rollback');
    } catch {}
    throw e;
  } finally {
    lite.close();
  }
}

export default async function perform(job: FileJob, post: Post): Promise<number> {
  if (job.op === 'read') {
    // the workbook reader (exceljs) is loaded only for a workbook: a thread's start stays short
    const xlsx = job.kind === 'xlsx' ? await import('../../server/drivers/files') : null;
    const db = xlsx ? xlsx.loadSheets(await xlsx.readXlsx(fs.readFileSync(job.file))) : new DatabaseSync(job.file, { readOnly: true });
    try {
      return selectToCsv(db, job.select, job.out, job.maxRows, job.maxBytes, post);
    } finally {
      db.close();
    }
  }
  if (job.op === 'write') return edit(job.file, (lite) => writeRows(lite, job, post));
  return edit(job.file, (lite) => runScript(lite, job.text));
}
