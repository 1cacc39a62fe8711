// Workshop logistics on a real database: material monitoring of a released work order (required from
// its BOM, fed, line-side stock, shortage first), a process material call through its stages — a
// submitted delivery apply, issued by a raw-material delivery, confirmed at the line where its
// quantity is stocked in — with every refusal, and pull rules that create exactly one open pull per
// position and material, also when two checks race.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../../../schemas/compute/decimal';
import type { Paged } from '../../../../schemas/rpc/define';
import type { StockDb } from '../../../../server/stock/ledger';
import { stockIn } from '../../../../server/stock/post';
import { fileServer, ok, recordCalls, refusal } from '../../../../tests/kit';
import type { MatMonRow } from '../../contracts';
import { at, callsAs, productWithRoute, sqlRows } from '../../../production/tests/server/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const q = sqlRows(srv);
const call = callsAs(srv, admin);
const { save } = recordCalls(srv, admin);
const tag = Date.now().toString(36).toUpperCase();
let serial = 0;
let T: string;
let product: number;
let route: number;
let raw: number[];
let main: number;
let lineSide: { id: number; warehouse: number };
let line: number;
let bom: number;

type Mon = Paged<MatMonRow> & { shortages: number };
const mon = (query: Record<string, unknown>) => call<Mon>('pull.MatMon', 'page', { pageSize: 200, ...query });
const n = (v: unknown) => new Big(String(v)).toString();

async function putInStock(material: number, qty: string, warehouse = main): Promise<void> {
  await srv.db.system.transaction().execute((trx) =>
    stockIn(trx as unknown as StockDb, { tenantId: T, userId: null, userName: 'test', lang: 'zh_CN' }, { entity: 'TestSetup', id: ++serial, code: `PULL${tag}${serial}` }, [{ material, warehouse, qty: new Big(qty), price: new Big('4') }], 'entry'),
  );
}

/** a released order of the product with the test BOM, running unless said otherwise */
async function order(state = 'Process', plan = 10): Promise<{ id: number; code: string; ops: number[] }> {
  const o = ok(await call('task.Order', 'create', { plan_no: `PL${tag}${++serial}`, material_id: product, route_id: route, bom_id: bom, plan_qty: plan, plan_start: at(2), plan_end: at(30) }));
  ok(await call('task.Order', 'audit', o.id));
  await q(sql`update prd_work_order set manufacturing_state = ${state} where tenant_id = ${T} and id = ${Number(o.id)}`);
  const ops = (await q<{ id: number }>(sql`select id::int as id from prd_work_order_op where tenant_id = ${T} and owner_id = ${Number(o.id)} order by seq, id`)).map((r) => r.id);
  return { id: Number(o.id), code: String(o.code), ops };
}

const newCall = (o: { id: number; ops: number[] }, more: Record<string, unknown> = {}) =>
  call('datax.MetaDynamic', 'saveValue', 'PullCall', { order_id: o.id, op_id: o.ops[0], process_unit_id: line, material_id: raw[0], quantity: 6, warehouse_id: main, position_id: lineSide.id, need_time: at(4), ...more });

const stateOf = async (table: 'pull_call' | 'pull_pull', id: number) => {
  const list = ok(await call<{ itemList: Array<Record<string, unknown>> }>('datax.MetaDynamic', 'summaryPage', { entityCode: table === 'pull_call' ? 'PullCall' : 'PullPull', page: 1, pageSize: 5, filterMap: { id } }));
  return list.itemList.find((r) => Number(r.id) === id) ?? null;
};

/** the warehouse audits the apply and issues it whole with a raw-material delivery */
async function issue(applyId: number): Promise<void> {
  ok(await call('wms.DeliveryApply', 'audit', applyId));
  const draft = ok(await call<Record<string, unknown>>('wms.DeliveryRaw', 'applyToRawDelivery', { applyId }));
  const d = ok(await call('wms.DeliveryRaw', 'create', draft));
  ok(await call('wms.DeliveryRaw', 'audit', d.id));
}

const stockAt = async (position: number, material: number) =>
  n((await q<{ t: string }>(sql`select coalesce(sum(total), 0)::text as t from stock_balance where tenant_id = ${T} and position_id = ${position} and material_id = ${material}`))[0].t);

