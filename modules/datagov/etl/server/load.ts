// 写入: a step's rows from the run's DuckDB into a table of a target source, in one transaction on
// the target. Modes: create (the table is made from the rows' types when missing, then filled),
// append, truncate (emptied, then filled), upsert (rows whose key columns match are replaced).
// Another PostgreSQL database is filled by COPY … FROM STDIN; a SQLite file by multi-row INSERTs in
// blocks inside one transaction, then stored back as the source's file (its version moves on, so
// every reader opens the new file). The product's own database and CSV/.xlsx files are never a
// target: the product's tables are written only by its own rules, and a file source is a snapshot.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DatabaseSync } from 'node:sqlite';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import { bytesOf, storeBytes } from '../../../../server/services/file-store';
import { driverOf, specOf } from '../../server/sources';
import type { WriteMode } from '../contracts';
import type { Duck, DuckColumn } from './duck';
import { em } from './messages';

export interface WriteStep {
  input: string;
  sourceId: number;
  table: string;
  mode: WriteMode;
  keys: string[];
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: string) => table.split('.').map(q).join('.');

/** DuckDB type → PostgreSQL column type of a created table */
export function pgTypeOf(duck: string): string {
  const t = duck.toUpperCase();
  if (/^(BIGINT|INTEGER|SMALLINT|TINYINT|UBIGINT|UINTEGER|USMALLINT|UTINYINT)$/.test(t)) return 'bigint';
  if (t === 'HUGEINT') return 'numeric';
  if (t.startsWith('DECIMAL')) return t.replace('DECIMAL', 'numeric');
  if (t === 'DOUBLE' || t === 'FLOAT') return 'double precision';
  if (t === 'BOOLEAN') return 'boolean';
  if (t === 'DATE') return 'date';
  if (t === 'TIMESTAMP') return 'timestamp';
  if (t === 'TIMESTAMP WITH TIME ZONE') return 'timestamptz';
  return 'text';
}

/** DuckDB type → SQLite column type: SQLite has no exact decimal, so decimals are kept as their text */
export function sqliteTypeOf(duck: string): string {
  const p = pgTypeOf(duck);
  return p === 'bigint' || p === 'boolean' ? 'INTEGER' : p === 'double precision' ? 'REAL' : 'TEXT';
}

function checkKeys(columns: DuckColumn[], step: WriteStep) {
  const names = new Set(columns.map((c) => c.name));
  for (const k of step.keys) if (!names.has(k)) throw new Error(em('zh_CN', 'keyNotInRows', { key: k, step: step.input }));
}

