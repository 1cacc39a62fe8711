// The tool room on a real database: tool types and files as master data (a new file starts free
// with its type's life), install / uninstall / dressing / scrapping with every tool refusal asserted
// by its exact message, tool inputs limited to 10-digit integers, a cutter's life counted down by
// the output reported on its machine (warning in the reporter's inbox, a worn-out cutter refusing
// the report with nothing saved), fixture checks (plan and paper, limits, submitted once), the
// check results' report, two simultaneous installs of one cutter, and the demo tool room.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import { type AnyRecord, fileServer, ok, recordCalls, refused } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const { save } = recordCalls(srv, admin);
const tag = Date.now().toString(36).toUpperCase();
let serial = 0;
let T: string;
const uniq = (p: string) => `${p}${tag}${++serial}`;
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const cutter = (method: string, arg: unknown) => srv.call<AnyRecord>(admin, 'tool.Cutter', method, [arg]);
const fixture = (method: string, arg: unknown) => srv.call<AnyRecord>(admin, 'tool.Fixture', method, [arg]);

/** a machine of its own (no order runs on it unless a test starts one) */
const machine = async () => (await save('Equipment', { code: uniq('TM'), name: '测试机床', level: 'B', equipment_status: '1', parallel: 1 })).id as number;
const cutterType = async (more: Record<string, unknown> = {}) => (await save('CutterDefine', { code: uniq('CT'), name: '测试刀具', rated_life: 100, max_dressings: 1, dress_life: 80, warn_percent: 10, ...more })).id as number;
const newCutter = async (type: number, more: Record<string, unknown> = {}) => ok(await cutter('create', { code: uniq('DJ'), define_id: type, ...more }));
const fixtureType = async () => (await save('FixtureDefine', { code: uniq('FT'), name: '测试工装', rated_life: 1000, warn_percent: 10 })).id as number;
const newFixture = async (type: number) => ok(await fixture('create', { code: uniq('GZ'), define_id: type }));

/** an order of a demo product running (加工中) on the machine: its first operation's id */
async function runningOrder(machineId: number): Promise<{ orderId: number; opId: number }> {
  const [r] = await q<{ route: number; product: number }>(sql`select m.route_id::int as route, m.material_id::int as product from prd_material_route m where m.tenant_id = ${T} order by m.id limit 1`);
  const o = ok(await srv.call<AnyRecord>(admin, 'task.Order', 'create', [{ plan_no: uniq('TO'), material_id: r.product, route_id: r.route, plan_qty: 100000, plan_start: '2030-01-01 08:00:00', plan_end: '2030-02-01 08:00:00', equipment_id: machineId }]));
  ok(await srv.call(admin, 'task.Order', 'audit', [o.id]));
  await q(sql`update prd_work_order set manufacturing_state = 'Process', starter_id = ${admin.user.id} where tenant_id = ${T} and id = ${Number(o.id)}`);
  await q(sql`update prd_work_order_op set equipment_id = ${machineId} where tenant_id = ${T} and owner_id = ${Number(o.id)}`);
  const [op] = await q<{ id: number }>(sql`select id::int as id from prd_work_order_op where tenant_id = ${T} and owner_id = ${Number(o.id)} order by seq, id limit 1`);
  return { orderId: Number(o.id), opId: op.id };
}
const report = (o: { orderId: number; opId: number }, qualifiedQty: string, more: Record<string, unknown> = {}) =>
  srv.call<AnyRecord>(admin, 'task.Output', 'report', [{ orderId: o.orderId, opId: o.opId, qualifiedQty, ...more }]);
const lifeOf = async (id: number) => (await q<{ left: string; state: string }>(sql`select remaining_life::float8::text as left, state from tool_cutter_file where tenant_id = ${T} and id = ${id}`))[0];

beforeAll(async () => {
  T = admin.tenant.id;
}, 120_000);

