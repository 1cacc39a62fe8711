// The writes of the evaluation, each inside the caller's transaction on the tenant's database:
// - the subject's state row (evt_state), created on first sight and LOCKED before anything is
//   judged, so a batch and the tick, or two instances, never open two events for one rule and
//   machine: the one open event per rule and subject is the row's open_event_id;
// - raising: a new event with its messages, or — while the subject's event is not closed yet — the
//   same event again (its end cleared, one occurrence more, nobody messaged twice): a value
//   oscillating around its limit gives one event with its count, not a hundred;
// - clearing: the event records its end (it stays to acknowledge and close).
// An event belongs to its machine's department (so roles scoped by department see their machines'
// events) and to the rule's author.
import { sql } from 'kysely';
import type { EvalState } from '../condition';
import { em } from '../messages';
import { SEVERITIES } from '../options';
import { notifyRoles, type Outbox } from './notify';
import type { AnyDb, Rule } from './rules';

export interface Subject {
  /** 'eq:{machine id}' or 'wo:{work order id}' */
  key: string;
  equipmentId: number | null;
  /** how messages name it (the machine's or the order's code) */
  label: string;
}

export interface StateRow {
  holdsSince: Date | null;
  lastAt: Date | null;
  lastValue: string | null;
  openEventId: number | null;
  /** the open event's condition has ended */
  ended: boolean;
}

export const machineSubject = (equipmentId: number, code: string): Subject => ({ key: `eq:${equipmentId}`, equipmentId, label: code });

export const evalState = (s: StateRow): EvalState => ({ holdsSince: s.holdsSince, raised: s.openEventId !== null && !s.ended });

/** The subject's state, locked for the rest of the transaction (made on first sight). */
export async function lockState(trx: AnyDb, T: string, ruleId: number, subject: Subject): Promise<StateRow> {
  await sql`insert into evt_state (tenant_id, rule_id, subject, equipment_id) values (${T}, ${ruleId}, ${subject.key}, ${subject.equipmentId}) on conflict do nothing`.execute(trx);
  const [s] = (
    await sql<{ holds_since: Date | null; last_at: Date | null; last_value: string | null; open_event_id: number | null; end_at: Date | null; event_status: string | null }>`
      select s.holds_since, s.last_at, s.last_value::text as last_value, s.open_event_id::int as open_event_id, e.end_at, e.event_status
        from evt_state s left join evt_event e on e.tenant_id = s.tenant_id and e.id = s.open_event_id
       where s.tenant_id = ${T} and s.rule_id = ${ruleId} and s.subject = ${subject.key}
       for update of s`.execute(trx)
  ).rows;
  const open = s!.open_event_id !== null && s!.event_status !== null && s!.event_status !== 'Closed' ? s!.open_event_id : null;
  return { holdsSince: s!.holds_since, lastAt: s!.last_at, lastValue: s!.last_value, openEventId: open, ended: open !== null && s!.end_at !== null };
}

export async function saveState(trx: AnyDb, T: string, ruleId: number, subject: Subject, s: { holdsSince: Date | null; lastAt?: Date | null; lastValue?: string | null }): Promise<void> {
  await sql`update evt_state set holds_since = ${s.holdsSince},
      last_at = coalesce(${s.lastAt ?? null}::timestamptz, last_at), last_value = coalesce(${s.lastValue ?? null}::numeric, last_value)
    where tenant_id = ${T} and rule_id = ${ruleId} and subject = ${subject.key}`.execute(trx);
}

const severityLabel = (v: string) => SEVERITIES.find((s) => s.value === v)?.label ?? v;

/** Raises the subject's event at `at` with the value that crossed (see the file's head); answers its id. */
export async function raise(trx: AnyDb, T: string, rule: Rule, subject: Subject, state: StateRow, at: Date, value: string, what: string, out: Outbox): Promise<number> {
  if (state.openEventId !== null) {
    await sql`update evt_event set end_at = null, hits = hits + 1, version = version + 1, modify_dt = now()
      where tenant_id = ${T} and id = ${state.openEventId}`.execute(trx);
    return state.openEventId;
  }
  const r = rule.row;
  const title = `${r.name}：${subject.label} ${what}`.slice(0, 256);
  const [ev] = (
    await sql<{ id: number }>`
      insert into evt_event (tenant_id, code, rule_id, source, equipment_id, subject, title, severity, trigger_value, start_at, hits, event_status,
                             depart_id, create_id, create_name, modify_name, status_dict)
      select ${T}, null, ${r.id}, ${r.source}, ${subject.equipmentId}, ${subject.key},
             ${title}, ${r.severity}, ${value}, ${at}, 1, 'Open',
             (select m.depart_id from prd_equipment m where m.tenant_id = ${T} and m.id = ${subject.equipmentId}),
             (select x.create_id from evt_rule x where x.tenant_id = ${T} and x.id = ${r.id}), '事件规则', '事件规则', 'Audit'
      returning id::int as id`.execute(trx)
  ).rows;
  // the number is the row's own id: gap-free enough for events, and known only once inserted
  const code = `EV${String(ev!.id).padStart(8, '0')}`;
  await sql`update evt_event set code = ${code} where tenant_id = ${T} and id = ${ev!.id}`.execute(trx);
  await sql`update evt_state set open_event_id = ${ev!.id} where tenant_id = ${T} and rule_id = ${r.id} and subject = ${subject.key}`.execute(trx);
  const vars = { severity: severityLabel(r.severity), rule: r.name, subject: subject.label, code, what, value, at: at.toISOString() };
  await notifyRoles(trx, T, ev!.id, r.notify_roles, em('zh_CN', 'noticeTitle', vars), em('zh_CN', 'noticeBody', vars), out);
  return ev!.id;
}

/** The subject's event records the end of its condition. */
export async function clear(trx: AnyDb, T: string, state: StateRow, at: Date): Promise<void> {
  if (state.openEventId === null) return;
  await sql`update evt_event set end_at = ${at}, version = version + 1, modify_dt = now() where tenant_id = ${T} and id = ${state.openEventId} and end_at is null`.execute(trx);
}
