// The equipment module on a real database: check templates and their limits; maintenance plans
// generating check tasks exactly once per plan, machine and period (also when two runs race);
// tasks filled, marked out of limits and committed, overdue tasks setting the machine's
// maintenance status; a fault putting its machine out of production until its repair (parts and
// cost decimal-exact) is completed; operation records setting the machine's status on audit and
// giving it back on un-audit.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import { generateTasks } from '../../server/generate';
import { addDays, todayIso } from '../../server/periods';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
let T: string;
const tag = Date.now().toString(36);
let serial = 0;

const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const call = (service: string, method: string, ...args: unknown[]) => srv.call<Rec>(admin, service, method, args);
const dict = (v: unknown) => (v as { dict?: string })?.dict ?? v;
const machine = async (id: number) => (await q<{ status: string; maint: string | null; unit: number | null }>(sql`select equipment_status as status, maintenance_status as maint, process_unit_id::int as unit from prd_equipment where tenant_id = ${T} and id = ${id}`))[0];

/** A demo machine of its own for each test (the n-th usable one), set to normal. */
async function freshMachine(n: number): Promise<{ id: number; code: string; type: string }> {
  const rows = await q<{ id: number; code: string; type: string }>(sql`select id::int as id, code, equipment_type as type from prd_equipment where tenant_id = ${T} order by code offset ${n} limit 1`);
  await sql`update prd_equipment set equipment_status = '1', maintenance_status = '1' where tenant_id = ${T} and id = ${rows[0].id}`.execute(srv.db.system);
  return rows[0];
}

async function template(type: string): Promise<Rec> {
  return ok(
    await call('datax.MetaDynamic', 'saveValue', 'CheckTemplate', {
      code: `TPL${tag}${++serial}`,
      name: '主轴点检',
      equipment_type: type,
      items: [
        { item_name: '主轴温度', kind: 'Numeric', standard_value: '45', lower_limit: '20', upper_limit: '60.5', unit_name: '℃' },
        { item_name: '润滑油位', kind: 'OkNg' },
      ],
    }),
  );
}

async function plan(tpl: Rec, more: Record<string, unknown>): Promise<Rec> {
  return ok(await call('datax.MetaDynamic', 'saveValue', 'MaintenancePlan', { code: `PL${tag}${++serial}`, name: '日常点检', template_id: tpl.id, cycle: 'Day', start_date: '2020-01-01', ...more }));
}

const tasksOf = (planId: number) => q<{ id: number; equipment_id: number; due_date: string; plan_period: string; readings: number }>(sql`select t.id::int as id, t.equipment_id::int as equipment_id, to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.plan_period,
    (select count(*)::int from eqp_check_task_reading r where r.tenant_id = t.tenant_id and r.owner_id = t.id) as readings
  from eqp_check_task t where t.tenant_id = ${T} and t.plan_id = ${planId} order by t.id`);

beforeAll(async () => {
  T = admin.tenant.id;
}, 180_000);

describe('check templates', () => {
  it('refuses a numeric item whose limits are reversed, whose standard value lies outside them, or that has none', async () => {
    const base = { code: `BAD${tag}`, name: 'x', equipment_type: 'CNC' };
    const reversed = await call('datax.MetaDynamic', 'saveValue', 'CheckTemplate', { ...base, items: [{ item_name: '振动', kind: 'Numeric', lower_limit: 5, upper_limit: 1 }] });
    expect(refusal(reversed)).toEqual({ code: 400, msg: '点检项目「振动」的下限不能大于上限' });
    const outside = await call('datax.MetaDynamic', 'saveValue', 'CheckTemplate', { ...base, items: [{ item_name: '压力', kind: 'Numeric', standard_value: 9, lower_limit: 1, upper_limit: 5 }] });
    expect(refusal(outside)).toEqual({ code: 400, msg: '点检项目「压力」的标准值不在上下限之间' });
    const none = await call('datax.MetaDynamic', 'saveValue', 'CheckTemplate', { ...base, items: [{ item_name: '噪音', kind: 'Numeric' }] });
    expect(refusal(none)).toEqual({ code: 400, msg: '数值型点检项目「噪音」至少需要上限或下限' });
    const tpl = await template('CNC');
    expect(tpl.items.map((i: Rec) => [i.item_name, dict(i.kind), i.upper_limit])).toEqual([['主轴温度', 'Numeric', 60.5], ['润滑油位', 'OkNg', null]]);
  });
});

