// A table model's reads: SQL written here over one harvested table of another source (PostgreSQL,
// SQLite, CSV, .xlsx), run by datagov's driver of that source (a read-only transaction, its time
// and row limits). Nothing of a caller reaches the text unchecked: every column is one the table's
// harvest lists (quoted as an identifier), and filter values are literals quoted here (strings
// with their quotes doubled, numbers as finite numbers). The product's own database is read
// through report models only, never here (its lists' data scope would be skipped).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import type { Lang } from '../../../../server/i18n';
import { badRequest } from '../../../../server/rpc/errors';
import { driverOf, specOf } from '../../server/sources';
import type { ModelColumn, ModelFilter, SourceColumn } from '../contracts';
import type { AggQuery, AggRow } from './aggregate';
import { im } from './messages';

export type Dialect = 'postgresql' | 'sqlite';
const LIMITS = { rows: 200_000, timeoutMs: 15_000 };

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export function literal(v: string | number): string {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error('not a finite number');
    return String(v);
  }
  return `'${v.replace(/'/g, "''")}'`;
}

/** "schema.table" of a harvested table, split */
export function splitTable(table: string): { schema: string; name: string } {
  const dot = table.indexOf('.');
  return dot < 0 ? { schema: 'main', name: table } : { schema: table.slice(0, dot), name: table.slice(dot + 1) };
}

/** the harvested columns of a source's table (none when the table is not harvested) */
export async function harvestedColumns(db: Kysely<DB>, tenantId: string, sourceId: number, table: string): Promise<SourceColumn[]> {
  const { schema, name } = splitTable(table);
  const { rows } = await sql<{ column_name: string; data_type: string; comment: string | null }>`
    select c.column_name, c.data_type, c.comment from dg_column c join dg_table t on t.tenant_id = c.tenant_id and t.id = c.table_id
     where t.tenant_id = ${tenantId} and t.source_id = ${sourceId} and t.schema_name = ${schema} and t.table_name = ${name} order by c.position`.execute(db);
  return rows.map((r) => ({
    name: r.column_name, label: r.comment || r.column_name, type: r.data_type,
    date: /date|time/i.test(r.data_type) || /(^|_)(day|date|dt|time)$/i.test(r.column_name),
    numeric: /int|numeric|decimal|real|double|float|money/i.test(r.data_type),
  }));
}

function where(filters: ModelFilter[]): string {
  const parts = filters.map((f) => {
    const c = ident(f.column);
    if (f.op === 'eq') return `${c} = ${literal(f.value)}`;
    if (f.op === 'in') return `${c} in (${f.value.map(literal).join(', ')})`;
    if (f.op === 'contains') return `${c} like ${literal(`%${f.value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)} escape '\\'`;
    const [a, b] = f.value;
    return [a != null ? `${c} >= ${literal(a)}` : null, b != null ? `${c} <= ${literal(b.length === 10 ? `${b} 23:59:59` : b)}` : null].filter(Boolean).join(' and ') || 'true';
  });
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

function bucket(dialect: Dialect, column: string, period: AggQuery['period']): string {
  const c = ident(column);
  if (dialect === 'postgresql') return `to_char(date_trunc('${period}', (${c})::timestamp), 'YYYY-MM-DD')`;
  const day = `substr(${c}, 1, 10)`;
  if (period === 'day') return day;
  if (period === 'month') return `substr(${c}, 1, 7) || '-01'`;
  return `date(${day}, '-' || ((cast(strftime('%w', ${day}) as integer) + 6) % 7) || ' days')`;
}

const AGG_SQL: Record<string, (c: string) => string> = {
  sum: (c) => `sum(${c})`,
  count: (c) => (c === '*' ? 'count(*)' : `count(${c})`),
  countDistinct: (c) => `count(distinct ${c})`,
  min: (c) => `min(${c})`,
  max: (c) => `max(${c})`,
};

/** the statement of an indicator's figures (also what the statement registry keeps for lineage) */
export function aggregateSql(dialect: Dialect, table: string, q: AggQuery): string {
  const { schema, name } = splitTable(table);
  const from = `${ident(schema)}.${ident(name)}`;
  const period = bucket(dialect, q.timeColumn, q.period);
  const cast = (e: string) => (dialect === 'postgresql' ? `(${e})::text` : `cast(${e} as text)`);
  const select = [`${period} as p`, ...q.dims.map((d, i) => `${cast(ident(d))} as d${i}`), ...q.prims.map((p) => `${cast(AGG_SQL[p.agg]!(p.column ? ident(p.column) : '*'))} as ${ident(p.key)}`)];
  const filters: ModelFilter[] = q.from ? [...q.filters, { column: q.timeColumn, op: 'between', value: [q.from, null] }] : q.filters;
  const groups = ['p', ...q.dims.map((_, i) => `d${i}`)];
  return `select ${select.join(', ')} from ${from}${where(filters)} group by ${groups.join(', ')} order by ${groups.join(', ')}`;
}

/** the statement of a model's rows */
export function rowsSql(table: string, columns: ModelColumn[], filters: ModelFilter[], page: number, pageSize: number): { rows: string; count: string } {
  const { schema, name } = splitTable(table);
  const from = `${ident(schema)}.${ident(name)}${where(filters)}`;
  return {
    rows: `select ${columns.map((c) => ident(c.name)).join(', ')} from ${from} order by ${columns.map((c) => ident(c.name)).join(', ')} limit ${pageSize} offset ${(page - 1) * pageSize}`,
    count: `select count(*) as n from ${from}`,
  };
}

export async function tableDriver(env: AppEnv, db: Kysely<DB>, tenantId: string, sourceId: number, lang: Lang) {
  const spec = await specOf(db, tenantId, sourceId, lang);
  if (spec.kind === 'own') throw badRequest(im(lang, 'ownIsReport'));
  const dialect: Dialect = spec.kind === 'pg' ? 'postgresql' : 'sqlite';
  return { dialect, driver: await driverOf(env, db, spec) };
}

export async function tableAggregate(env: AppEnv, db: Kysely<DB>, tenantId: string, sourceId: number, table: string, q: AggQuery, lang: Lang): Promise<AggRow[]> {
  const { dialect, driver } = await tableDriver(env, db, tenantId, sourceId, lang);
  const a = await driver.query(aggregateSql(dialect, table, q), LIMITS);
  const at = new Map(a.columns.map((c, i) => [c.name, i]));
  return a.rows
    .filter((r) => r[at.get('p')!] != null)
    .map((r) => ({
      period: String(r[at.get('p')!]),
      dims: q.dims.map((_, i) => String(r[at.get(`d${i}`)!] ?? '')),
      values: Object.fromEntries(q.prims.map((p) => [p.key, r[at.get(p.key)!] == null ? null : String(r[at.get(p.key)!])])),
    }));
}

export async function tableRows(env: AppEnv, db: Kysely<DB>, tenantId: string, sourceId: number, table: string, columns: ModelColumn[], filters: ModelFilter[], page: number, pageSize: number, lang: Lang) {
  const { driver } = await tableDriver(env, db, tenantId, sourceId, lang);
  const text = rowsSql(table, columns, filters, page, pageSize);
  const [rows, count] = await Promise.all([driver.query(text.rows, { rows: pageSize, timeoutMs: LIMITS.timeoutMs }), driver.query(text.count, { rows: 1, timeoutMs: LIMITS.timeoutMs })]);
  const plain = (v: unknown) => (typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v);
  return {
    total: Number(count.rows[0]?.[0] ?? 0),
    rows: rows.rows.map((r) => Object.fromEntries(columns.map((c, i) => [c.name, plain(r[i])]))),
  };
}
