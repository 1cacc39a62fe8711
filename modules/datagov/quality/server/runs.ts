// One run of a quality rule: its check runs in the source (checks.ts) through the source's driver
// (a READ ONLY transaction, a time limit; on the product's database as the tenant, under its row
// security), and then, in one transaction, the run's figures are recorded and the rule's issue
// follows: a failing run (a check that could not run fails too) opens the rule's issue — one open
// issue per rule: a later failure adds to it (failures + 1) — and its owner, the rule's owner, is
// messaged when it opens; a passing run leaves an open issue open but marks it 已恢复 (recovered:
// a person closes an issue, a run never does), and a later failure clears that mark.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import type { Lang } from '../../../../server/i18n';
import { badRequest } from '../../../../server/rpc/errors';
import { pushTodoCount } from '../../../../server/services/todo';
import { ownCatalogue } from '../../server/drivers/own';
import { QueryTimeout } from '../../server/drivers/types';
import { tableKey } from '../../server/auth';
import { dm } from '../../server/messages';
import { driverOf, specOf } from '../../server/sources';
import { inspect } from '../../server/sql-guard';
import type { RuleKind, RuleParams, RunView } from '../contracts';
import { type CheckTarget, CustomShapeError, type Dialect, judge, planCheck } from './checks';
import { harvested, spelled } from './columns';
import { qm } from './messages';

/** the longest a check may run in its source */
export const CHECK_TIMEOUT_MS = 120_000;
/** the most codes a validity check inlines (a standard is a code set, not a table) */
const MAX_ALLOWED = 5000;

export interface RuleRow {
  id: string;
  code: string;
  name: string;
  kind: RuleKind;
  source_id: string;
  schema_name: string;
  table_name: string;
  column_name: string | null;
  params: RuleParams;
  threshold_kind: 'Ratio' | 'Failures';
  threshold: string;
  owner_person_id: string | null;
}

export const dialectOf = (kind: string): Dialect => (kind === 'own' || kind === 'pg' ? 'postgresql' : 'sqlite');

/**
 * A custom rule's SQL judged as the console judges a statement: one SELECT of harmless functions
 * (sql-guard inspect) naming only tables the source lists — on the product's database its tenant
 * tables without secrets, never a platform table. The caller's own DataAuth is judged on save.
 */
export async function judgeCustom(env: AppEnv, db: Kysely<DB>, tenantId: string, sourceId: number, text: string, lang: Lang): Promise<void> {
  const spec = await specOf(db, tenantId, sourceId, lang);
  const judged = await inspect(text, dialectOf(spec.kind), new Set(), lang);
  const known = new Set<string>();
  if (spec.kind === 'own') for (const t of await ownCatalogue(env.db.system)) known.add(tableKey(t.schema, t.name));
  else {
    const { rows } = await sql<{ s: string; t: string }>`select schema_name as s, table_name as t from dg_table where tenant_id = ${tenantId} and source_id = ${sourceId}`.execute(db);
    for (const r of rows) known.add(tableKey(r.s, r.t));
  }
  const defaultSchema = spec.kind === 'own' || spec.kind === 'pg' ? 'public' : 'main';
  for (const [schema, table] of judged.tables) {
    if (!known.has(tableKey(schema ?? defaultSchema, table))) throw badRequest(dm(lang, 'tableUnknown', { table: schema ? `${schema}.${table}` : table }));
  }
}

/** The codes a validity check lets through: the standard's, and source codes mapped to one on this column. */
async function allowedCodes(db: Kysely<DB>, tenantId: string, r: RuleRow): Promise<string[]> {
  const { rows } = await sql<{ code: string }>`
    select v.code from dg_std_value v where v.tenant_id = ${tenantId} and v.dict_id = ${r.params.dictId ?? 0}
    union
    select m.source_code from dg_std_mapping m join dg_std_contrast c on c.tenant_id = m.tenant_id and c.id = m.contrast_id
     where m.tenant_id = ${tenantId} and m.std_code is not null and c.source_id = ${r.source_id}
       and lower(c.schema_name) = lower(${r.schema_name}) and lower(c.table_name) = lower(${r.table_name}) and lower(c.column_name) = lower(${r.column_name ?? ''})
    order by 1 limit ${MAX_ALLOWED}`.execute(db);
  return rows.map((x) => x.code);
}

