// 数据质量规则: rules as the caller's role may see them (DataAuth: its source's table), saved after
// every check a rule's kind asks for — the table and columns exist in the source's harvest and the
// caller may use them unmasked, the kind's settings are there, a custom SQL passes the console's
// judgement (read only, one SELECT, only tables the caller may read), the threshold fits its kind
// and the schedule is a valid cron. A custom rule's SQL is registered in dg_statement (origin
// 'quality.rule') in the rule's transaction, so lineage sees what it reads.
import { sql } from 'kysely';
import { badRequest, conflict, noPermission } from '../../../../server/rpc/errors';
import { pageOfList } from '../../../../server/records/paged-query';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { prepareConsole } from '../../server/console';
import { dm } from '../../server/messages';
import { specOf } from '../../server/sources';
import { dropStatements, putStatement } from '../../server/statements';
import type { RuleInput, RuleView } from '../contracts';
import { callerAccess, checkCallerPlace, harvested, sees } from './columns';
import { nextRun } from './cron';
import { qm } from './messages';
import { dialectOf, judgeCustom, RUN_COLUMNS, runView, splitTable } from './runs';
import { compilePattern } from '../../server/drivers/sqlite-regexp';

export const STATEMENT_ORIGIN = 'quality.rule';

type Row = {
  id: string; code: string; name: string; kind: RuleView['kind']; source_id: string; source_name: string; schema_name: string; table_name: string; column_name: string | null;
  params: RuleView['params']; threshold_kind: RuleView['thresholdKind']; threshold: string; severity: RuleView['severity']; owner_person_id: string | null; owner_name: string | null;
  cron: string | null; enabled: boolean; next_run_at: Date | null; remark: string | null; version: number; open_issue_id: string | null; last_run: Parameters<typeof runView>[0] | null;
};

export async function ruleRows(ctx: CallContext, where = sql`true`): Promise<RuleView[]> {
  const s = session(ctx);
  const access = await callerAccess(ctx);
  const { rows } = await sql<Row>`
    select r.id, r.code, r.name, r.kind, r.source_id, s.name as source_name, r.schema_name, r.table_name, r.column_name, r.params, r.threshold_kind, r.threshold::text as threshold,
           r.severity, r.owner_person_id, p.name as owner_name, r.cron, r.enabled, r.next_run_at, r.remark, r.version,
           (select i.id from dg_q_issue i where i.tenant_id = r.tenant_id and i.rule_id = r.id and i.status in ('Open', 'Doing')) as open_issue_id,
           (select row_to_json(x) from (select ${RUN_COLUMNS} from dg_q_run u where u.tenant_id = r.tenant_id and u.rule_id = r.id order by u.started_at desc, u.id desc limit 1) x) as last_run
      from dg_q_rule r join dg_source s on s.tenant_id = r.tenant_id and s.id = r.source_id
      left join person p on p.tenant_id = r.tenant_id and p.id = r.owner_person_id
     where r.tenant_id = ${s.tenantId} and ${where} order by r.code, r.id`.execute(s.db);
  return rows
    .filter((r) => sees(access, { sourceId: Number(r.source_id), schema: r.schema_name, table: r.table_name }))
    .map((r) => ({
      id: Number(r.id), code: r.code, name: r.name, kind: r.kind, sourceId: Number(r.source_id), sourceName: r.source_name, schema: r.schema_name, table: r.table_name, column: r.column_name,
      params: r.params ?? {}, thresholdKind: r.threshold_kind, threshold: r.threshold, severity: r.severity, ownerId: r.owner_person_id === null ? null : Number(r.owner_person_id), ownerName: r.owner_name,
      cron: r.cron, enabled: r.enabled, nextRunAt: r.next_run_at ? new Date(r.next_run_at).toISOString() : null, remark: r.remark,
      lastRun: r.last_run ? runView({ ...r.last_run, started_at: new Date(r.last_run.started_at) }) : null, openIssueId: r.open_issue_id === null ? null : Number(r.open_issue_id), version: r.version,
    }));
}

export async function rulePage(ctx: CallContext, q: { text?: string; kind?: string; sourceId?: number; page: number; pageSize: number }) {
  const text = q.text?.toLowerCase();
  const all = (await ruleRows(ctx, q.sourceId ? sql`r.source_id = ${q.sourceId}` : sql`true`)).filter(
    (r) => (!q.kind || r.kind === q.kind) && (!text || r.code.toLowerCase().includes(text) || r.name.toLowerCase().includes(text) || r.table.toLowerCase().includes(text)),
  );
  return pageOfList(all, q);
}