beforeAll(async () => {
  T = admin.tenant.id;
  ({ route, product } = await productWithRoute(srv, T));
  raw = (await q<{ id: number }>(sql`select id::int as id from mdm_material where tenant_id = ${T} and id <> ${product} order by id limit 3`)).map((x) => x.id);
  [{ id: main }] = await q<{ id: number }>(sql`select id::int as id from mdm_warehouse where tenant_id = ${T} order by id limit 1`);
  [lineSide] = await q<{ id: number; warehouse: number }>(sql`select id::int as id, warehouse_id::int as warehouse from wms_position where tenant_id = ${T} and warehouse_id <> ${main} order by id limit 1`);
  [{ id: line }] = await q<{ id: number }>(sql`select id::int as id from prd_process_unit where tenant_id = ${T} order by id limit 1`);
  const [first] = await q<{ process_id: number }>(sql`select process_id::int as process_id from prd_process_route_item where tenant_id = ${T} and owner_id = ${route} order by id limit 1`);
  // 1.5 of raw[0] per 2 products with 10 % loss at the first process; 1 of raw[1] with no process (fed at the first operation)
  [{ id: bom }] = await q<{ id: number }>(sql`insert into prd_bom (tenant_id, code, material_id, bom_version, bom_type, quantity) values (${T}, ${`PB${tag}`}, ${product}, 'V8', 'Produce', 2) returning id::int as id`);
  await q(sql`insert into prd_bom_item (tenant_id, owner_id, material_id, quantity, loss_rate, process_id) values (${T}, ${bom}, ${raw[0]}, 1.5, 10, ${first.process_id}), (${T}, ${bom}, ${raw[1]}, 2, 0, null)`);
  await putInStock(raw[0], '500');
}, 180_000);

describe('material monitoring (pull.MatMon/page)', () => {
  it('lists each operation’s material of a released order: required from the BOM, fed, shortage first', async () => {
    const o = await order('Process', 10);
    const page = ok(await mon({ orderId: o.id }));
    expect(page.itemList.map((r) => [r.materialId, r.opId, r.required, r.fed, r.shortage])).toEqual([
      [raw[0], o.ops[0], '8.25', '0', '8.25'],
      [raw[1], o.ops[0], '10', '0', '10'],
    ].sort((a, b) => (a[0] === raw[0] ? -1 : 1) - (b[0] === raw[0] ? -1 : 1)));
    expect(page.total).toBe(2);
    expect(page.shortages).toBe(2);
    // filters: material, short only, a finished order is not monitored
    expect(ok(await mon({ orderId: o.id, material: 'no such material' })).total).toBe(0);
    await q(sql`update prd_work_order set manufacturing_state = 'Completed' where tenant_id = ${T} and id = ${o.id}`);
    expect(ok(await mon({ orderId: o.id })).total).toBe(0);
  });

  it('counts the line-side stock of the line and what is fed, and puts shortages first', async () => {
    const o = await order('Process', 4);
    // 4 × 0.75 × 1.1 = 3.3 of raw[0]; a position of the operation's line (its rule's) holds 5 of it
    const [mine] = ok(await mon({ orderId: o.id })).itemList;
    expect(mine.processUnitId).toBeGreaterThan(0);
    const [pos] = await q<{ id: number; warehouse: number; area: number }>(sql`select id::int as id, warehouse_id::int as warehouse, area_id::int as area from wms_position where tenant_id = ${T} and warehouse_id <> ${main} order by id desc offset 3 limit 1`);
    await save('PullRule', { process_unit_id: mine.processUnitId, position_id: pos.id, material_id: raw[0], min_qty: 0, max_qty: 50, warehouse_id: main });
    await srv.db.system.transaction().execute((trx) =>
      stockIn(trx as unknown as StockDb, { tenantId: T, userId: null, userName: 'test', lang: 'zh_CN' }, { entity: 'TestSetup', id: ++serial, code: `PULL${tag}${serial}` }, [{ material: raw[0], warehouse: pos.warehouse, area: pos.area, position: pos.id, qty: new Big(5), price: new Big('4') }], 'entry'),
    );
    const rows = ok(await mon({ orderId: o.id })).itemList;
    const first = rows.find((r) => r.materialId === raw[0])!;
    expect([first.required, first.lineStock, first.shortage]).toEqual(['3.3', '5', '0']);
    expect(rows[0].materialId).toBe(raw[1]);
    expect(ok(await mon({ orderId: o.id, shortOnly: true })).itemList.map((r) => r.materialId)).toEqual([raw[1]]);
  });
});

