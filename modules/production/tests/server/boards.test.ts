// The boards on a real database: task.Board/process and /display for orders we create, start,
// pause and complete through task.Order (a waiting order, a running one, a paused one; an idle and
// a stopped machine; today's totals), their tenant scoping and page access, the push a shop-floor
// move sends over the web socket, 计件单价's one-rate rule, and every report's rows for our orders.
// Output records are inserted with SQL: the reports read who reported (operator), when and how much,
// and SQL fixes those exactly without depending on the shop-floor calls' own feeding rules.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Session } from '../../../../schemas/rpc/portal';
import type { ReportPage } from '../../../../schemas/rpc/report';
import { fileServer, ok } from '../../../../tests/kit';
import type { DisplayView, ProcessBoardView } from '../../boards/contracts';
import { at, callsAs, productWithRoute, type Rec, sqlRows } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const [admin, acme] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin')]);
let T: string;
const tag = Date.now().toString(36).toUpperCase();
let serial = 0;
let product: number;
let route: number;
let machines: number[];
let warehouse: number;
let operator = `测试员${tag}`;

const q = sqlRows(srv);
const call = callsAs(srv, admin);
const report = (code: string, query: object = {}, s: Session = admin) => srv.call<ReportPage>(s, 'report.Report', 'page', [code, { pageSize: 100, ...query }]);
const rowsOf = async (code: string, query: object = {}) => ok(await report(code, query)).itemList as Rec[];

/** a released order (待加工) of the product by its route */
async function released(planQty = 20): Promise<Rec> {
  const o = ok(await call('task.Order', 'create', { plan_no: `BD${tag}${++serial}`, material_id: product, route_id: route, plan_qty: planQty, plan_start: at(2), plan_end: at(30), warehouse_id: warehouse, batch_no: `BD${tag}${serial}` }));
  ok(await call('task.Order', 'audit', o.id));
  return ok(await call('task.Order', 'get', o.id));
}

async function opsOf(orderId: number) {
  return q<{ id: number; seq: number; process_id: number }>(sql`select id::int as id, seq::int as seq, process_id::int as process_id from prd_work_order_op where tenant_id = ${T} and owner_id = ${orderId} order by seq`);
}

/** an output record at an operation, reported by our operator (and the operation's done quantity moved with it) */
async function output(orderId: number, opAt: number, qualified: number, unqualified = 0, scrap = 0, machine: number | null = null) {
  const op = (await opsOf(orderId))[opAt];
  await q(sql`insert into prd_output (tenant_id, code, order_id, op_id, process_id, equipment_id, material_id, qualified_qty, unqualified_qty, scrap_qty, defect_reason, create_id, create_name)
    values (${T}, ${`BGT${tag}${++serial}`}, ${orderId}, ${op.id}, ${op.process_id}, ${machine}, ${product}, ${qualified}, ${unqualified}, ${scrap}, ${unqualified ? 'Other' : null}, ${admin.user.id}, ${operator})`);
  await q(sql`update prd_work_order_op set done_qty = coalesce(done_qty, 0) + ${qualified + unqualified + scrap} where tenant_id = ${T} and id = ${op.id}`);
}

const lanesOf = (b: ProcessBoardView, code: string) =>
  b.processes.flatMap((p) => (['waiting', 'running', 'paused'] as const).flatMap((lane) => p[lane].filter((o) => o.code === code).map((o) => ({ lane, process: p.processId, o }))));

beforeAll(async () => {
  T = admin.tenant.id;
  ({ route, product } = await productWithRoute(srv, T));
  // machines nothing runs on, ours for the test
  machines = (await q<{ id: number }>(sql`select e.id::int as id from prd_equipment e where e.tenant_id = ${T} and e.equipment_status in ('0', '1')
    and not exists (select 1 from prd_work_order o where o.tenant_id = e.tenant_id and o.equipment_id = e.id and o.manufacturing_state in ('Process', 'Debug', 'Pause')) order by e.id`)).map((x) => x.id);
  [{ id: warehouse }] = await q<{ id: number }>(sql`select id::int as id from mdm_warehouse where tenant_id = ${T} order by id limit 1`);
}, 120_000);

