// Shop-floor execution on a real database: feeding takes stock where the barcode lies (balance
// before/after, the barcode's count, the ledger row), output puts the last operation's qualified
// part into stock with a product barcode, returns put material back, carry-over moves an order's
// remainder — and every shop-floor rule refuses with its exact message; two feedings of the last
// units of a barcode race and one is refused; the order tasks, the equipment's order, the
// dynamics, the tracking map and the demo's records.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../../../schemas/compute/decimal';
import type { StockDb } from '../../../../server/stock/ledger';
import { stockIn } from '../../../../server/stock/post';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import type { OrderExecView, TrackGraph } from '../../execution/contracts';
import { at, callsAs, productWithRoute, sqlRows } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let T: string;
const tag = Date.now().toString(36).toUpperCase();
let serial = 0;
let product: number;
let route: number;
let raw: number[];
let warehouse: number;

const q = sqlRows(srv);
const call = callsAs(srv, admin);
const msg = async (p: Promise<{ json: { code: number; msg: string } }>) => (await p).json.msg;

/** stock of a material in the test warehouse (by batch, or all batches) */
async function balance(material: number, batch?: string, wh = warehouse): Promise<string> {
  const [r] = await q<{ t: string }>(sql`select coalesce(sum(total), 0)::text as t from stock_balance where tenant_id = ${T} and material_id = ${material} and warehouse_id = ${wh} ${batch !== undefined ? sql`and batch_no = ${batch}` : sql``}`);
  return new Big(r.t).toString();
}

async function putInStock(material: number, batch: string, qty: string): Promise<void> {
  await srv.db.system.transaction().execute((trx) =>
    stockIn(trx as unknown as StockDb, { tenantId: T, userId: null, userName: 'test', lang: 'zh_CN' }, { entity: 'TestSetup', id: ++serial, code: `SETUP${serial}` }, [{ material, warehouse, batch, qty: new Big(qty), price: new Big('2.5') }], 'entry'),
  );
}

/** a barcode lying in the test warehouse (its stock put there too) */
async function barcode(material: number, count: string, more: { batch?: string; quality?: string; type?: string; stock?: boolean } = {}): Promise<string> {
  const code = `EX${tag}${++serial}`;
  const batch = more.batch ?? `B${tag}${serial}`;
  if (more.stock !== false && (more.type ?? 'Material') === 'Material') await putInStock(material, batch, count);
  await q(sql`insert into barcode_barcode (tenant_id, code, barcode_type, material_id, count, batch_no, quality_result, state, warehouse_id)
    values (${T}, ${code}, ${more.type ?? 'Material'}, ${(more.type ?? 'Material') === 'Material' ? material : null}, ${count}::numeric, ${batch}, ${more.quality ?? 'Qualified'}, 'InStock', ${warehouse})`);
  return code;
}

/** a released order of the product by its route, running (加工中) unless said otherwise */
async function order(more: Record<string, unknown> = {}, state = 'Process'): Promise<OrderExecView> {
  const o = ok(await call('task.Order', 'create', { plan_no: `EX${tag}${++serial}`, material_id: product, route_id: route, plan_qty: 10, plan_start: at(2), plan_end: at(30), warehouse_id: warehouse, batch_no: `SC${tag}${serial}`, ...more }));
  ok(await call('task.Order', 'audit', o.id));
  if (state !== 'Wait') await q(sql`update prd_work_order set manufacturing_state = ${state}, starter_id = ${admin.user.id} where tenant_id = ${T} and id = ${Number(o.id)}`);
  return ok(await call<OrderExecView>('task.Order', 'enterWorkOrder', o.id));
}

const feed = (o: OrderExecView, code: string | null, qty: string | number, opAt = 0, more: Record<string, unknown> = {}) => call('task.Feeding', 'feed', { orderId: o.id, opId: o.tasks[opAt]?.id, barcode: code, qty, ...more });
const output = (o: OrderExecView, opAt: number, qualifiedQty: string | number, more: Record<string, unknown> = {}) => call('task.Output', 'report', { orderId: o.id, opId: o.tasks[opAt].id, qualifiedQty, ...more });

beforeAll(async () => {
  T = admin.tenant.id;
  ({ route, product } = await productWithRoute(srv, T));
  raw = (await q<{ id: number }>(sql`select id::int as id from mdm_material where tenant_id = ${T} and id <> ${product} order by id limit 4`)).map((x) => x.id);
  [{ id: warehouse }] = await q<{ id: number }>(sql`select id::int as id from mdm_warehouse where tenant_id = ${T} and coalesce(allow_negative, false) = false order by id limit 1`);
}, 180_000);