describe('maintenance plans and their check tasks', () => {
  it('makes one task per plan, machine and period, with the template items as readings, however often and concurrently it runs', async () => {
    const m = await freshMachine(0);
    const p = await plan(await template(m.type), { equipment_id: m.id, cycle: 'Week' });
    const today = todayIso();
    const runs = await Promise.all([
      call('equipment.Plan', 'generateTasks', { ids: [p.id] }),
      call('equipment.Plan', 'generateTasks', { ids: [p.id] }),
      generateTasks(srv.db.forTenant(T) as never, T, today, { id: null, name: 'test' }, [p.id]),
      generateTasks(srv.db.forTenant(T) as never, T, today, { id: null, name: 'test' }, [p.id]),
    ]);
    const created = runs.map((r) => ('json' in r ? ok(r).created : r.created));
    expect(created.reduce((a, b) => a + b, 0)).toBe(1);
    const tasks = await tasksOf(p.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ equipment_id: m.id, readings: 2 });
    // the week runs Monday to Sunday: the task falls due on the Sunday
    expect(new Date(`${tasks[0].due_date}T00:00:00Z`).getUTCDay()).toBe(0);
    // the next period makes the next task
    expect((await generateTasks(srv.db.forTenant(T) as never, T, addDays(tasks[0].due_date, 1), { id: null, name: 'test' }, [p.id])).created).toBe(1);
    expect(await tasksOf(p.id)).toHaveLength(2);
    const stored = ok(await call('datax.MetaDynamic', 'getValue', 'MaintenancePlan', p.id));
    expect(stored.next_due).toBe(addDays(tasks[0].due_date, 8));
  });

  it('refuses a day that is not a calendar day, naming the argument', async () => {
    for (const date of ['2026-02-30', '2026-13-01']) {
      const r = refusal(await call('equipment.Plan', 'generateTasks', { date }));
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining('date')]);
    }
  });

  it('covers every machine of the type when the plan names none (scrapped ones not)', async () => {
    const m = await freshMachine(1);
    const same = await q<{ n: number }>(sql`select count(*)::int as n from prd_equipment where tenant_id = ${T} and equipment_type = ${m.type} and equipment_status <> '5'`);
    const p = await plan(await template(m.type), {});
    expect(ok(await call('equipment.Plan', 'generateTasks', { ids: [p.id] })).created).toBe(same[0].n);
  });

  it('takes a task filled and committed: out-of-limit readings marked, every item required; an overdue task sets maintenance overdue until done', async () => {
    const m = await freshMachine(2);
    const p = await plan(await template(m.type), { equipment_id: m.id });
    // a period three days ago: its task is overdue now
    await generateTasks(srv.db.forTenant(T) as never, T, addDays(todayIso(), -3), { id: null, name: 'test' }, [p.id]);
    expect((await machine(m.id)).maint).toBe('2');
    const [t] = await tasksOf(p.id);
    const task = ok(await call('equipment.CheckTask', 'detail', t.id));
    expect(dict(task.overdue)).toBe('Yes');
    expect(refusal(await call('equipment.CheckTask', 'commit', t.id))).toEqual({ code: 400, msg: '点检项目「主轴温度」未填写，不能提交' });
    const [hot, oil] = task.readings;
    const filled = ok(await call('equipment.CheckTask', 'modify', { ...task, readings: [{ ...hot, value: '60.6' }, { ...oil, ok_value: 'OK' }] }));
    expect(filled.readings.map((r: Rec) => r.out_of_limit)).toEqual([true, false]);
    expect(dict(filled.result)).toBe('Abnormal');
    ok(await call('equipment.CheckTask', 'commit', t.id));
    const done = ok(await call('equipment.CheckTask', 'detail', t.id));
    expect([dict(done.status_dict), dict(done.overdue), typeof done.checker_name, !!done.done_at]).toEqual(['Commit', 'No', 'string', true]);
    expect((await machine(m.id)).maint).toBe('1');
  });
});

