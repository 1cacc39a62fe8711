// 事件管理 on a real database: readings fed through the IoT module's real ingest (stored, then told to
// the subscribers) raise events by threshold, held-for, rate and no-data rules; the clock's tick
// (with the test's own clock) judges durations, no data and escalation; one open event per rule and
// machine however the value oscillates; the notified role's users get the message and the push, no
// one else; acknowledge and close with their refusals; the rule test; tenants kept apart.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WsServerFrame } from '../../../../schemas/rpc/portal';
import { fileServer, ok, refused } from '../../../../tests/kit';
import { runningCollectors } from '../../../iot/server/public';
import { queueOf } from '../../server/running';
import { tickTenant } from '../../server/tick';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const operator = await srv.session('demo', 'liuyang');
const viewer = await srv.session('demo', 'zhaolei');
const acme = await srv.session('acme', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
const T = admin.tenant.id;
const sys = srv.db.system;
const rows = async <R>(q: ReturnType<typeof sql<R>>) => (await q.execute(sys)).rows as R[];

let gatewayId: number;
const machine: Record<string, number> = {};
const variable: Record<string, number> = {};

/** Readings of one variable on one machine at given seconds after `t0`, through the real ingest, judged before it answers. */
async function feed(varCode: string, machineCode: string, t0: number, points: Array<[seconds: number, value: string]>): Promise<void> {
  const ingest = runningCollectors()!.ingest;
  const binding = { id: variable[varCode]!, code: varCode, dataType: 'Number', factor: '1', offset: '0', low: null, high: null, signal: varCode === 'CNC-RUN' ? 'RunState' : null, topic: null, jsonPath: null, register: null, fn: '3', registerType: 'UInt16' } as never;
  for (const [s, v] of points) expect(ingest.add(T, gatewayId, machine[machineCode]!, binding, v, new Date(t0 + s * 1000))).toBe(true);
  await ingest.flush();
  await queueOf(srv.env)!.idle();
}

async function rule(r: Rec): Promise<number> {
  const saved = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['EventRule', { severity: 'Minor', deadband: '0', enabled: true, source: 'Variable', ...r }]));
  return Number(saved.id);
}

const eventsOf = (ruleId: number) =>
  rows<{ id: number; code: string; event_status: string; severity: string; trigger_value: string; start_at: Date; end_at: Date | null; hits: number; equipment_id: number }>(
    sql`select id::int as id, code, event_status, severity, trigger_value, start_at, end_at, hits::int as hits, equipment_id::int as equipment_id from evt_event where tenant_id = ${T} and rule_id = ${ruleId} order by id`,
  );

const messagesOf = (userCode: string, eventId: number) =>
  rows<{ title: string }>(sql`select m.title from message m join evt_notice n on n.tenant_id = m.tenant_id and n.message_id = m.id join app_user u on u.tenant_id = m.tenant_id and u.id = m.user_id
    where m.tenant_id = ${T} and u.code = ${userCode} and n.event_id = ${eventId}`);

/** a time far from the demo's values, different for each test so their readings never meet */
let clock = Date.parse('2030-01-01T00:00:00Z');
const nextT0 = () => (clock += 86_400_000);

beforeAll(async () => {
  [{ id: gatewayId }] = await rows<{ id: number }>(sql`select id::int as id from iot_gateway where tenant_id = ${T} and code = 'GW-SIM-01'`);
  for (const m of await rows<{ id: number; code: string }>(sql`select id::int as id, code from prd_equipment where tenant_id = ${T} and code like 'EQ-%'`)) machine[m.code] = m.id;
  for (const v of await rows<{ id: number; code: string }>(sql`select id::int as id, code from iot_var where tenant_id = ${T}`)) variable[v.code] = v.id;
  // the demo's own rules stay out of these tests' way
  await sql`update evt_rule set enabled = false where tenant_id = ${T}`.execute(sys);
});

afterAll(async () => {
  await queueOf(srv.env)?.idle();
});