describe('feeding (投料)', () => {
  it('takes the barcode’s material out of stock where it lies, in the same call as its record', async () => {
    const o = await order();
    const code = await barcode(raw[0], '6');
    const [b] = await q<{ batch_no: string }>(sql`select batch_no from barcode_barcode where tenant_id = ${T} and code = ${code}`);
    expect(await balance(raw[0], b.batch_no)).toBe('6');
    const f = ok(await feed(o, code, '2.5'));
    expect(f.code).toMatch(/^TL/);
    expect(await balance(raw[0], b.batch_no)).toBe('3.5');
    const [after] = await q<{ count: string }>(sql`select count::text from barcode_barcode where tenant_id = ${T} and code = ${code}`);
    expect(new Big(after.count).toString()).toBe('3.5');
    const ledger = await q<{ kind: string; qty: string; doc_code: string }>(sql`select kind, qty::text, doc_code from stock_ledger where tenant_id = ${T} and doc_entity = 'ProductionFeeding' and doc_id = ${Number(f.id)}`);
    expect(ledger.map((l) => [l.kind, new Big(l.qty).toString(), l.doc_code])).toEqual([['delivery', '-2.5', f.code]]);
    // the barcode holds 3.5 now: more is refused, as is 0
    expect(await msg(feed(o, code, 4))).toBe('投料数量4不能大于容器数量3.5');
    expect(await msg(feed(o, code, 0))).toBe('投料数量不能为0');
    const view = ok(await call<OrderExecView>('task.Order', 'enterWorkOrder', o.id));
    expect(view.fed.map((x) => [x.barcode, x.qty, x.leftQty])).toEqual([[code, '2.5', '2.5']]);
  });

  it('refuses an empty barcode, process or route, an empty container, and an order not running', async () => {
    const o = await order();
    expect(await msg(feed(o, null, 1))).toBe('条码不能为空');
    expect(await msg(feed(o, '  ', 1))).toBe('条码不能为空');
    expect(await msg(call('task.Feeding', 'feed', { orderId: o.id, barcode: 'X', qty: 1 }))).toBe('工序不能为空');
    const box = await barcode(raw[0], '0', { type: 'Container' });
    expect(await msg(feed(o, box, 1))).toBe(`容器为空：${box}`);
    expect(await msg(feed(o, `NO${tag}`, 1))).toBe(`条码不存在：NO${tag}`);
    const noRoute = ok(await call('task.Order', 'create', { plan_no: `EX${tag}${++serial}`, material_id: product, plan_qty: 5, plan_start: at(2), plan_end: at(30) }));
    expect(await msg(call('task.Feeding', 'feed', { orderId: noRoute.id, opId: 1, barcode: 'X', qty: 1 }))).toBe(`工单${noRoute.code}的工艺路线为空`);
    const waiting = await order({}, 'Wait');
    const code = await barcode(raw[0], '3');
    expect(await msg(feed(waiting, code, 1))).toBe(`工单${waiting.code}当前为待加工，开工后才能投料`);
    expect(await msg(srv.call(admin, 'task.Feeding', 'feed', [{ orderId: o.id, opId: o.tasks[0].id, barcode: null, qty: 1 }], { language: 'en_US' }))).toBe('The barcode cannot be empty');
  });

  it('refuses feeding a later operation while the one before is unfinished', async () => {
    const o = await order();
    const code = await barcode(raw[0], '3');
    expect(await msg(feed(o, code, 1, 1))).toBe(`存在未完成的任务（上道工序${o.tasks[0].processName}），不能投料`);
    ok(await output(o, 0, 10));
    ok(await feed(o, code, 1, 1));
  });

  it('mixes at most two batches of a material in one operation', async () => {
    const o = await order();
    const [a, b, c] = [await barcode(raw[1], '2'), await barcode(raw[1], '2'), await barcode(raw[1], '2')];
    ok(await feed(o, a, 1));
    ok(await feed(o, b, 1));
    expect(await msg(feed(o, c, 1))).toBe('最多支持2个批次混批，不支持更多批次混批');
    // the same batch again is no new batch
    ok(await feed(o, a, 1));
  });

  it('refuses material outside the fed range of the order’s BOM', async () => {
    const [bom] = await q<{ id: number }>(sql`insert into prd_bom (tenant_id, code, material_id, bom_version, bom_type, quantity) values (${T}, ${`BOM${tag}`}, ${product}, 'V9', 'Produce', 1) returning id::int as id`);
    await q(sql`insert into prd_bom_item (tenant_id, owner_id, material_id, quantity, loss_rate) values (${T}, ${bom.id}, ${raw[2]}, 1, 0)`);
    const o = await order({ bom_id: bom.id });
    const outside = await barcode(raw[3], '2');
    const [m] = await q<{ l: string }>(sql`select name || '(' || code || ')' as l from mdm_material where tenant_id = ${T} and id = ${raw[3]}`);
    expect(await msg(feed(o, outside, 1))).toBe(`物料${m.l}不在工序${o.tasks[0].processName}的投料范围内`);
    ok(await feed(o, await barcode(raw[2], '2'), 1));
  });

  it('feeds unqualified material only where the next process inspects, and rework-handled material never again', async () => {
    const o = await order();
    const bad = await barcode(raw[0], '5', { quality: 'Unqualified' });
    expect(await msg(feed(o, bad, 1))).toBe('投料需要下道工序为质检工序');
    // this order's first process reworks, its next one inspects
    await q(sql`update mdm_process set is_rework = true where tenant_id = ${T} and id = ${o.tasks[0].processId}`);
    await q(sql`update mdm_process set type = 'INSPECT' where tenant_id = ${T} and id = ${o.tasks[1].processId}`);
    try {
      ok(await feed(o, bad, 1));
      expect(await msg(feed(o, bad, 1))).toBe(`返工处理过的物料不能投料：${bad}`);
    } finally {
      await q(sql`update mdm_process set is_rework = false where tenant_id = ${T} and id = ${o.tasks[0].processId}`);
    }
  });

  it('of the last units of a barcode, two feedings at once: one goes, the other is refused', async () => {
    const o = await order();
    const code = await barcode(raw[0], '4');
    const [b] = await q<{ batch_no: string }>(sql`select batch_no from barcode_barcode where tenant_id = ${T} and code = ${code}`);
    const answers = await Promise.all([feed(o, code, 4), feed(o, code, 4)]);
    const codes = answers.map((a) => a.json.code).sort();
    expect(codes).toEqual([200, 400]);
    expect(answers.find((a) => a.json.code !== 200)!.json.msg).toBe('投料数量4不能大于容器数量0');
    expect(await balance(raw[0], b.batch_no)).toBe('0');
  });
});