describe('tool types and files', () => {
  it('starts a new cutter free with its type’s rated life, its warning level from the type’s per cent', async () => {
    const type = await cutterType({ rated_life: 5000, warn_percent: 20 });
    const c = await newCutter(type);
    expect(c).toMatchObject({ state: 'Free', dressing_count: 0, life_warning: false });
    expect(Number(c.rated_life)).toBe(5000);
    expect(Number(c.remaining_life)).toBe(5000);
    expect(Number(c.warn_life)).toBe(1000);
    // a file that names its own rated life keeps it
    expect(Number((await newCutter(type, { rated_life: 300 })).remaining_life)).toBe(300);
  });

  it('takes tool inputs as integers 0 … 9,999,999,999 only', async () => {
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['CutterDefine', { code: uniq('CT'), name: 'x', rated_life: 10_000_000_000, max_dressings: 0, warn_percent: 10 }]), 400, /额定寿命/);
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['CutterDefine', { code: uniq('CT'), name: 'x', rated_life: 12.5, max_dressings: 0, warn_percent: 10 }]), 400, /额定寿命/);
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['CutterDefine', { code: uniq('CT'), name: 'x', rated_life: 100, max_dressings: -1, warn_percent: 10 }]), 400, /允许修磨次数/);
    const most = await cutterType({ rated_life: 9_999_999_999 });
    expect(Number((await newCutter(most)).remaining_life)).toBe(9_999_999_999);
  });

  it('never takes the state or the life from a client', async () => {
    const c = await newCutter(await cutterType(), { state: 'Scrap', remaining_life: 1 });
    expect(c.state).toBe('Free');
    expect(Number(c.remaining_life)).toBe(100);
  });
});