describe('task.Board', () => {
  it('puts a waiting, a running and a paused order in their lanes at their current process, with the machine they run on', async () => {
    expect(machines.length).toBeGreaterThanOrEqual(3);
    const waiting = await released();
    const running = await released();
    const paused = await released();
    ok(await call('task.Order', 'start', running.id, machines[0]));
    ok(await call('task.Order', 'start', paused.id, machines[1]));
    await output(Number(paused.id), 0, 20); // its first operation is done: it stands at the second
    ok(await call('task.Order', 'pause', paused.id));
    const ops = await opsOf(Number(paused.id));
    const b = ok(await srv.call<ProcessBoardView>(admin, 'task.Board', 'process', []));
    expect(lanesOf(b, String(waiting.code)).map((x) => [x.lane, x.process])).toEqual([['waiting', ops[0].process_id]]);
    const [run] = lanesOf(b, String(running.code));
    expect([run.lane, run.process, run.o.doneQty, run.o.planQty, run.o.percent]).toEqual(['running', ops[0].process_id, '0', '20', '0.00']);
    const [machine] = await q<{ name: string }>(sql`select name from prd_equipment where tenant_id = ${T} and id = ${machines[0]}`);
    expect(run.o.equipmentName).toBe(machine.name);
    const [p] = lanesOf(b, String(paused.code));
    expect([p.lane, p.process, p.o.seq]).toEqual(['paused', ops[1].process_id, ops[1].seq]);
    expect(b.totals.running).toBe(Number((await q<{ n: number }>(sql`select count(*)::int as n from prd_work_order where tenant_id = ${T} and manufacturing_state in ('Process', 'Debug')`))[0].n));
  });

  it('shows per machine its state and running order, today\'s outputs and hourly output, and the totals move with an output', async () => {
    const o = await released(40);
    ok(await call('task.Order', 'start', o.id, machines[2]));
    const before = ok(await srv.call<DisplayView>(admin, 'task.Board', 'display', []));
    const mine = before.equipment.find((e) => e.id === machines[2])!;
    expect([mine.state, mine.order?.code, mine.order?.percent]).toEqual(['running', o.code, '0.00']);
    await output(Number(o.id), 0, 8, 2, 0, machines[2]);
    const lastOp = (await opsOf(Number(o.id))).length - 1;
    await output(Number(o.id), lastOp, 10, 0, 0, machines[2]);
    const after = ok(await srv.call<DisplayView>(admin, 'task.Board', 'display', []));
    const now = after.equipment.find((e) => e.id === machines[2])!;
    expect([now.state, now.order?.doneQty, now.order?.percent]).toEqual(['running', '10', '25.00']);
    expect(Number(after.totals.outputToday) - Number(before.totals.outputToday)).toBe(20);
    expect(Number(after.totals.qualifiedToday) - Number(before.totals.qualifiedToday)).toBe(18);
    expect(after.outputs.filter((x) => x.orderCode === o.code).map((x) => [x.qualified, x.unqualified, x.by])).toEqual([['10', '0', operator], ['8', '2', operator]]);
    const hour = new Date().getHours();
    expect(after.hourly).toHaveLength(24);
    expect(Number(after.hourly[hour].qty) - Number(before.hourly[hour].qty)).toBe(20);
    // paused, idle, stopped
    ok(await call('task.Order', 'pause', o.id));
    await q(sql`update prd_equipment set equipment_status = '4' where tenant_id = ${T} and id = ${machines[3] ?? machines[0]}`);
    const later = ok(await srv.call<DisplayView>(admin, 'task.Board', 'display', []));
    expect(later.equipment.find((e) => e.id === machines[2])?.state).toBe('paused');
    expect(later.equipment.find((e) => e.id === (machines[3] ?? machines[0]))?.state).toBe('down');
    expect(later.equipment.some((e) => e.state === 'idle' && e.order === null)).toBe(true);
    await q(sql`update prd_equipment set equipment_status = '1' where tenant_id = ${T} and id = ${machines[3] ?? machines[0]}`);
  });

  it('answers each tenant its own floor, and only to roles holding the page', async () => {
    const demoMachines = new Set(machines);
    const theirs = ok(await srv.call<DisplayView>(acme, 'task.Board', 'display', []));
    expect(theirs.equipment.some((e) => demoMachines.has(e.id))).toBe(false);
    expect(theirs.outputs.some((x) => x.by === operator)).toBe(false);
    const board = ok(await srv.call<ProcessBoardView>(acme, 'task.Board', 'process', []));
    expect(board.processes.flatMap((p) => [...p.waiting, ...p.running, ...p.paused]).some((o) => o.code.includes(tag))).toBe(false);
    const keeper = await srv.session('demo', 'wangqiang', 'Demo@123');
    expect((await srv.call(keeper, 'task.Board', 'display', [])).json.code).toBe(4003);
  });

  it('pushes {type: production} over the web socket to the tenant after an order moves', async () => {
    const socket = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
    const frames: Array<{ type: string }> = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => {
        socket.send(JSON.stringify({ type: 'auth', token: admin.token }));
        resolve();
      });
      socket.on('error', reject);
    });
    socket.on('message', (d) => frames.push(JSON.parse(String(d))));
    await new Promise((r) => setTimeout(r, 300));
    const o = await released();
    frames.length = 0;
    ok(await call('task.Order', 'start', o.id, machines[4] ?? machines[0]));
    await expect.poll(() => frames.some((f) => f.type === 'production'), { timeout: 3000 }).toBe(true);
    ok(await call('task.Order', 'complete', o.id));
    socket.close();
  });
});

