// The clock's side of the rules, every TICK_MS: conditions held long enough (持续, machine stops), no
// data for N seconds, work orders past their planned end, machines' defect rates over their limit,
// and escalation (an event unacknowledged
// for the rule's minutes: 已升级, one severity up, the escalation roles messaged). Run exactly once
// across instances: each tenant's due rules and events are taken FOR UPDATE SKIP LOCKED, so an
// instance ticking at the same moment skips what another holds; the work per tick is bounded.
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { latestValues } from '../../iot/server/public';
import { idle, step } from '../condition';
import { em } from '../messages';
import { SEVERITIES, type Severity, severityUp } from '../options';
import { whatOf } from './evaluate';
import { flush, notifyRoles, type Outbox, outbox } from './notify';
import { type AnyDb, RULE_COLUMNS, type Rule, type RuleRow, rulesFrom } from './rules';
import { clear, evalState, lockState, machineSubject, raise, type Subject, saveState } from './store';

export const TICK_MS = 5000;

/** Is the clock's tick on for this instance? Off with EVENT_TICK=off; test servers keep it off unless a test asks (they tick with their own clock). */
export function tickOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.EVENT_TICK;
  return v === undefined || v === '' ? !env.VITEST : v !== 'off';
}
/** most rules, subjects of a rule and escalations one tenant's tick takes */
const MAX_RULES = 500;
const MAX_SUBJECTS = 1000;
const MAX_ESCALATIONS = 500;

/** Conditions held long enough and no-data of one machine rule. */
async function machineRule(trx: AnyDb, T: string, rule: Rule, now: Date, out: Outbox): Promise<number> {
  let raised = 0;
  const subjects: Array<{ id: number; code: string; at: Date | null; value: string | null }> = [];
  if (rule.logic.condition === 'NoData') {
    const latest = await latestValues(trx, T, { variableIds: [...rule.variableIds], ...(rule.row.equipment_id ? { equipmentIds: [rule.row.equipment_id] } : {}) });
    for (const l of latest.slice(0, MAX_SUBJECTS)) subjects.push({ id: l.equipmentId, code: '', at: new Date(l.at), value: l.value });
  } else {
    const { rows } = await sql<{ equipment_id: number }>`select equipment_id::int as equipment_id from evt_state
      where tenant_id = ${T} and rule_id = ${rule.row.id} and holds_since is not null and equipment_id is not null limit ${MAX_SUBJECTS}`.execute(trx);
    for (const r of rows) subjects.push({ id: r.equipment_id, code: '', at: null, value: null });
  }
  if (!subjects.length) return 0;
  const { rows: codes } = await sql<{ id: number; code: string }>`select id::int as id, code from prd_equipment where tenant_id = ${T} and id = any(${subjects.map((s) => s.id)}::bigint[])`.execute(trx);
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  for (const m of subjects) {
    const subject = machineSubject(m.id, codeOf.get(m.id) ?? String(m.id));
    const st = await lockState(trx, T, rule.row.id, subject);
    const { state, verdict } = idle(rule.logic, evalState(st), now, m.at ?? st.lastAt, m.value ?? st.lastValue);
    if (verdict.kind !== 'raise') continue;
    const what = rule.logic.condition === 'NoData' ? em('zh_CN', 'noDataWhat', { seconds: rule.logic.durationSeconds }) : whatOf(rule, verdict.value);
    await raise(trx, T, rule, subject, st, verdict.at, verdict.value, what, out);
    await saveState(trx, T, rule.row.id, subject, { holdsSince: state.holdsSince });
    raised++;
  }
  return raised;
}