export async function writePg(client: pg.ClientBase, duck: Duck, step: WriteStep, columns: DuckColumn[], timeoutMs: number, dir: string): Promise<void> {
  const target = qualified(step.table);
  const cols = columns.map((c) => q(c.name)).join(', ');
  await client.query('begin');
  try {
    await client.query(`set local statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
    const exists = (await client.query('select to_regclass($1) is not null as e', [step.table])).rows[0].e as boolean;
    if (!exists) {
      if (step.mode !== 'create') throw new Error(em('zh_CN', 'noTargetTable', { table: step.table }));
      const pk = step.keys.length ? `, primary key (${step.keys.map(q).join(', ')})` : '';
      await client.query(`create table ${target} (${columns.map((c) => `${q(c.name)} ${pgTypeOf(c.type)}`).join(', ')}${pk})`);
    }
    if (step.mode === 'truncate') await client.query(`truncate ${target}`);
    const into = step.mode === 'upsert' ? 'dg_etl_in' : target;
    if (step.mode === 'upsert') await client.query(`create temp table dg_etl_in (${columns.map((c) => `${q(c.name)} ${pgTypeOf(c.type)}`).join(', ')}) on commit drop`);
    // DuckDB writes the rows as CSV into the run's folder; the file streams into COPY
    const file = path.join(dir, `${step.input}.out.csv`);
    await duck.exportCsv(step.input, columns, file);
    await pipeline(fs.createReadStream(file), client.query(copyFrom(`copy ${into} (${cols}) from stdin with (format csv)`)));
    if (step.mode === 'upsert') {
      await client.query(`delete from ${target} t using dg_etl_in i where ${step.keys.map((k) => `t.${q(k)} is not distinct from i.${q(k)}`).join(' and ')}`);
      await client.query(`insert into ${target} (${cols}) select ${cols} from dg_etl_in`);
    }
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  }
}

const BLOCK = 500;

/** rows in INSERTs of up to BLOCK rows each (one statement per block, not per row) */
function insertBlocks(rows: Array<Array<string | null>>, insert: (n: number) => ReturnType<DatabaseSync['prepare']>) {
  for (let i = 0; i < rows.length; i += BLOCK) {
    const part = rows.slice(i, i + BLOCK);
    insert(part.length).run(...(part.flat() as Array<string | null>));
  }
}

/**
 * Edits a SQLite source's file: a writable copy is opened, `use` changes it inside one transaction,
 * and the file is stored back whole with the source's version moved on (readers open the new file).
 */
export async function editSqliteFile(db: Kysely<DB>, tenantId: string, sourceId: number, fileId: number, dir: string, use: (lite: DatabaseSync) => Promise<void>): Promise<void> {
  // the whole edit holds the source's row lock: two runs editing one file take turns, none loses the other's rows
  await db.transaction().execute(async (trx) => {
    await sql`select 1 from dg_source where tenant_id = ${tenantId} and id = ${sourceId} for update`.execute(trx);
    const f = (await sql<{ storage_key: string }>`select storage_key from file where tenant_id = ${tenantId} and id = ${fileId}`.execute(trx)).rows[0];
    if (!f) throw new Error('the source\'s file is gone');
    const file = path.join(dir, `target-${sourceId}-${crypto.randomUUID()}.sqlite`);
    await fs.promises.writeFile(file, await bytesOf(trx, tenantId, f.storage_key));
    const lite = new DatabaseSync(file);
    try {
      lite.exec('begin');
      await use(lite);
      lite.exec('commit');
    } catch (e) {
      try {
        lite.exec('rollback');
      } catch {}
      throw e;
    } finally {
      lite.close();
    }
    const bytes = await fs.promises.readFile(file);
    await fs.promises.rm(file, { force: true });
    await sql`delete from file_chunk where tenant_id = ${tenantId} and storage_key = ${f.storage_key}`.execute(trx);
    await storeBytes(trx, tenantId, f.storage_key, (async function* () {
      yield bytes;
    })());
    await sql`update file set size = ${bytes.length}, sha256 = ${crypto.createHash('sha256').update(bytes).digest('hex')} where tenant_id = ${tenantId} and id = ${fileId}`.execute(trx);
    await sql`update dg_source set version = version + 1 where tenant_id = ${tenantId} and id = ${sourceId}`.execute(trx);
  });
}

async function writeSqliteFile(db: Kysely<DB>, tenantId: string, sourceId: number, fileId: number, duck: Duck, step: WriteStep, columns: DuckColumn[], dir: string): Promise<void> {
  const table = step.table.replace(/^main\./, '');
  const cols = columns.map((c) => q(c.name)).join(', ');
  const one = `(${columns.map(() => '?').join(', ')})`;
  await editSqliteFile(db, tenantId, sourceId, fileId, dir, async (lite) => {
    const prepared = new Map<string, ReturnType<DatabaseSync['prepare']>>();
    const insert = (into: string) => (n: number) => {
      let s = prepared.get(`${into}:${n}`);
      if (!s) {
        s = lite.prepare(`insert into ${into} (${cols}) values ${Array.from({ length: n }, () => one).join(', ')}`);
        prepared.set(`${into}:${n}`, s);
      }
      return s;
    };
    const exists = lite.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(table);
    if (!exists) {
      if (step.mode !== 'create') throw new Error(em('zh_CN', 'noTargetTable', { table: step.table }));
      const pk = step.keys.length ? `, primary key (${step.keys.map(q).join(', ')})` : '';
      lite.exec(`create table ${q(table)} (${columns.map((c) => `${q(c.name)} ${sqliteTypeOf(c.type)}`).join(', ')}${pk})`);
    }
    if (step.mode === 'truncate') lite.exec(`delete from ${q(table)}`);
    const into = step.mode === 'upsert' ? 'temp.dg_etl_in' : q(table);
    if (step.mode === 'upsert') lite.exec(`create temp table dg_etl_in as select ${cols} from ${q(table)} where 0`);
    for await (const rows of duck.chunks(step.input, columns)) insertBlocks(rows, insert(into));
    if (step.mode === 'upsert') {
      lite.exec(`delete from ${q(table)} where exists (select 1 from temp.dg_etl_in i where ${step.keys.map((k) => `i.${q(k)} is ${q(table)}.${q(k)}`).join(' and ')})`);
      lite.exec(`insert into ${q(table)} (${cols}) select ${cols} from temp.dg_etl_in`);
      lite.exec('drop table temp.dg_etl_in');
    }
  });
}

/** May a transformation write into this kind of source? (the save and the run both ask) */
export const WRITABLE_KINDS = new Set(['pg', 'sqlite']);

/** Writes step.input's rows to the target; answers how many rows went. */
export async function writeFrom(env: AppEnv, db: Kysely<DB>, tenantId: string, step: WriteStep, duck: Duck, dir: string, timeoutMs: number): Promise<number> {
  const spec = await specOf(db, tenantId, step.sourceId, 'zh_CN');
  if (!WRITABLE_KINDS.has(spec.kind)) throw new Error(em('zh_CN', 'targetReadOnly', { source: spec.name }));
  const columns = await duck.columns(step.input);
  checkKeys(columns, step);
  const n = await duck.count(step.input);
  if (spec.kind === 'pg') {
    const client = await (await driverOf(env, db, spec)).connect!();
    try {
      await writePg(client, duck, step, columns, timeoutMs, dir);
    } finally {
      client.release();
    }
  } else {
    await writeSqliteFile(db, tenantId, step.sourceId, spec.config.fileId!, duck, step, columns, dir);
  }
  return n;
}