describe('rules over readings', () => {
  it('a threshold rule raises one event per machine however the value oscillates, and records its end past the deadband', async () => {
    const id = await rule({ code: 'T-TH', name: '温度阈值', variable_id: variable['CNC-TEMP'], condition: 'Threshold', operator: 'Gt', limit_value: '75', deadband: '2', notify_roles: 'operator' });
    const t0 = nextT0();
    await feed('CNC-TEMP', 'EQ-CNC-01', t0, [[0, '70'], [3, '75'], [6, '75.01'], [9, '74'], [12, '76'], [15, '73'], [18, '77']]);
    let ev = await eventsOf(id);
    expect(ev).toHaveLength(1);
    // 75 is not over 75; 75.01 is (decimal-exact); back to 74 is inside the deadband (75 − 2), 73 ends it, 77 counts again on the same event
    expect(ev[0]).toMatchObject({ trigger_value: '75.01', event_status: 'Open', end_at: null, hits: 2 });
    expect(new Date(ev[0]!.start_at).getTime()).toBe(t0 + 6000);
    await feed('CNC-TEMP', 'EQ-CNC-01', t0, [[21, '72']]);
    ev = await eventsOf(id);
    expect(new Date(ev[0]!.end_at!).getTime()).toBe(t0 + 21000);
    // another machine: its own event
    await feed('CNC-TEMP', 'EQ-CNC-02', t0, [[0, '80']]);
    expect((await eventsOf(id)).map((e) => e.equipment_id)).toEqual([machine['EQ-CNC-01'], machine['EQ-CNC-02']]);
  });

  it('a held-for rule raises only once the condition held its seconds, at the moment it began; a rate rule by the change per minute', async () => {
    const held = await rule({ code: 'T-HOLD', name: '负载持续', variable_id: variable['CNC-LOAD'], condition: 'Duration', operator: 'Ge', limit_value: '90', duration_seconds: 30, notify_roles: 'operator' });
    const t0 = nextT0();
    await feed('CNC-LOAD', 'EQ-MC-01', t0, [[0, '95'], [10, '96'], [20, '80'], [30, '91'], [50, '92']]);
    expect(await eventsOf(held)).toHaveLength(0);
    await feed('CNC-LOAD', 'EQ-MC-01', t0, [[60, '90']]);
    const [e] = await eventsOf(held);
    expect(new Date(e!.start_at).getTime()).toBe(t0 + 30_000);

    const rate = await rule({ code: 'T-RATE', name: '温升', variable_id: variable['CNC-TEMP'], condition: 'Rate', operator: 'Gt', limit_value: '5', window_seconds: 60, notify_roles: 'operator' });
    const t1 = nextT0();
    // +4 in a minute: not over 5 a minute; then +6 in the next 60 s: over
    await feed('CNC-TEMP', 'EQ-MC-02', t1, [[0, '60'], [30, '62'], [60, '64']]);
    expect(await eventsOf(rate)).toHaveLength(0);
    await feed('CNC-TEMP', 'EQ-MC-02', t1, [[120, '70']]);
    const [r] = await eventsOf(rate);
    expect(r!.trigger_value).toBe('6');
  });

  it('the tick raises a held-for condition without new readings, a machine stop, and no data after N seconds — each once', async () => {
    const stop = await rule({ code: 'T-STOP', name: '停机', source: 'MachineStop', equipment_id: machine['EQ-GR-01'], condition: 'Duration', duration_seconds: 60, notify_roles: 'operator' });
    const t0 = nextT0();
    await feed('CNC-RUN', 'EQ-GR-01', t0, [[0, '1'], [5, '0']]);
    expect((await tickTenant(srv.env, T, new Date(t0 + 30_000))).raised).toBe(0);
    await tickTenant(srv.env, T, new Date(t0 + 70_000));
    await tickTenant(srv.env, T, new Date(t0 + 90_000));
    const ev = await eventsOf(stop);
    expect(ev).toHaveLength(1);
    expect(new Date(ev[0]!.start_at).getTime()).toBe(t0 + 5000);
    await feed('CNC-RUN', 'EQ-GR-01', t0, [[100, '1']]);
    expect(new Date((await eventsOf(stop))[0]!.end_at!).getTime()).toBe(t0 + 100_000);

    const silent = await rule({ code: 'T-SILENT', name: '无数据', variable_id: variable['CNC-GOOD'], equipment_id: machine['EQ-CNC-02'], condition: 'NoData', duration_seconds: 120, notify_roles: 'operator' });
    const t1 = nextT0();
    await feed('CNC-GOOD', 'EQ-CNC-02', t1, [[0, '10']]);
    await tickTenant(srv.env, T, new Date(t1 + 60_000));
    expect(await eventsOf(silent)).toHaveLength(0);
    await tickTenant(srv.env, T, new Date(t1 + 121_000));
    await tickTenant(srv.env, T, new Date(t1 + 200_000));
    expect(await eventsOf(silent)).toHaveLength(1);
    await feed('CNC-GOOD', 'EQ-CNC-02', t1, [[210, '11']]);
    expect((await eventsOf(silent))[0]!.end_at).not.toBeNull();
  });
});