describe('install and uninstall', () => {
  it('mounts a free cutter on a machine and takes it off again, each in the install history', async () => {
    const m = await machine();
    const c = await newCutter(await cutterType());
    const on = ok(await cutter('install', { id: c.id, equipmentId: m }));
    expect(on).toMatchObject({ state: 'Installed', equipment_id: { id: m } });
    expect(on.install_dt).toBeTruthy();
    const off = ok(await cutter('uninstall', { id: c.id }));
    expect(off).toMatchObject({ state: 'Free', equipment_id: null, install_dt: null });
    const log = await q<{ event: string }>(sql`select event from tool_event where tenant_id = ${T} and tool_kind = 'Cutter' and tool_id = ${Number(c.id)} order by id`);
    expect(log.map((e) => e.event)).toEqual(['Install', 'Uninstall']);
  });

  it('refuses every tool rule with its message', async () => {
    const m = await machine();
    const type = await cutterType();
    const c = await newCutter(type);
    expect(refused(await cutter('install', { id: 999_999_999, equipmentId: m }), 11)).toBe('刀具不存在：999999999');
    expect(refused(await cutter('uninstall', { id: c.id }), 409)).toBe(`刀具未安装：${c.code}`);
    expect(refused(await cutter('install', { id: c.id, equipmentId: 999_999_999 }), 11)).toBe('设备不存在：999999999');
    ok(await cutter('install', { id: c.id, equipmentId: m }));
    expect(refused(await cutter('install', { id: c.id, equipmentId: m }), 409)).toBe(`刀具已安装，禁止重复安装：${c.code}`);
    expect(refused(await cutter('uninstall', { id: c.id, abnormal: true }), 400)).toBe('异常卸载必须选择卸载原因');
    expect(refused(await cutter('uninstall', { id: c.id, abnormal: true, reasonId: 999_999_999 }), 11)).toBe('卸载原因不存在：999999999');
    expect(refused(await cutter('dress', { id: c.id }), 409)).toBe(`刀具安装中，请先卸刀再修磨：${c.code}`);
    // the machine runs an order: the cutter is in production
    const o = await runningOrder(m);
    expect(refused(await cutter('uninstall', { id: c.id }), 409)).toMatch(new RegExp(`^刀具生产中，不能卸载：${c.code}（设备 TM`));
    expect(refused(await cutter('scrap', { id: c.id }), 409)).toMatch(/^刀具生产中，不能报废/);
    await q(sql`update prd_work_order set manufacturing_state = 'Pause' where tenant_id = ${T} and id = ${o.orderId}`);
    const [reason] = await q<{ id: number }>(sql`select id::int as id from tool_uninstall_reason where tenant_id = ${T} order by id limit 1`);
    const off = ok(await cutter('uninstall', { id: c.id, abnormal: true, reasonId: reason.id }));
    expect(off.state).toBe('Free');
    const [last] = await q<{ abnormal: boolean; reason_id: number }>(sql`select abnormal, reason_id::int as reason_id from tool_event where tenant_id = ${T} and tool_id = ${Number(c.id)} and tool_kind = 'Cutter' order by id desc limit 1`);
    expect(last).toEqual({ abnormal: true, reason_id: reason.id });
    ok(await cutter('scrap', { id: c.id }));
    expect(refused(await cutter('install', { id: c.id, equipmentId: m }), 409)).toBe(`刀具已报废：${c.code}`);
    expect(refused(await cutter('dress', { id: c.id }), 409)).toBe(`刀具已报废：${c.code}`);
  });

  it('answers in English for an English caller', async () => {
    const c = await newCutter(await cutterType());
    const r = await srv.call(admin, 'tool.Cutter', 'uninstall', [{ id: c.id }], { language: 'en_US' });
    expect(refused(r, 409)).toBe(`Cutter is not installed: ${c.code}`);
  });

  it('dresses a cutter off its machine up to the allowed count, its life back to the type’s life after dressing', async () => {
    const c = await newCutter(await cutterType({ max_dressings: 1, dress_life: 80 }));
    await q(sql`update tool_cutter_file set remaining_life = 3 where tenant_id = ${T} and id = ${Number(c.id)}`);
    const d = ok(await cutter('dress', { id: c.id }));
    expect(d.dressing_count).toBe(1);
    expect(Number(d.remaining_life)).toBe(80);
    expect(refused(await cutter('dress', { id: c.id }), 409)).toBe(`修磨次数超过允许次数：${c.code}（已修磨 1 次，允许 1 次）`);
  });

  it('keeps a mounted tool from being deleted', async () => {
    const c = await newCutter(await cutterType());
    ok(await cutter('install', { id: c.id, equipmentId: await machine() }));
    expect(refused(await cutter('removeByIds', [c.id]), 409)).toBe(`工装刀具安装中，不能删除：${c.code}`);
  });

  it('lets one of two simultaneous installs of a cutter win', async () => {
    const c = await newCutter(await cutterType());
    const [m1, m2] = [await machine(), await machine()];
    const answers = await Promise.all([cutter('install', { id: c.id, equipmentId: m1 }), cutter('install', { id: c.id, equipmentId: m2 })]);
    expect(answers.map((a) => a.json.code).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.json.code === 409)!.json.msg).toBe(`刀具已安装，禁止重复安装：${c.code}`);
  });

  it('refuses the same rules for fixtures with their own messages', async () => {
    const f = await newFixture(await fixtureType());
    const m = await machine();
    expect(refused(await fixture('install', { id: 999_999_999, equipmentId: m }), 11)).toBe('工装不存在：999999999');
    expect(refused(await fixture('uninstall', { id: f.id }), 409)).toBe(`工装未安装：${f.code}`);
    ok(await fixture('install', { id: f.id, equipmentId: m }));
    expect(refused(await fixture('install', { id: f.id, equipmentId: m }), 409)).toBe(`工装已安装，禁止重复安装：${f.code}`);
    expect(refused(await fixture('uninstall', { id: f.id, abnormal: true }), 400)).toBe('异常卸载必须选择卸载原因');
    ok(await fixture('scrap', { id: f.id }));
    expect(refused(await fixture('install', { id: f.id, equipmentId: m }), 409)).toBe(`工装已报废：${f.code}`);
  });
});