describe('process material calls (pull.ProcessCall)', () => {
  it('goes Saved → Called (a submitted apply) → Issued (the apply issued) → Arrived (stocked in at the line)', async () => {
    const o = await order();
    const c = ok(await newCall(o));
    expect(c.code).toMatch(/^JL/);
    expect((await stateOf('pull_call', Number(c.id)))?.request_state).toBe('Saved');
    expect(ok(await call('pull.ProcessCall', 'call', { ids: [c.id] })).moved).toBe(1);
    const [row] = await q<{ apply_id: number; stage: string; process_id: number }>(sql`select apply_id::int as apply_id, stage, process_id::int as process_id from pull_call where tenant_id = ${T} and id = ${Number(c.id)}`);
    expect(row.stage).toBe('Called');
    expect(row.process_id).toBeGreaterThan(0);
    const [apply] = await q<{ status_dict: string; apply_type: string; qty: string; material: number }>(sql`select a.status_dict, a.apply_type, i.quantity::text as qty, i.material_id::int as material
      from wms_delivery_apply a join wms_delivery_apply_item i on i.tenant_id = a.tenant_id and i.owner_id = a.id where a.tenant_id = ${T} and a.id = ${row.apply_id}`);
    expect([apply.status_dict, apply.apply_type, n(apply.qty), apply.material]).toEqual(['Commit', 'Production', '6', raw[0]]);
    // not issued yet: no arrival, no second call
    expect(refusal(await call('pull.ProcessCall', 'arrive', { ids: [c.id] }))).toEqual({ code: 409, msg: `${c.code}当前为已叫料，仓库全部出库后才能确认到线` });
    expect(refusal(await call('pull.ProcessCall', 'call', [c.id]))).toEqual({ code: 409, msg: `${c.code}当前为已叫料，不能再叫料` });
    await issue(row.apply_id);
    expect((await stateOf('pull_call', Number(c.id)))?.request_state).toBe('Issued');
    const before = await stockAt(lineSide.id, raw[0]);
    ok(await call('pull.ProcessCall', 'arrive', [c.id]));
    expect(await stockAt(lineSide.id, raw[0])).toBe(new Big(before).plus(6).toString());
    // at the price it left the warehouse with
    const [ledger] = await q<{ price: string }>(sql`select unit_price::text as price from stock_ledger where tenant_id = ${T} and doc_entity = 'PullCall' and doc_id = ${Number(c.id)}`);
    const [issued] = await q<{ price: string }>(sql`select (sum(l.qty * l.unit_price) / sum(l.qty))::text as price from stock_ledger l
      where l.tenant_id = ${T} and l.doc_entity = 'WmsDeliveryRaw' and l.doc_id in (select owner_id from wms_delivery_raw_item where tenant_id = ${T} and apply_id = ${row.apply_id})`);
    expect(n(ledger.price)).toBe(new Big(issued.price).round(6).toString());
    expect((await stateOf('pull_call', Number(c.id)))?.request_state).toBe('Arrived');
    expect(refusal(await call('pull.ProcessCall', 'cancel', [c.id]))).toEqual({ code: 409, msg: `${c.code}当前为已到线，不能取消` });
  });

  it('refuses a quantity ≤ 0, a finished order, material outside the BOM, a change once called', async () => {
    const o = await order();
    expect(refusal(await newCall(o, { quantity: 0 })).code).toBe(400);
    expect(refusal(await newCall(o, { material_id: raw[2] })).msg).toMatch(/^物料.+不在工单.+的用料中$/);
    expect(refusal(await newCall(o, { warehouse_id: lineSide.warehouse })).msg).toMatch(/^发料仓库不能是线边库位.+所在的仓库$/);
    const done = await order('Completed');
    expect(refusal(await newCall(done))).toEqual({ code: 409, msg: `工单${done.code}已完工，不能叫料（仅已下达未完工的工单）` });
    const c = ok(await newCall(o));
    ok(await call('pull.ProcessCall', 'call', [c.id]));
    const stored = ok(await call<Record<string, unknown>>('datax.MetaDynamic', 'getValue', 'PullCall', c.id));
    expect(refusal(await call('datax.MetaDynamic', 'saveValue', 'PullCall', { ...stored, quantity: 7 }))).toEqual({ code: 409, msg: `${c.code}当前为已叫料，不能修改或删除` });
    expect(refusal(await call('pull.ProcessCall', 'call', { ids: [999_999_999] }))).toEqual({ code: 11, msg: '工序叫料不存在：999999999' });
  });

  it('cancels a called call by voiding its apply, and refuses once the warehouse audited the apply', async () => {
    const o = await order();
    const a = ok(await newCall(o));
    const b = ok(await newCall(o));
    ok(await call('pull.ProcessCall', 'call', [a.id, b.id]));
    ok(await call('pull.ProcessCall', 'cancel', [a.id]));
    const [applyA] = await q<{ s: string }>(sql`select a.status_dict as s from wms_delivery_apply a join pull_call c on c.tenant_id = a.tenant_id and c.apply_id = a.id where c.tenant_id = ${T} and c.id = ${Number(a.id)}`);
    expect(applyA.s).toBe('Repeal');
    const [rowB] = await q<{ apply_id: number; code: string }>(sql`select apply_id::int as apply_id, (select code from wms_delivery_apply where id = c.apply_id) as code from pull_call c where tenant_id = ${T} and id = ${Number(b.id)}`);
    ok(await call('wms.DeliveryApply', 'audit', rowB.apply_id));
    expect(refusal(await call('pull.ProcessCall', 'cancel', [b.id]))).toEqual({ code: 409, msg: `${b.code}的出库申请${rowB.code}已提交仓库处理，请仓库撤回后再取消` });
  });
});

