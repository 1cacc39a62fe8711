// 读取: a read step's rows, from its source into the run's DuckDB. PostgreSQL sources (the product's
// own database as the tenant, under its row security, or another database) stream the SELECT out by
// COPY … TO STDOUT into a temp file that DuckDB reads with the columns' own types (numeric(p,s) →
// DECIMAL(p,s): amounts stay exact). A CSV file is read by DuckDB itself; SQLite and .xlsx files
// answer through SQLite (as the console reads them), in a file thread (file-pool.ts), and their rows
// are written as CSV for DuckDB.
// Every read is in a READ ONLY transaction with the run's time limit.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DB } from '../../../../server/db/types';
import { TENANT_ROLE, type WalledPool } from '../../../../server/db/tenant-wall';
import type { AppEnv } from '../../../../server/env';
import { bytesOf } from '../../../../server/services/file-store';
import { driverOf, specOf } from '../../server/sources';
import { type Duck, type DuckColumn, MAX_STEP_ROWS } from './duck';
import { inFileThread } from './file-pool';
import { cancelOnStop } from './pg-stop';
import { em } from './messages';
import { type OnRows, csvRowCounter } from './progress';

/** a SQLite or .xlsx step's rows as CSV may not be larger than this */
export const MAX_READ_BYTES = 4 * 1024 ** 3;

/** PostgreSQL type (oid, typmod) → DuckDB type; anything without an exact DuckDB twin is read as text */
export function duckTypeOf(oid: number, typmod: number): string {
  switch (oid) {
    case 20: case 21: case 23: return 'BIGINT';
    case 700: case 701: return 'DOUBLE';
    case 16: return 'BOOLEAN';
    case 1082: return 'DATE';
    case 1114: return 'TIMESTAMP';
    case 1184: return 'TIMESTAMPTZ';
    case 1700: {
      // numeric(p,s): typmod = (p << 16 | s) + 4; an unconstrained numeric gets 38 digits, 10 of them decimals
      if (typmod < 4) return 'DECIMAL(38,10)';
      const p = ((typmod - 4) >> 16) & 0xffff;
      const s = (typmod - 4) & 0xffff;
      return p <= 38 ? `DECIMAL(${p},${s})` : 'VARCHAR';
    }
    default: return 'VARCHAR';
  }
}

async function fileOf(db: Kysely<DB>, tenantId: string, fileId: number): Promise<{ name: string; bytes: Buffer }> {
  const f = (await sql<{ name: string; storage_key: string }>`select name, storage_key from file where tenant_id = ${tenantId} and id = ${fileId}`.execute(db)).rows[0];
  if (!f) throw new Error('the source\'s file is gone');
  return { name: f.name, bytes: await bytesOf(db, tenantId, f.storage_key) };
}

/** COPY of one SELECT to a CSV file in a READ ONLY transaction; answers its columns as DuckDB types */
export async function copyOut(client: pg.ClientBase, select: string, file: string, timeoutMs: number, prepare: string[], onRows: OnRows = () => {}): Promise<DuckColumn[]> {
  await client.query('begin transaction isolation level repeatable read read only');
  try {
    await client.query(`set local statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
    for (const p of prepare) await client.query(p);
    const body = select.replace(/;\s*$/, '');
    const head = await client.query({ text: `select * from (\n${body}\n) as dg_q limit 0`, rowMode: 'array' });
    const columns = head.fields.map((f) => ({ name: f.name, type: duckTypeOf(f.dataTypeID, f.dataTypeModifier) }));
    await pipeline(client.query(copyTo(`copy (select * from (\n${body}\n) as dg_q) to stdout with (format csv)`)), csvRowCounter(onRows), fs.createWriteStream(file));
    return columns;
  } finally {
    await client.query('rollback').catch(() => {});
  }
}

export interface ReadStep {
  key: string;
  sourceId: number;
  sql: string;
}

/**
 * Reads a step's rows into the run's DuckDB; answers what finishes it once the engine is sealed (a
 * CSV step's SELECT runs in DuckDB, so only then), which answers the step's row count. While a
 * PostgreSQL, SQLite or .xlsx source is read, onRows hears the rows read so far.
 */
export async function readInto(env: AppEnv, db: Kysely<DB>, tenantId: string, step: ReadStep, duck: Duck, dir: string, timeoutMs: number, signal?: AbortSignal, onRows?: OnRows): Promise<() => Promise<number>> {
  const spec = await specOf(db, tenantId, step.sourceId, 'zh_CN');
  const file = path.join(dir, `${step.key}.csv`);
  if (spec.kind === 'own' || spec.kind === 'pg') {
    let client: pg.PoolClient;
    let another: () => Promise<pg.PoolClient>;
    const prepare: string[] = [];
    if (spec.kind === 'own') {
      if (!/^[0-9]+$/.test(tenantId)) throw new Error('tenant id');
      const pool = (env.db.pool as WalledPool).forTenant(tenantId);
      client = await pool.connect();
      another = () => pool.connect();
      // the tenant's own rows only: the tenant role under row security, as the SQL console reads
      prepare.push(`select set_config('role', '${TENANT_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true)`);
    } else {
      const driver = await driverOf(env, db, spec);
      client = await driver.connect!();
      another = () => driver.connect!();
    }
    const unhook = cancelOnStop(signal, client, another);
    try {
      const columns = await copyOut(client, step.sql, file, timeoutMs, prepare, onRows);
      const n = await duck.loadCsv(step.key, file, columns);
      return async () => n;
    } finally {
      unhook();
      client.release();
    }
  }
  const f = await fileOf(db, tenantId, spec.config.fileId!);
  if (spec.kind === 'csv') {
    // the CSV is a table named as its file: the step's SELECT runs on it in DuckDB
    const table = f.name.replace(/\.csv$/i, '');
    await fs.promises.writeFile(path.join(dir, `${step.key}.source.csv`), f.bytes);
    const schema = `src_${step.key}`;
    await duck.conn.run(`create schema "${schema}"`);
    await duck.loadCsvFile(table, path.join(dir, `${step.key}.source.csv`), schema);
    return async () => {
      if (!(await duck.isOneSelect(step.sql))) throw new Error(em('zh_CN', 'transformSelect', { step: step.key }));
      await duck.conn.run(`set search_path = '${schema},main'`);
      try {
        return await duck.createAs(step.key, step.sql);
      } finally {
        await duck.conn.run(`set search_path = 'main'`);
      }
    };
  }
  // SQLite and .xlsx are read synchronously: in a file thread, never on the server's main thread
  const source = path.join(dir, `${step.key}.source.${spec.kind}`);
  await fs.promises.writeFile(source, f.bytes);
  await inFileThread({ op: 'read', kind: spec.kind === 'sqlite' ? 'sqlite' : 'xlsx', file: source, select: step.sql, out: file, maxRows: MAX_STEP_ROWS, maxBytes: MAX_READ_BYTES }, Date.now() + timeoutMs, signal, onRows);
  const n = await duck.loadCsvFile(step.key, file);
  return async () => n;
}
