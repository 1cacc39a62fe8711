// 数据质量's demo: the standards (demo-standards.ts) and twelve rules over both demo sources — the
// old MES file and the product's own tables — run daily at 02:00 for a year. Today's run of each
// rule is its real check on the demo data (the same statement 立即运行 runs: on the product's
// database as the tenant, under its row security); the 364 days before follow a fixed pattern per
// rule (failing streaks every so many days), dated back from the seeding day, so every day seeds the
// same year. Issues follow the runs as runs.ts moves them; people resolved (every fourth: ignored)
// the ones recovered more than three days ago, so those still open are the recent failures — the
// MES's unmapped line L3, the quality note without a text, the stale energy readings — and their
// owner, the administrator, has their messages.
import Big from 'big.js';
import fs from 'node:fs';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { TENANT_ROLE } from '../../../../server/db/tenant-wall';
import type { SeedContext } from '../../../../server/modules/types';
import { DEMO_OWN, DEMO_SQLITE, mesDatabase } from '../../server/demo';
import { openSqliteBytes, querySqlite } from '../../server/drivers/sqlite';
import { putStatement } from '../../server/statements';
import type { RuleKind, RuleParams } from '../contracts';
import { type CheckTarget, type Figures, judge, planCheck } from './checks';
import { nextRun } from './cron';
import { seedStandards } from './demo-standards';
import { issueTitleAndBody, type Measured } from './runs';
import { STATEMENT_ORIGIN } from './rules';

type DemoRule = readonly [code: string, name: string, kind: RuleKind, source: 'own' | 'mes', table: string, column: string | null, params: RuleParams & { dict?: string }, tk: 'Ratio' | 'Failures', threshold: string, severity: string, period: number, streak: number];

const RULES: readonly DemoRule[] = [
  ['MES-LINE-STD', '产线编码符合产线标准', 'validity', 'mes', 'line_output', 'line', { dict: 'LINE' }, 'Ratio', '99', 'High', 41, 2],
  ['MES-SHIFT-REF', '产量记录的班次须在班次表中', 'referential', 'mes', 'line_output', 'shift', { refTable: 'main.work_shift', refColumn: 'code' }, 'Failures', '0', 'Medium', 53, 1],
  ['MES-QTY-RANGE', '班产量在 0–550 之间', 'range', 'mes', 'line_output', 'qty', { min: '0', max: '550' }, 'Ratio', '90', 'Medium', 29, 2],
  ['MES-NOTE-FILLED', '质量记录须有说明', 'completeness', 'mes', 'quality_note', 'note', {}, 'Ratio', '100', 'Low', 37, 3],
  ['MES-ENERGY-FRESH', '能耗数据 48 小时内更新', 'freshness', 'mes', 'energy_use', 'day', { hours: 48 }, 'Failures', '0', 'High', 17, 2],
  ['MES-OUTPUT-ID', '产量记录编号唯一', 'uniqueness', 'mes', 'line_output', 'id', {}, 'Failures', '0', 'Critical', 97, 1],
  ['PF-MAT-CODE', '物料编码唯一', 'uniqueness', 'own', 'mdm_material', 'code', {}, 'Failures', '0', 'Critical', 89, 1],
  ['PF-MAT-UNIT', '物料计量单位符合国标', 'validity', 'own', 'mdm_material', 'unit', { dict: 'UNIT' }, 'Ratio', '80', 'Medium', 31, 2],
  ['PF-PERSON-SEX', '人员性别符合标准', 'validity', 'own', 'person', 'sex_dict', { dict: 'GENDER' }, 'Ratio', '98', 'Low', 61, 1],
  ['PF-SUP-PHONE', '供应商联系电话完整', 'completeness', 'own', 'mdm_supplier', 'phone', {}, 'Ratio', '60', 'Medium', 23, 2],
  ['PF-SUP-PHONE-FMT', '供应商电话格式正确', 'range', 'own', 'mdm_supplier', 'phone', { pattern: '^[0-9+() -]{7,20}$' }, 'Ratio', '90', 'Low', 43, 1],
  ['PF-MAT-NAME-SQL', '物料名称不能为空（自定义SQL）', 'custom', 'own', 'mdm_material', null, { sql: "select count(*) from mdm_material where name is null or trim(name) = ''" }, 'Failures', '0', 'High', 71, 1],
];

const DAY = 86_400_000;
const HISTORY_DAYS = 365;
const CRON = '0 2 * * *';