/** What the check reads, resolved against the source's harvested metadata. */
async function targetOf(env: AppEnv, db: Kysely<DB>, tenantId: string, r: RuleRow, dialect: Dialect, lang: Lang): Promise<CheckTarget> {
  const sourceId = Number(r.source_id);
  const t = await harvested(db, tenantId, { sourceId, schema: r.schema_name, table: r.table_name, column: r.column_name }, lang);
  const target: CheckTarget = { kind: r.kind, dialect, schema: t.schema, table: t.table, column: r.column_name ? spelled(t.columns, r.column_name) : null, params: r.params };
  if (r.kind === 'validity') target.allowed = await allowedCodes(db, tenantId, r);
  if (r.kind === 'referential') {
    const [schema, table] = splitTable(r.params.refTable!, dialect);
    const ref = await harvested(db, tenantId, { sourceId, schema, table, column: r.params.refColumn }, lang);
    target.ref = { schema: ref.schema, table: ref.table, column: spelled(ref.columns, r.params.refColumn!) };
  }
  if (r.kind === 'custom') await judgeCustom(env, db, tenantId, sourceId, r.params.sql!, lang);
  return target;
}

/** "schema.table" or "table" (the source's default schema). */
export function splitTable(name: string, dialect: Dialect): [string, string] {
  const dot = name.indexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [dialect === 'postgresql' ? 'public' : 'main', name];
}

type RunRow = { id: string; rule_id: string; started_at: Date; duration_ms: number; rows_checked: string | null; failed_rows: string | null; pass_ratio: string | null; passed: boolean; detail: string | null; error: string | null; trigger: RunView['trigger'] };

export const RUN_COLUMNS = sql`id, rule_id, started_at, duration_ms, rows_checked, failed_rows, pass_ratio, passed, detail, error, trigger`;

export function runView(r: RunRow): RunView {
  const n = (v: string | null) => (v === null ? null : Number(v));
  return {
    id: Number(r.id), ruleId: Number(r.rule_id), startedAt: new Date(r.started_at).toISOString(), durationMs: r.duration_ms, rowsChecked: n(r.rows_checked), failedRows: n(r.failed_rows),
    passRate: r.pass_ratio === null ? null : (Number(r.pass_ratio) * 100).toFixed(2), passed: r.passed, detail: r.detail, error: r.error, trigger: r.trigger,
  };
}

export interface Measured {
  startedAt: Date;
  durationMs: number;
  rowsChecked: number | null;
  failedRows: number | null;
  passRatio: string | null;
  passed: boolean;
  detail: string | null;
  error: string | null;
}

/** Runs the rule's check in its source and judges it (a check that cannot run is a failed run with its error). */
export async function measure(env: AppEnv, db: Kysely<DB>, tenantId: string, r: RuleRow, lang: Lang): Promise<Measured> {
  const startedAt = new Date();
  const took = () => Date.now() - startedAt.getTime();
  try {
    const spec = await specOf(db, tenantId, Number(r.source_id), lang);
    const plan = planCheck(await targetOf(env, db, tenantId, r, dialectOf(spec.kind), lang));
    const answer = await (await driverOf(env, db, spec)).query(plan.sql, { rows: 1, timeoutMs: CHECK_TIMEOUT_MS });
    const figures = plan.read(answer.rows[0] ?? [], startedAt);
    const verdict = judge(r.kind, r.threshold_kind, r.threshold, figures);
    return { startedAt, durationMs: took(), ...figures, ...verdict, error: null };
  } catch (e) {
    const error =
      e instanceof CustomShapeError ? qm(lang, 'customShape')
      : e instanceof QueryTimeout ? dm(lang, 'timeout', { seconds: CHECK_TIMEOUT_MS / 1000 })
      : String((e as Error).message || e).slice(0, 500);
    return { startedAt, durationMs: took(), rowsChecked: null, failedRows: null, passRatio: null, passed: false, detail: null, error };
  }
}

export interface Outbox {
  tenantId: string;
  users: number[];
}