describe('production rules', () => {
  it('a defect-rate rule judges the machine\'s output reports of its window in exact per cent', async () => {
    const id = await rule({ code: 'T-DEFECT', name: '不良率', source: 'DefectRate', equipment_id: machine['EQ-MC-02'], operator: 'Gt', limit_value: '5', window_seconds: 3600, notify_roles: 'operator' });
    const t0 = nextT0();
    const report = (seconds: number, good: string, bad: string) =>
      sql`insert into prd_output (tenant_id, equipment_id, qualified_qty, unqualified_qty, scrap_qty, create_dt) values (${T}, ${machine['EQ-MC-02']}, ${good}, ${bad}, 0, ${new Date(t0 + seconds * 1000)})`.execute(sys);
    await report(0, '95', '5');
    await tickTenant(srv.env, T, new Date(t0 + 60_000));
    // 5 of 100 is 5 %: not over 5 %
    expect(await eventsOf(id)).toHaveLength(0);
    await report(120, '0', '1');
    await tickTenant(srv.env, T, new Date(t0 + 180_000));
    const [e] = await eventsOf(id);
    // 6 of 101 = 5.94 %
    expect(e).toMatchObject({ trigger_value: '5.94', event_status: 'Open' });
    // an hour on, only good parts in the window: 0 %, the event records its end
    await report(4000, '100', '0');
    await tickTenant(srv.env, T, new Date(t0 + 4100_000));
    expect((await eventsOf(id))[0]!.end_at).not.toBeNull();
  });
});