/** Today's real figures of a rule's check: the MES file directly, the product's rows as the tenant under its row security. */
async function realFigures(db: Kysely<DB>, T: string, target: CheckTarget, mes: import('node:sqlite').DatabaseSync, now: Date): Promise<Figures> {
  const plan = planCheck(target);
  if (target.dialect === 'sqlite') return plan.read(querySqlite(mes, plan.sql, { rows: 1, timeoutMs: 30_000 }).rows[0] ?? [], now);
  // a savepoint bounds the tenant role and tenant setting to this one statement
  await sql`savepoint dg_quality_demo`.execute(db);
  try {
    await sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.tenant_id', ${T}, true)`.execute(db);
    // the check names no tenant: row security under the tenant role filters it, as the own driver's
    // statements are (so the system guard, which asks raw SQL to name tenant_id, is left aside here)
    const r = await sql.raw<Record<string, unknown>>(plan.sql).execute(db.withoutPlugins());
    return plan.read(Object.values(r.rows[0] ?? {}), now);
  } finally {
    await sql`rollback to savepoint dg_quality_demo`.execute(db);
  }
}

/** A past day's figures: a failing streak every `period` days, else the day passes. */
function pastFigures(rule: DemoRule, i: number, d: number, today: Figures): Figures {
  const [, , kind, , , , , tk, threshold, , period, streak] = rule;
  const failing = (d + i * 5) % period < streak;
  const checked = today.rowsChecked ?? 100;
  if (kind === 'freshness') return { rowsChecked: checked, failedRows: failing ? 1 : 0, detail: null };
  if (kind === 'custom') return { rowsChecked: null, failedRows: failing ? 1 + (d % 4) : 0, detail: null };
  if (!failing) return { rowsChecked: checked, failedRows: tk === 'Ratio' && Number(threshold) <= 95 ? Math.floor((checked * (d % 3)) / 100) : 0, detail: null };
  const failed = tk === 'Failures' ? Number(threshold) + 1 + (d % 5) : Math.min(checked, new Big(checked).times(100 - Number(threshold) + 1 + (d % 4)).div(100).round(0, Big.roundUp).toNumber());
  return { rowsChecked: checked, failedRows: failed, detail: null };
}

