// 生产计划单 and its 生成工单 (plan.ProductionPlan/toWorkOrders) on a real database: work orders for each
// line's unplanned part, the line's 已生成工单数量 following them, the planToWorkOrder cap, the refusals
// (a plan not audited, a plan all planned); and the rows of 排产计划 (plan.Table) and 产能规划
// (plan.ScaleTable) for an equipment, shifts and operations made here.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportPage } from '../../../../schemas/rpc/report';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import { idsByName, type Rec, sqlRows } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let T: string;
let names: Record<string, number>;

const plan = (method: string, ...args: unknown[]) => srv.call<Rec>(admin, 'plan.ProductionPlan', method, args);
const toOrders = (options: Record<string, unknown>) => srv.call<Rec[]>(admin, 'plan.ProductionPlan', 'toWorkOrders', [options]);
const save = (entity: string, record: Record<string, unknown>) => srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', [entity, record]);
const report = (code: string, query: object) => srv.call<ReportPage>(admin, 'report.Report', 'page', [code, { pageSize: 100, ...query }]);
const idOf = (v: unknown) => Number((v as { id?: number })?.id ?? v);
const q = sqlRows(srv);
const tag = Date.now().toString(36);
const p2 = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
const inDays = (n: number) => dayOf(new Date(Date.now() + n * 86_400_000));

async function newPlan(lines: Array<[string, number]>, audit = true): Promise<Rec> {
  const p = ok(await plan('create', { period_from: inDays(1), period_to: inDays(20), items: lines.map(([m, quantity]) => ({ material_id: names[m], quantity, due_date: inDays(10) })) }));
  return audit ? ok(await plan('audit', p.id)) : p;
}
const plannedOf = async (planId: number) => (ok(await plan('detail', planId)).items as Rec[]).map((i) => Number(i.planned_qty));

beforeAll(async () => {
  T = admin.tenant.id;
  names = await idsByName(srv, T, 'mdm_material', ['输送线模组', '齿轮轴', '法兰盘', '电控柜']);
}, 180_000);

describe('plan.ProductionPlan/toWorkOrders', () => {
  it('makes a work order for each line of an audited plan, and refuses a plan not audited or all planned', async () => {
    const draft = await newPlan([['齿轮轴', 3]], false);
    expect(String(draft.code)).toMatch(/^JH/);
    expect(refusal(await toOrders({ planId: draft.id }))).toEqual({ code: 409, msg: `生产计划单${draft.code}未审核，不能生成工单` });
    const p = await newPlan([['齿轮轴', 10], ['法兰盘', 5]]);
    const made = ok(await toOrders({ planId: p.id, release: true }));
    expect(made.map((o) => [idOf(o.material_id), Number(o.plan_qty), o.plan_no, o.manufacturing_state?.dict ?? o.manufacturing_state])).toEqual([
      [names['齿轮轴'], 10, p.code, 'Wait'],
      [names['法兰盘'], 5, p.code, 'Wait'],
    ]);
    expect(made.map((o) => Number(o.plan_item_id))).toEqual((p.items as Rec[]).map((i) => Number(i.id)));
    expect(await plannedOf(p.id)).toEqual([10, 5]);
    expect(refusal(await toOrders({ planId: p.id }))).toEqual({ code: 409, msg: `生产计划单${p.code}的产品已全部生成工单` });
    // a plan with live work orders cannot be un-audited
    expect((await plan('deApproval', p.id)).json.code).not.toBe(200);
    expect(refusal(await toOrders({ planId: 999_999_999 }))).toEqual({ code: 11, msg: '生产计划单不存在：999999999' });
  });

  it('spreads the BOM into sub-orders, plans only what is left of a line and never more than its quantity', async () => {
    const p = await newPlan([['输送线模组', 4]]);
    const made = ok(await toOrders({ planId: p.id, spread: 'BomSpread' }));
    expect(made.length).toBeGreaterThan(1);
    const root = made.find((o) => idOf(o.material_id) === names['输送线模组'])!;
    expect(made.filter((o) => o !== root).every((o) => o.parent_id && !o.plan_item_id)).toBe(true);
    // the line's own work order removed: its quantity is left to plan again, only that
    ok(await srv.call(admin, 'task.Order', 'removeByIds', [[root.id]]));
    expect(await plannedOf(p.id)).toEqual([0]);
    const again = ok(await toOrders({ planId: p.id }));
    expect(again.map((o) => [idOf(o.material_id), Number(o.plan_qty)])).toEqual([[names['输送线模组'], 4]]);
    expect(await plannedOf(p.id)).toEqual([4]);
    // a work order typed by hand against the line cannot go over its quantity (the planToWorkOrder link)
    const item = Number((p.items as Rec[])[0].id);
    const at = (h: number) => `${inDays(2)} ${p2(h)}:00:00`;
    const over = await srv.call<Rec>(admin, 'task.Order', 'create', [{ plan_no: `X${tag}`, material_id: names['输送线模组'], plan_qty: 1, plan_start: at(8), plan_end: at(18), plan_item_id: item }]);
    expect(over.json.code).toBe(409);
    expect(over.json.msg).toContain('生成工单');
  });

  it('answers in English for an English caller', async () => {
    const draft = await newPlan([['电控柜', 1]], false);
    const en = await srv.call(admin, 'plan.ProductionPlan', 'toWorkOrders', [{ planId: draft.id }], { language: 'en_US' });
    expect(en.json.msg).toBe(`Production plan ${draft.code} is not audited: no work orders can be made from it`);
  });
});