/** Released work orders past their planned end (by the rule's seconds of grace) raise; finished or re-planned ones end. */
async function lateOrders(trx: AnyDb, T: string, rule: Rule, now: Date, out: Outbox): Promise<number> {
  const grace = rule.row.duration_seconds ?? 0;
  const { rows } = await sql<{ id: number; code: string; plan_end: Date; equipment_id: number | null }>`
    select o.id::int as id, o.code, o.plan_end, o.equipment_id::int as equipment_id from prd_work_order o
     where o.tenant_id = ${T} and o.status_dict = 'Audit' and o.manufacturing_state in ('Wait', 'Process', 'Pause')
       and o.plan_end < ${now}::timestamptz - make_interval(secs => ${grace})
       ${rule.row.equipment_id ? sql`and o.equipment_id = ${rule.row.equipment_id}` : sql``}
     order by o.plan_end limit ${MAX_SUBJECTS}`.execute(trx);
  let raised = 0;
  for (const o of rows) {
    const subject: Subject = { key: `wo:${o.id}`, equipmentId: o.equipment_id, label: o.code };
    const st = await lockState(trx, T, rule.row.id, subject);
    if (evalState(st).raised) continue;
    const planEnd = new Date(o.plan_end).toISOString();
    await raise(trx, T, rule, subject, st, new Date(o.plan_end), planEnd, em('zh_CN', 'lateWhat', { planEnd }), out);
    raised++;
  }
  // the open events of orders no longer late record their end
  const { rows: done } = await sql<{ subject: string }>`
    select s.subject from evt_state s join evt_event e on e.tenant_id = s.tenant_id and e.id = s.open_event_id and e.end_at is null and e.event_status <> 'Closed'
     where s.tenant_id = ${T} and s.rule_id = ${rule.row.id}
       and not exists (select 1 from prd_work_order o where o.tenant_id = s.tenant_id and 'wo:' || o.id = s.subject and o.status_dict = 'Audit'
                         and o.manufacturing_state in ('Wait', 'Process', 'Pause') and o.plan_end < ${now}::timestamptz - make_interval(secs => ${grace}))
     limit ${MAX_SUBJECTS}`.execute(trx);
  for (const d of done) {
    const st = await lockState(trx, T, rule.row.id, { key: d.subject, equipmentId: null, label: '' });
    await clear(trx, T, st, now);
  }
  return raised;
}

/**
 * A machine's output reports of the rule's window (default one hour) judged by their defect rate in
 * per cent — (unqualified + scrap) / all reported × 100, numeric in SQL, compared exactly (condition.ts)
 * — for the machines that reported in the window; the event ends when the rate is back past the deadband.
 */
async function defectRates(trx: AnyDb, T: string, rule: Rule, now: Date, out: Outbox): Promise<number> {
  const window = rule.row.window_seconds || 3600;
  const { rows } = await sql<{ equipment_id: number; code: string; rate: string }>`
    select p.equipment_id::int as equipment_id, m.code,
           round(sum(coalesce(p.unqualified_qty, 0) + coalesce(p.scrap_qty, 0)) * 100 / sum(coalesce(p.qualified_qty, 0) + coalesce(p.unqualified_qty, 0) + coalesce(p.scrap_qty, 0)), 2)::text as rate
      from prd_output p join prd_equipment m on m.tenant_id = p.tenant_id and m.id = p.equipment_id
     where p.tenant_id = ${T} and p.equipment_id is not null and p.create_dt > ${now}::timestamptz - make_interval(secs => ${window}) and p.create_dt <= ${now}
       ${rule.row.equipment_id ? sql`and p.equipment_id = ${rule.row.equipment_id}` : sql``}
     group by p.equipment_id, m.code
    having sum(coalesce(p.qualified_qty, 0) + coalesce(p.unqualified_qty, 0) + coalesce(p.scrap_qty, 0)) > 0
     limit ${MAX_SUBJECTS}`.execute(trx);
  let raised = 0;
  for (const r of rows) {
    const subject = machineSubject(r.equipment_id, r.code);
    const st = await lockState(trx, T, rule.row.id, subject);
    const { state, verdict } = step(rule.logic, evalState(st), { at: now, value: r.rate });
    if (verdict.kind === 'raise') {
      await raise(trx, T, rule, subject, st, verdict.at, verdict.value, em('zh_CN', 'defectWhat', { rate: r.rate, limit: rule.logic.limit }), out);
      raised++;
    } else if (verdict.kind === 'clear') await clear(trx, T, st, now);
    await saveState(trx, T, rule.row.id, subject, { holdsSince: state.holdsSince, lastAt: now, lastValue: r.rate });
  }
  return raised;
}

