// Data standards: 标准字典 (a code set and its codes), 标准对照 (a harvested source column said to
// follow a standard) and 字典对照 (the codes found in that column mapped to the standard's). The
// column's codes are read from the source through its driver as one GROUP BY (the distinct values
// and their row counts, at most READ_CODES_LIMIT of the most frequent); reading again keeps every
// mapping made and forgets only unmapped codes no longer found. Mappings and coverage are shown only
// for columns the caller's role sees (DataAuth).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { badRequest, conflict } from '../../../../server/rpc/errors';
import { pageOfList } from '../../../../server/records/paged-query';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { QueryTimeout } from '../../server/drivers/types';
import { dm } from '../../server/messages';
import { driverOf, specOf } from '../../server/sources';
import type { ContrastView, DictInput, DictView, MappingView } from '../contracts';
import { ident } from './checks';
import { callerAccess, checkCallerPlace, harvested, sees, spelled } from './columns';
import { qm } from './messages';
import { dialectOf } from './runs';

export const READ_CODES_LIMIT = 1000;
const READ_TIMEOUT_MS = 30_000;

export async function dictRows(ctx: CallContext, where = sql`true`): Promise<DictView[]> {
  const s = session(ctx);
  const { rows } = await sql<{ id: string; code: string; name: string; remark: string | null; values: Array<{ code: string; name: string }> | null; contrasts: number }>`
    select d.id, d.code, d.name, d.remark,
           (select json_agg(json_build_object('code', v.code, 'name', v.name) order by v.sort, v.code) from dg_std_value v where v.tenant_id = d.tenant_id and v.dict_id = d.id) as values,
           (select count(*)::int from dg_std_contrast c where c.tenant_id = d.tenant_id and c.dict_id = d.id) as contrasts
      from dg_std_dict d where d.tenant_id = ${s.tenantId} and ${where} order by d.code, d.id`.execute(s.db);
  return rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name, remark: r.remark, values: r.values ?? [], contrastCount: r.contrasts }));
}

export async function dictPage(ctx: CallContext, q: { text?: string; page: number; pageSize: number }) {
  const like = q.text ? `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return pageOfList(await dictRows(ctx, like ? sql`(d.code ilike ${like} or d.name ilike ${like})` : sql`true`), q);
}

export async function saveDict(ctx: CallContext, d: DictInput): Promise<DictView> {
  const s = session(ctx);
  const seen = new Set<string>();
  for (const v of d.values) {
    if (seen.has(v.code)) throw badRequest(qm(ctx.lang, 'valueTwice', { code: v.code }));
    seen.add(v.code);
  }
  const taken = (await sql<{ id: string }>`select id from dg_std_dict where tenant_id = ${s.tenantId} and code = ${d.code}`.execute(s.db)).rows[0];
  if (taken && Number(taken.id) !== d.id) throw conflict(qm(ctx.lang, 'dictCodeTaken', { code: d.code }));
  const id = await s.db.transaction().execute(async (trx) => {
    let id = d.id;
    if (id) {
      const r = await sql`update dg_std_dict set code = ${d.code}, name = ${d.name}, remark = ${d.remark ?? null} where tenant_id = ${s.tenantId} and id = ${id}`.execute(trx);
      if (!Number(r.numAffectedRows)) throw badRequest(qm(ctx.lang, 'noDict', { id }));
      await sql`delete from dg_std_value where tenant_id = ${s.tenantId} and dict_id = ${id}`.execute(trx);
    } else {
      id = Number((await sql<{ id: string }>`insert into dg_std_dict (tenant_id, code, name, remark, create_name) values (${s.tenantId}, ${d.code}, ${d.name}, ${d.remark ?? null}, ${s.userName}) returning id`.execute(trx)).rows[0]!.id);
    }
    if (d.values.length) {
      await sql`insert into dg_std_value (tenant_id, dict_id, code, name, sort)
        select ${s.tenantId}, ${id}, v.code, v.name, v.ord from jsonb_to_recordset(${JSON.stringify(d.values.map((v, i) => ({ ...v, ord: i + 1 })))}::jsonb) as v(code text, name text, ord int)`.execute(trx);
    }
    // a code taken out of the standard is no longer a mapping's target
    await sql`update dg_std_mapping m set std_code = null from dg_std_contrast c
               where m.tenant_id = ${s.tenantId} and c.tenant_id = m.tenant_id and c.id = m.contrast_id and c.dict_id = ${id}
                 and m.std_code is not null and not (m.std_code = any(${[...seen]}::text[]))`.execute(trx);
    return id;
  });
  return (await dictRows(ctx, sql`d.id = ${id}`))[0]!;
}

export async function removeDicts(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const used = (await sql<{ name: string }>`
    select d.name from dg_std_dict d where d.tenant_id = ${s.tenantId} and d.id = any(${ids})
       and (exists (select 1 from dg_std_contrast c where c.tenant_id = d.tenant_id and c.dict_id = d.id)
            or exists (select 1 from dg_q_rule r where r.tenant_id = d.tenant_id and r.kind = 'validity' and (r.params->>'dictId')::bigint = d.id))`.execute(s.db)).rows[0];
  if (used) throw badRequest(qm(ctx.lang, 'dictInUse', { name: used.name }));
  return s.db.transaction().execute(async (trx) => {
    await sql`delete from dg_std_value where tenant_id = ${s.tenantId} and dict_id = any(${ids})`.execute(trx);
    return Number((await sql`delete from dg_std_dict where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(trx)).numAffectedRows ?? 0);
  });
}