describe('the reports', () => {
  let run: Rec;
  let done: Rec;
  let recycled: Rec;

  beforeAll(async () => {
    operator = `报表员${tag}`; // the reports count this operator's outputs only
    run = await released(20);
    ok(await call('task.Order', 'start', run.id, machines[5] ?? machines[0]));
    await output(Number(run.id), 0, 8, 2);
    done = await released(10);
    ok(await call('task.Order', 'start', done.id, machines[6] ?? machines[1]));
    const ops = await opsOf(Number(done.id));
    for (let i = 0; i < ops.length; i++) await output(Number(done.id), i, 10);
    await q(sql`update prd_work_order set finish_qty = 10, qualified_qty = 10 where tenant_id = ${T} and id = ${Number(done.id)}`);
    ok(await call('task.Order', 'complete', done.id));
    recycled = await released(5);
    ok(await call('task.Order', 'recycle', recycled.id));
  });

  it('生产统计 sums today\'s output per product and process with its qualified rate', async () => {
    const rows = await rowsOf('task.Production', { fuzzyMap: { order_code: String(run.code) } });
    expect(rows.map((r) => [r.qualifiedQty, r.unqualifiedQty, r.outputQty, r.qualifiedRate])).toEqual([['8.0000', '2.0000', '10.0000', '80.00']]);
  });

  it('在制品报表 lists the running order\'s unfinished operations with what is left', async () => {
    const rows = await rowsOf('task.WipReport', { fuzzyMap: { order_code: String(run.code) } });
    const ops = await opsOf(Number(run.id));
    const bySeq = [...rows].sort((a, b) => Number(a.seq) - Number(b.seq));
    expect(bySeq.map((r) => [Number(r.seq), r.done_qty, r.wip_qty])).toEqual(ops.map((op, i) => [op.seq, i === 0 ? '10.0000' : '0.0000', i === 0 ? '10.0000' : '20.0000']));
    expect(await rowsOf('task.WipReport', { fuzzyMap: { order_code: String(done.code) } })).toEqual([]);
  });

  it('绩效统计 and 计件工资 count per operator, the product\'s own rate before the process\'s', async () => {
    const [perf] = await rowsOf('task.Performance', { fuzzyMap: { operator_name: operator } });
    const reports = 1 + (await opsOf(Number(done.id))).length;
    expect([perf.reports, perf.qualifiedQty, perf.outputQty]).toEqual([String(reports), `${8 + 10 * (reports - 1)}.0000`, `${10 * reports}.0000`]);
    const ops = await opsOf(Number(done.id));
    ok(await call('datax.MetaDynamic', 'saveValue', 'ProductionPieceRate', { process_id: ops[0].process_id, rate: '0.5' }));
    ok(await call('datax.MetaDynamic', 'saveValue', 'ProductionPieceRate', { process_id: ops[0].process_id, material_id: product, rate: '0.75' }));
    const twice = (await call('datax.MetaDynamic', 'saveValue', 'ProductionPieceRate', { process_id: ops[0].process_id, rate: '0.6' })).json;
    const [p] = await q<{ name: string }>(sql`select name from mdm_process where tenant_id = ${T} and id = ${ops[0].process_id}`);
    expect([twice.code, twice.msg]).toEqual([409, `工序“${p.name}”的全部产品计件单价已存在`]);
    const salary = await rowsOf('task.Salary', { fuzzyMap: { operator_name: operator }, filterMap: { process_id: ops[0].process_id } });
    // first operations of both orders: 8 + 10 qualified at the product's 0.75
    expect(salary.map((r) => [r.qualified_qty, r.piece_rate, r.wage])).toEqual([['18.0000', '0.750000', '13.50']]);
  });

  it('工单排程 shows planned against actual and flags a late order', async () => {
    await q(sql`update prd_work_order set plan_start = now() - interval '3 days', plan_end = now() - interval '1 day' where tenant_id = ${T} and id = ${Number(run.id)}`);
    const [r] = await rowsOf('task.Schedule', { fuzzyMap: { order_code: String(run.code) } });
    expect([r.late_state, r.done_qty, r.done_pct]).toEqual(['Late', '0.0000', '0.00']);
    const [d] = await rowsOf('task.Schedule', { fuzzyMap: { order_code: String(done.code) } });
    expect([d.late_state, d.done_qty, d.done_pct, d.manufacturing_state]).toEqual(['OnTime', '10.0000', '100.00', 'Completed']);
  });

  it('生产动态 lists the events newest first', async () => {
    const rows = await rowsOf('task.Dynamics', { fuzzyMap: { order_code: String(done.code) } });
    expect(rows[0].event_kind).toBe('Finished');
    expect(rows.map((r) => r.event_kind)).toContain('Started');
    expect(rows.filter((r) => r.event_kind === 'Output')).toHaveLength((await opsOf(Number(done.id))).length);
    const times = rows.map((r) => String(r.event_at));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('工序工单 and 工单工艺路线 show the order\'s operations', async () => {
    const ops = await opsOf(Number(run.id));
    const po = await rowsOf('task.ProcessOrder', { fuzzyMap: { order_code: String(run.code) }, sortField: 'process_order_code', sortOrder: 'asc' });
    expect(po.map((r) => r.process_order_code)).toEqual(ops.map((op) => `${run.code}-${op.seq}`));
    expect(po[0].done_pct).toBe('50.00');
    const pr = await rowsOf('task.ProcessRoute', { fuzzyMap: { order_code: String(run.code) } });
    expect(pr.map((r) => (r.process_id as { id: number }).id).sort()).toEqual(ops.map((op) => op.process_id).sort());
  });

  it('生产任务, 生产记录 and 完工产品 show orders by their state', async () => {
    const list = await rowsOf('pmt.List', { fuzzyMap: { plan_no: `BD${tag}` } });
    expect(list.map((r) => r.order_code)).toEqual(expect.arrayContaining([run.code, done.code, recycled.code]));
    const records = await rowsOf('pmt.OrderRecord', { fuzzyMap: { plan_no: `BD${tag}` } });
    expect(records.map((r) => r.manufacturing_state).sort()).toEqual(expect.arrayContaining(['Completed', 'Recycled']));
    expect(records.some((r) => r.order_code === run.code)).toBe(false);
    const completed = await rowsOf('task.CompletedProducts', { fuzzyMap: { order_code: String(done.code) } });
    expect(completed.map((r) => [r.qualified_qty, r.qualified_rate, (r.warehouse_id as { id: number }).id])).toEqual([['10.0000', '100.00', warehouse]]);
  });

  it('the demo shows rows on every report page at the first start', async () => {
    const fresh = await srv.session('demo', 'admin');
    for (const code of ['task.Production', 'task.WipReport', 'task.Performance', 'task.Salary', 'task.Schedule', 'task.Dynamics', 'task.ProcessOrder', 'task.ProcessRoute', 'pmt.List', 'pmt.OrderRecord', 'task.CompletedProducts']) {
      const page = ok(await report(code, {}, fresh));
      expect(page.total, code).toBeGreaterThan(0);
    }
  });
});
