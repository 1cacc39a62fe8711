// SQLite through Node's own driver (node:sqlite of the project's Node 24, nothing native to build):
// an uploaded SQLite file is opened read-only from a private copy; CSV and .xlsx files are loaded
// into an in-memory SQLite database (files.ts), so the console and the harvest read every file
// kind the same way. Opened databases are kept for a few sources (LRU), keyed by the source's
// version, so a changed source is read afresh.
// The time limit is checked between rows: node:sqlite cannot interrupt a single running step, so
// files are capped in size (FILE_LIMIT_MB) to keep one step short.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Driver, HarvestedTable, QueryAnswer, QueryLimits } from './types';
import { QueryTimeout } from './types';
import { withRegexp } from './sqlite-regexp';

export const FILE_LIMIT_MB = 50;

interface Opened {
  db: DatabaseSync;
  dir: string | null;
}

const opened = new Map<string, Opened>();
const KEEP = 6;

function close(o: Opened) {
  try {
    o.db.close();
  } catch {}
  if (o.dir) fs.rmSync(o.dir, { recursive: true, force: true });
}

/** The database of `key`, opened by `open` when not kept already (the oldest kept one closed). */
export async function sqliteOf(key: string, open: () => Promise<Opened>): Promise<DatabaseSync> {
  const hit = opened.get(key);
  if (hit) {
    opened.delete(key);
    opened.set(key, hit);
    return hit.db;
  }
  const o = await open();
  opened.set(key, o);
  while (opened.size > KEEP) {
    const [k, v] = opened.entries().next().value as [string, Opened];
    opened.delete(k);
    close(v);
  }
  return o.db;
}

export function closeSqlite(): void {
  for (const o of opened.values()) close(o);
  opened.clear();
}

/** Opens SQLite bytes read-only from a private copy on disk. */
export async function openSqliteBytes(bytes: Buffer): Promise<Opened> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'plantform-dg-'));
  const file = path.join(dir, 'source.sqlite');
  await fs.promises.writeFile(file, bytes);
  try {
    const db = withRegexp(new DatabaseSync(file, { readOnly: true }));
    db.prepare('select count(*) from sqlite_master').get();
    return { db, dir };
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function harvestSqlite(db: DatabaseSync, sizes: Map<string, number> = new Map()): HarvestedTable[] {
  const tables = db.prepare(`select name, type, sql from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%' order by name`).all() as Array<{ name: string; type: string; sql: string | null }>;
  return tables.map((t) => {
    const cols = db.prepare(`select name, type, "notnull" as nn from pragma_table_info(?) order by cid`).all(t.name) as Array<{ name: string; type: string; nn: number }>;
    const n = t.type === 'table' ? Number((db.prepare(`select count(*) as n from ${q(t.name)}`).get() as { n: number }).n) : null;
    return {
      schema: 'main',
      name: t.name,
      kind: t.type === 'view' ? 'view' : 'table',
      comment: null,
      rowCount: n,
      sizeBytes: sizes.get(t.name) ?? null,
      columns: cols.map((c) => ({ name: c.name, type: c.type || 'ANY', nullable: !c.nn, comment: null })),
      definition: t.type === 'view' ? t.sql : null,
    } satisfies HarvestedTable;
  });
}

export function querySqlite(db: DatabaseSync, text: string, limits: QueryLimits, values: readonly unknown[] = []): QueryAnswer {
  const stmt = db.prepare(text.replace(/;\s*$/, ''));
  (stmt as unknown as { setReturnArrays?: (b: boolean) => void }).setReturnArrays?.(true);
  const columns = (stmt as unknown as { columns(): Array<{ name: string; type: string | null }> }).columns().map((c) => ({ name: c.name, type: c.type ?? '' }));
  const end = Date.now() + limits.timeoutMs;
  const rows: unknown[][] = [];
  let truncated = false;
  for (const r of stmt.iterate(...(values as Array<string | number | null>)) as Iterable<unknown>) {
    if (Date.now() > end) throw new QueryTimeout();
    if (rows.length === limits.rows) {
      truncated = true;
      break;
    }
    rows.push(Array.isArray(r) ? r : Object.values(r as object));
  }
  return { columns, rows, truncated };
}

/** A driver over an opened SQLite database (a SQLite file, or files loaded into one). */
export function sqliteDriver(db: () => Promise<DatabaseSync>, sizes?: () => Map<string, number>): Driver {
  return {
    async check() {
      (await db()).prepare('select count(*) from sqlite_master').get();
    },
    async harvest() {
      return harvestSqlite(await db(), sizes?.());
    },
    async query(text, limits, values) {
      return querySqlite(await db(), text, limits, values);
    },
  };
}