describe('life counts down with output', () => {
  it('takes every piece reported on the machine off its cutters’ life, warns once below the warning level and refuses the report at the end of life', async () => {
    const m = await machine();
    const type = await cutterType({ rated_life: 100, warn_percent: 10 });
    const [a, b] = [await newCutter(type), await newCutter(type, { rated_life: 1000 })];
    ok(await cutter('install', { id: a.id, equipmentId: m }));
    ok(await cutter('install', { id: b.id, equipmentId: m }));
    const o = await runningOrder(m);
    ok(await report(o, '60.5', { scrapQty: '2' }));
    expect(await lifeOf(Number(a.id))).toEqual({ left: '37.5', state: 'InUse' });
    expect(await lifeOf(Number(b.id))).toEqual({ left: '937.5', state: 'InUse' });
    const inbox = async () => (await q<{ n: number }>(sql`select count(*)::int as n from message where tenant_id = ${T} and user_id = ${admin.user.id} and title = ${`刀具寿命预警：${a.code}`}`))[0].n;
    expect(await inbox()).toBe(0);
    ok(await report(o, '30'));
    expect((await lifeOf(Number(a.id))).left).toBe('7.5');
    expect(await inbox()).toBe(1);
    const page = ok(await cutter('summaryPage', { pageSize: 5, filterMap: { code: a.code } })) as unknown as RecordPage;
    expect(page.itemList[0].life_warning).toBe(true);
    // more than is left: the life ends at 0, never below
    ok(await report(o, '10'));
    expect((await lifeOf(Number(a.id))).left).toBe('0');
    expect(await inbox()).toBe(1);
    // worn out: the report is refused and nothing of it is saved
    const before = (await q<{ n: number }>(sql`select count(*)::int as n from prd_output where tenant_id = ${T} and order_id = ${o.orderId}`))[0].n;
    expect(refused(await report(o, '1'), 409)).toBe(`设备 ${(await q<{ code: string }>(sql`select code from prd_equipment where tenant_id = ${T} and id = ${m}`))[0].code} 上的刀具 ${a.code} 寿命已用尽，不能报工`);
    expect((await q<{ n: number }>(sql`select count(*)::int as n from prd_output where tenant_id = ${T} and order_id = ${o.orderId}`))[0].n).toBe(before);
    expect((await lifeOf(Number(b.id))).left).toBe('897.5');
    // a worn-out cutter is not mounted again until dressed
    await q(sql`update prd_work_order set manufacturing_state = 'Pause' where tenant_id = ${T} and id = ${o.orderId}`);
    ok(await cutter('uninstall', { id: a.id }));
    expect(refused(await cutter('install', { id: a.id, equipmentId: m }), 409)).toBe(`刀具寿命已用尽，请先换刀或修磨：${a.code}`);
    ok(await cutter('dress', { id: a.id }));
    ok(await cutter('install', { id: a.id, equipmentId: m }));
    await q(sql`update prd_work_order set manufacturing_state = 'Process' where tenant_id = ${T} and id = ${o.orderId}`);
    ok(await report(o, '1'));
    expect((await lifeOf(Number(a.id))).left).toBe('79');
  });

  it('leaves the output of a machine without cutters alone', async () => {
    const o = await runningOrder(await machine());
    ok(await report(o, '5'));
  });
});

