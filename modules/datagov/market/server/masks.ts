// 数据脱敏 (market/Mask) and 脱敏规则详情 (datax/ApiMaskDetail): the rules per service field, for
// one key or for every key of the service. A rule names a field the service answers; a partial rule
// keeps at least one character, a replace rule has its text. The preview answers the service's
// first rows as that key would get them.
import { sql } from 'kysely';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import type { CallContext } from '../../../../server/rpc/registry';
import { session } from '../../../../server/rpc/registry';
import { pagedSql } from '../../../../server/records/paged-query';
import type { MaskInput, MaskKind, MaskView } from '../contracts';
import { apiOne } from './apis';
import { applyMasks, rulesFor } from './mask';
import { mm } from './messages';
import { runStatement } from './runner';

type Row = {
  id: string; api_id: string; api_name: string; api_code: string; key_id: string | null; key_name: string | null; key_group: string | null; field: string; kind: MaskKind;
  keep_first: number; keep_last: number; replacement: string | null; remark: string | null;
};

const SELECT = sql`m.id, m.api_id, a.name as api_name, a.code as api_code, m.key_id, k.name as key_name, m.key_group, m.field, m.kind, m.keep_first, m.keep_last, m.replacement, m.remark`;
const FROM = (T: string, where = sql`true`) => sql`from dg_api_mask m join dg_api a on a.tenant_id = m.tenant_id and a.id = m.api_id
  left join dg_api_key k on k.tenant_id = m.tenant_id and k.id = m.key_id where m.tenant_id = ${T} and ${where}`;

const viewOf = (r: Row): MaskView => ({
  id: Number(r.id), apiId: Number(r.api_id), apiName: r.api_name, apiCode: r.api_code, keyId: r.key_id == null ? null : Number(r.key_id), keyName: r.key_name, keyGroup: r.key_group,
  field: r.field, kind: r.kind, keepFirst: r.keep_first, keepLast: r.keep_last, replacement: r.replacement, remark: r.remark,
});

export function maskPage(ctx: CallContext, q: { apiId?: number; keyId?: number; page?: number; pageSize?: number }) {
  const s = session(ctx);
  const where = sql`${q.apiId ? sql`m.api_id = ${q.apiId}` : sql`true`} and ${q.keyId ? sql`m.key_id = ${q.keyId}` : sql`true`}`;
  return pagedSql<Row, MaskView>(s.db, q, { select: SELECT, from: FROM(s.tenantId, where), orderBy: sql`a.code, k.name nulls first, m.key_group nulls first, m.field`, tieBreak: sql`m.id` }, viewOf);
}

export async function saveMask(ctx: CallContext, m: MaskInput): Promise<MaskView> {
  const s = session(ctx);
  const T = s.tenantId;
  const lang = ctx.lang;
  const api = await apiOne(s.db, T, m.apiId, lang);
  if (!api.fields.some((f) => f.toLowerCase() === m.field.toLowerCase())) throw badRequest(mm(lang, 'noField', { api: api.code, field: m.field }));
  if (m.keyId && !(await sql`select 1 from dg_api_key where tenant_id = ${T} and id = ${m.keyId}`.execute(s.db)).rows.length) throw badRequest(mm(lang, 'noKey', { id: m.keyId }));
  if (m.kind === 'replace' && !m.replacement) throw badRequest(mm(lang, 'needReplacement'));
  if (m.kind === 'partial' && !(m.keepFirst ?? 0) && !(m.keepLast ?? 0)) throw badRequest(mm(lang, 'needKeep'));
  const group = m.keyId ? null : m.keyGroup || null;
  const field = api.fields.find((f) => f.toLowerCase() === m.field.toLowerCase())!;
  const clash = (await sql<{ id: string }>`select id from dg_api_mask where tenant_id = ${T} and api_id = ${m.apiId} and coalesce(key_id, 0) = ${m.keyId ?? 0} and coalesce(key_group, '') = ${group ?? ''} and lower(field) = lower(${field})`.execute(s.db)).rows[0];
  if (clash && Number(clash.id) !== m.id) throw conflict(mm(lang, 'maskExists'));
  const values = sql`${m.apiId}, ${m.keyId ?? null}, ${group}, ${field}, ${m.kind}, ${m.keepFirst ?? 0}, ${m.keepLast ?? 0}, ${m.kind === 'replace' ? (m.replacement ?? null) : null}, ${m.remark ?? null}`;
  let id = m.id;
  if (id) {
    const r = await sql`update dg_api_mask set (api_id, key_id, key_group, field, kind, keep_first, keep_last, replacement, remark) = (${values}) where tenant_id = ${T} and id = ${id}`.execute(s.db);
    if (!Number(r.numAffectedRows)) throw notFound(mm(lang, 'noMask', { id }));
  } else {
    const r = await sql<{ id: string }>`insert into dg_api_mask (tenant_id, api_id, key_id, key_group, field, kind, keep_first, keep_last, replacement, remark) values (${T}, ${values}) returning id`.execute(s.db);
    id = Number(r.rows[0]!.id);
  }
  return viewOf((await sql<Row>`select ${SELECT} ${FROM(T, sql`m.id = ${id}`)}`.execute(s.db)).rows[0]!);
}

export async function removeMasks(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const r = await sql`delete from dg_api_mask where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(s.db);
  return Number(r.numAffectedRows ?? 0);
}

/** the service's first rows (its parameters' defaults) as the key gets them */
export async function previewMask(ctx: CallContext, p: { apiId: number; keyId?: number | null }) {
  const s = session(ctx);
  const api = await apiOne(s.db, s.tenantId, p.apiId, ctx.lang);
  const values = new Map(api.params.map((d) => [d.name, d.default ?? null] as const));
  let page: Awaited<ReturnType<typeof runStatement>>;
  try {
    page = await runStatement(ctx.env, s.db, s.tenantId, { sourceId: api.sourceId, sql: api.sql, params: api.params }, values, { page: 1, pageSize: 10 });
  } catch (e) {
    throw badRequest(mm(ctx.lang, 'queryFailed', { error: String((e as Error).message).slice(0, 200) }));
  }
  const group = p.keyId ? (await sql<{ key_group: string | null }>`select key_group from dg_api_key where tenant_id = ${s.tenantId} and id = ${p.keyId}`.execute(s.db)).rows[0]?.key_group ?? null : null;
  return applyMasks(page.fields, page.rows, await rulesFor(s.db, s.tenantId, p.apiId, p.keyId ?? null, group));
}
