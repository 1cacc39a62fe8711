// 写入: a step's rows from the run's DuckDB into a table of a target source, in one transaction on
// the target. Modes: create (the table is made from the rows' types when missing, then filled),
// append, truncate (emptied, then filled), upsert (rows whose key columns match are replaced).
// Another PostgreSQL database is filled by COPY … FROM STDIN; a SQLite file by multi-row INSERTs in
// blocks inside one transaction (in a file thread, off the main thread), then stored back as the source's file (its version moves on, so
// every reader opens the new file). The product's own database and CSV/.xlsx files are never a
// target: the product's tables are written only by its own rules, and a file source is a snapshot.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import { bytesOf, storeBytes } from '../../../../server/services/file-store';
import { driverOf, specOf } from '../../server/sources';
import type { WriteMode } from '../contracts';
import { pgTypeOf } from './column-types';
import type { Duck, DuckColumn } from './duck';
import { inFileThread } from './file-pool';
import { cancelOnStop } from './pg-stop';
import { em } from './messages';
import { type OnRows, csvRowCounter } from './progress';

export interface WriteStep {
  input: string;
  sourceId: number;
  table: string;
  mode: WriteMode;
  keys: string[];
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: string) => table.split('.').map(q).join('.');

function checkKeys(columns: DuckColumn[], step: WriteStep) {
  const names = new Set(columns.map((c) => c.name));
  for (const k of step.keys) if (!names.has(k)) throw new Error(em('zh_CN', 'keyNotInRows', { key: k, step: step.input }));
}

export async function writePg(client: pg.ClientBase, duck: Duck, step: WriteStep, columns: DuckColumn[], timeoutMs: number, dir: string, onRows: OnRows = () => {}): Promise<void> {
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
    await pipeline(fs.createReadStream(file), csvRowCounter(onRows), client.query(copyFrom(`copy ${into} (${cols}) from stdin with (format csv)`)));
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

/**
 * Edits a SQLite source's file: `use` changes a writable copy (in a file thread, in one transaction),
 * and the file is stored back whole with the source's version moved on (readers open the new file).
 * When `use` fails or is stopped, the copy is dropped: the source keeps its file as it was.
 */
export async function editSqliteFile(db: Kysely<DB>, tenantId: string, sourceId: number, fileId: number, dir: string, use: (file: string) => Promise<void>): Promise<void> {
  // the whole edit holds the source's row lock: two runs editing one file take turns, none loses the other's rows
  await db.transaction().execute(async (trx) => {
    await sql`select 1 from dg_source where tenant_id = ${tenantId} and id = ${sourceId} for update`.execute(trx);
    const f = (await sql<{ storage_key: string }>`select storage_key from file where tenant_id = ${tenantId} and id = ${fileId}`.execute(trx)).rows[0];
    if (!f) throw new Error('the source\'s file is gone');
    const file = path.join(dir, `target-${sourceId}-${crypto.randomUUID()}.sqlite`);
    await fs.promises.writeFile(file, await bytesOf(trx, tenantId, f.storage_key));
    let bytes: Buffer;
    try {
      await use(file);
      bytes = await fs.promises.readFile(file);
    } finally {
      await fs.promises.rm(file, { force: true });
    }
    await sql`delete from file_chunk where tenant_id = ${tenantId} and storage_key = ${f.storage_key}`.execute(trx);
    await storeBytes(trx, tenantId, f.storage_key, (async function* () {
      yield bytes;
    })());
    await sql`update file set size = ${bytes.length}, sha256 = ${crypto.createHash('sha256').update(bytes).digest('hex')} where tenant_id = ${tenantId} and id = ${fileId}`.execute(trx);
    await sql`update dg_source set version = version + 1 where tenant_id = ${tenantId} and id = ${sourceId}`.execute(trx);
  });
}

async function writeSqliteFile(db: Kysely<DB>, tenantId: string, sourceId: number, fileId: number, duck: Duck, step: WriteStep, columns: DuckColumn[], dir: string, deadline: number, signal?: AbortSignal, onRows?: OnRows): Promise<void> {
  // DuckDB writes the rows as CSV (exact decimals as text); a file thread inserts them into a copy of the file
  const csv = path.join(dir, `${step.input}.out.csv`);
  await duck.exportCsv(step.input, columns, csv);
  const noTableMessage = em('zh_CN', 'noTargetTable', { table: step.table });
  await editSqliteFile(db, tenantId, sourceId, fileId, dir, async (file) => {
    await inFileThread({ op: 'write', file, csv, table: step.table, columns, mode: step.mode, keys: step.keys, noTableMessage }, deadline, signal, onRows);
  });
}

/** May a transformation write into this kind of source? (the save and the run both ask) */
export const WRITABLE_KINDS = new Set(['pg', 'sqlite']);

/** Writes step.input's rows to the target; answers how many rows went (onRows hears the rows written so far). */
export async function writeFrom(env: AppEnv, db: Kysely<DB>, tenantId: string, step: WriteStep, duck: Duck, dir: string, timeoutMs: number, signal?: AbortSignal, onRows?: OnRows): Promise<number> {
  const spec = await specOf(db, tenantId, step.sourceId, 'zh_CN');
  if (!WRITABLE_KINDS.has(spec.kind)) throw new Error(em('zh_CN', 'targetReadOnly', { source: spec.name }));
  const columns = await duck.columns(step.input);
  checkKeys(columns, step);
  const n = await duck.count(step.input);
  if (spec.kind === 'pg') {
    const driver = await driverOf(env, db, spec);
    const client = await driver.connect!();
    const unhook = cancelOnStop(signal, client, () => driver.connect!());
    try {
      await writePg(client, duck, step, columns, timeoutMs, dir, onRows);
    } finally {
      unhook();
      client.release();
    }
  } else {
    await writeSqliteFile(db, tenantId, step.sourceId, spec.config.fileId!, duck, step, columns, dir, Date.now() + timeoutMs, signal, onRows);
  }
  return n;
}
