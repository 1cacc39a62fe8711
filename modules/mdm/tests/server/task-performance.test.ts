// 工序绩效 (mdm.TaskPerformance) on a real database: an order's output reports on a machine of its own,
// grouped by process, machine and worker — output, good rate, standard minutes earned against the
// minutes spent (since the order started, then since the previous report of the operation) — and
// the demo's output under each caller's data scope.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyRecord, fileServer, ok, recordCalls } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const { save } = recordCalls(srv, admin);
const tag = Date.now().toString(36).toUpperCase();
let T: string;
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
type Row = Record<string, unknown>;
const page = async (s: typeof admin, filterMap: Row, rangeMap: Row = { report_date: { first: '1900-01-01', second: '2999-12-31' } }) =>
  ok(await srv.call<{ total: number; itemList: Row[]; totals: Row }>(s, 'report.Report', 'page', ['mdm.TaskPerformance', { filterMap, rangeMap }]));

beforeAll(async () => {
  T = admin.tenant.id;
}, 120_000);

describe('工序绩效', () => {
  it('sums a process’s output on its machine and worker, with the good rate and standard against actual minutes', async () => {
    const m = await save('Equipment', { code: `TP${tag}`, name: '绩效机床', level: 'B', equipment_status: '1', parallel: 1 });
    const [r] = await q<{ route: number; product: number }>(sql`select m.route_id::int as route, m.material_id::int as product from prd_material_route m where m.tenant_id = ${T} order by m.id limit 1`);
    const o = ok(await srv.call<AnyRecord>(admin, 'task.Order', 'create', [{ plan_no: `TP${tag}`, material_id: r.product, route_id: r.route, plan_qty: 100, plan_start: '2030-01-01 08:00:00', plan_end: '2030-02-01 08:00:00', equipment_id: m.id }]));
    ok(await srv.call(admin, 'task.Order', 'audit', [o.id]));
    const orderId = Number(o.id);
    await q(sql`update prd_work_order set manufacturing_state = 'Process', starter_id = ${admin.user.id}, started_at = '2030-01-01 08:00:00+00' where tenant_id = ${T} and id = ${orderId}`);
    await q(sql`update prd_work_order_op set equipment_id = ${Number(m.id)}, minutes = 2.5 where tenant_id = ${T} and owner_id = ${orderId}`);
    const [op] = await q<{ id: number; process: number }>(sql`select id::int as id, process_id::int as process from prd_work_order_op where tenant_id = ${T} and owner_id = ${orderId} order by seq, id limit 1`);
    ok(await srv.call(admin, 'task.Output', 'report', [{ orderId, opId: op.id, qualifiedQty: '8', unqualifiedQty: '2', defectReason: 'Surface' }]));
    ok(await srv.call(admin, 'task.Output', 'report', [{ orderId, opId: op.id, qualifiedQty: '20' }]));
    // the reports at fixed moments: 90 minutes after the start, then 30 minutes later
    const reports = await q<{ id: number }>(sql`select id::int as id from prd_output where tenant_id = ${T} and order_id = ${orderId} order by id`);
    await q(sql`update prd_output set create_dt = '2030-01-01 09:30:00+00' where tenant_id = ${T} and id = ${reports[0].id}`);
    await q(sql`update prd_output set create_dt = '2030-01-01 10:00:00+00' where tenant_id = ${T} and id = ${reports[1].id}`);

    const answer = await page(admin, { equipment_id: m.id }, { report_date: { first: '2030-01-01', second: '2030-01-01' } });
    expect(answer.itemList).toHaveLength(1);
    expect(answer.itemList[0]).toMatchObject({
      process_id: { id: op.process },
      equipment_id: { id: Number(m.id) },
      worker: admin.user.name,
      reports: '2',
      output_qty: '30.0000',
      qualified_qty: '28.0000',
      unqualified_qty: '2.0000',
      goodRate: '93.33',
      // 2.5 minutes a piece × 28 qualified = 70 earned, in 90 + 30 minutes spent
      standard_minutes: '70.00',
      actual_minutes: '120.00',
      efficiency: '58.33',
    });
    // outside the period: nothing
    expect((await page(admin, { equipment_id: m.id }, { report_date: { first: '2030-01-02', second: '2030-01-31' } })).total).toBe(0);
  });

  it('shows the demo’s output to the admin and the workshop head, and a viewer only its own', async () => {
    const all = await page(admin, {});
    expect(all.total).toBeGreaterThan(0);
    expect(Number(all.totals.output_qty)).toBeGreaterThan(0);
    expect(Number(all.totals.actual_minutes)).toBeGreaterThan(0);
    // the workshop head (data scope: its department and those below) sees the output reported there
    const head = await page(await srv.session('demo', 'zhoujie', 'Demo@123'), {});
    const [inProduction] = await q<{ qty: string }>(sql`with recursive below(id) as (
        select id from department where tenant_id = ${T} and code = 'PROD'
        union select d.id from department d join below b on d.parent_id = b.id where d.tenant_id = ${T})
      select coalesce(sum(qualified_qty + unqualified_qty + scrap_qty), 0)::numeric(20, 4)::text as qty from prd_output where tenant_id = ${T} and depart_id in (select id from below)`);
    expect(head.total).toBeGreaterThan(0);
    expect(head.totals.output_qty).toBe(inProduction.qty);
    // a read-only viewer of another department (data scope: self) sees none of it
    expect((await page(await srv.session('demo', 'zhaolei', 'Demo@123'), {})).total).toBe(0);
  });
});
