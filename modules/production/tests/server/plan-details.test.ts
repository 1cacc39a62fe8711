// 排产计划详情 (plan.Detail) and 产能规划详情 (plan.ScaleDetail), the details the rows of 排产计划 and
// 产能规划 open, on a real database: an order's whole plan in sequence whatever week it falls in, and
// a machine's day — its capacity and load, and the operations that make the load (a day without
// any shows its capacity alone).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportPage } from '../../../../schemas/rpc/report';
import { fileServer, ok } from '../../../../tests/kit';
import { idsByName, type Rec, sqlRows } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const save = (entity: string, record: Record<string, unknown>) => srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', [entity, record]);
const report = (code: string, query: object) => srv.call<ReportPage>(admin, 'report.Report', 'page', [code, { pageSize: 100, ...query }]);
const q = sqlRows(srv);
const tag = Date.now().toString(36);
const idOf = (v: unknown) => Number((v as { id?: number })?.id ?? v);
const stateOf = (v: unknown) => (v as { dict?: string })?.dict ?? v;

let equipment: number;
let orderCode: string;
let working: string;
let quietDay: string;

beforeAll(async () => {
  const T = admin.tenant.id;
  const { 齿轮轴: product } = await idsByName(srv, T, 'mdm_material', ['齿轮轴']);
  // 08:00–17:00 less an hour's lunch: 480 minutes a working day
  const shift = ok(await save('ShiftRule', { code: `PD${tag}`, name: '详情测试班', shift: 'Day', start_time: '08:00', end_time: '17:00', trigger: 'Daily', status: 'Enable', rests: [{ start_time: '12:00', end_time: '13:00' }] }));
  const unit = ok(await save('ProcessUnit', { code: `PDU${tag}`, name: `详情测试线${tag}`, unit_type: 'Line', status: 'Enable', shifts: [{ shift_rule_id: shift.id }] }));
  equipment = Number(ok(await save('Equipment', { code: `PDE${tag}`, name: `详情测试机${tag}`, level: 'B', equipment_status: '0', parallel: 1, process_unit_id: unit.id })).id);
  const days = (await q<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day from prd_calendar_day
    where tenant_id = ${T} and day_type = '0' and day between current_date + 1 and current_date + 60 order by day`)).map((d) => d.day);
  [working, quietDay] = [days[0], days[1]];
  const late = days[days.length - 1];
  const processes = await q<{ id: number }>(sql`select id::int as id from mdm_process where tenant_id = ${T} order by id limit 2`);
  const op = (seq: number, day: string, minutes: number, setup: number) => ({ seq, process_id: processes[(seq - 1) % processes.length].id, equipment_id: equipment, minutes, setup_minutes: setup, plan_start: `${day} 09:00:00`, plan_end: `${day} 11:00:00` });
  // two operations on the first working day, the third weeks later
  const o = ok(await srv.call<Rec>(admin, 'task.Order', 'create', [{ plan_no: `PD${tag}`, material_id: product, plan_qty: 4, plan_start: `${working} 08:00:00`, plan_end: `${late} 18:00:00`,
    operations: [op(1, working, 300, 20), op(2, working, 100, 0), op(3, late, 50, 0)] }]));
  orderCode = String(o.code);
}, 120_000);

describe('排产计划详情', () => {
  it('shows the order’s whole plan in sequence, whatever week each operation falls in', async () => {
    const rows = ok(await report('plan.Detail', { filterMap: { order_code: orderCode } })).itemList as Rec[];
    expect(rows.map((r) => [r.order_code, Number(r.seq), idOf(r.equipment_id), r.minutes, r.plan_qty, r.done_qty, stateOf(r.manufacturing_state)])).toEqual([
      [orderCode, 1, equipment, '300.00', '4.0000', '0.0000', 'Saved'],
      [orderCode, 2, equipment, '100.00', '4.0000', '0.0000', 'Saved'],
      [orderCode, 3, equipment, '50.00', '4.0000', '0.0000', 'Saved'],
    ]);
  });
});

describe('产能规划详情', () => {
  it('shows the machine’s day: its capacity and load, and the operations that make the load', async () => {
    const day = (d: string) => ({ filterMap: { equipment_id: equipment }, rangeMap: { day: { first: d, second: d } } });
    const rows = ok(await report('plan.ScaleDetail', day(working))).itemList as Rec[];
    expect(rows.map((r) => [Number(r.seq), r.order_code, r.capacity_minutes, r.load_minutes, stateOf(r.load_state), r.minutes])).toEqual([
      [1, orderCode, '480.00', '420.00', 'Normal', '300.00'],
      [2, orderCode, '480.00', '420.00', 'Normal', '100.00'],
    ]);
    const quiet = ok(await report('plan.ScaleDetail', day(quietDay))).itemList as Rec[];
    expect(quiet.map((r) => [r.order_code ?? null, r.capacity_minutes, r.load_minutes])).toEqual([[null, '480.00', '0.00']]);
  });
});