export async function seedQualityDemo(ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  if ((await sql`select 1 from dg_std_dict where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const { rows: src } = await sql<{ id: string; code: string }>`select id, code from dg_source where tenant_id = ${T} and code in (${DEMO_OWN}, ${DEMO_SQLITE})`.execute(ctx.db);
  const sourceId = (code: string) => Number(src.find((s) => s.code === code)?.id ?? 0);
  if (src.length !== 2) return;
  const sources = { own: sourceId(DEMO_OWN), mes: sourceId(DEMO_SQLITE) };
  const opened = await openSqliteBytes(mesDatabase(2));
  try {
    const dicts = await seedStandards(ctx, sources, opened.db);
    const owner = (await sql<{ p: string | null }>`select coalesce((select person_id from app_user where tenant_id = ${T} and id = ${ctx.creator.id}), (select min(id) from person where tenant_id = ${T})) as p`.execute(ctx.db)).rows[0]?.p ?? null;
    const today = ctx.today ? new Date(`${ctx.today}T00:00:00Z`) : new Date(Math.floor(Date.now() / DAY) * DAY);
    for (const [i, rule] of RULES.entries()) {
      const [code, name, kind, source, table, column, p, tk, threshold, severity] = rule;
      const schema = source === 'own' ? 'public' : 'main';
      const { dict, ...rest } = p;
      const params: RuleParams = dict ? { dictId: dicts.get(dict)! } : rest;
      const r = await sql<{ id: string }>`
        insert into dg_q_rule (tenant_id, code, name, kind, source_id, schema_name, table_name, column_name, params, threshold_kind, threshold, severity, owner_person_id, cron, enabled, next_run_at, create_name)
        values (${T}, ${code}, ${name}, ${kind}, ${sources[source]}, ${schema}, ${table}, ${column}, ${JSON.stringify(params)}::jsonb, ${tk}, ${threshold}, ${severity}, ${owner}, ${CRON}, true, ${nextRun(CRON)}, ${ctx.creator.name})
        returning id`.execute(ctx.db);
      const ruleId = Number(r.rows[0]!.id);
      if (kind === 'custom') await putStatement(ctx.db, T, { origin: STATEMENT_ORIGIN, originId: String(ruleId), name: `${code} ${name}`, sourceId: null, sql: params.sql! });
      const target: CheckTarget = { kind, dialect: source === 'own' ? 'postgresql' : 'sqlite', schema, table, column, params };
      if (kind === 'validity') target.allowed = await allowed(ctx.db, T, params.dictId!, sources[source], table, column!);
      if (kind === 'referential') target.ref = { schema: 'main', table: 'work_shift', column: 'code' };
      const runAt = (d: number) => new Date(today.getTime() - d * DAY + 2 * 3600_000 + i * 60_000);
      const now = runAt(0);
      const real = await realFigures(ctx.db, T, target, opened.db, now);
      const runs: Measured[] = [];
      for (let d = HISTORY_DAYS - 1; d >= 0; d--) {
        const f = d === 0 ? real : pastFigures(rule, i, d, real);
        runs.push({ startedAt: runAt(d), durationMs: 40 + ((d * 13 + i * 7) % 260), ...f, ...judge(kind, tk, threshold, f), error: null });
      }
      await storeHistory(ctx, { id: ruleId, code, name, table, column, owner }, runs, now);
    }
  } finally {
    opened.db.close();
    if (opened.dir) fs.rmSync(opened.dir, { recursive: true, force: true });
  }
}

async function allowed(db: Kysely<DB>, T: string, dictId: number, sourceId: number, table: string, column: string): Promise<string[]> {
  const { rows } = await sql<{ code: string }>`
    select code from dg_std_value where tenant_id = ${T} and dict_id = ${dictId}
    union select m.source_code from dg_std_mapping m join dg_std_contrast c on c.tenant_id = m.tenant_id and c.id = m.contrast_id
     where m.tenant_id = ${T} and m.std_code is not null and c.source_id = ${sourceId} and c.table_name = ${table} and c.column_name = ${column}`.execute(db);
  return rows.map((r) => r.code);
}

type Issue = { opened: number; last: number; failures: number; recovered: number | null; status: 'Open' | 'Doing' | 'Resolved' | 'Ignored'; closedAt: Date | null };

/** The year's runs of one rule and the issues they opened, as runs.ts would have moved them. */
async function storeHistory(ctx: SeedContext, rule: { id: number; code: string; name: string; table: string; column: string | null; owner: string | null }, runs: Measured[], now: Date): Promise<void> {
  const T = ctx.tenant.id;
  const { rows } = await sql<{ id: string }>`
    insert into dg_q_run (tenant_id, rule_id, started_at, duration_ms, rows_checked, failed_rows, pass_ratio, passed, detail, error, trigger)
    select ${T}, ${rule.id}, r.at, r.ms, r.checked, r.failed, r.ratio, r.passed, r.detail, null, 'Demo'
      from jsonb_to_recordset(${JSON.stringify(runs.map((m, ord) => ({ ord, at: m.startedAt, ms: m.durationMs, checked: m.rowsChecked, failed: m.failedRows, ratio: m.passRatio, passed: m.passed, detail: m.detail })))}::jsonb)
           as r(ord int, at timestamptz, ms int, checked bigint, failed bigint, ratio numeric, passed boolean, detail text)
     order by r.ord
    returning id`.execute(ctx.db);
  // identities are drawn in the order the rows are inserted (by ord)
  const runIds = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const issues: Issue[] = [];
  let open: Issue | null = null;
  runs.forEach((m, k) => {
    if (!m.passed) {
      if (open) Object.assign(open, { last: k, failures: open.failures + 1, recovered: null });
      else {
        open = { opened: k, last: k, failures: 1, recovered: null, status: 'Open', closedAt: null };
        issues.push(open);
      }
    } else if (open) {
      open.recovered ??= k;
      const at = runs[open.recovered]!.startedAt.getTime();
      if (now.getTime() - at > 3 * DAY) {
        open.status = issues.length % 4 === 0 ? 'Ignored' : 'Resolved';
        open.closedAt = new Date(at + DAY / 3);
        open = null;
      }
    }
  });
  if (open && (open as Issue).failures > 1) (open as Issue).status = 'Doing';
  for (const is of issues) {
    const first = runs[is.opened]!;
    const r = await sql<{ id: string }>`
      insert into dg_q_issue (tenant_id, rule_id, status, owner_person_id, opened_at, first_run_id, last_run_id, last_failed_at, failures, recovered_at, closed_at, closed_by)
      values (${T}, ${rule.id}, ${is.status}, ${rule.owner}, ${first.startedAt}, ${runIds[is.opened]!}, ${runIds[is.last]!}, ${runs[is.last]!.startedAt}, ${is.failures},
              ${is.recovered === null ? null : runs[is.recovered]!.startedAt}, ${is.closedAt}, ${is.closedAt ? ctx.creator.name : null}) returning id`.execute(ctx.db);
    const id = Number(r.rows[0]!.id);
    const said = is.status === 'Ignored' ? '历史数据，已确认可忽略' : is.status === 'Resolved' ? '已在源系统修正数据，复检通过' : is.status === 'Doing' ? '已联系源系统负责人处理' : null;
    if (said) await sql`insert into dg_q_comment (tenant_id, issue_id, body, by_name, at) values (${T}, ${id}, ${said}, ${ctx.creator.name}, ${is.closedAt ?? new Date(first.startedAt.getTime() + 3600_000)})`.execute(ctx.db);
    if ((is.status === 'Open' || is.status === 'Doing') && rule.owner) {
      const { title, content } = issueTitleAndBody('zh_CN', rule, id, runs[is.last]!);
      await sql`insert into message (tenant_id, user_id, title, content, create_name)
        select ${T}, u.id, ${title}, ${content}, '数据质量' from app_user u where u.tenant_id = ${T} and u.state = 0 and u.person_id = ${rule.owner}`.execute(ctx.db);
    }
  }
}