describe('faults and repairs', () => {
  it('puts a reported machine in fault, which production does not dispatch to, and back to normal when its repair is completed', async () => {
    const m = await freshMachine(3);
    const fault = ok(await call('equipment.Issue', 'create', { equipment_id: m.id, fault_dt: `${addDays(todayIso(), -1)} 08:00:00`, description: '主轴异响', fault_level: 'Major' }));
    expect((await machine(m.id)).status).toBe('4');
    const [mat] = await q<{ id: number }>(sql`select id::int as id from mdm_material where tenant_id = ${T} and name = '齿轮轴' order by code limit 1`);
    const order = ok(await call('task.Order', 'create', { plan_no: `EQ${tag}`, material_id: mat.id, plan_qty: 5, plan_start: `${addDays(todayIso(), 1)} 08:00:00`, plan_end: `${addDays(todayIso(), 3)} 08:00:00` }));
    expect(refusal(await srv.call(admin, 'task.Order', 'dispatch', [{ ids: [order.id], equipmentId: m.id }]))).toEqual({ code: 409, msg: `设备${m.code}当前不可用（故障）` });

    // nor is it given to an order through the order's own form
    const assigned = await call('task.Order', 'create', { plan_no: `EQ${tag}B`, material_id: mat.id, plan_qty: 5, equipment_id: m.id, plan_start: `${addDays(todayIso(), 1)} 08:00:00`, plan_end: `${addDays(todayIso(), 3)} 08:00:00` });
    expect(refusal(assigned)).toEqual({ code: 409, msg: `设备${m.code}当前不可用（故障）` });
    expect(refusal(await call('task.Order', 'modify', { ...order, equipment_id: m.id }))).toEqual({ code: 409, msg: `设备${m.code}当前不可用（故障）` });

    const repair = ok(
      await call('equipment.Repair', 'create', {
        issue_id: fault.id,
        equipment_id: m.id,
        down_start: `${addDays(todayIso(), -1)} 08:00:00`,
        cause: '轴承磨损',
        labour_cost: '120.10',
        parts: [
          { material_id: mat.id, quantity: '3', unit_price: '0.1' },
          { material_id: mat.id, quantity: '0.3333', unit_price: '3' },
        ],
      }),
    );
    // 3 × 0.1 = 0.3 and 0.3333 × 3 = 0.9999 → 1.00: decimal-exact, never 0.30000000000000004
    expect([repair.parts.map((x: Rec) => x.amount), repair.parts_cost, repair.total_cost]).toEqual([[0.3, 1], 1.3, 121.4]);
    expect(refusal(await call('equipment.Repair', 'audit', repair.id))).toEqual({ code: 400, msg: '维修完工需要停机结束时间和维修结果' });
    const early = await call('equipment.Repair', 'modify', { ...repair, down_end: `${addDays(todayIso(), -2)} 08:00:00`, result: 'Repaired' });
    expect(refusal(early)).toEqual({ code: 400, msg: '停机结束时间不能早于停机开始时间' });
    const fixed = ok(await call('equipment.Repair', 'modify', { ...repair, down_end: `${addDays(todayIso(), -1)} 11:30:00`, result: 'Repaired' }));
    expect(fixed.downtime_hours).toBe(3.5);
    ok(await call('equipment.Repair', 'audit', repair.id));
    expect((await machine(m.id)).status).toBe('1');
    expect(dict(ok(await call('equipment.Issue', 'detail', fault.id)).status_dict)).toBe('Finish');
    expect((await srv.call(admin, 'task.Order', 'dispatch', [{ ids: [order.id], equipmentId: m.id }])).json.code).toBe(200);
    // taken back: the machine is in fault again and its fault open
    ok(await call('equipment.Repair', 'deApproval', repair.id));
    expect((await machine(m.id)).status).toBe('4');
    expect(dict(ok(await call('equipment.Issue', 'detail', fault.id)).status_dict)).toBe('Audit');
  });

  it('gives the machine back when its only open fault is withdrawn (not while another is open), and takes no fault report for a scrapped machine', async () => {
    const m = await freshMachine(8);
    const report = (id: number) => call('equipment.Issue', 'create', { equipment_id: id, fault_dt: `${addDays(todayIso(), -1)} 09:00:00`, description: '误报' });
    const fault = ok(await report(m.id));
    expect((await machine(m.id)).status).toBe('4');
    ok(await call('equipment.Issue', 'removeByIds', [fault.id]));
    expect((await machine(m.id)).status).toBe('1');
    // the demo's EQ-CNC-03 has a fault still open: a second one withdrawn leaves it in fault
    const [open] = await q<{ id: number }>(sql`select equipment_id::int as id from eqp_issue where tenant_id = ${T} and status_dict = 'Saved' limit 1`);
    const second = ok(await report(open.id));
    ok(await call('equipment.Issue', 'removeByIds', [second.id]));
    expect((await machine(open.id)).status).toBe('4');
    await sql`update prd_equipment set equipment_status = '5' where tenant_id = ${T} and id = ${m.id}`.execute(srv.db.system);
    expect(refusal(await call('equipment.Issue', 'create', { equipment_id: m.id, fault_dt: `${addDays(todayIso(), -1)} 09:00:00`, description: '报废设备' }))).toEqual({ code: 409, msg: `设备${m.code}已报废` });
  });
});