describe('return (退料)', () => {
  it('puts material back where it was taken, at most what is left of the feeding', async () => {
    const o = await order();
    const code = await barcode(raw[0], '5');
    const [b] = await q<{ batch_no: string }>(sql`select batch_no from barcode_barcode where tenant_id = ${T} and code = ${code}`);
    const f = ok(await feed(o, code, 3));
    expect(await msg(call('task.Feeding', 'returnMaterial', { feedingId: f.id, qty: 4 }))).toBe('退料数量4不能大于剩余投料数量3');
    expect(await msg(call('task.Feeding', 'returnMaterial', { feedingId: f.id, qty: 0 }))).toBe('退料数量不能为0');
    const r = ok(await call('task.Feeding', 'returnMaterial', { feedingId: f.id, qty: 1 }));
    expect(r.code).toMatch(/^THL/);
    expect(await balance(raw[0], b.batch_no)).toBe('3');
    ok(await call('task.Feeding', 'returnMaterial', { feedingId: f.id, qty: 2 }));
    expect(await balance(raw[0], b.batch_no)).toBe('5');
    expect(await msg(call('task.Feeding', 'returnMaterial', { feedingId: f.id, qty: 1 }))).toBe('没有可退的物料');
    const [bc] = await q<{ count: string }>(sql`select count::text from barcode_barcode where tenant_id = ${T} and code = ${code}`);
    expect(new Big(bc.count).toString()).toBe('5');
  });
});

