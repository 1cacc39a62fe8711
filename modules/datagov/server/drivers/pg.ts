// Another PostgreSQL database: a small pool per source (two connections, idle ones closed after a
// minute), a connect time limit, and every console statement in a READ ONLY transaction with a
// statement_timeout, sent by the extended protocol (which refuses a second statement).
import pg from 'pg';
import { survivesLostClients } from '../../../../server/db/client-errors';
import { CONNECT_TIMEOUT_MS, type Driver, type HarvestedTable, type QueryAnswer, type QueryLimits, QueryTimeout, type SourceSpec } from './types';

const pools = new Map<string, pg.Pool>();

function poolOf(s: SourceSpec): pg.Pool {
  // a changed source has a new version: its old pool is closed and a new one made
  const key = `${s.tenantId}:${s.id}`;
  const tag = `${s.version}`;
  const old = pools.get(key) as (pg.Pool & { tag?: string }) | undefined;
  if (old && old.tag === tag) return old;
  old?.end().catch(() => {});
  const pool = new pg.Pool({
    host: s.config.host,
    port: s.config.port ?? 5432,
    database: s.config.database,
    user: s.config.user,
    password: s.secret ?? undefined,
    // TLS verifies the server's certificate against the system's authorities
    ssl: s.config.ssl ? true : undefined,
    max: 2,
    idleTimeoutMillis: 60_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'plantform-datagov',
  }) as pg.Pool & { tag?: string };
  pool.tag = tag;
  pool.on('error', () => {});
  survivesLostClients(pool);
  pools.set(key, pool);
  return pool;
}

/** Closes every pool (the server stopping). */
export async function closePgPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.end().catch(() => {})));
}

export const HARVEST_SQL = `
  select n.nspname as schema, c.relname as name, case c.relkind when 'v' then 'view' when 'm' then 'view' else 'table' end as kind,
         obj_description(c.oid, 'pg_class') as comment,
         case when c.relkind in ('r', 'p') and c.reltuples >= 0 then c.reltuples::bigint end as estimate,
         case when c.relkind in ('r', 'p') then pg_total_relation_size(c.oid) end as size,
         case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as definition,
         coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'nullable', not a.attnotnull,
                  'comment', col_description(c.oid, a.attnum)) order by a.attnum) filter (where a.attnum is not null), '[]') as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where c.relkind in ('r', 'p', 'v', 'm') and not c.relispartition
     and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
     and has_table_privilege(c.oid, 'select')`;

export type HarvestRow = { schema: string; name: string; kind: 'table' | 'view'; comment: string | null; estimate: string | null; size: string | null; columns: HarvestedTable['columns']; definition: string | null };

/** Reads one statement's rows as arrays inside a READ ONLY transaction with a time limit. */
export async function readOnly(client: pg.ClientBase, text: string, limits: QueryLimits, prepare: string[] = [], values: readonly unknown[] = []): Promise<QueryAnswer> {
  await client.query('begin transaction isolation level repeatable read read only');
  try {
    await client.query(`set local statement_timeout = ${Math.max(1, Math.floor(limits.timeoutMs))}`);
    for (const p of prepare) await client.query(p);
    // the row limit wraps the statement; the newline keeps a trailing line comment from eating the parenthesis
    const wrapped = `select * from (\n${text.replace(/;\s*$/, '')}\n) as dg_q limit ${limits.rows + 1}`;
    const r = await client.query({ text: wrapped, values: [...values], rowMode: 'array', queryMode: 'extended' } as pg.QueryConfig & { queryMode: 'extended' });
    const rows = r.rows as unknown[][];
    return {
      columns: r.fields.map((f) => ({ name: f.name, type: String(f.dataTypeID) })),
      rows: rows.slice(0, limits.rows),
      truncated: rows.length > limits.rows,
    };
  } catch (e) {
    if ((e as { code?: string }).code === '57014') throw new QueryTimeout();
    throw e;
  } finally {
    await client.query('rollback').catch(() => {});
  }
}

export function pgDriver(s: SourceSpec): Driver {
  const pool = poolOf(s);
  return {
    async check() {
      await pool.query('select 1');
    },
    connect: () => pool.connect(),
    async harvest() {
      const { rows } = await pool.query<HarvestRow>(`${HARVEST_SQL} group by n.nspname, c.relname, c.relkind, c.oid, c.reltuples order by 1, 2`);
      const out: HarvestedTable[] = [];
      for (const r of rows) {
        let rowCount = r.estimate === null ? null : Number(r.estimate);
        // a table never analysed has no estimate: small ones are counted
        if (r.kind === 'table' && (rowCount === null || rowCount < 100_000)) {
          const c = await pool.query<{ n: string }>(`select count(*) as n from ${pg.escapeIdentifier(r.schema)}.${pg.escapeIdentifier(r.name)}`);
          rowCount = Number(c.rows[0]!.n);
        }
        out.push({ schema: r.schema, name: r.name, kind: r.kind, comment: r.comment, rowCount, sizeBytes: r.size === null ? null : Number(r.size), columns: r.columns, definition: r.definition });
      }
      return out;
    },
    async query(text, limits, values) {
      const client = await pool.connect();
      try {
        return await readOnly(client, text, limits, [], values);
      } finally {
        client.release();
      }
    },
  };
}