/** Events unacknowledged past their rule's minutes: 已升级, one severity up, the escalation roles messaged. */
async function escalate(trx: AnyDb, T: string, now: Date, out: Outbox): Promise<number> {
  const { rows } = await sql<{ id: number; code: string; severity: Severity; subject: string; name: string; minutes: number; roles: string | null; label: string }>`
    select e.id::int as id, e.code, e.severity, e.subject, r.name, r.escalate_minutes::int as minutes, r.escalate_roles as roles,
           coalesce(m.code, e.subject) as label
      from evt_event e join evt_rule r on r.tenant_id = e.tenant_id and r.id = e.rule_id
      left join prd_equipment m on m.tenant_id = e.tenant_id and m.id = e.equipment_id
     where e.tenant_id = ${T} and e.event_status = 'Open' and r.escalate_minutes > 0
       and e.create_dt <= ${now}::timestamptz - make_interval(mins => r.escalate_minutes::int)
     order by e.id limit ${MAX_ESCALATIONS}
       for update of e skip locked`.execute(trx);
  for (const e of rows) {
    const severity = severityUp(e.severity);
    await sql`update evt_event set event_status = 'Escalated', severity = ${severity}, escalated_at = ${now}, version = version + 1, modify_dt = now()
      where tenant_id = ${T} and id = ${e.id}`.execute(trx);
    const vars = { severity: SEVERITIES.find((s) => s.value === severity)!.label, rule: e.name, subject: e.label, code: e.code, minutes: e.minutes };
    await notifyRoles(trx, T, e.id, e.roles, em('zh_CN', 'escalatedTitle', vars), em('zh_CN', 'escalatedBody', vars), out);
  }
  return rows.length;
}

/** the clock's judge of a rule by its source (a variable or a machine stop: machineRule) */
const JUDGES: Partial<Record<Rule['row']['source'], typeof machineRule>> = { OrderLate: lateOrders, DefectRate: defectRates };

/** One tenant's tick at `now` (tests pass their own clock); answers what it raised and escalated. */
export async function tickTenant(env: AppEnv, T: string, now = new Date()): Promise<{ raised: number; escalated: number }> {
  const out = outbox(T);
  const done = await (env.db.forTenant(T) as AnyDb).transaction().execute(async (trx) => {
    const { rows } = await sql<RuleRow>`select ${RULE_COLUMNS} from evt_rule r
      where r.tenant_id = ${T} and r.enabled and (r.source in ('MachineStop', 'OrderLate', 'DefectRate') or r.condition in ('Duration', 'NoData'))
      order by r.id limit ${MAX_RULES} for update skip locked`.execute(trx);
    let raised = 0;
    for (const rule of await rulesFrom(trx, T, rows)) raised += await (JUDGES[rule.row.source] ?? machineRule)(trx, T, rule, now, out);
    return { raised, escalated: await escalate(trx, T, now, out) };
  });
  await flush(env, out);
  return done;
}

/** Every tenant with enabled rules or events to escalate. */
export async function tick(env: AppEnv, now = new Date()): Promise<void> {
  const { rows } = await sql<{ tenant_id: string }>`select distinct tenant_id from evt_rule where tenant_id is not null and enabled`.execute(env.db.system);
  for (const { tenant_id } of rows) {
    try {
      await tickTenant(env, tenant_id, now);
    } catch (e) {
      env.log.error({ err: e, tenantId: tenant_id }, 'event rules: a tick failed');
    }
  }
}