describe('fixture checks', () => {
  async function planned(items: Array<Record<string, unknown>>) {
    const type = await fixtureType();
    const plan = await save('FixtureCheckPlan', { code: uniq('CP'), name: '测试点检', define_id: type, trigger_type: 'Cycle', cycle_days: 1, shift: 'Day', items });
    const f = await newFixture(type);
    return { type, plan, f };
  }

  it('records a check against the plan, each reading judged against its limits, and takes it once', async () => {
    const { plan, f } = await planned([
      { item: '夹紧压力', standard_value: 2.5, upper_deviation: 0.3, lower_deviation: 0.2 },
      { item: '跳动', standard_value: 0, upper_deviation: 0.02, lower_deviation: 0 },
    ]);
    ok(await fixture('install', { id: f.id, equipmentId: await machine() }));
    const r = ok(await fixture('check', { id: f.id, checkDate: '2026-01-05', shift: 'Day', readings: [{ item: '夹紧压力', value: '2.8' }, { item: '跳动', value: '0.021' }] }));
    expect(r).toMatchObject({ verdict: 'NG', out_count: 1, plan_id: { id: plan.id }, shift: 'Day' });
    const readings = r.readings as Array<{ item: string; out_of_limits: boolean }>;
    expect(readings.map((x) => [x.item, x.out_of_limits])).toEqual([['夹紧压力', false], ['跳动', true]]);
    expect(refused(await fixture('check', { id: f.id, checkDate: '2026-01-05', shift: 'Day', readings: [{ item: '夹紧压力', value: '2.5' }, { item: '跳动', value: '0' }] }), 409)).toBe(
      `点检结果已提交，不能重复提交：${f.code} 2026-01-05 白班`,
    );
    // another shift is another check
    expect(ok(await fixture('check', { id: f.id, checkDate: '2026-01-05', shift: 'Evening', readings: [{ item: '夹紧压力', value: '2.3' }, { item: '跳动', value: '0' }] })).verdict).toBe('OK');
    expect(refused(await fixture('check', { id: f.id, checkDate: '2026-01-06', shift: 'Day', readings: [{ item: '夹紧压力', value: '2.5' }] }), 400)).toBe('点检项目缺少实测值：跳动');
  });

  it('refuses a check without a plan or without its paper', async () => {
    const f = await newFixture(await fixtureType());
    expect(refused(await fixture('check', { id: f.id, shift: 'Day', readings: [{ item: 'x', value: 1 }] }), 11)).toBe(`工装点检计划不存在：${f.code}`);
    const { plan, f: g } = await planned([]);
    expect(refused(await fixture('check', { id: g.id, shift: 'Day', readings: [{ item: 'x', value: 1 }] }), 11)).toBe(`点检计划没有点检项目（点检单缺失）：${plan.code}`);
  });

  it('shows the results in 工装点检结果, the out-of-limits readings marked', async () => {
    const { f } = await planned([{ item: '定位尺寸', standard_value: 100, upper_deviation: 0.5, lower_deviation: 0.5 }]);
    ok(await fixture('check', { id: f.id, checkDate: '2026-02-01', shift: 'Middle', readings: [{ item: '定位尺寸', value: '99.4' }] }));
    const page = ok(await srv.call<{ total: number; itemList: Array<Record<string, unknown>> }>(admin, 'report.Report', 'page', ['tooling.FixtureCheckResult', { filterMap: { 'header.fixture_id': f.id }, rangeMap: { 'header.check_date': { first: '1900-01-01', second: '2999-12-31' } } }]));
    expect(page.total).toBe(1);
    expect(page.itemList[0]).toMatchObject({ item: '定位尺寸', out_of_limits: true, 'header.verdict': 'NG' });
  });
});

