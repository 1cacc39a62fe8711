// API服务 (market/Api): a saved query or a table's chosen columns published as an HTTP API. A save
// judges the statement as the SQL console would for the saving user (console.ts prepareConsole: one
// SELECT, harmless functions, tables the role may see, the own database for whole-scope roles
// only), refuses a column masked for that user, checks the declared parameters against the ones
// the statement names, tries it once (its answer's fields are kept for the masking rules) and
// registers it in dg_statement (origin market.api) in the same transaction. 草稿 → 已发布 → 已下线:
// a published service is not edited or removed; every move is written to 服务日志.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import type { CallContext } from '../../../../server/rpc/registry';
import { session } from '../../../../server/rpc/registry';
import { pagedSql } from '../../../../server/records/paged-query';
import { prepareConsole } from '../../server/console';
import { specOf } from '../../server/sources';
import { dropStatements, putStatement } from '../../server/statements';
import type { ApiInput, ApiStatus, ApiView, ParamDef } from '../contracts';
import { mm } from './messages';
import { namesIn, positional } from './named';
import { dialectOf, runStatement } from './runner';
import { serviceLog } from './service-log';

export const ORIGIN = 'market.api';

type Row = {
  id: string; code: string; name: string; path: string; source_id: string; source_name: string; mode: 'sql' | 'table'; sql: string; table_name: string | null;
  table_columns: string[]; params: ParamDef[]; fields: string[]; page_size_max: number; status: ApiStatus; published_at: Date | null; remark: string | null;
  version: number; calls_today: number;
};

const SELECT = sql`a.id, a.code, a.name, a.path, a.source_id, s.name as source_name, a.mode, a.sql, a.table_name, a.table_columns, a.params, a.fields,
  a.page_size_max, a.status, a.published_at, a.remark, a.version,
  (select count(*)::int from dg_api_log l where l.tenant_id = a.tenant_id and l.api_id = a.id and l.at >= date_trunc('day', now())) as calls_today`;
const FROM = (T: string, where = sql`true`) => sql`from dg_api a left join dg_source s on s.tenant_id = a.tenant_id and s.id = a.source_id where a.tenant_id = ${T} and ${where}`;

function viewOf(r: Row): ApiView {
  return {
    id: Number(r.id), code: r.code, name: r.name, path: r.path, sourceId: Number(r.source_id), sourceName: r.source_name ?? '', mode: r.mode, sql: r.sql,
    tableName: r.table_name, tableColumns: r.table_columns, params: r.params, fields: r.fields, pageSizeMax: r.page_size_max, status: r.status,
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null, remark: r.remark, version: r.version, callsToday: Number(r.calls_today),
  };
}

export function apiPage(ctx: CallContext, q: { text?: string; status?: ApiStatus; page?: number; pageSize?: number }) {
  const s = session(ctx);
  const like = q.text ? `%${q.text.toLowerCase()}%` : null;
  const where = sql`${like ? sql`(lower(a.code) like ${like} or lower(a.name) like ${like} or lower(a.path) like ${like})` : sql`true`} and ${q.status ? sql`a.status = ${q.status}` : sql`true`}`;
  return pagedSql<Row, ApiView>(s.db, q, { select: SELECT, from: FROM(s.tenantId, where), orderBy: sql`a.code`, tieBreak: sql`a.id` }, viewOf);
}