type ContrastRow = { id: string; dict_id: string; dict_name: string; source_id: string; source_name: string; schema_name: string; table_name: string; column_name: string; read_at: Date | null; codes: number; mapped: number };

export async function contrastRows(ctx: CallContext, where = sql`true`): Promise<ContrastView[]> {
  const s = session(ctx);
  const access = await callerAccess(ctx);
  const { rows } = await sql<ContrastRow>`
    select c.id, c.dict_id, d.name as dict_name, c.source_id, s.name as source_name, c.schema_name, c.table_name, c.column_name, c.read_at,
           (select count(*)::int from dg_std_mapping m where m.tenant_id = c.tenant_id and m.contrast_id = c.id) as codes,
           (select count(*)::int from dg_std_mapping m where m.tenant_id = c.tenant_id and m.contrast_id = c.id and m.std_code is not null) as mapped
      from dg_std_contrast c join dg_std_dict d on d.tenant_id = c.tenant_id and d.id = c.dict_id
      join dg_source s on s.tenant_id = c.tenant_id and s.id = c.source_id
     where c.tenant_id = ${s.tenantId} and ${where} order by d.code, s.code, c.table_name, c.column_name`.execute(s.db);
  return rows
    .filter((r) => sees(access, { sourceId: Number(r.source_id), schema: r.schema_name, table: r.table_name }))
    .map((r) => ({
      id: Number(r.id), dictId: Number(r.dict_id), dictName: r.dict_name, sourceId: Number(r.source_id), sourceName: r.source_name, schema: r.schema_name, table: r.table_name, column: r.column_name,
      readAt: r.read_at ? new Date(r.read_at).toISOString() : null, codes: r.codes, mapped: r.mapped, coverage: r.codes ? ((r.mapped * 1000) / r.codes / 10).toFixed(1) : '0.0',
    }));
}

export async function contrastPage(ctx: CallContext, q: { dictId?: number; sourceId?: number; page: number; pageSize: number }) {
  const where = sql.join([sql`true`, ...(q.dictId ? [sql`c.dict_id = ${q.dictId}`] : []), ...(q.sourceId ? [sql`c.source_id = ${q.sourceId}`] : [])], sql` and `);
  return pageOfList(await contrastRows(ctx, where), q);
}

