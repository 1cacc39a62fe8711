// The work order calls that plan and reshape orders, on a real database: createFromSale (an
// audited sales order's lines, the BOM spread into sub-orders, never more than the line's
// quantity — also when two users convert at once), batchAudit (release or refuse, all or nothing),
// dispatch / dispatchV2 (to an equipment able to run the process), split / splitBatch (pieces
// keeping status and operations), combineWorkOrder / splitWorkOrder (their rules and messages),
// renderProcess and updateComplete.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import { at, idsByName, type Rec, sqlRows } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let T: string;
let names: Record<string, number>;
let customer: number;

const order = (method: string, ...args: unknown[]) => srv.call<Rec>(admin, 'task.Order', method, args);
const orders = (method: string, ...args: unknown[]) => srv.call<Rec[]>(admin, 'task.Order', method, args);
const idOf = (v: unknown) => Number((v as { id?: number })?.id ?? v);
const state = (r: Rec) => (r.manufacturing_state?.dict ?? r.manufacturing_state) as string;
const tag = Date.now().toString(36);
let serial = 0;
const q = sqlRows(srv);

async function sale(lines: Array<[string, number]>, audit = true): Promise<Rec> {
  const s = ok(await srv.call<Rec>(admin, 'erp.Sale', 'create', [{ customer_id: customer, items: lines.map(([m, quantity]) => ({ material_id: names[m], quantity, unit_price: 100 })) }]));
  return audit ? ok(await srv.call<Rec>(admin, 'erp.Sale', 'audit', [s.id])) : s;
}

async function saved(more: Record<string, unknown> = {}): Promise<Rec> {
  return ok(await order('create', { plan_no: `C${tag}${++serial}`, material_id: names['齿轮轴'], plan_qty: 10, plan_start: at(2), plan_end: at(30), ...more }));
}

beforeAll(async () => {
  T = admin.tenant.id;
  names = await idsByName(srv, T, 'mdm_material', ['输送线模组', '传动轴组件', '齿轮轴', '法兰盘', '电控柜', '伺服电机']);
  [{ id: customer }] = await q<{ id: number }>(sql`select id::int as id from mdm_customer where tenant_id = ${T} order by id limit 1`);
}, 180_000);

describe('createFromSale', () => {
  it('spreads the BOM: an order for the product and sub-orders for every made component, with their routes', async () => {
    const s = await sale([['输送线模组', 10], ['伺服电机', 3]]);
    const made = ok(await orders('createFromSale', { saleId: s.id, spread: 'BomSpread' }));
    const byMaterial = Object.fromEntries(made.map((o) => [idOf(o.material_id), o]));
    // 输送线模组 → 传动轴组件 (1 each) → 齿轮轴 (1) and 法兰盘 (2): three levels; 伺服电机 is bought but sold here, so it is made as asked
    expect(Number(byMaterial[names['输送线模组']].plan_qty)).toBe(10);
    expect(Number(byMaterial[names['传动轴组件']].plan_qty)).toBe(10);
    expect(Number(byMaterial[names['齿轮轴']].plan_qty)).toBe(10);
    expect(Number(byMaterial[names['法兰盘']].plan_qty)).toBe(20);
    expect(idOf(byMaterial[names['传动轴组件']].parent_id)).toBe(Number(byMaterial[names['输送线模组']].id));
    expect(idOf(byMaterial[names['齿轮轴']].parent_id)).toBe(Number(byMaterial[names['传动轴组件']].id));
    expect(made.every((o) => o.plan_no === s.code && idOf(o.sale_id) === Number(s.id) && state(o) === 'Saved')).toBe(true);
    expect(byMaterial[names['齿轮轴']].operations.length).toBeGreaterThan(0);
    // the whole order is planned now
    expect(refusal(await orders('createFromSale', { saleId: s.id }))).toEqual({ code: 409, msg: `销售订单${s.code}的产品已全部生成工单` });
  });

  it('plans only what is left of a line, refuses a sales order not audited, and lets one of two simultaneous conversions win', async () => {
    const draft = await sale([['电控柜', 4]], false);
    expect(refusal(await orders('createFromSale', { saleId: draft.id }))).toEqual({ code: 409, msg: `销售订单${draft.code}未审核，不能生成工单` });
    const s = await sale([['电控柜', 6]]);
    const [a, b] = await Promise.all([orders('createFromSale', { saleId: s.id, release: true }), orders('createFromSale', { saleId: s.id, release: true })]);
    const won = [a, b].filter((x) => x.json.code === 200);
    expect(won).toHaveLength(1);
    const [one] = won[0].json.body;
    expect([Number(one.plan_qty), state(one), one.priority?.dict ?? one.priority]).toEqual([6, 'Wait', 'Normal']);
    expect(ok(await srv.call<Rec>(admin, 'task.Order', 'returnBindOrderNum', [s.id]))).toEqual({ saleId: Number(s.id), orders: 1, planned: '6' });
    const sheet = ok(await srv.call<Rec>(admin, 'task.Order', 'excelWorkOrder', [{ filterMap: { sale_id: s.id } }]));
    const download = await fetch(`${srv.base}${sheet.url}`, { method: 'POST', body: JSON.stringify([sheet.query]), headers: { 'content-type': 'application/json', access_token: admin.token, 'tenant-id': admin.tenant.id } });
    expect([download.status, download.headers.get('content-type')]).toEqual([200, expect.stringContaining('spreadsheetml')]);
    // a sales order with work orders cannot be un-audited
    expect((await srv.call(admin, 'erp.Sale', 'deApproval', [s.id])).json.code).not.toBe(200);
  });
});