describe('material pulls (pull.Pulling)', () => {
  it('creates one pull of (max − at hand) per position below its minimum, once, also when two checks race', async () => {
    const [pos] = await q<{ id: number }>(sql`select id::int as id from wms_position where tenant_id = ${T} and warehouse_id = ${lineSide.warehouse} and id <> ${lineSide.id} order by id desc limit 1`);
    expect(refusal(await call('datax.MetaDynamic', 'saveValue', 'PullRule', { process_unit_id: line, position_id: pos.id, material_id: raw[1], min_qty: 30, max_qty: 20, warehouse_id: main }))).toEqual({ code: 400, msg: '最低库存不能大于最高库存' });
    // what other rules (the demo's) ask for now, made first
    ok(await call('pull.Pulling', 'check'));
    const rule = await save('PullRule', { process_unit_id: line, position_id: pos.id, material_id: raw[1], min_qty: 5, max_qty: 20, warehouse_id: main });
    const [{ last }] = await q<{ last: number }>(sql`select coalesce(max(id), 0)::int as last from pull_pull where tenant_id = ${T}`);
    const [first, second] = await Promise.all([call('pull.Pulling', 'check'), call('pull.Pulling', 'check')]);
    const made = await q<{ position_id: number; material_id: number; remark: string }>(sql`select position_id::int as position_id, material_id::int as material_id, remark from pull_pull where tenant_id = ${T} and id > ${last}`);
    expect(made).toEqual([{ position_id: pos.id, material_id: raw[1], remark: rule.code }]);
    const pulls = await q<{ id: number; quantity: string; stage: string; rule_id: number; apply_id: number | null }>(sql`select id::int as id, quantity::text as quantity, stage, rule_id::int as rule_id, apply_id::int as apply_id from pull_pull where tenant_id = ${T} and position_id = ${pos.id} and material_id = ${raw[1]}`);
    expect(pulls.map((p) => [n(p.quantity), p.stage, p.rule_id])).toEqual([['20', 'Called', Number(rule.id)]]);
    expect(pulls[0].apply_id).toBeGreaterThan(0);
    expect(ok(first).moved + ok(second).moved).toBe(1);
    expect(ok(await call('pull.Pulling', 'check')).moved).toBe(0);
    // cancelled, the shortage may pull again
    ok(await call('pull.Pulling', 'cancel', [pulls[0].id]));
    expect(ok(await call('pull.Pulling', 'check')).moved).toBe(1);
  });
});