describe('operation records', () => {
  it('set the machines on audit (scrap 5, disable 2, enable 1, transfer to another unit) and give them back on un-audit', async () => {
    const [a, b] = [await freshMachine(5), await freshMachine(6)];
    const make = async (operate_type: string, lines: Rec[]) => {
      const r = ok(await call('equipment.Operate', 'create', { operate_type, reason: '测试', lines }));
      ok(await call('equipment.Operate', 'commit', r.id));
      return ok(await call('equipment.Operate', 'audit', r.id));
    };
    const disable = await make('Disable', [{ equipment_id: a.id }, { equipment_id: b.id }]);
    expect([(await machine(a.id)).status, (await machine(b.id)).status]).toEqual(['2', '2']);
    ok(await call('meta.MetaDynamic', 'deApproval', { entityCode: 'EquipmentOperateRecord', recordId: disable.id }));
    expect([(await machine(a.id)).status, (await machine(b.id)).status]).toEqual(['1', '1']);

    const [unit] = await q<{ id: number }>(sql`select id::int as id from prd_process_unit where tenant_id = ${T} and id is distinct from ${(await machine(a.id)).unit} order by id limit 1`);
    expect(refusal(await call('equipment.Operate', 'create', { operate_type: 'AssetTransfer', lines: [{ equipment_id: a.id }] }))).toEqual({ code: 400, msg: `资产调拨需要填写调入工序单元（设备${a.code}）` });
    await make('AssetTransfer', [{ equipment_id: a.id, to_unit_id: unit.id }]);
    expect((await machine(a.id)).unit).toBe(unit.id);

    await make('Scrap', [{ equipment_id: b.id }]);
    expect((await machine(b.id)).status).toBe('5');
    expect(refusal(await call('equipment.Operate', 'create', { operate_type: 'Enable', lines: [{ equipment_id: b.id }] }))).toEqual({ code: 409, msg: `设备${b.code}已报废` });
    const twice = await call('equipment.Operate', 'create', { operate_type: 'Disable', lines: [{ equipment_id: a.id }, { equipment_id: a.id }] });
    expect(refusal(twice)).toEqual({ code: 400, msg: `设备${a.code}在单据中出现了两次` });
  });
});

