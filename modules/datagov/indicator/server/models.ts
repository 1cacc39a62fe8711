// Data models (主数据模型): a named, described dataset over a declared report source of the product's
// own database or a harvested table of another source, its columns typed as dimension, measure,
// time or attribute, owned and tagged. A save checks every column against its origin (a time
// column is a date, a measure is numeric) and, for a table model, registers the statement that
// reads it (dg_statement) in the same transaction, so lineage sees the model.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { requireAccess } from '../../../../server/rpc/access';
import { badRequest, conflict, notFound, RpcError } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { builtinReports } from '../../../../server/modules/catalogue';
import { dropStatements, putStatement } from '../../server/statements';
import { specOf } from '../../server/sources';
import type { ModelColumn, ModelInput, ModelView, SourceColumn } from '../contracts';
import { im } from './messages';
import { inTransaction } from './transaction';
import { reportColumnsOf, reportOf, sourceColumnOf } from './report-reader';
import { harvestedColumns, rowsSql } from './table-reader';

// biome-ignore lint/suspicious/noExplicitAny: the part's own tables are not in the core's DB type
type Db = Kysely<any>;

export interface ModelRow {
  id: number;
  code: string;
  name: string;
  kind: 'report' | 'table';
  reportCode: string | null;
  sourceId: number | null;
  table: string | null;
  columns: ModelColumn[];
}

type Raw = {
  id: string; code: string; name: string; description: string | null; kind: 'report' | 'table'; report_code: string | null; source_id: string | null;
  table_name: string | null; columns: ModelColumn[]; owner_person_id: string | null; owner_name: string | null; tags: string[]; source_name: string | null; indicator_count: number;
};

function rowsOf(db: Db, tenantId: string, where = sql`true`) {
  return sql<Raw>`
    select m.id, m.code, m.name, m.description, m.kind, m.report_code, m.source_id, m.table_name, m.columns, m.owner_person_id, m.tags,
           (select p.name from person p where p.tenant_id = m.tenant_id and p.id = m.owner_person_id) as owner_name,
           (select s.name from dg_source s where s.tenant_id = m.tenant_id and s.id = m.source_id) as source_name,
           (select count(*)::int from dg_indicator i where i.tenant_id = m.tenant_id and i.model_id = m.id) as indicator_count
      from dg_model m where m.tenant_id = ${tenantId} and ${where} order by m.code, m.id`.execute(db);
}

function viewOf(r: Raw, lang: Lang): ModelView {
  const report = r.report_code ? builtinReports().find((d) => d.code === r.report_code) : undefined;
  const origin = r.kind === 'report' ? (report ? (lang === 'en_US' ? report.nameEn : report.name) : r.report_code!) : `${r.source_name ?? ''} / ${r.table_name}`;
  return {
    id: Number(r.id), code: r.code, name: r.name, description: r.description, kind: r.kind, reportCode: r.report_code,
    sourceId: r.source_id == null ? null : Number(r.source_id), sourceName: r.source_name, table: r.table_name, origin, columns: r.columns,
    ownerId: r.owner_person_id == null ? null : Number(r.owner_person_id), ownerName: r.owner_name, tags: r.tags, indicatorCount: r.indicator_count,
  };
}

export async function modelViews(ctx: CallContext, text?: string): Promise<ModelView[]> {
  const s = session(ctx);
  const t = text?.toLowerCase();
  return (await rowsOf(s.db, s.tenantId)).rows.map((r) => viewOf(r, ctx.lang)).filter((m) => !t || m.code.toLowerCase().includes(t) || m.name.toLowerCase().includes(t) || m.tags.some((x) => x.toLowerCase().includes(t)));
}

export async function modelView(db: Db, tenantId: string, id: number, lang: Lang): Promise<ModelView> {
  const r = (await rowsOf(db, tenantId, sql`m.id = ${id}`)).rows[0];
  if (!r) throw notFound(im(lang, 'noModel', { id }));
  return viewOf(r, lang);
}

export async function modelOf(db: Db, tenantId: string, id: number, lang: Lang): Promise<ModelRow> {
  const v = await modelView(db, tenantId, id, lang);
  return { id: v.id, code: v.code, name: v.name, kind: v.kind, reportCode: v.reportCode, sourceId: v.sourceId, table: v.table, columns: v.columns };
}

export const timeColumnOf = (m: { columns: ModelColumn[] }) => m.columns.find((c) => c.role === 'time')?.name ?? null;

/** The columns an origin offers. */
export async function originColumns(db: Kysely<DB>, tenantId: string, o: { reportCode?: string | null; sourceId?: number | null; table?: string | null }, lang: Lang): Promise<SourceColumn[]> {
  if (o.reportCode) return [...reportColumnsOf(reportOf(o.reportCode, lang)).values()].map(sourceColumnOf);
  if (!o.sourceId || !o.table) throw badRequest(im(lang, 'needTable'));
  const spec = await specOf(db, tenantId, o.sourceId, lang);
  if (spec.kind === 'own') throw badRequest(im(lang, 'ownIsReport'));
  const cols = await harvestedColumns(db, tenantId, o.sourceId, o.table);
  if (!cols.length) throw badRequest(im(lang, 'needTable'));
  return cols;
}