describe('batchAudit, dispatch and dispatchV2', () => {
  it('releases several at once, or refuses them; one order that cannot move leaves all as they were', async () => {
    const [a, b] = [await saved(), await saved()];
    const released = ok(await orders('batchAudit', { ids: [a.id, b.id] }));
    expect(released.map(state)).toEqual(['Wait', 'Wait']);
    const c = await saved();
    expect((await orders('batchAudit', { ids: [c.id, a.id] })).json.code).toBe(409);
    expect(state(ok(await order('get', c.id)))).toBe('Saved');
    const refused = ok(await orders('batchAudit', { ids: [c.id], pass: false }));
    expect(refused[0].status_dict?.dict ?? refused[0].status_dict).toBe('Reject');
  });

  it('dispatches orders to an equipment and operations to equipment able to run their process', async () => {
    const route = (await q<{ id: number }>(sql`select route_id::int as id from prd_material_route where tenant_id = ${T} and material_id = ${names['齿轮轴']} order by is_default desc limit 1`))[0].id;
    const o = await saved({ route_id: route });
    const op = o.operations[0];
    const able = await q<{ id: number; code: string }>(sql`select e.id::int as id, e.code from prd_equipment e join prd_equipment_process p on p.owner_id = e.id and p.tenant_id = e.tenant_id
      where e.tenant_id = ${T} and p.process_id = ${idOf(op.process_id)} and e.equipment_status in ('0', '1') order by e.id limit 1`);
    const unable = await q<{ id: number; code: string }>(sql`select e.id::int as id, e.code from prd_equipment e where e.tenant_id = ${T} and e.equipment_status in ('0', '1')
      and exists (select 1 from prd_equipment_process p where p.owner_id = e.id and p.tenant_id = e.tenant_id)
      and not exists (select 1 from prd_equipment_process p where p.owner_id = e.id and p.tenant_id = e.tenant_id and p.process_id = ${idOf(op.process_id)}) order by e.id limit 1`);
    expect(able.length && unable.length).toBeTruthy();
    const [processName] = await q<{ name: string }>(sql`select name from mdm_process where tenant_id = ${T} and id = ${idOf(op.process_id)}`);
    expect(refusal(await orders('dispatchV2', [{ opId: op.id, equipmentId: unable[0].id }]))).toEqual({ code: 409, msg: `设备${unable[0].code}不能加工工序${processName.name}` });
    const [d] = ok(await orders('dispatchV2', [{ opId: op.id, equipmentId: able[0].id, planStart: at(3), planEnd: at(5) }]));
    expect(idOf(d.operations[0].equipment_id)).toBe(able[0].id);
    expect(String(d.operations[0].plan_start).replace('T', ' ')).toContain(at(3).slice(0, 13));
    const [whole] = ok(await orders('dispatch', { ids: [o.id], equipmentId: able[0].id }));
    expect(idOf(whole.equipment_id)).toBe(able[0].id);
    // a finished order is not dispatched again
    const done = await saved();
    await sql`update prd_work_order set manufacturing_state = 'Completed' where tenant_id = ${T} and id = ${done.id}`.execute(srv.db.system);
    expect(refusal(await orders('dispatch', { ids: [done.id], equipmentId: able[0].id }))).toEqual({ code: 409, msg: `工单${done.code}当前为已完工，不能派工` });
  });
});