describe('the demo year', () => {
  it('shows a year of done checks, one machine overdue, faults with their repaired cost, and the faulted machine with its fault open', async () => {
    const [tasks] = await q<{ done: number; open: number; overdue: number; abnormal: number }>(sql`select count(*) filter (where status_dict = 'Audit')::int as done,
        count(*) filter (where status_dict = 'Saved')::int as open, count(*) filter (where status_dict = 'Saved' and due_date < current_date)::int as overdue,
        count(*) filter (where exists (select 1 from eqp_check_task_reading r where r.tenant_id = t.tenant_id and r.owner_id = t.id and r.out_of_limit))::int as abnormal
      from eqp_check_task t where tenant_id = ${T} and plan_period like '%/%/%' and create_name is not null and plan_id in (select id from eqp_plan where tenant_id = ${T} and code like 'WB-%')`);
    expect(tasks.done).toBeGreaterThan(500);
    expect(tasks.overdue).toBe(1);
    expect(tasks.abnormal).toBeGreaterThan(0);
    const [overdue] = await q<{ maint: string }>(sql`select maintenance_status as maint from prd_equipment where tenant_id = ${T} and code = 'EQ-TS-01'`);
    expect(overdue.maint).toBe('2');
    const repairs = await q<{ parts: string; labour: string; total: string; sum: string | null }>(sql`select parts_cost::text as parts, labour_cost::text as labour, total_cost::text as total,
        (select sum(p.amount)::text from eqp_repair_part p where p.tenant_id = r.tenant_id and p.owner_id = r.id) as sum
      from eqp_repair r where tenant_id = ${T} and status_dict = 'Audit'`);
    expect(repairs.length).toBeGreaterThan(15);
    for (const x of repairs) expect([Number(x.total), Number(x.parts)]).toEqual([Number(x.labour) + Number(x.parts), Number(x.sum ?? 0)]);
    const [faulted] = await q<{ n: number }>(sql`select count(*)::int as n from eqp_issue i join prd_equipment e on e.tenant_id = i.tenant_id and e.id = i.equipment_id
      where i.tenant_id = ${T} and i.status_dict = 'Saved' and e.equipment_status = '4'`);
    expect(faulted.n).toBeGreaterThan(0);
  });
});

describe('reports and dashboards', () => {
  it('reports repairs per machine reconciled with the repairs, the overdue checks, and fills both dashboards', async () => {
    const page = (code: string, query: object = {}) => call('report.Report', 'page', code, { page: 1, pageSize: 100, ...query });
    const repairs = ok(await page('equipment.repairReport', { rangeMap: { down_start: {} } }));
    const [sums] = await q<{ n: number; cost: string }>(sql`select count(*)::int as n, sum(total_cost)::text as cost from eqp_repair where tenant_id = ${T} and status_dict = 'Audit'`);
    const rows = repairs.itemList as Rec[];
    expect(rows.reduce((a, r) => a + Number(r.repairs), 0)).toBe(sums.n);
    expect(Number(repairs.totals.total_cost)).toBeCloseTo(Number(sums.cost), 2);
    const overdue = ok(await page('equipment.CheckOverdue'));
    const [open] = await q<{ n: number }>(sql`select count(*)::int as n from eqp_check_task where tenant_id = ${T} and status_dict in ('Saved', 'DeApproval') and due_date < current_date`);
    expect(overdue.total).toBe(open.n);
    for (const code of ['equipment.Dashboard', 'equipment.Dashboard2']) {
      const d = ok(await call('report.Dashboard', 'data', code));
      for (const [w, v] of Object.entries(d.widgets as Record<string, Rec>)) expect([w, v.error ?? null]).toEqual([w, null]);
    }
    const d = ok(await call('report.Dashboard', 'data', 'equipment.Dashboard'));
    expect(Number(d.widgets.overdue.value)).toBe(open.n);
    const lanes = new Set((d.widgets.machines.rows as Rec[]).map((r) => dict(r.equipment_status)));
    expect(lanes.has('4')).toBe(true);
  });
});