/** The report sources whose page the caller holds (a model reads a report as its page would), and the other sources' tables. */
export async function origins(ctx: CallContext) {
  const { db, tenantId } = session(ctx);
  const lang = ctx.lang;
  const all = builtinReports();
  const held = await Promise.all(all.map((r) => requireAccess(ctx, { page: r.url }).then(() => true, (e) => { if (e instanceof RpcError) return false; throw e; })));
  const reports = all.filter((_, i) => held[i]).map((r) => ({ kind: 'report' as const, key: `report:${r.code}`, label: lang === 'en_US' ? r.nameEn : r.name, reportCode: r.code }));
  const { rows } = await sql<{ source_id: string; source_name: string; schema_name: string; table_name: string }>`
    select t.source_id, s.name as source_name, t.schema_name, t.table_name from dg_table t join dg_source s on s.tenant_id = t.tenant_id and s.id = t.source_id
     where t.tenant_id = ${tenantId} and s.kind <> 'own' order by s.name, t.schema_name, t.table_name`.execute(db);
  const tables = rows.map((r) => ({ kind: 'table' as const, key: `table:${r.source_id}:${r.schema_name}.${r.table_name}`, label: `${r.source_name} / ${r.schema_name}.${r.table_name}`, sourceId: Number(r.source_id), table: `${r.schema_name}.${r.table_name}` }));
  return [...reports, ...tables];
}

function checkColumns(m: ModelInput, offered: SourceColumn[], lang: Lang): void {
  const by = new Map(offered.map((c) => [c.name, c]));
  m.columns.forEach((c, i) => {
    const o = by.get(c.name);
    if (!o) throw badRequest(im(lang, 'noColumn', { where: `model.columns[${i}].name`, column: c.name }));
    if (c.role === 'time' && !o.date) throw badRequest(im(lang, 'timeNotDate', { column: c.name }));
    if (c.role === 'measure' && !o.numeric) throw badRequest(im(lang, 'measureNotNumber', { column: c.name }));
  });
  if (m.columns.filter((c) => c.role === 'time').length !== 1) throw badRequest(im(lang, 'oneTime'));
}

export const MODEL_ORIGIN = 'indicator.model';

export async function saveModel(db: Kysely<DB>, who: { tenantId: string; userId: number | null; userName: string }, m: ModelInput, lang: Lang): Promise<ModelView> {
  const t = who.tenantId;
  if (m.kind === 'report' && !m.reportCode) throw badRequest(im(lang, 'needReport'));
  if (m.kind === 'table' && (!m.sourceId || !m.table)) throw badRequest(im(lang, 'needTable'));
  const origin = m.kind === 'report' ? { reportCode: m.reportCode } : { sourceId: m.sourceId, table: m.table };
  checkColumns(m, await originColumns(db, t, origin, lang), lang);
  const taken = (await sql<{ id: string }>`select id from dg_model where tenant_id = ${t} and code = ${m.code}`.execute(db)).rows[0];
  if (taken && Number(taken.id) !== m.id) throw conflict(im(lang, 'modelCodeTaken', { code: m.code }));
  const columns = JSON.stringify(m.columns);
  const tags = [...new Set(m.tags ?? [])];
  return inTransaction(db, async (trx) => {
    let id = m.id;
    const report = m.kind === 'report' ? m.reportCode! : null;
    const source = m.kind === 'table' ? m.sourceId! : null;
    const table = m.kind === 'table' ? m.table! : null;
    if (id) {
      const r = await sql`update dg_model set code = ${m.code}, name = ${m.name}, description = ${m.description ?? null}, kind = ${m.kind}, report_code = ${report},
                  source_id = ${source}, table_name = ${table}, columns = ${columns}::jsonb, owner_person_id = ${m.ownerId ?? null}, tags = ${tags},
                  modify_id = ${who.userId}, modify_name = ${who.userName}, modify_dt = now() where tenant_id = ${t} and id = ${id}`.execute(trx);
      if (!Number(r.numAffectedRows)) throw notFound(im(lang, 'noModel', { id }));
    } else {
      id = Number((await sql<{ id: string }>`
        insert into dg_model (tenant_id, code, name, description, kind, report_code, source_id, table_name, columns, owner_person_id, tags, create_id, create_name)
        values (${t}, ${m.code}, ${m.name}, ${m.description ?? null}, ${m.kind}, ${report}, ${source}, ${table}, ${columns}::jsonb, ${m.ownerId ?? null}, ${tags}, ${who.userId}, ${who.userName})
        returning id`.execute(trx)).rows[0]!.id);
    }
    if (m.kind === 'table') {
      const spec = await specOf(trx, t, source!, lang);
      await putStatement(trx, t, { origin: MODEL_ORIGIN, originId: String(id), name: m.name, sourceId: source, sql: rowsSql(table!, m.columns, [], 1, 100).rows, dialect: spec.kind === 'pg' ? 'postgresql' : 'sqlite' });
    } else {
      await dropStatements(trx, t, MODEL_ORIGIN, [String(id)]);
    }
    return modelView(trx, t, id, lang);
  });
}

export async function removeModels(db: Kysely<DB>, tenantId: string, ids: number[], lang: Lang): Promise<number> {
  const used = (await sql<{ name: string }>`select m.name from dg_model m where m.tenant_id = ${tenantId} and m.id = any(${ids})
      and exists (select 1 from dg_indicator i where i.tenant_id = m.tenant_id and i.model_id = m.id) limit 1`.execute(db)).rows[0];
  if (used) throw badRequest(im(lang, 'modelInUse', { name: used.name }));
  return inTransaction(db, async (trx) => {
    await dropStatements(trx, tenantId, MODEL_ORIGIN, ids.map(String));
    return Number((await sql`delete from dg_model where tenant_id = ${tenantId} and id = any(${ids})`.execute(trx)).numAffectedRows ?? 0);
  });
}