/** One rule the caller's role sees; not found (or hidden) is refused with the same words. */
export async function ruleOf(ctx: CallContext, id: number): Promise<RuleView> {
  const r = (await ruleRows(ctx, sql`r.id = ${id}`))[0];
  if (r) return r;
  const exists = (await sql`select 1 from dg_q_rule where tenant_id = ${session(ctx).tenantId} and id = ${id}`.execute(session(ctx).db)).rows.length;
  if (exists) throw noPermission(dm(ctx.lang, 'sourceHidden'));
  throw badRequest(qm(ctx.lang, 'noRule', { id }));
}

/** The kind's settings, checked; answers the params kept (only the kind's own). */
async function checkKind(ctx: CallContext, r: RuleInput, sourceKind: string): Promise<RuleInput['params']> {
  const lang = ctx.lang;
  const s = session(ctx);
  const p = r.params ?? {};
  const dialect = dialectOf(sourceKind);
  if (r.kind !== 'custom' && !r.column) throw badRequest(qm(lang, 'needColumn'));
  switch (r.kind) {
    case 'completeness':
    case 'uniqueness':
      return {};
    case 'validity': {
      if (!p.dictId) throw badRequest(qm(lang, 'needDict'));
      if (!(await sql`select 1 from dg_std_dict where tenant_id = ${s.tenantId} and id = ${p.dictId}`.execute(s.db)).rows.length) throw badRequest(qm(lang, 'noDict', { id: Number(p.dictId) }));
      return { dictId: p.dictId };
    }
    case 'range': {
      if (p.min === undefined && p.max === undefined && p.pattern === undefined) throw badRequest(qm(lang, 'needRange'));
      if (p.min !== undefined && p.max !== undefined && Number(p.min) > Number(p.max)) throw badRequest(qm(lang, 'minOverMax'));
      if (p.pattern !== undefined) {
        // each engine judges its own regular expressions (no row is read): PostgreSQL's, or RE2 on SQLite
        try {
          if (dialect === 'postgresql') await sql`select '' ~ ${p.pattern}`.execute(s.db);
          else compilePattern(p.pattern);
        } catch (e) {
          throw badRequest(qm(lang, 'badPattern', { error: String((e as Error).message).slice(0, 200) }));
        }
      }
      return { min: p.min, max: p.max, pattern: p.pattern };
    }
    case 'referential': {
      if (!p.refTable || !p.refColumn) throw badRequest(qm(lang, 'needRef'));
      const [schema, table] = splitTable(p.refTable, dialect);
      const place = { sourceId: r.sourceId, schema, table, column: p.refColumn };
      const ref = await harvested(s.db, s.tenantId, place, lang);
      await checkCallerPlace(ctx, { ...place, schema: ref.schema, table: ref.table });
      return { refTable: p.refTable, refColumn: p.refColumn };
    }
    case 'freshness':
      if (!p.hours) throw badRequest(qm(lang, 'needHours'));
      return { hours: p.hours };
    case 'custom': {
      if (!p.sql) throw badRequest(qm(lang, 'needSql'));
      // the console's judgement for the caller (its DataAuth, masked columns, scope), then the source's tables
      await prepareConsole(ctx, { sourceId: r.sourceId, sql: p.sql });
      await judgeCustom(ctx.env, s.db, s.tenantId, r.sourceId, p.sql, lang);
      return { sql: p.sql };
    }
  }
}