export async function apiOne(db: Kysely<DB>, T: string, id: number, lang: CallContext['lang']): Promise<ApiView> {
  const r = (await sql<Row>`select ${SELECT} ${FROM(T, sql`a.id = ${id}`)}`.execute(db)).rows[0];
  if (!r) throw notFound(mm(lang, 'noApi', { id }));
  return viewOf(r);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** a table service's statement: its chosen columns, each parameter an optional filter on its column */
export function tableStatement(table: string, columns: readonly string[], params: readonly ParamDef[]): string {
  const [schema, name] = table.includes('.') ? [table.slice(0, table.indexOf('.')), table.slice(table.indexOf('.') + 1)] : [null, table];
  const from = schema ? `${quote(schema)}.${quote(name)}` : quote(name);
  const where = params.map((p) => `(:${p.name} is null or ${quote(p.name)} = :${p.name})`);
  return `select ${columns.map(quote).join(', ')} from ${from}${where.length ? ` where ${where.join(' and ')}` : ''} order by ${quote(columns[0]!)}`;
}

/** Checks a service's statement and parameters for the saving user; answers its statement and fields. */
async function judge(ctx: CallContext, a: ApiInput & { params: ParamDef[]; tableColumns: string[] }): Promise<{ text: string; fields: string[] }> {
  const s = session(ctx);
  const lang = ctx.lang;
  let text: string;
  if (a.mode === 'table') {
    if (!a.tableName || !a.tableColumns.length) throw badRequest(mm(lang, 'needTable'));
    for (const p of a.params) if (!a.tableColumns.some((c) => c.toLowerCase() === p.name.toLowerCase())) throw badRequest(mm(lang, 'noColumn', { table: a.tableName, column: p.name }));
    text = tableStatement(a.tableName, a.tableColumns, a.params);
  } else {
    text = (a.sql ?? '').trim().replace(/;\s*$/, '');
    if (!text) throw badRequest(mm(lang, 'needSql'));
  }
  const declared = new Set<string>();
  for (const p of a.params) {
    if (['page', 'pagesize'].includes(p.name.toLowerCase())) throw badRequest(mm(lang, 'paramReserved', { name: p.name }));
    if (declared.has(p.name)) throw badRequest(mm(lang, 'paramTwice', { name: p.name }));
    declared.add(p.name);
  }
  const used = namesIn(text);
  for (const n of used) if (!declared.has(n)) throw badRequest(mm(lang, 'paramUndeclared', { name: n }));
  for (const n of declared) if (!used.includes(n)) throw badRequest(mm(lang, 'paramUnused', { name: n }));
  // the console's judgement for this user (throws its own messages: a write, a hidden table …)
  const prepared = await prepareConsole(ctx, { sourceId: a.sourceId, sql: text });
  let fields: string[];
  try {
    fields = (await runStatement(ctx.env, s.db, s.tenantId, { sourceId: a.sourceId, sql: text, params: a.params }, new Map(), null)).fields;
  } catch (e) {
    throw badRequest(mm(lang, 'dryRunFailed', { error: String((e as Error).message).slice(0, 300) }));
  }
  const masked = fields.find((f) => prepared.maskedOutputs.has(f.toLowerCase()));
  if (masked) throw badRequest(mm(lang, 'maskedColumn', { column: masked }));
  return { text, fields };
}

export async function saveApi(ctx: CallContext, input: ApiInput): Promise<ApiView> {
  const s = session(ctx);
  const T = s.tenantId;
  const lang = ctx.lang;
  const a = { ...input, params: (input.params ?? []) as ParamDef[], tableColumns: input.tableColumns ?? [] };
  if (a.id) {
    const old = await apiOne(s.db, T, a.id, lang);
    if (old.status === 'Published') throw conflict(mm(lang, 'publishedNoEdit'));
  }
  for (const [col, value, key] of [['code', a.code, 'codeTaken'], ['path', a.path, 'pathTaken']] as const) {
    const taken = (await sql<{ id: string }>`select id from dg_api where tenant_id = ${T} and ${sql.ref(col)} = ${value}`.execute(s.db)).rows[0];
    if (taken && Number(taken.id) !== a.id) throw conflict(mm(lang, key, { code: value, path: value }));
  }
  const spec = await specOf(s.db, T, a.sourceId, lang);
  const { text, fields } = await judge(ctx, a);
  const id = await s.db.transaction().execute(async (trx) => {
    let id = a.id;
    const params = JSON.stringify(a.params);
    const tableName = a.mode === 'table' ? (a.tableName ?? null) : null;
    const cols = a.mode === 'table' ? a.tableColumns : [];
    if (!id) {
      const r = await sql<{ id: string }>`
        insert into dg_api (tenant_id, code, name, path, source_id, mode, sql, table_name, table_columns, params, fields, page_size_max, remark, create_id, create_name)
        values (${T}, ${a.code}, ${a.name}, ${a.path}, ${a.sourceId}, ${a.mode}, ${text}, ${tableName}, ${cols}, ${params}::jsonb, ${fields}, ${a.pageSizeMax ?? 100},
                ${a.remark ?? null}, ${s.userId}, ${s.userName}) returning id`.execute(trx);
      id = Number(r.rows[0]!.id);
    } else {
      const r = await sql`
        update dg_api set code = ${a.code}, name = ${a.name}, path = ${a.path}, source_id = ${a.sourceId}, mode = ${a.mode}, sql = ${text}, table_name = ${tableName},
               table_columns = ${cols}, params = ${params}::jsonb, fields = ${fields}, page_size_max = ${a.pageSizeMax ?? 100}, remark = ${a.remark ?? null},
               version = version + 1, modify_id = ${s.userId}, modify_name = ${s.userName}, modify_dt = now()
         where tenant_id = ${T} and id = ${id} and status <> 'Published' ${a.version !== undefined ? sql`and version = ${a.version}` : sql``}`.execute(trx);
      if (!Number(r.numAffectedRows)) throw conflict(mm(lang, 'changedBySomeone'));
    }
    // registered as it runs: its :named parameters as the engine's placeholders (a SQL parser reads those)
    const runs = positional(text, dialectOf(spec.kind), new Map()).text;
    await putStatement(trx, T, { origin: ORIGIN, originId: String(id), name: `${a.code} ${a.name}`, sourceId: spec.kind === 'own' ? null : a.sourceId, sql: runs, dialect: dialectOf(spec.kind) });
    await serviceLog(trx, T, { action: 'save', apiId: id, apiCode: a.code, byName: s.userName });
    return id;
  });
  return apiOne(s.db, T, id, lang);
}

/** 发布 / 下线: a state move from the states it is allowed from, logged */
export async function moveApi(ctx: CallContext, id: number, to: 'Published' | 'Offline'): Promise<ApiView> {
  const s = session(ctx);
  const lang = ctx.lang;
  const from = to === 'Published' ? ['Draft', 'Offline'] : ['Published'];
  await s.db.transaction().execute(async (trx) => {
    const old = await apiOne(trx, s.tenantId, id, lang);
    const r = await sql`update dg_api set status = ${to}, published_at = ${to === 'Published' ? sql`now()` : sql`published_at`}, version = version + 1
      where tenant_id = ${s.tenantId} and id = ${id} and status = any(${from})`.execute(trx);
    if (!Number(r.numAffectedRows)) throw conflict(mm(lang, to === 'Published' ? 'publishFrom' : 'offlineFrom'));
    await serviceLog(trx, s.tenantId, { action: to === 'Published' ? 'publish' : 'offline', apiId: id, apiCode: old.code, byName: s.userName });
  });
  return apiOne(s.db, s.tenantId, id, lang);
}

export async function removeApis(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const T = s.tenantId;
  return s.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string; code: string; status: ApiStatus }>`select id, code, status from dg_api where tenant_id = ${T} and id = any(${ids}) for update`.execute(trx);
    const live = rows.find((r) => r.status === 'Published');
    if (live) throw conflict(mm(ctx.lang, 'publishedNoRemove', { code: live.code }));
    const found = rows.map((r) => Number(r.id));
    if (!found.length) return 0;
    await sql`delete from dg_api_mask where tenant_id = ${T} and api_id = any(${found})`.execute(trx);
    await sql`delete from dg_integration where tenant_id = ${T} and api_id = any(${found})`.execute(trx);
    await sql`update dg_api_key set api_ids = array(select unnest(api_ids) except select unnest(${found}::bigint[])) where tenant_id = ${T} and api_ids && ${found}::bigint[]`.execute(trx);
    await dropStatements(trx, T, ORIGIN, found.map(String));
    await sql`delete from dg_api where tenant_id = ${T} and id = any(${found})`.execute(trx);
    for (const r of rows) await serviceLog(trx, T, { action: 'remove', apiId: Number(r.id), apiCode: r.code, byName: s.userName });
    return found.length;
  });
}