export async function contrastOf(ctx: CallContext, id: number): Promise<ContrastView> {
  const c = (await contrastRows(ctx, sql`c.id = ${id}`))[0];
  if (!c) throw badRequest(qm(ctx.lang, 'noContrast', { id }));
  return c;
}

export async function saveContrast(ctx: CallContext, c: { dictId: number; sourceId: number; schema: string; table: string; column: string }): Promise<ContrastView> {
  const s = session(ctx);
  await specOf(s.db, s.tenantId, c.sourceId, ctx.lang);
  const t = await harvested(s.db, s.tenantId, { sourceId: c.sourceId, schema: c.schema, table: c.table, column: c.column }, ctx.lang);
  await checkCallerPlace(ctx, { sourceId: c.sourceId, schema: t.schema, table: t.table, column: c.column });
  if (!(await sql`select 1 from dg_std_dict where tenant_id = ${s.tenantId} and id = ${c.dictId}`.execute(s.db)).rows.length) throw badRequest(qm(ctx.lang, 'noDict', { id: c.dictId }));
  const r = await sql<{ id: string }>`
    insert into dg_std_contrast (tenant_id, dict_id, source_id, schema_name, table_name, column_name)
    values (${s.tenantId}, ${c.dictId}, ${c.sourceId}, ${t.schema}, ${t.table}, ${spelled(t.columns, c.column)})
    on conflict (tenant_id, source_id, schema_name, table_name, column_name) do nothing returning id`.execute(s.db);
  if (!r.rows[0]) throw conflict(qm(ctx.lang, 'contrastTaken'));
  return contrastOf(ctx, Number(r.rows[0].id));
}

export async function removeContrasts(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const mine = (await contrastRows(ctx, sql`c.id = any(${ids})`)).map((c) => c.id);
  if (!mine.length) return 0;
  return s.db.transaction().execute(async (trx) => {
    await sql`delete from dg_std_mapping where tenant_id = ${s.tenantId} and contrast_id = any(${mine})`.execute(trx);
    return Number((await sql`delete from dg_std_contrast where tenant_id = ${s.tenantId} and id = any(${mine})`.execute(trx)).numAffectedRows ?? 0);
  });
}

/** The column's distinct codes and their row counts, read from the source. */
export async function readCodes(ctx: CallContext, id: number): Promise<ContrastView> {
  const s = session(ctx);
  const c = await contrastOf(ctx, id);
  await checkCallerPlace(ctx, { sourceId: c.sourceId, schema: c.schema, table: c.table, column: c.column });
  const spec = await specOf(s.db, s.tenantId, c.sourceId, ctx.lang);
  const col = ident(c.column);
  const asText = dialectOf(spec.kind) === 'postgresql' ? `${col}::text` : `cast(${col} as text)`;
  let found: Array<{ code: string; n: number }>;
  try {
    const a = await (await driverOf(ctx.env, s.db, spec)).query(
      `select ${asText} as code, count(*) as n from ${ident(c.schema)}.${ident(c.table)} where ${col} is not null group by 1 order by 2 desc, 1 limit ${READ_CODES_LIMIT}`,
      { rows: READ_CODES_LIMIT, timeoutMs: READ_TIMEOUT_MS },
    );
    found = a.rows.map((r) => ({ code: String(r[0]), n: Number(r[1]) }));
  } catch (e) {
    if (e instanceof QueryTimeout) throw badRequest(dm(ctx.lang, 'timeout', { seconds: READ_TIMEOUT_MS / 1000 }));
    throw badRequest(qm(ctx.lang, 'readFailed', { error: String((e as Error).message).slice(0, 300) }));
  }
  await storeCodes(s.db, s.tenantId, id, found);
  return contrastOf(ctx, id);
}