export async function saveRule(ctx: CallContext, r: RuleInput): Promise<RuleView> {
  const s = session(ctx);
  const lang = ctx.lang;
  const spec = await specOf(s.db, s.tenantId, r.sourceId, lang);
  const place = { sourceId: r.sourceId, schema: r.schema, table: r.table, column: r.kind === 'custom' ? null : r.column };
  const t = await harvested(s.db, s.tenantId, place, lang);
  await checkCallerPlace(ctx, { ...place, schema: t.schema, table: t.table });
  if (r.id) await ruleOf(ctx, r.id);
  const params = await checkKind(ctx, r, spec.kind);
  if (r.thresholdKind === 'Ratio' && (Number(r.threshold) < 0 || Number(r.threshold) > 100)) throw badRequest(qm(lang, 'ratioRange'));
  if (r.thresholdKind === 'Failures' && !/^\d+$/.test(r.threshold)) throw badRequest(qm(lang, 'failuresRange'));
  const cron = r.cron?.trim() || null;
  const next = cron ? nextRun(cron) : null;
  if (cron && !next) throw badRequest(qm(lang, 'badCron'));
  if (r.ownerId && !(await sql`select 1 from person where tenant_id = ${s.tenantId} and id = ${r.ownerId}`.execute(s.db)).rows.length) throw badRequest(qm(lang, 'noPerson', { id: r.ownerId }));
  const taken = (await sql<{ id: string }>`select id from dg_q_rule where tenant_id = ${s.tenantId} and code = ${r.code}`.execute(s.db)).rows[0];
  if (taken && Number(taken.id) !== r.id) throw conflict(qm(lang, 'ruleCodeTaken', { code: r.code }));
  const column = r.kind === 'custom' ? null : (t.columns.find((c) => c.toLowerCase() === r.column!.toLowerCase()) ?? null);
  const values = {
    code: r.code, name: r.name, kind: r.kind, source: r.sourceId, schema: t.schema, table: t.table, column, params: JSON.stringify(params), tk: r.thresholdKind, th: r.threshold,
    severity: r.severity, owner: r.ownerId ?? null, cron, enabled: r.enabled ?? true, next: (r.enabled ?? true) && next ? next : null, remark: r.remark ?? null,
  };
  const id = await s.db.transaction().execute(async (trx) => {
    let id = r.id;
    const v = values;
    if (!id) {
      const ins = await sql<{ id: string }>`
        insert into dg_q_rule (tenant_id, code, name, kind, source_id, schema_name, table_name, column_name, params, threshold_kind, threshold, severity, owner_person_id, cron, enabled, next_run_at, remark, create_name)
        values (${s.tenantId}, ${v.code}, ${v.name}, ${v.kind}, ${v.source}, ${v.schema}, ${v.table}, ${v.column}, ${v.params}::jsonb, ${v.tk}, ${v.th}, ${v.severity}, ${v.owner}, ${v.cron}, ${v.enabled}, ${v.next}, ${v.remark}, ${s.userName})
        returning id`.execute(trx);
      id = Number(ins.rows[0]!.id);
    } else {
      const up = await sql`
        update dg_q_rule set code = ${v.code}, name = ${v.name}, kind = ${v.kind}, source_id = ${v.source}, schema_name = ${v.schema}, table_name = ${v.table}, column_name = ${v.column},
               params = ${v.params}::jsonb, threshold_kind = ${v.tk}, threshold = ${v.th}, severity = ${v.severity}, owner_person_id = ${v.owner}, cron = ${v.cron}, enabled = ${v.enabled},
               next_run_at = ${v.next}, remark = ${v.remark}, version = version + 1
         where tenant_id = ${s.tenantId} and id = ${id} ${r.version !== undefined ? sql`and version = ${r.version}` : sql``}`.execute(trx);
      if (!Number(up.numAffectedRows)) throw conflict(qm(lang, 'changed'));
    }
    if (r.kind === 'custom') {
      await putStatement(trx, s.tenantId, { origin: STATEMENT_ORIGIN, originId: String(id), name: `${r.code} ${r.name}`, sourceId: spec.kind === 'own' ? null : r.sourceId, sql: params!.sql!, dialect: dialectOf(spec.kind) });
    } else {
      await dropStatements(trx, s.tenantId, STATEMENT_ORIGIN, [String(id)]);
    }
    return id;
  });
  return ruleOf(ctx, id);
}

/** Removes the caller's visible rules among `ids` with their runs, issues, comments and registered SQL. */
export async function removeRules(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const mine = (await ruleRows(ctx, sql`r.id = any(${ids})`)).map((r) => r.id);
  if (!mine.length) return 0;
  return s.db.transaction().execute(async (trx) => {
    await sql`delete from dg_q_comment where tenant_id = ${s.tenantId} and issue_id in (select id from dg_q_issue where tenant_id = ${s.tenantId} and rule_id = any(${mine}))`.execute(trx);
    await sql`delete from dg_q_issue where tenant_id = ${s.tenantId} and rule_id = any(${mine})`.execute(trx);
    await sql`delete from dg_q_run where tenant_id = ${s.tenantId} and rule_id = any(${mine})`.execute(trx);
    await dropStatements(trx, s.tenantId, STATEMENT_ORIGIN, mine.map(String));
    const d = await sql`delete from dg_q_rule where tenant_id = ${s.tenantId} and id = any(${mine})`.execute(trx);
    return Number(d.numAffectedRows ?? 0);
  });
}
