// MTBF, MTTR and OEE on a real database, from known data → known figures: a machine without a
// process unit (planned 480 minutes a day) with two output reports on an operation of 2 standard
// minutes a piece, a fault and a two-hour repair on one day, and a repair across midnight.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
let T: string;
let M: number;
const call = (service: string, method: string, ...args: unknown[]) => srv.call<Rec>(admin, service, method, args);
const run = (query: ReturnType<typeof sql>) => query.execute(srv.db.system);
const page = async (code: string, query: object = {}) =>
  ok(await call('report.Report', 'page', code, { page: 1, pageSize: 50, filterMap: { equipment_id: M }, rangeMap: { day: { first: '2021-03-01', second: '2021-03-06' } }, ...query }));
const figures = (r: Rec, keys: string[]) => keys.map((k) => Number(r[k]));

beforeAll(async () => {
  T = admin.tenant.id;
  const db = srv.db.system;
  [{ id: M }] = (await sql<{ id: number }>`select id::int as id from prd_equipment where tenant_id = ${T} order by code offset 10 limit 1`.execute(db)).rows;
  await run(sql`update prd_equipment set process_unit_id = null where tenant_id = ${T} and id = ${M}`);
  const [order] = (await sql<{ id: number; material_id: number }>`select id::int as id, material_id::int as material_id from prd_work_order where tenant_id = ${T} order by id limit 1`.execute(db)).rows;
  const [op] = (await sql<{ id: number }>`insert into prd_work_order_op (tenant_id, owner_id, seq, process_id, minutes, setup_minutes, done_qty) values (${T}, ${order.id}, 99, null, 2, 0, 0) returning id::int as id`.execute(db)).rows;
  const out = (code: string, good: number, bad: number, scrap: number, at: string) =>
    run(sql`insert into prd_output (tenant_id, code, order_id, op_id, equipment_id, material_id, qualified_qty, unqualified_qty, scrap_qty, create_dt, create_name)
      values (${T}, ${code}, ${order.id}, ${op.id}, ${M}, ${order.material_id}, ${good}, ${bad}, ${scrap}, ${at}::timestamp, '测试')`);
  await out('OEE-1', 100, 5, 5, '2021-03-02 09:00:00');
  await out('OEE-2', 60, 0, 0, '2021-03-02 15:00:00');
  await run(sql`insert into eqp_issue (tenant_id, code, equipment_id, fault_dt, fault_level, description, status_dict) values (${T}, 'OEE-F1', ${M}, '2021-03-02 09:55:00'::timestamp, 'Minor', '测试', 'Finish')`);
  const repair = (code: string, from: string, to: string) =>
    run(sql`insert into eqp_repair (tenant_id, code, equipment_id, down_start, down_end, result, labour_cost, parts_cost, total_cost, status_dict)
      values (${T}, ${code}, ${M}, ${from}::timestamp, ${to}::timestamp, 'Repaired', 0, 0, 0, 'Audit')`);
  await repair('OEE-R1', '2021-03-02 10:00:00', '2021-03-02 12:00:00');
  await repair('OEE-R2', '2021-03-04 23:00:00', '2021-03-05 01:00:00');
});

describe('MTBF, MTTR and OEE', () => {
  it('per machine and day: availability, performance, quality and OEE from planned time, downtime, standard time and output', async () => {
    const rows = (await page('equipment.OEE')).itemList as Rec[];
    const byDay = new Map(rows.map((r) => [String(r.day).slice(0, 10), r]));
    expect([...byDay.keys()].sort()).toEqual(['2021-03-02', '2021-03-04', '2021-03-05']);
    const d2 = byDay.get('2021-03-02')!;
    // 480 planned, 120 down → 360 running; 170 pieces × 2 min = 340 standard; 160 of 170 good
    expect(figures(d2, ['planned', 'down_min', 'run_min', 'std_min', 'total_qty', 'good_qty'])).toEqual([480, 120, 360, 340, 170, 160]);
    expect(figures(d2, ['availability', 'performance', 'quality', 'oee'])).toEqual([0.75, 0.9444, 0.9412, 0.6667]);
    expect(figures(d2, ['failures', 'repairs', 'mtbf_h', 'mttr_h'])).toEqual([1, 1, 6, 2]);
    // the repair across midnight: an hour down on each day, counted once (on the day it began) for MTTR
    expect(figures(byDay.get('2021-03-04')!, ['down_min', 'run_min', 'repairs', 'repair_min', 'oee'])).toEqual([60, 420, 1, 120, 0]);
    expect(figures(byDay.get('2021-03-05')!, ['down_min', 'run_min', 'repairs'])).toEqual([60, 420, 0]);
  });

  it('per machine over a period and per line, the same sums: MTBF = running ÷ failures, MTTR = repair downtime ÷ repairs', async () => {
    const [m] = (await page('equipment.OEEMachine')).itemList as Rec[];
    // 1,440 planned, 240 down, 1,200 running, 1 failure, 2 repairs of 120 minutes
    expect(figures(m, ['planned', 'down_min', 'run_min', 'failures', 'repairs', 'mtbf_h', 'mttr_h'])).toEqual([1440, 240, 1200, 1, 2, 20, 2]);
    expect(Number(m.oee)).toBe(0.2222);
    const line = (await page('equipment.OEELine')).itemList as Rec[];
    expect(line.reduce((a, r) => a + Number(r.run_min), 0)).toBe(1200);
    const d = ok(await call('report.Dashboard', 'data', 'equipment.Dashboard'));
    for (const w of ['oee', 'mtbf', 'mttr', 'oeeBy']) expect([w, d.widgets[w].error ?? null]).toEqual([w, null]);
  });
});