describe('the demo', () => {
  it('has two plans: one audited with its work orders made, one still saved', async () => {
    const plans = await q<{ id: number; code: string; status: string; planned: string; qty: string }>(sql`select p.id::int as id, p.code, p.status_dict as status,
        sum(i.planned_qty)::text as planned, sum(i.quantity)::text as qty from prd_plan p join prd_plan_item i on i.tenant_id = p.tenant_id and i.owner_id = p.id
      where p.tenant_id = ${T} and p.remark in ('两周生产计划', '下期计划（待审核）') group by p.tenant_id, p.id order by p.id`);
    expect(plans.map((p) => [p.status, Number(p.planned) === Number(p.qty) ? 'planned' : Number(p.planned)])).toEqual([['Audit', 'planned'], ['Saved', 0]]);
    const orders = await q<{ n: number }>(sql`select count(*)::int as n from prd_work_order where tenant_id = ${T} and plan_no = ${`P${plans[0].code}`} and plan_item_id is not null`);
    expect(orders[0].n).toBeGreaterThan(0);
  });
});

describe('排产计划 and 产能规划', () => {
  let equipment: number;
  let unit: number;
  let working: string;
  let weekend: string;

  beforeAll(async () => {
    const rule = (code: string, start: string, end: string, rests: Array<{ start_time: string; end_time: string }>) =>
      save('ShiftRule', { code: `${code}${tag}`, name: `测试${code}`, shift: 'Day', start_time: start, end_time: end, trigger: 'Daily', status: 'Enable', rests });
    // 08:00–17:00 less an hour's lunch = 480; 22:00–06:00 across midnight = 480
    const day = ok(await rule('D', '08:00', '17:00', [{ start_time: '12:00', end_time: '13:00' }]));
    const night = ok(await rule('N', '22:00', '06:00', []));
    unit = Number(ok(await save('ProcessUnit', { code: `PU${tag}`, name: `产能测试线${tag}`, unit_type: 'Line', status: 'Enable', shifts: [{ shift_rule_id: day.id }, { shift_rule_id: night.id }] })).id);
    equipment = Number(ok(await save('Equipment', { code: `EQ${tag}`, name: `产能测试机${tag}`, level: 'B', equipment_status: '0', parallel: 2, process_unit_id: unit })).id);
    const days = await q<{ day: string; t: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day, day_type as t from prd_calendar_day
      where tenant_id = ${T} and day between current_date + 1 and current_date + 13 order by day`);
    working = days.find((d) => d.t === '0')!.day;
    weekend = days.find((d) => d.t !== '0')!.day;
    const [process] = await q<{ id: number }>(sql`select id::int as id from mdm_process where tenant_id = ${T} order by id limit 1`);
    const op = (day: string, minutes: number, setup: number) => ({ seq: 1, process_id: process.id, equipment_id: equipment, minutes, setup_minutes: setup, plan_start: `${day} 09:00:00`, plan_end: `${day} 16:00:00` });
    const first = [working, weekend].sort()[0];
    ok(await srv.call(admin, 'task.Order', 'create', [{ plan_no: `CAP${tag}`, material_id: names['齿轮轴'], plan_qty: 5, plan_start: `${first} 08:00:00`, plan_end: `${inDays(14)} 18:00:00`,
      operations: [op(working, 1800, 200), { ...op(weekend, 60, 0), seq: 2 }] }]));
  }, 60_000);

  it('产能规划: per equipment and day the shift minutes × parallel jobs (0 off the calendar’s working days), the load, utilisation and 超负荷', async () => {
    const rows = ok(await report('plan.ScaleTable', { filterMap: { equipment_id: equipment } })).itemList as Rec[];
    expect(rows).toHaveLength(14); // the next 14 days by default
    const of = (d: string) => rows.find((r) => String(r['day:day']).startsWith(d))!;
    expect(idOf(of(working).process_unit_id)).toBe(unit);
    expect([of(working).capacityMinutes, of(working).loadMinutes, of(working).utilisation, of(working).load_state?.dict ?? of(working).load_state]).toEqual(['1920.00', '2000.00', '104.17', 'Overload']);
    expect([of(weekend).capacityMinutes, of(weekend).loadMinutes, of(weekend).utilisation]).toEqual(['0.00', '60.00', '0.00']);
    const quiet = rows.find((r) => r !== of(working) && (r.day_type?.dict ?? r.day_type) === '0' && r.loadMinutes === '0.00');
    if (quiet) expect([quiet.capacityMinutes, quiet.load_state?.dict ?? quiet.load_state]).toEqual(['1920.00', 'Normal']);
    const overloaded = ok(await report('plan.ScaleTable', { filterMap: { equipment_id: equipment, load_state: ['Overload'] } })).itemList as Rec[];
    expect(overloaded.map((r) => String(r['day:day']).slice(0, 10)).sort()).toEqual([working, weekend].sort());
  });

  it('排产计划: the scheduled operations of the equipment with order, product, process and times', async () => {
    const range = { plan_start: { first: inDays(0), second: inDays(14) } };
    const rows = ok(await report('plan.Table', { filterMap: { equipment_id: equipment }, rangeMap: range })).itemList as Rec[];
    expect(rows.map((r) => [String(r.order_code).length > 0, idOf(r.material_id), r.minutes, r.setup_minutes])).toEqual(
      [[working, 1800, 200], [weekend, 60, 0]].sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map(([, m, s]) => [true, names['齿轮轴'], `${m}.00`, `${s}.00`]),
    );
    expect(ok(await report('plan.Table', { filterMap: { equipment_id: equipment }, rangeMap: { plan_start: { first: inDays(30), second: inDays(31) } } })).itemList).toEqual([]);
  });
});