describe('output (报工)', () => {
  it('refuses 0, unqualified without a defect reason, and over-production', async () => {
    const o = await order();
    expect(await msg(output(o, 0, 0))).toBe('报工数量不能为0');
    expect(await msg(output(o, 0, 1, { unqualifiedQty: 1 }))).toBe('不合格数量大于0时必须填写不良原因');
    ok(await output(o, 0, 8, { unqualifiedQty: 1, defectReason: 'Burr' }));
    expect(await msg(output(o, 0, 2))).toBe(`不能超产：工序${o.tasks[0].processName}已完成9，计划10，本次2`);
    expect(await msg(srv.call(admin, 'task.Output', 'report', [{ orderId: o.id, opId: o.tasks[0].id, qualifiedQty: 0 }], { language: 'en_US' }))).toBe('The output quantity cannot be 0');
  });

  it('on the last operation counts the order’s output and puts the qualified part into stock with a product barcode', async () => {
    const o = await order();
    const last = o.tasks.length - 1;
    for (let i = 0; i < last; i++) ok(await output(o, i, 10));
    const batch = (await q<{ b: string }>(sql`select batch_no as b from prd_work_order where tenant_id = ${T} and id = ${o.id}`))[0].b;
    const before = await balance(product, batch);
    const out = ok(await output(o, last, 7, { unqualifiedQty: 2, scrapQty: 1, defectReason: 'Dimension' }));
    expect(await balance(product, batch)).toBe(new Big(before).plus(7).toString());
    expect(out.barcode).toMatch(/^CP/);
    const [bc] = await q<{ count: string; state: string; batch_no: string }>(sql`select count::text, state, batch_no from barcode_barcode where tenant_id = ${T} and code = ${out.barcode}`);
    expect([new Big(bc.count).toString(), bc.state, bc.batch_no]).toEqual(['7', 'InStock', batch]);
    const view = ok(await call<OrderExecView>('task.Order', 'enterWorkOrder', o.id));
    expect([view.finishQty, view.qualifiedQty, view.unqualifiedQty, view.scrapQty, view.remainder]).toEqual(['10', '7', '2', '1', '0']);
    expect(view.tasks.every((t) => t.finished)).toBe(true);
    const [defect] = await q<{ defect_reason: string; unqualified_qty: string }>(sql`select defect_reason, unqualified_qty::text from prd_defect where tenant_id = ${T} and code = ${out.code}`);
    expect([defect.defect_reason, new Big(defect.unqualified_qty).toString()]).toEqual(['Dimension', '2']);
    // the warehouse's ledger names our record
    const [l] = await q<{ kind: string; doc_code: string }>(sql`select kind, doc_code from wms_stock_ledger where tenant_id = ${T} and doc_entity = 'ProductionOutput' and doc_id = ${Number(out.id)}`);
    expect(l).toEqual({ kind: 'entry', doc_code: out.code });
    // the map of the order: order → tasks → input → output → entry
    const code = await barcode(raw[0], '1');
    void code;
    const g = ok(await call<TrackGraph>('dcm.Track', 'graph', { orderId: o.id, dimension: 'process' }));
    expect(new Set(g.nodes.map((n) => n.kind))).toEqual(new Set(['order', 'task', 'output', 'entry']));
    expect(g.nodes.find((n) => n.kind === 'output' && n.code === out.barcode)).toBeTruthy();
  });
});

describe('carry-over (结转)', () => {
  it('needs a target other than the order and a quantity within the remainder, then moves it', async () => {
    const [a, b] = [await order(), await order()];
    const carry = (more: Record<string, unknown>) => call('task.Carry', 'carryOver', { orderId: a.id, ...more });
    expect(await msg(carry({ qty: 1 }))).toBe('请选择结转目标工单');
    expect(await msg(carry({ targetId: a.id, qty: 1 }))).toBe('结转目标工单不能是工单本身');
    expect(await msg(carry({ targetId: b.id, qty: 0 }))).toBe('结转数量不能为0');
    const last = a.tasks.length - 1;
    for (let i = 0; i < last; i++) ok(await output(a, i, 4));
    ok(await output(a, last, 4));
    expect(await msg(carry({ targetId: b.id, qty: 7 }))).toBe('结转数量7不能大于剩余数量6');
    expect(await msg(carry({ targetCode: `NO${tag}`, qty: 1 }))).toBe('没有匹配的数据');
    const r = ok(await carry({ targetCode: b.code, qty: 6 }));
    expect(r.code).toMatch(/^JZ/);
    const plans = await q<{ id: number; p: string }>(sql`select id::int as id, plan_qty::text as p from prd_work_order where tenant_id = ${T} and id in (${a.id}, ${b.id}) order by id`);
    expect(plans.map((x) => new Big(x.p).toString())).toEqual(['4', '16']);
  });
});