describe('messages, state moves and escalation', () => {
  it('the notified role users get the message and the bell count live; another role gets nothing', async () => {
    const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
    const frames: WsServerFrame[] = [];
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: operator.token }));
    ws.on('message', (d) => frames.push(JSON.parse(String(d)) as WsServerFrame));
    await new Promise((r) => setTimeout(r, 300));
    const before = ok(await srv.call<Rec>(operator, 'event.Message', 'page', [{ page: 1, pageSize: 50 }]));
    const id = await rule({ code: 'T-BELL', name: '铃声测试', variable_id: variable['CNC-TEMP'], condition: 'Threshold', operator: 'Ge', limit_value: '100', notify_roles: 'operator' });
    await feed('CNC-TEMP', 'EQ-CNC-01', nextT0(), [[0, '100']]);
    const [e] = await eventsOf(id);
    expect(await messagesOf('liuyang', e!.id)).toEqual([{ title: '【一般】铃声测试：EQ-CNC-01' }]);
    expect(await messagesOf('zhaolei', e!.id)).toEqual([]);
    const end = Date.now() + 3000;
    while (!frames.some((f) => f.type === 'todoCount') && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    ws.close();
    expect(frames.find((f) => f.type === 'message')).toMatchObject({ title: '【一般】铃声测试：EQ-CNC-01' });
    const after = ok(await srv.call<Rec>(operator, 'event.Message', 'page', [{ page: 1, pageSize: 50 }]));
    expect(after.total).toBe(before.total + 1);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.itemList[0]).toMatchObject({ eventCode: e!.code, eventStatus: 'Open', read: false });
    // 标为已读 and 删除: one's own only
    ok(await srv.call(operator, 'event.Message', 'markRead', [{ ids: [after.itemList[0].id] }]));
    expect(ok(await srv.call<Rec>(operator, 'event.Message', 'page', [{ page: 1, pageSize: 50 }])).unread).toBe(before.unread);
    expect(ok(await srv.call<Rec>(admin, 'event.Message', 'remove', [{ ids: [after.itemList[0].id] }])).removed).toBe(0);
    expect(ok(await srv.call<Rec>(operator, 'event.Message', 'remove', [{ ids: [after.itemList[0].id] }])).removed).toBe(1);
  });

  it('acknowledge and close with a cause, each once, with their messages; a closed event frees its rule and machine', async () => {
    const id = await rule({ code: 'T-MOVE', name: '状态测试', variable_id: variable['CNC-TEMP'], condition: 'Threshold', operator: 'Gt', limit_value: '200', notify_roles: 'operator' });
    const t0 = nextT0();
    await feed('CNC-TEMP', 'EQ-CNC-02', t0, [[0, '201']]);
    const [e] = await eventsOf(id);
    expect(ok(await srv.call<Rec>(operator, 'event.Event', 'acknowledge', [{ id: e!.id }]))).toMatchObject({ status: 'Acked' });
    refused(await srv.call(operator, 'event.Event', 'acknowledge', [{ id: e!.id }]), 409, `事件已确认，不能重复确认：${e!.code}`);
    refused(await srv.call(operator, 'event.Event', 'close', [{ id: e!.id, cause: 'Nonsense' }]), 400, '关闭原因不存在：Nonsense');
    ok(await srv.call(operator, 'event.Event', 'addComment', [{ id: e!.id, content: '已检查冷却液' }]));
    expect(ok(await srv.call<Rec>(operator, 'event.Event', 'close', [{ id: e!.id, cause: 'Process', note: '调整切削参数' }]))).toMatchObject({ status: 'Closed' });
    refused(await srv.call(operator, 'event.Event', 'close', [{ id: e!.id, cause: 'Process' }]), 409, `事件已关闭，不能重复关闭：${e!.code}`);
    refused(await srv.call(operator, 'event.Event', 'acknowledge', [{ id: e!.id }]), 409, `事件已关闭，不能确认：${e!.code}`);
    const [stored] = await rows<Rec>(sql`select cause, close_note, close_name, ack_name, end_at from evt_event where tenant_id = ${T} and id = ${e!.id}`);
    expect(stored).toMatchObject({ cause: 'Process', close_note: '调整切削参数', close_name: '刘洋', ack_name: '刘洋' });
    expect(stored!.end_at).not.toBeNull();
    expect(await rows(sql`select content, author from evt_event_comment where tenant_id = ${T} and owner_id = ${e!.id}`)).toEqual([{ content: '已检查冷却液', author: '刘洋' }]);
    // still over the limit after it was closed: a new event
    await feed('CNC-TEMP', 'EQ-CNC-02', t0, [[10, '202']]);
    expect((await eventsOf(id)).map((x) => x.event_status)).toEqual(['Closed', 'Open']);
    // a read-only role may not
    refused(await srv.call(viewer, 'event.Event', 'close', [{ id: e!.id, cause: 'Process' }]), 4003);
  });

  it('an event unacknowledged past its minutes is escalated once: one severity up, the escalation role messaged', async () => {
    const id = await rule({ code: 'T-ESC', name: '升级测试', variable_id: variable['CNC-TEMP'], condition: 'Threshold', operator: 'Gt', limit_value: '300', severity: 'Major', notify_roles: 'operator', escalate_minutes: 10, escalate_roles: 'workshop' });
    await feed('CNC-TEMP', 'EQ-MC-01', nextT0(), [[0, '301']]);
    const [e] = await eventsOf(id);
    expect((await tickTenant(srv.env, T, new Date(Date.now() + 5 * 60_000))).escalated).toBe(0);
    // two ticks at once (two instances): the event is escalated by one of them only
    const both = await Promise.all([tickTenant(srv.env, T, new Date(Date.now() + 11 * 60_000)), tickTenant(srv.env, T, new Date(Date.now() + 11 * 60_000))]);
    expect(both.map((b) => b.escalated).sort()).toEqual([0, 1]);
    expect((await tickTenant(srv.env, T, new Date(Date.now() + 20 * 60_000))).escalated).toBe(0);
    expect((await eventsOf(id))[0]).toMatchObject({ event_status: 'Escalated', severity: 'Critical' });
    expect(await messagesOf('zhoujie', e!.id)).toEqual([{ title: '【升级·紧急】升级测试：EQ-MC-01' }]);
    expect(ok(await srv.call<Rec>(operator, 'event.Event', 'acknowledge', [{ id: e!.id }]))).toMatchObject({ status: 'Acked', severity: 'Critical' });
  });
});

