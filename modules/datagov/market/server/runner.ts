// Runs a published service's statement on its source: the parameters bound by position (named.ts),
// one page of rows (the statement wrapped with LIMIT/OFFSET, which the service never writes
// itself) and the count of all its rows, each through the source's own walls (drivers: a READ
// ONLY transaction, a time limit, a row limit; on the product's database the tenant's row security).
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import type { ParamDef, ParamType } from '../contracts';
import { driverOf, specOf } from '../../server/sources';
import { positional } from './named';

export const API_TIMEOUT_MS = 10_000;

export interface ApiStatement {
  sourceId: number;
  sql: string;
  params: ParamDef[];
}

export interface PageOfRows {
  fields: string[];
  rows: Array<Record<string, unknown>>;
  total: number;
}

export const dialectOf = (kind: string): 'postgresql' | 'sqlite' => (kind === 'own' || kind === 'pg' ? 'postgresql' : 'sqlite');

const plain = (v: unknown) => (typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v);

/** One page of the statement's rows (as objects by field) and the count of all of them. */
export async function runStatement(
  env: AppEnv,
  db: Kysely<DB>,
  tenantId: string,
  s: ApiStatement,
  values: ReadonlyMap<string, unknown>,
  page: { page: number; pageSize: number } | null,
  timeoutMs = API_TIMEOUT_MS,
): Promise<PageOfRows> {
  const spec = await specOf(db, tenantId, s.sourceId, 'zh_CN');
  const dialect = dialectOf(spec.kind);
  const types = new Map<string, ParamType>(s.params.map((p) => [p.name, p.type]));
  const bound = positional(s.sql.replace(/;\s*$/, ''), dialect, types);
  const args = bound.order.map((n) => values.get(n) ?? null);
  const driver = await driverOf(env, db, spec);
  const limits = { rows: page?.pageSize ?? 0, timeoutMs };
  const body = page ? `select * from (\n${bound.text}\n) as api_q limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}` : `select * from (\n${bound.text}\n) as api_q limit 0`;
  const a = await driver.query(body, limits, args);
  const fields = a.columns.map((c) => c.name);
  const rows = a.rows.map((r) => Object.fromEntries(fields.map((f, i) => [f, plain(r[i])])));
  let total = rows.length;
  if (page) {
    const c = await driver.query(`select count(*) as total from (\n${bound.text}\n) as api_c`, { rows: 1, timeoutMs }, args);
    total = Number(c.rows[0]?.[0] ?? 0);
  }
  return { fields, rows, total };
}