describe('order tasks', () => {
  it('applyWorkOrder: at most the original task count', async () => {
    const o = await order();
    expect(await msg(call('task.Order', 'applyWorkOrder', { taskId: o.tasks[0].id, qty: 11 }))).toBe('申请数量11不能大于原任务数量10');
    expect(await msg(call('task.Order', 'applyWorkOrder', { taskId: o.tasks[0].id, qty: 0 }))).toBe('申请数量不能为0');
    expect(ok(await call('task.Order', 'applyWorkOrder', { taskId: o.tasks[0].id, qty: 10 })).code).toMatch(/^RWSQ/);
  });

  it('finishByProcess finishes the process’s task of each order; a process the orders lack is reported', async () => {
    const [a, b] = [await order({}, 'Wait'), await order({}, 'Wait')];
    expect(ok(await call('task.OrderTask', 'finishByProcess', { orderIds: [a.id, b.id], processId: a.tasks[0].processId }))).toEqual({ finished: 2 });
    const view = ok(await call<OrderExecView>('task.Order', 'enterWorkOrder', a.id));
    expect([view.tasks[0].finished, view.tasks[0].doneQty]).toEqual([true, '10']);
    const [other] = await q<{ id: number; name: string }>(sql`select id::int as id, name from mdm_process where tenant_id = ${T} and id not in (select process_id from prd_work_order_op where tenant_id = ${T} and owner_id = ${a.id}) order by id limit 1`);
    expect(await msg(call('task.OrderTask', 'finishByProcess', { orderIds: [a.id], processId: other.id }))).toBe(`所选工单没有工序${other.name}`);
    const [row] = await q<{ n: number }>(sql`select count(*)::int as n from prd_order_task where tenant_id = ${T} and order_id = ${a.id} and task_state = 'Finished'`);
    expect(row.n).toBe(1);
  });

  it('getEquipmentWorkOrder answers the running order of an equipment, or that it has no task', async () => {
    const free = await q<{ id: number; code: string; name: string }>(sql`select id::int as id, code, name from prd_equipment where tenant_id = ${T} and id not in
      (select equipment_id from prd_work_order where tenant_id = ${T} and equipment_id is not null and manufacturing_state in ('Process', 'Debug', 'Pause')) and equipment_status in ('0', '1') order by id limit 1`);
    expect(free.length).toBe(1);
    const e = free[0];
    expect(await msg(call('task.Order', 'getEquipmentWorkOrder', e.id))).toBe(`设备${e.name}(${e.code})没有任务`);
    const o = await order({}, 'Wait');
    ok(await call('task.Order', 'start', o.id, e.id));
    const got = ok(await call<OrderExecView>('task.Order', 'getEquipmentWorkOrder', e.id));
    expect([got.id, got.state]).toEqual([o.id, 'Process']);
    ok(await call('task.Order', 'complete', o.id));
  });
});

describe('what the pages show', () => {
  it('the demo’s running and finished orders have feedings and outputs, one with a defect reason', async () => {
    const [f] = await q<{ n: number }>(sql`select count(*)::int as n from prd_feeding f join prd_work_order o on o.tenant_id = f.tenant_id and o.id = f.order_id where f.tenant_id = ${T} and o.code like 'GD%' and f.create_name is not null`);
    expect(f.n).toBeGreaterThan(0);
    const [d] = await q<{ n: number }>(sql`select count(*)::int as n from prd_output where tenant_id = ${T} and unqualified_qty > 0 and defect_reason is not null`);
    expect(d.n).toBeGreaterThan(0);
    const [done] = await q<{ n: number }>(sql`select count(*)::int as n from stock_ledger where tenant_id = ${T} and doc_entity = 'ProductionOutput'`);
    expect(done.n).toBeGreaterThan(0);
  });

  it('the feeding dialog’s suggestions are in-stock barcodes whose batch lies free', async () => {
    const code = await barcode(raw[0], '3');
    const list = ok(await call<Array<{ code: string; count: string; free: string }>>('task.Feeding', 'candidates', code));
    expect(list.map((b) => [b.code, b.count, b.free])).toEqual([[code, '3', '3']]);
    expect(ok(await call<unknown[]>('task.Feeding', 'candidates', `NO${tag}`))).toEqual([]);
  });

  it('the dynamics list the newest records; the map’s picker lists orders with records', async () => {
    const page = ok(await call<{ total: number; itemList: Array<{ kind: string }> }>('task.Order', 'listByProduceDynamics', { page: 1, pageSize: 5 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.itemList.length).toBeLessThanOrEqual(5);
    const orders = ok(await call<Array<{ id: number }>>('dcm.Track', 'orders'));
    expect(orders.length).toBeGreaterThan(0);
    const g = ok(await call<TrackGraph>('dcm.Track', 'graph', { orderId: orders[orders.length - 1].id, dimension: 'equipment' }));
    expect(g.nodes.some((n) => n.kind === 'order')).toBe(true);
    expect(refusal(await call('dcm.Track', 'graph', { orderId: 'x' })).code).toBe(400);
  });
});