describe('split and combine', () => {
  it('splits pieces off an order (status, operations and sale line kept), the original keeping more than 0', async () => {
    const o = ok(await order('audit', (await saved({ plan_qty: 10 })).id));
    expect(refusal(await orders('split', o.id, [4, 6]))).toEqual({ code: 409, msg: `拆分数量之和10必须小于工单${o.code}的计划数量10` });
    const [rest, p1, p2] = ok(await orders('split', o.id, [3, '2.5']));
    expect([rest, p1, p2].map((x) => Number(x.plan_qty))).toEqual([4.5, 3, 2.5]);
    expect([p1, p2].map(state)).toEqual(['Wait', 'Wait']);
    expect(idOf(p1.source_id)).toBe(Number(o.id));
    expect(p1.operations.length).toBe(o.operations.length);
    const batch = ok(await orders('splitBatch', { ids: [(await saved({ plan_qty: 25 })).id], quantity: 10 }));
    expect(batch.map((x) => Number(x.plan_qty))).toEqual([10, 10, 5]);
    expect(refusal(await orders('splitBatch', { ids: [o.id], quantity: 2.5 }))).toEqual({ code: 409, msg: '请输入正整数' });
  });

  it('combines two or more single-material orders of one product, and splits exactly one combined order back', async () => {
    const [a, b] = [ok(await order('audit', (await saved({ plan_qty: 4 })).id)), ok(await order('audit', (await saved({ plan_qty: 6, priority: 'Urgent' })).id))];
    expect(refusal(await order('combineWorkOrder', { ids: [a.id] }))).toEqual({ code: 409, msg: '合并工单至少需要选择两个单物料工单' });
    const other = await saved({ material_id: names['法兰盘'] });
    expect(refusal(await order('combineWorkOrder', { ids: [a.id, other.id] }))).toEqual({ code: 409, msg: '合并的工单必须是同一产品' });
    const combined = ok(await order('combineWorkOrder', { ids: [a.id, b.id] }));
    expect([combined.order_type?.dict ?? combined.order_type, Number(combined.plan_qty), state(combined), combined.priority?.dict ?? combined.priority]).toEqual(['Combine', 10, 'Wait', 'Urgent']);
    const inside = ok(await order('get', a.id));
    expect([state(inside), idOf(inside.combine_id)]).toEqual(['Recycled', Number(combined.id)]);
    expect(refusal(await order('combineWorkOrder', { ids: [combined.id, other.id] }))).toEqual({ code: 409, msg: `工单${combined.code}不是单物料工单，不能合并` });
    expect(refusal(await orders('splitWorkOrder', { ids: [combined.id, a.id] }))).toEqual({ code: 409, msg: '拆分只能选择一个合并工单' });
    expect(refusal(await orders('splitWorkOrder', { ids: [a.id] }))).toEqual({ code: 409, msg: `工单${a.code}不是合并工单` });
    const back = ok(await orders('splitWorkOrder', { ids: [combined.id] }));
    expect(back.map((x) => [Number(x.id), state(x), x.combine_id ?? null])).toEqual([
      [Number(a.id), 'Wait', null],
      [Number(b.id), 'Wait', null],
    ]);
    expect((await order('get', combined.id)).json.code).not.toBe(200);
  });
});

describe('renderProcess and updateComplete', () => {
  it('renders the route’s operations again until output is reported; corrects a finished order’s counts within its finished quantity', async () => {
    const routes = await q<{ id: number; n: number }>(sql`select r.id::int as id, (select count(*)::int from prd_process_route_item i where i.owner_id = r.id) as n from prd_process_route r where r.tenant_id = ${T} order by r.id limit 2`);
    const o = await saved();
    expect(refusal(await order('renderProcess', o.id, null))).toEqual({ code: 409, msg: `工单${o.code}没有工艺路线` });
    const r = ok(await order('renderProcess', o.id, routes[1].id, 12));
    expect([r.operations.length, Number(r.plan_qty), idOf(r.route_id)]).toEqual([routes[1].n, 12, routes[1].id]);
    await sql`update prd_work_order_op set done_qty = 1 where tenant_id = ${T} and owner_id = ${o.id}`.execute(srv.db.system);
    expect(refusal(await order('renderProcess', o.id, routes[0].id))).toEqual({ code: 409, msg: `工单${o.code}已有工序报工，不能重新生成工序` });
    expect(refusal(await order('updateComplete', o.id, { qualified_qty: 1 }))).toEqual({ code: 409, msg: `工单${o.code}尚未完工` });
    await sql`update prd_work_order set manufacturing_state = 'Completed', finish_qty = 10, qualified_qty = 10 where tenant_id = ${T} and id = ${o.id}`.execute(srv.db.system);
    expect(refusal(await order('updateComplete', o.id, { qualified_qty: 9, unqualified_qty: 2 }))).toEqual({ code: 409, msg: '合格、不合格与报废数量之和11不能超过完工数量10' });
    const fixed = ok(await order('updateComplete', o.id, { qualified_qty: 8, unqualified_qty: 1, scrap_qty: 1 }));
    expect([fixed.qualified_qty, fixed.unqualified_qty, fixed.scrap_qty].map(Number)).toEqual([8, 1, 1]);
  });
});