describe('the demo', () => {
  it('has calls in every state, rules, open and arrived pulls, and material monitoring with shortages', async () => {
    const states = await q<{ s: string }>(sql`select distinct case when c.stage = 'Called' and coalesce((select sum(i.issued_qty) from wms_delivery_apply_item i where i.tenant_id = c.tenant_id and i.owner_id = c.apply_id), 0) >= c.quantity then 'Issued' else c.stage end as s
      from pull_call c where c.tenant_id = ${T} and c.remark is distinct from 'test'`);
    expect(states.map((r) => r.s).sort()).toEqual(['Arrived', 'Called', 'Cancelled', 'Issued', 'Saved']);
    const [rules] = await q<{ n: number }>(sql`select count(*)::int as n from pull_rule r join mdm_warehouse w on w.id = (select warehouse_id from wms_position where id = r.position_id) where r.tenant_id = ${T} and w.code = 'WH07'`);
    expect(rules.n).toBeGreaterThanOrEqual(4);
    const pulls = (await q<{ stage: string }>(sql`select stage from pull_pull p where tenant_id = ${T} and exists (select 1 from pull_rule r where r.id = p.rule_id and r.code like 'LDGZ%') order by id`)).map((p) => p.stage);
    expect(pulls).toContain('Arrived');
    expect(pulls).toContain('Called');
    expect(pulls).toContain('Cancelled');
    // nothing is due on a fresh demo: the pull job writes nothing by itself
    const [due] = await q<{ n: number }>(sql`select count(*)::int as n from pull_rule r where r.tenant_id = ${T} and r.code like 'LDGZ%' and r.status = 'Enable'
      and coalesce((select sum(total) from stock_balance b where b.tenant_id = r.tenant_id and b.position_id = r.position_id and b.material_id = r.material_id), 0) < r.min_qty
      and not exists (select 1 from pull_pull p where p.tenant_id = r.tenant_id and p.open_key = r.position_id || ':' || r.material_id)`);
    expect(due.n).toBe(0);
    const page = ok(await mon({ pageSize: 20 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.shortages).toBeGreaterThan(0);
    expect(new Big(page.itemList[0].shortage).gt(0)).toBe(true);
  });

  it('has a line-side warehouse that is a whole record: a 库区 per line, saved again unchanged through its page', async () => {
    const [wh] = await q<{ id: number }>(sql`select id::int as id from mdm_warehouse where tenant_id = ${T} and code = 'WH07'`);
    const stored = ok(await call<Record<string, unknown> & { locations: Array<{ name: string }> }>('datax.MetaDynamic', 'getValue', 'Warehouse', wh.id));
    expect(stored.locations.map((l) => l.name).sort()).toEqual(['总装线边', '机加工线边']);
    // what the detail page sends back when the user saves without a change
    ok(await call('datax.MetaDynamic', 'saveValue', 'Warehouse', stored));
  });
});

describe('叫料 at the line in one step (pull.ProcessCall/callLine, the Hmi station)', () => {
  it('calls an operation’s material at its line’s pull-rule position and warehouse, and refuses without a rule, a quantity or a need', async () => {
    const o = await order('Process', 10);
    const need = ok(await mon({ orderId: o.id })).itemList.find((r) => r.materialId === raw[1])!;
    const callLine = (more: Record<string, unknown> = {}) => call<{ code: string; id: number }>('pull.ProcessCall', 'callLine', { orderId: o.id, opId: need.opId, materialId: raw[1], quantity: '4', ...more });
    // no pull rule of the line for this material (the demo's taken away): nothing says where it goes
    await q(sql`delete from pull_rule where tenant_id = ${T} and process_unit_id = ${need.processUnitId} and material_id = ${raw[1]}`);
    expect(refusal(await callLine()).msg).toBe(`产线${need.processUnitName}没有物料${need.materialName}的拉动规则，不能叫料，请先维护拉动规则`);
    const [pos] = await q<{ id: number }>(sql`select id::int as id from wms_position where tenant_id = ${T} and warehouse_id <> ${main} order by id desc offset 5 limit 1`);
    await save('PullRule', { process_unit_id: need.processUnitId, position_id: pos.id, material_id: raw[1], min_qty: 0, max_qty: 50, warehouse_id: main });
    expect(refusal(await callLine({ quantity: '0' })).msg).toBe('叫料数量: 必须大于 0');
    expect(refusal(await callLine({ materialId: raw[2] })).code).toBe(409);

    const made = ok(await callLine());
    expect(made.code).toMatch(/^JL/);
    const [row] = await q<{ stage: string; position_id: number; warehouse_id: number; quantity: string; apply_id: number | null; op_id: number }>(
      sql`select stage, position_id::int as position_id, warehouse_id::int as warehouse_id, quantity::text as quantity, apply_id::int as apply_id, op_id::int as op_id from pull_call where tenant_id = ${T} and id = ${made.id}`,
    );
    expect([row.stage, row.position_id, row.warehouse_id, n(row.quantity), row.op_id]).toEqual(['Called', pos.id, main, '4', need.opId]);
    expect(row.apply_id).toBeGreaterThan(0);
    // on its way now: the monitoring counts it with the line's other open calls
    const after = ok(await mon({ orderId: o.id })).itemList.find((r) => r.materialId === raw[1])!;
    expect(after.onTheWay).toBe(new Big(need.onTheWay).plus(4).toString());
  });
});
