// The events demo (the demo tenant, after the IoT demo): the machines' hourly costs, rules on the
// simulated gateway's signals (spindle temperature over 75 ℃, spindle load held at 90 % for 30 s, a
// machine stopped for more than 60 s, late work orders; a rate and a no-data rule left off to try
// with 规则测试), and two weeks of events in every status with causes, comments and the operators'
// messages, the same pattern every day (relative to the seed's day), so 事件列表, 事件记录, 停机损失
// and 消息列表 show something real at first start.
import { sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
/** the IoT demo's simulated machines */
const DEMO_MACHINES = ['EQ-CNC-01', 'EQ-CNC-02', 'EQ-MC-01', 'EQ-MC-02', 'EQ-GR-01'];
import { notifyRoles, outbox } from './notify';
import type { AnyDb } from './rules';

const HOURLY_COST: Record<string, string> = { 'EQ-CNC-01': '180.00', 'EQ-CNC-02': '180.00', 'EQ-MC-01': '240.00', 'EQ-MC-02': '240.00', 'EQ-GR-01': '150.00' };

// code, name, source, variable code, condition, operator, limit, deadband, seconds, window, severity, notify, escalate minutes, escalate roles, enabled
type RuleSeed = [string, string, string, string | null, string, string | null, string | null, string, number | null, number | null, string, string, number | null, string | null, boolean];
const RULES: RuleSeed[] = [
  ['R-TEMP', '主轴温度过高', 'Variable', 'CNC-TEMP', 'Threshold', 'Gt', '75', '2', null, null, 'Major', 'operator', 10, 'workshop', true],
  ['R-LOAD', '主轴负载持续过高', 'Variable', 'CNC-LOAD', 'Duration', 'Ge', '90', '5', 30, null, 'Minor', 'operator', null, null, true],
  ['R-STOP', '设备停机超过60秒', 'MachineStop', null, 'Duration', 'Eq', '0', '0', 60, null, 'Major', 'operator', 30, 'workshop', true],
  ['R-LATE', '工单逾期未完工', 'OrderLate', null, 'Threshold', null, null, '0', 0, null, 'Minor', 'workshop', null, null, true],
  ['R-RISE', '主轴温升过快', 'Variable', 'CNC-TEMP', 'Rate', 'Gt', '5', '1', null, 60, 'Minor', 'operator', null, null, false],
  ['R-SILENT', '设备数据中断', 'Variable', 'CNC-RUN', 'NoData', null, null, '0', 120, null, 'Critical', 'operator,workshop', null, null, false],
];

// rule, machine, days ago, start (HH:MM), minutes (null: still on), status, cause, value, comment
type EventSeed = [string, string, number, string, number | null, 'Open' | 'Acked' | 'Escalated' | 'Closed', string | null, string, string | null];
const EVENTS: EventSeed[] = [
  ['R-STOP', 'EQ-CNC-01', 13, '09:12', 42, 'Closed', 'Mechanical', '0', '主轴抱死，更换轴承'],
  ['R-STOP', 'EQ-MC-01', 12, '14:30', 18, 'Closed', 'Material', '0', null],
  ['R-TEMP', 'EQ-CNC-02', 11, '10:05', 9, 'Closed', 'Process', '77.8', '切削液浓度偏低'],
  ['R-STOP', 'EQ-GR-01', 10, '08:40', 65, 'Closed', 'Electrical', '0', '伺服驱动器报警，复位后恢复'],
  ['R-LOAD', 'EQ-MC-02', 9, '16:20', 3, 'Closed', 'Tooling', '92.5', null],
  ['R-STOP', 'EQ-CNC-02', 8, '11:00', 25, 'Closed', 'Tooling', '0', null],
  ['R-STOP', 'EQ-MC-02', 7, '13:45', 120, 'Closed', 'Planned', '0', '计划保养'],
  ['R-TEMP', 'EQ-CNC-01', 6, '15:10', 6, 'Closed', 'FalseAlarm', '75.6', null],
  ['R-STOP', 'EQ-CNC-01', 5, '09:55', 31, 'Closed', 'Material', '0', null],
  ['R-STOP', 'EQ-MC-01', 4, '10:30', 54, 'Closed', 'Mechanical', '0', '导轨润滑不足'],
  ['R-LOAD', 'EQ-CNC-01', 3, '14:00', 2, 'Closed', 'Process', '95.1', null],
  ['R-STOP', 'EQ-GR-01', 2, '08:15', 15, 'Acked', null, '0', '已通知维修'],
  ['R-TEMP', 'EQ-MC-02', 1, '13:20', 12, 'Escalated', null, '78.4', null],
  ['R-STOP', 'EQ-CNC-02', 0, '07:30', 22, 'Open', null, '0', null],
  ['R-TEMP', 'EQ-MC-01', 0, '08:05', null, 'Open', null, '76.2', null],
];

const SEVERITY_UP: Record<string, string> = { Info: 'Minor', Minor: 'Major', Major: 'Critical', Critical: 'Critical' };

export async function seedEventDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as unknown as AnyDb;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from evt_rule where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const machines = new Map(
    (await sql<{ id: number; code: string; depart_id: number | null }>`select id::int as id, code, depart_id::int as depart_id from prd_equipment where tenant_id = ${T} and code = any(${DEMO_MACHINES})`.execute(db)).rows.map((m) => [m.code, m]),
  );
  if (!machines.size) return;
  for (const [code, cost] of Object.entries(HOURLY_COST)) await sql`update prd_equipment set hourly_cost = ${cost} where tenant_id = ${T} and code = ${code}`.execute(db);
  const vars = new Map((await sql<{ id: number; code: string }>`select id::int as id, code from iot_var where tenant_id = ${T}`.execute(db)).rows.map((v) => [v.code, v.id]));
  const stamp = sql`${ctx.creator.id}, ${ctx.creator.name}`;
  const rules = new Map<string, { id: number; name: string; severity: string; source: string; notify: string; escalate: string | null }>();
  for (const [code, name, source, variable, condition, operator, limit, deadband, seconds, window, severity, notify, minutes, escalate, enabled] of RULES) {
    const [r] = (
      await sql<{ id: number }>`insert into evt_rule (tenant_id, code, name, source, variable_id, condition, operator, limit_value, deadband, duration_seconds, window_seconds,
          severity, notify_roles, escalate_minutes, escalate_roles, enabled, status_dict, create_id, create_name)
        values (${T}, ${code}, ${name}, ${source}, ${variable ? (vars.get(variable) ?? null) : null}, ${condition}, ${operator}, ${limit}, ${deadband}, ${seconds}, ${window},
          ${severity}, ${notify}, ${minutes}, ${escalate}, ${enabled}, 'Audit', ${stamp})
        returning id::int as id`.execute(db)
    ).rows;
    rules.set(code, { id: r!.id, name, severity, source, notify, escalate });
  }
  const day0 = Date.parse(`${ctx.today ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const out = outbox(T);
  for (const [ruleCode, machineCode, daysAgo, hhmm, minutes, status, cause, value, comment] of EVENTS) {
    const rule = rules.get(ruleCode)!;
    const m = machines.get(machineCode);
    if (!m) continue;
    const [h, mm] = hhmm.split(':').map(Number);
    const start = new Date(day0 - daysAgo * 86_400_000 + (h! * 60 + mm!) * 60_000);
    const end = minutes === null ? null : new Date(start.getTime() + minutes * 60_000);
    const acked = status === 'Acked' || status === 'Closed' ? new Date(start.getTime() + 3 * 60_000) : null;
    const escalated = status === 'Escalated';
    const what = rule.source === 'MachineStop' ? '停机' : `${value}`;
    const [ev] = (
      await sql<{ id: number }>`insert into evt_event (tenant_id, rule_id, source, equipment_id, subject, title, severity, trigger_value, start_at, end_at, hits, event_status,
          ack_name, ack_at, escalated_at, cause, close_note, close_name, close_at, depart_id, create_id, create_name, create_dt, modify_name, status_dict)
        values (${T}, ${rule.id}, ${rule.source}, ${m.id}, ${`eq:${m.id}`}, ${`${rule.name}：${m.code} ${what}`}, ${escalated ? SEVERITY_UP[rule.severity] : rule.severity}, ${value},
          ${start}, ${end}, 1, ${status}, ${acked ? '刘洋' : null}, ${acked}, ${escalated ? new Date(start.getTime() + 10 * 60_000) : null},
          ${cause}, ${status === 'Closed' ? (comment ?? '已处理') : null}, ${status === 'Closed' ? '刘洋' : null}, ${status === 'Closed' ? end : null},
          ${m.depart_id}, ${ctx.creator.id}, '事件规则', ${start}, '事件规则', 'Audit')
        returning id::int as id`.execute(db)
    ).rows;
    const code = `EV${String(ev!.id).padStart(8, '0')}`;
    await sql`update evt_event set code = ${code} where tenant_id = ${T} and id = ${ev!.id}`.execute(db);
    if (comment) await sql`insert into evt_event_comment (tenant_id, owner_id, sn, content, author, at) values (${T}, ${ev!.id}, 1, ${comment}, '刘洋', ${acked ?? start})`.execute(db);
    if (status !== 'Closed') {
      // the subject's open event: a new crossing counts on it rather than opening another
      await sql`insert into evt_state (tenant_id, rule_id, subject, equipment_id, open_event_id) values (${T}, ${rule.id}, ${`eq:${m.id}`}, ${m.id}, ${ev!.id})
        on conflict (tenant_id, rule_id, subject) do update set open_event_id = excluded.open_event_id`.execute(db);
      await notifyRoles(db, T, ev!.id, rule.notify, `【${status === 'Escalated' ? '升级' : '事件'}】${rule.name}：${m.code}`, `事件 ${code}：${m.code} ${what}，开始于 ${start.toISOString()}`, out);
    }
  }
}