describe('the demo tool room', () => {
  it('has cutters on the machines with life taken by their output, free, warned and scrapped ones, history, configurations and a month of checks', async () => {
    const states = await q<{ state: string; n: number }>(sql`select state, count(*)::int as n from tool_cutter_file where tenant_id = ${T} and code like 'CT-%' group by state`);
    const by = Object.fromEntries(states.map((s) => [s.state, s.n]));
    expect(by.Free + by.Scrap + (by.InUse ?? 0) + (by.Installed ?? 0)).toBeGreaterThanOrEqual(200);
    expect(by.InUse).toBeGreaterThan(0);
    const [worn] = await q<{ n: number }>(sql`select count(*)::int as n from tool_cutter_file where tenant_id = ${T} and code like 'CT-%' and state in ('Installed', 'InUse') and remaining_life < rated_life / 2.0`);
    expect(worn.n).toBe(0);
    const warned = ok(await cutter('summaryPage', { pageSize: 1, filterMap: { life_warning: true } })) as unknown as RecordPage;
    expect(warned.total).toBeGreaterThan(0);
    const [history] = await q<{ n: number }>(sql`select count(*)::int as n from tool_event where tenant_id = ${T} and event = 'Uninstall' and abnormal`);
    expect(history.n).toBeGreaterThan(0);
    for (const entityCode of ['CutterConfig', 'FixtureConfig', 'FixtureCheckPlan', 'ToolUninstallReason']) {
      const page = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode, pageSize: 1 }]));
      expect(page.total, entityCode).toBeGreaterThan(0);
    }
    const config = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'CutterConfig', pageSize: 1 }])).itemList[0];
    expect(ok(await srv.call<AnyRecord>(admin, 'datax.MetaDynamic', 'getValue', ['CutterConfig', config.id])).items.length).toBeGreaterThan(0);
    const results = ok(await srv.call<{ total: number }>(admin, 'report.Report', 'page', ['tooling.FixtureCheckResult', { pageSize: 1, rangeMap: { 'header.check_date': { first: '1900-01-01', second: '2999-12-31' } } }]));
    expect(results.total).toBeGreaterThan(100);
  });
});

describe('the install history (工装刀具履历)', () => {
  const ALL = { first: '1900-01-01', second: '2999-12-31' };
  type HistoryRow = Record<string, unknown> & { event: string; output_qty: string | null };
  const history = async (filterMap: Record<string, unknown>, more: Record<string, unknown> = {}) =>
    ok(await srv.call<{ total: number; itemList: HistoryRow[] }>(admin, 'report.Report', 'page', ['tooling.History', { filterMap, rangeMap: { event_date: ALL }, ...more }]));

  it('lists a tool’s installs and uninstalls newest first, with machine, operator, reason and the output made while it was on', async () => {
    const m = await machine();
    const c = await newCutter(await cutterType({ rated_life: 1000 }));
    ok(await cutter('install', { id: c.id, equipmentId: m }));
    const o = await runningOrder(m);
    ok(await report(o, '12', { scrapQty: '3' }));
    // still on the machine: its install row counts what it has made so far
    expect((await history({ equipment_id: m })).itemList.map((r) => [r.event, r.output_qty])).toEqual([['Install', '15.0000']]);
    await q(sql`update prd_work_order set manufacturing_state = 'Pause' where tenant_id = ${T} and id = ${o.orderId}`);
    const [reason] = await q<{ id: number }>(sql`select id::int as id from tool_uninstall_reason where tenant_id = ${T} order by id limit 1`);
    ok(await cutter('uninstall', { id: c.id, abnormal: true, reasonId: reason.id }));
    const page = await history({ equipment_id: m }, { fuzzyMap: { tool_code: c.code } });
    expect(page.itemList.map((r) => [r.event, r.output_qty])).toEqual([['Uninstall', '15.0000'], ['Install', null]]);
    expect(page.itemList[0]).toMatchObject({ tool_kind: 'Cutter', abnormal: true, operator: admin.user.name, equipment_id: { id: m }, reason_id: { id: reason.id } });
    expect(page.itemList[0].installed_at).toBeTruthy();
    // filtered by machine and action, kind and day
    expect((await history({ equipment_id: m, event: ['Install'] })).itemList.map((r) => r.tool_code)).toEqual([c.code]);
    expect((await history({ equipment_id: m, tool_kind: ['Fixture'] })).total).toBe(0);
    expect((await history({ equipment_id: m }, { rangeMap: { event_date: { first: '2000-01-01', second: '2000-12-31' } } })).total).toBe(0);
  });

  it('shows the demo tool room’s history of both kinds', async () => {
    const cutters = await history({ tool_kind: ['Cutter'], event: ['Uninstall'], abnormal: true }, { pageSize: 1 });
    expect(cutters.total).toBeGreaterThan(0);
    const fixtures = await history({ tool_kind: ['Fixture'] }, { pageSize: 1 });
    expect(fixtures.total).toBeGreaterThan(0);
  });
});