describe('rules: checks, test, tenants', () => {
  it('refuses a rule without what its condition needs, or naming an unknown role', async () => {
    const base = { code: 'T-BAD', name: '坏规则', notify_roles: 'operator', variable_id: variable['CNC-TEMP'] };
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['EventRule', { ...base, source: 'Variable', condition: 'Threshold', severity: 'Minor' }]), 400, '阈值条件必须填写限值');
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['EventRule', { ...base, source: 'Variable', condition: 'Rate', limit_value: '1', severity: 'Minor' }]), 400, '变化率条件必须填写窗口秒数');
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['EventRule', { ...base, source: 'Variable', condition: 'Threshold', limit_value: '1', notify_roles: 'operator,nobody', severity: 'Minor' }]), 400, '通知角色不存在：nobody');
  });

  it('the rule test replays stored values and saves nothing', async () => {
    const id = await rule({ code: 'T-TRY', name: '试运行', variable_id: variable['CNC-LOAD'], condition: 'Threshold', operator: 'Gt', limit_value: '50', enabled: false, notify_roles: 'operator' });
    const t0 = nextT0();
    await feed('CNC-LOAD', 'EQ-CNC-02', t0, [[0, '40'], [3, '55'], [6, '45'], [9, '60'], [12, '61']]);
    const r = ok(await srv.call<Rec>(admin, 'event.Rule', 'test', [{ id, equipmentId: machine['EQ-CNC-02'], from: new Date(t0 - 1000).toISOString(), to: new Date(t0 + 60_000).toISOString() }]));
    expect(r.readings).toBe(5);
    expect(r.hits).toEqual([
      { equipmentId: machine['EQ-CNC-02'], equipmentCode: 'EQ-CNC-02', startAt: new Date(t0 + 3000).toISOString(), endAt: new Date(t0 + 6000).toISOString(), value: '55' },
      { equipmentId: machine['EQ-CNC-02'], equipmentCode: 'EQ-CNC-02', startAt: new Date(t0 + 9000).toISOString(), endAt: null, value: '60' },
    ]);
    expect(await eventsOf(id)).toHaveLength(0);
    refused(await srv.call(admin, 'event.Rule', 'test', [{ id, from: new Date(t0).toISOString(), to: new Date(t0 + 40 * 86_400_000).toISOString() }]), 400, '规则测试的时间范围不能超过 31 天');
    // a role without 事件规则's 规则测试 may not
    refused(await srv.call(operator, 'event.Rule', 'test', [{ id, from: new Date(t0).toISOString(), to: new Date(t0 + 1000).toISOString() }]), 4003);
  });

  it('another tenant sees none of the events, cannot move them, and its own lists are empty', async () => {
    const [e] = await rows<{ id: number }>(sql`select id::int as id from evt_event where tenant_id = ${T} and event_status <> 'Closed' order by id limit 1`);
    refused(await srv.call(acme, 'event.Event', 'acknowledge', [{ id: e!.id }]), 11);
    const page = ok(await srv.call<Rec>(acme, 'event.Message', 'page', [{ page: 1, pageSize: 10 }]));
    expect(page.total).toBe(0);
  });

  it('停机损失 answers each machine\'s downtime and its cost (hours × hourly cost), with totals', async () => {
    const [m] = await rows<{ id: number }>(sql`select id::int as id from prd_equipment where tenant_id = ${T} and code = 'EQ-MC-02'`);
    const answer = ok(await srv.call<Rec>(admin, 'report.Report', 'page', ['event.StopLoss', { page: 1, pageSize: 50, filterMap: { equipment_id: m!.id }, rangeMap: { start_date: {} } }]));
    // the demo's one stop of EQ-MC-02: 120 minutes at 240.00 an hour
    expect(answer.itemList).toHaveLength(1);
    expect(Number(answer.itemList[0].stops)).toBe(1);
    expect(Number(answer.itemList[0].down_hours)).toBe(2);
    expect(Number(answer.itemList[0].loss)).toBe(480);
    // another tenant's report counts none of them
    expect(ok(await srv.call<Rec>(acme, 'report.Report', 'page', ['event.StopLoss', { page: 1, pageSize: 50, rangeMap: { start_date: {} } }])).total).toBe(0);
  });

  it('the demo shows events in every status, with causes and downtime costs', async () => {
    const statuses = await rows<{ event_status: string }>(sql`select distinct event_status from evt_event where tenant_id = ${T} and create_name = '事件规则' order by 1`);
    expect(statuses.map((s) => s.event_status)).toEqual(['Acked', 'Closed', 'Escalated', 'Open']);
    const loss = await rows<{ loss: string }>(sql`select sum(loss)::text as loss from evt_stoploss where tenant_id = ${T} and end_at is not null`);
    expect(Number(loss[0]!.loss)).toBeGreaterThan(0);
  });
});