/** Keeps the codes read (mappings kept), forgets unmapped codes no longer found. */
export async function storeCodes(db: Kysely<DB>, tenantId: string, contrastId: number, found: Array<{ code: string; n: number }>): Promise<void> {
  const inTrx = (f: (trx: Kysely<DB>) => Promise<void>) => (db.isTransaction ? f(db) : db.transaction().execute(f));
  await inTrx(async (trx) => {
    await sql`update dg_std_mapping set rows_seen = 0 where tenant_id = ${tenantId} and contrast_id = ${contrastId}`.execute(trx);
    if (found.length) {
      await sql`insert into dg_std_mapping (tenant_id, contrast_id, source_code, rows_seen)
        select ${tenantId}, ${contrastId}, f.code, f.n from jsonb_to_recordset(${JSON.stringify(found)}::jsonb) as f(code text, n bigint)
        on conflict (tenant_id, contrast_id, source_code) do update set rows_seen = excluded.rows_seen`.execute(trx);
    }
    await sql`delete from dg_std_mapping where tenant_id = ${tenantId} and contrast_id = ${contrastId} and rows_seen = 0 and std_code is null`.execute(trx);
    await sql`update dg_std_contrast set read_at = now() where tenant_id = ${tenantId} and id = ${contrastId}`.execute(trx);
  });
}

export async function mappings(ctx: CallContext, id: number): Promise<MappingView[]> {
  const s = session(ctx);
  const c = await contrastOf(ctx, id);
  const { rows } = await sql<{ source_code: string; rows_seen: string; std_code: string | null; std_name: string | null }>`
    select m.source_code, m.rows_seen, m.std_code, v.name as std_name
      from dg_std_mapping m left join dg_std_value v on v.tenant_id = m.tenant_id and v.dict_id = ${c.dictId} and v.code = m.std_code
     where m.tenant_id = ${s.tenantId} and m.contrast_id = ${id} order by m.rows_seen desc, m.source_code`.execute(s.db);
  return rows.map((r) => ({ sourceCode: r.source_code, rowsSeen: Number(r.rows_seen), stdCode: r.std_code, stdName: r.std_name }));
}

export async function map(ctx: CallContext, m: { id: number; items: Array<{ sourceCode: string; stdCode: string | null }> }): Promise<ContrastView> {
  const s = session(ctx);
  const c = await contrastOf(ctx, m.id);
  const { rows } = await sql<{ code: string }>`select code from dg_std_value where tenant_id = ${s.tenantId} and dict_id = ${c.dictId}`.execute(s.db);
  const codes = new Set(rows.map((r) => r.code));
  for (const i of m.items) if (i.stdCode !== null && !codes.has(i.stdCode)) throw badRequest(qm(ctx.lang, 'noStdCode', { dict: c.dictName, code: i.stdCode }));
  await sql`insert into dg_std_mapping (tenant_id, contrast_id, source_code, std_code)
    select ${s.tenantId}, ${m.id}, i."sourceCode", i."stdCode" from jsonb_to_recordset(${JSON.stringify(m.items)}::jsonb) as i("sourceCode" text, "stdCode" text)
    on conflict (tenant_id, contrast_id, source_code) do update set std_code = excluded.std_code`.execute(s.db);
  return contrastOf(ctx, m.id);
}

/** Each unmapped code equal to a standard code, else to a standard name (case and spaces aside), is mapped to it. */
export async function autoMap(ctx: CallContext, id: number): Promise<ContrastView> {
  const s = session(ctx);
  const c = await contrastOf(ctx, id);
  await sql`
    update dg_std_mapping m set std_code = coalesce(
             (select v.code from dg_std_value v where v.tenant_id = m.tenant_id and v.dict_id = ${c.dictId} and lower(trim(v.code)) = lower(trim(m.source_code)) limit 1),
             (select v.code from dg_std_value v where v.tenant_id = m.tenant_id and v.dict_id = ${c.dictId} and lower(trim(v.name)) = lower(trim(m.source_code)) order by v.sort limit 1))
     where m.tenant_id = ${s.tenantId} and m.contrast_id = ${id} and m.std_code is null`.execute(s.db);
  return contrastOf(ctx, id);
}