/** Records a measured run and moves the rule's issue, in the caller's transaction; answers the run's id. */
export async function record(trx: Kysely<DB>, tenantId: string, r: RuleRow, m: Measured, trigger: RunView['trigger'], out: Outbox, lang: Lang = 'zh_CN'): Promise<number> {
  // the rule's row is the lock: two runs ending at once move its issue one after the other
  await sql`select id from dg_q_rule where tenant_id = ${tenantId} and id = ${r.id} for update`.execute(trx);
  const run = await sql<{ id: string }>`
    insert into dg_q_run (tenant_id, rule_id, started_at, duration_ms, rows_checked, failed_rows, pass_ratio, passed, detail, error, trigger)
    values (${tenantId}, ${r.id}, ${m.startedAt}, ${m.durationMs}, ${m.rowsChecked}, ${m.failedRows}, ${m.passRatio}, ${m.passed}, ${m.detail}, ${m.error}, ${trigger})
    returning id`.execute(trx);
  const runId = Number(run.rows[0]!.id);
  const open = (await sql<{ id: string }>`select id from dg_q_issue where tenant_id = ${tenantId} and rule_id = ${r.id} and status in ('Open', 'Doing') for update`.execute(trx)).rows[0];
  if (m.passed) {
    if (open) await sql`update dg_q_issue set recovered_at = coalesce(recovered_at, ${m.startedAt}) where tenant_id = ${tenantId} and id = ${open.id}`.execute(trx);
    return runId;
  }
  if (open) {
    await sql`update dg_q_issue set failures = failures + 1, last_run_id = ${runId}, last_failed_at = ${m.startedAt}, recovered_at = null where tenant_id = ${tenantId} and id = ${open.id}`.execute(trx);
    return runId;
  }
  const issue = await sql<{ id: string }>`
    insert into dg_q_issue (tenant_id, rule_id, status, owner_person_id, opened_at, first_run_id, last_run_id, last_failed_at)
    values (${tenantId}, ${r.id}, 'Open', ${r.owner_person_id}, ${m.startedAt}, ${runId}, ${runId}, ${m.startedAt}) returning id`.execute(trx);
  if (r.owner_person_id) await notifyOwner(trx, tenantId, r, Number(issue.rows[0]!.id), m, out, lang);
  return runId;
}

/** The owner's message of an issue, in the owner's words. */
export function issueTitleAndBody(lang: Lang, r: { code: string; name: string; table: string; column: string | null }, issueId: number, m: Pick<Measured, 'rowsChecked' | 'failedRows' | 'error'>) {
  const title = qm(lang, 'issueTitle', { rule: r.name });
  const content = qm(lang, 'issueBody', { code: r.code, table: `${r.table}${r.column ? `.${r.column}` : ''}`, checked: m.rowsChecked ?? '-', failed: m.failedRows ?? '-', issue: issueId });
  return { title, content: m.error ? `${content}\n${m.error}` : content };
}

/** A portal message (the bell) to every active user who is the owner person. */
async function notifyOwner(trx: Kysely<DB>, tenantId: string, r: RuleRow, issueId: number, m: Measured, out: Outbox, lang: Lang): Promise<void> {
  const { title, content } = issueTitleAndBody(lang, { code: r.code, name: r.name, table: r.table_name, column: r.column_name }, issueId, m);
  const { rows } = await sql<{ user_id: string }>`
    insert into message (tenant_id, user_id, title, content, create_name)
    select ${tenantId}, u.id, ${title}, ${content}, ${lang === 'en_US' ? 'Data quality' : '数据质量'}
      from app_user u where u.tenant_id = ${tenantId} and u.state = 0 and u.person_id = ${r.owner_person_id}
    returning user_id`.execute(trx);
  out.users.push(...rows.map((x) => Number(x.user_id)));
}

/** After the commit: the owners' new message counts pushed to their sockets. */
export async function flush(env: AppEnv, out: Outbox): Promise<void> {
  await Promise.all([...new Set(out.users)].map((u) => pushTodoCount(env, out.tenantId, u)));
  out.users.length = 0;
}

export const RULE_ROW_COLUMNS = sql`id, code, name, kind, source_id, schema_name, table_name, column_name, params, threshold_kind, threshold::text as threshold, owner_person_id`;

/** Runs one rule now: measured outside any transaction (a long check holds no lock), recorded in one. */
export async function runRule(env: AppEnv, db: Kysely<DB>, tenantId: string, ruleId: number, trigger: RunView['trigger'], lang: Lang): Promise<RunView> {
  const r = (await sql<RuleRow>`select ${RULE_ROW_COLUMNS} from dg_q_rule where tenant_id = ${tenantId} and id = ${ruleId}`.execute(db)).rows[0];
  if (!r) throw badRequest(qm(lang, 'noRule', { id: ruleId }));
  const m = await measure(env, db, tenantId, r, lang);
  const out: Outbox = { tenantId, users: [] };
  const runId = await db.transaction().execute((trx) => record(trx, tenantId, r, m, trigger, out, lang));
  await flush(env, out);
  const row = (await sql<RunRow>`select ${RUN_COLUMNS} from dg_q_run where tenant_id = ${tenantId} and id = ${runId}`.execute(db)).rows[0]!;
  return runView(row);
}