describe('the reads other clients use, the flow card and industry.Order', () => {
  it('answers progress per operation, the terminal list, finished orders, and prints the flow card', async () => {
    const route = (await q<{ id: number }>(sql`select route_id::int as id from prd_material_route where tenant_id = ${T} and material_id = ${names['齿轮轴']} order by is_default desc limit 1`))[0].id;
    const o = ok(await order('audit', (await saved({ route_id: route, plan_qty: 8, batch_no: `B${tag}` })).id));
    await sql`update prd_work_order_op set done_qty = 2 where tenant_id = ${T} and owner_id = ${o.id} and seq = (select max(seq) from prd_work_order_op where tenant_id = ${T} and owner_id = ${o.id})`.execute(srv.db.system);
    const p = ok(await srv.call<Rec>(admin, 'task.Order', 'getV2', [o.id]));
    expect([p.order.code, p.percent, p.operations.at(-1).done, p.operations.at(-1).left]).toEqual([o.code, 25, '2', '6']);
    const list = ok(await srv.call<Rec>(admin, 'task.Order', 'getWorkOrderList', [{ states: ['Wait'], text: `B${tag}` }]));
    expect([list.total, list.itemList[0].code, list.itemList[0].materialName]).toEqual([1, o.code, '齿轮轴']);
    expect(ok(await srv.call<Rec>(admin, 'task.Order', 'getWorkOrderListApi', [{ text: `B${tag}`, states: ['Completed'] }])).total).toBe(0);
    expect((await srv.call(admin, 'task.Order', 'getWorkOrderList', [{ pageSize: 1000 }])).json.code).toBe(400);
    await sql`update prd_work_order set manufacturing_state = 'Completed', finished_at = now() where tenant_id = ${T} and id = ${o.id}`.execute(srv.db.system);
    const done = ok(await srv.call<Rec>(admin, 'task.Order', 'listOrderComplete', [{ text: `B${tag}` }]));
    expect(done.itemList.map((r: Rec) => [r.code, r.state])).toEqual([[o.code, 'Completed']]);
    const card = ok(await srv.call<Rec>(admin, 'task.Order', 'processPrint', [o.id]));
    expect(card.url).toBe(`/ureport_keep/pdf?file=WorkOrder&id=${o.id}`);
    expect(ok(await order('get', o.id)).print_tag).toBe(true);
    expect(ok(await srv.call<Rec>(admin, 'task.Order', 'modifyOrderPrintTag', [{ ids: [o.id], printTag: false }])).updated).toBe(1);
    expect(ok(await order('get', o.id)).print_tag).toBe(false);
  });

  it('moves several orders at once, all or nothing', async () => {
    const [a, b] = [ok(await order('audit', (await saved()).id)), ok(await order('audit', (await saved()).id))];
    const recycled = ok(await srv.call<Rec[]>(admin, 'industry.Order', 'recycle', [{ orderIds: [a.id, b.id] }]));
    expect(recycled.map(state)).toEqual(['Recycled', 'Recycled']);
    const c = ok(await order('audit', (await saved()).id));
    // a recycled order cannot be started: neither moves
    expect(refusal(await srv.call(admin, 'industry.Order', 'updateOrderStatus', [{ orderIds: [c.id, a.id], status: 'Process' }]))).toEqual({ code: 409, msg: `工单${a.code}当前为已回收，不能加工中` });
    expect(state(ok(await order('get', c.id)))).toBe('Wait');
  });
});
