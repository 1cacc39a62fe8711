// Warehouse documents end to end on a real database: an audited purchase arrival becomes an entry
// (arrivalToEntry), listed among the arrivals to enter until it is entered; the entry's audit puts
// the goods on their positions at the arrival's price and moves the arrival's entered quantities;
// a delivery takes the oldest stock first and is refused, with the engine's message, when the
// stock is not there; un-audits move back, and an entry whose goods have left cannot be un-audited.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok } from '../../../../tests/kit';
import type { ArrivalToEnter, StockVisual } from '../../contracts';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let supplierId: number;
let materials: Array<{ id: number; code: string; name: string }>;
let warehouseId: number;
let positions: number[];
let areaId: number;

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : v);
const create = (service: string, record: object) => srv.call<Rec>(admin, service, 'create', [record]).then(ok);
const audit = (service: string, id: number) => srv.call<Rec>(admin, service, 'audit', [id]);
const stockOf = async (material: number) => {
  const rows = await srv.db.system.selectFrom('stock_balance').select(['position_id', 'batch_no', 'total']).where('tenant_id', '=', admin.tenant.id).where('material_id', '=', material).where('warehouse_id', '=', warehouseId).orderBy('id').execute();
  return rows.filter((r) => Number(r.total) !== 0).map((r) => [Number(r.position_id), r.batch_no, Number(r.total)]);
};

beforeAll(async () => {
  const sup = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }]);
  supplierId = sup.json.body.itemList[0].id;
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 3 }]);
  materials = mat.json.body.itemList.map((m) => ({ id: m.id, code: String(m.code), name: String(m.name) }));
  // a warehouse of this test with one area and two positions
  const w = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `WT${Date.now().toString(36)}`, name: '测试成品仓', type: 'Finished', locations: [{ name: 'A区' }] }]));
  warehouseId = w.id;
  const a = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `AR${Date.now().toString(36)}`, name: 'A区', warehouse_id: warehouseId }]));
  areaId = a.id;
  positions = [];
  for (const n of [1, 2]) {
    const p = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `P${Date.now().toString(36)}${n}`, name: `A-01-0${n}`, warehouse_id: warehouseId, area_id: a.id, platoon_num: 1, column_num: n, layer_num: 1 }]));
    positions.push(p.id);
  }
});

async function auditedArrival(qty: number[], price: string[]): Promise<Rec> {
  const arrival = await create('erp.PurchaseArrival', { supplier_id: supplierId, warehouse_id: warehouseId, items: qty.map((q, i) => ({ material_id: materials[i].id, quantity: q, unit_price: price[i], batch_no: `PC${i + 1}` })) });
  return ok(await audit('erp.PurchaseArrival', arrival.id));
}

describe('an entry from a purchase arrival', () => {
  it('puts the arrival’s goods on their positions at its prices and moves its entered quantities; un-audited, they go again', async () => {
    const arrival = await auditedArrival([10, 4], ['2.50', '8.00']);
    const waiting = () => srv.call<{ total: number; itemList: ArrivalToEnter[] }>(admin, 'wms.Entry', 'fuzzyArrivalNotFinishedPage', [{ keyword: arrival.code }]).then(ok);
    expect((await waiting()).itemList).toMatchObject([{ id: arrival.id, code: arrival.code, remaining: '14.0000' }]);

    const draft = ok(await srv.call<Rec>(admin, 'wms.Entry', 'arrivalToEntry', [{ arrivalId: arrival.id }]));
    expect(draft.items.map((l: Rec) => [idOf(l.material_id), Number(l.quantity), l.batch_no])).toEqual([
      [materials[0].id, 10, 'PC1'],
      [materials[1].id, 4, 'PC2'],
    ]);
    const entry = await create('wms.Entry', {
      ...draft,
      entry_type: 'Purchase',
      warehouse_id: warehouseId,
      supplier_id: idOf(draft.supplier_id),
      arrival_id: idOf(draft.arrival_id),
      items: draft.items.map((l: Rec, i: number) => ({ ...l, material_id: idOf(l.material_id), arrival_id: idOf(l.arrival_id), position_id: positions[i] })),
    });
    expect(await stockOf(materials[0].id)).toEqual([]);
    ok(await audit('wms.Entry', entry.id));
    expect(await stockOf(materials[0].id)).toEqual([[positions[0], 'PC1', 10]]);
    expect(await stockOf(materials[1].id)).toEqual([[positions[1], 'PC2', 4]]);
    const price = await srv.db.system.selectFrom('stock_price').select('unit_price').where('tenant_id', '=', admin.tenant.id).where('material_id', '=', materials[1].id).where('warehouse_id', '=', warehouseId).executeTakeFirstOrThrow();
    expect(price.unit_price).toBe('8.000000');
    const after = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'detail', [arrival.id]));
    expect(after.items.map((l: Rec) => Number(l.entered_qty))).toEqual([10, 4]);
    expect((await waiting()).itemList).toEqual([]);

    ok(await srv.call(admin, 'wms.Entry', 'deApproval', [entry.id]));
    expect(await stockOf(materials[0].id)).toEqual([]);
    expect((await waiting()).itemList.map((a) => a.id)).toEqual([arrival.id]);
  });
});

describe('a delivery', () => {
  it('takes the oldest stock first, is refused with the stock engine’s message when the stock is not there, and moves back when un-audited', async () => {
    const m = materials[2];
    const e1 = await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 5, unit_price: 1, batch_no: 'OLD', position_id: positions[0] }] });
    ok(await audit('wms.Entry', e1.id));
    const e2 = await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 5, unit_price: 3, batch_no: 'NEW', position_id: positions[1] }] });
    ok(await audit('wms.Entry', e2.id));

    const tooMuch = await create('wms.Delivery', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 11, unit_price: 9 }] });
    const refused = await audit('wms.Delivery', tooMuch.id);
    expect(refused.json.code).toBe(409);
    expect(refused.json.msg).toBe(`库存不足：${m.code} ${m.name} 在 测试成品仓 可用 10，需要 11`);
    expect(ok(await srv.call<Rec>(admin, 'wms.Delivery', 'get', [tooMuch.id])).status_dict.dict).toBe('Saved');
    expect(await stockOf(m.id)).toEqual([[positions[0], 'OLD', 5], [positions[1], 'NEW', 5]]);

    const d = await create('wms.Delivery', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 7, unit_price: 9 }] });
    ok(await audit('wms.Delivery', d.id));
    expect(await stockOf(m.id)).toEqual([[positions[1], 'NEW', 3]]);
    // the first entry's goods have left: it cannot be un-audited
    const back = await srv.call(admin, 'wms.Entry', 'deApproval', [e1.id]);
    expect(back.json.code).toBe(409);
    expect(back.json.msg).toContain('库存已被使用，不能反审核');

    ok(await srv.call(admin, 'wms.Delivery', 'deApproval', [d.id]));
    expect(await stockOf(m.id)).toEqual([[positions[0], 'OLD', 5], [positions[1], 'NEW', 5]]);
    ok(await srv.call(admin, 'wms.Entry', 'deApproval', [e1.id]));
    expect(await stockOf(m.id)).toEqual([[positions[1], 'NEW', 5]]);
  });
});

describe('the stock pages', () => {
  // biome-ignore lint/suspicious/noExplicitAny: report rows answer many shapes
  const report = (code: string, query: object = {}) => srv.call<{ total: number; itemList: Array<Record<string, any>>; totals?: Record<string, any> }>(admin, 'report.Report', 'page', [code, { pageSize: 1000, ...query }]).then(ok);

  it('库存查询 shows what lies where with its value at the moving average; 出入库台账 every movement with the running balance; 库存账簿 in, out and net', async () => {
    const m = materials[1];
    const e = await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 6, unit_price: '1.50', batch_no: 'RPT', position_id: positions[0] }] });
    ok(await audit('wms.Entry', e.id));
    const d = await create('wms.Delivery', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 2, unit_price: 9, batch_no: 'RPT' }] });
    ok(await audit('wms.Delivery', d.id));

    const stock = await report('warehouse.Stock', { filterMap: { material_id: m.id, warehouse_id: warehouseId } });
    const row = stock.itemList.find((r) => r.batch_no === 'RPT')!;
    expect(row).toMatchObject({ material_id: { id: m.id, code: m.code }, position_id: { id: positions[0] }, status: 'Stock' });
    const [avg] = await srv.db.system.selectFrom('stock_price').select('unit_price').where('tenant_id', '=', admin.tenant.id).where('material_id', '=', m.id).where('warehouse_id', '=', warehouseId).execute();
    expect(Number(row.total)).toBe(4);
    expect(Number(row.total_price)).toBeCloseTo(4 * Number(avg.unit_price), 2);

    const today = new Date().toISOString().slice(0, 10);
    const book = await report('warehouse.StandingBook', { filterMap: { material_id: m.id, warehouse_id: warehouseId }, fuzzyMap: { doc_code: '' }, rangeMap: { move_date: { first: today, second: today } } });
    const mine = book.itemList.filter((r) => r.doc_code === e.code || r.doc_code === d.code);
    expect(mine.map((r) => [r.kind, Number(r.in_qty), Number(r.out_qty)])).toEqual(expect.arrayContaining([['entry', 6, 0], ['delivery', 0, 2]]));
    // the running balance of the material in the warehouse ends at what the stock query shows in total
    const onHand = stock.itemList.reduce((s, r) => s + Number(r.total), 0);
    // (the delivery is the material's latest movement in the warehouse)
    expect(Number(mine.find((r) => r.doc_code === d.code)!.balance)).toBe(onHand);
    const sums = await report('warehouse.StockBook', { filterMap: { material_id: m.id, warehouse_id: warehouseId }, rangeMap: { move_date: { first: '1900-01-01', second: today } } });
    expect(sums.itemList).toHaveLength(1);
    expect(Number(sums.itemList[0].qty)).toBe(onHand);
  });
});

describe('a transfer', () => {
  it('refuses a line going where it comes from (库位不能一样); moves batch by batch at the price it left with; un-audited, moves back', async () => {
    const m = materials[0];
    const same = await srv.call<Rec>(admin, 'wms.Transfer', 'create', [{ warehouse_id: warehouseId, to_warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 1, from_position_id: positions[0], to_position_id: positions[0] }] }]);
    expect([same.json.code, same.json.msg]).toEqual([409, '库位不能一样']);

    const e = await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 5, unit_price: '2.00', batch_no: 'T1', position_id: positions[0] }] });
    ok(await audit('wms.Entry', e.id));
    const before = await stockOf(m.id);
    const t = await create('wms.Transfer', { warehouse_id: warehouseId, to_warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 3, batch_no: 'T1', from_position_id: positions[0], to_position_id: positions[1] }] });
    ok(await audit('wms.Transfer', t.id));
    const after = await stockOf(m.id);
    expect(after).toContainEqual([positions[0], 'T1', 2]);
    expect(after).toContainEqual([positions[1], 'T1', 3]);
    const rows = await srv.db.system.selectFrom('stock_ledger').select(['kind', 'qty', 'position_id']).where('tenant_id', '=', admin.tenant.id).where('doc_entity', '=', 'WmsTransfer').where('doc_id', '=', t.id).orderBy('id').execute();
    expect(rows.map((r) => [r.kind, Number(r.qty), Number(r.position_id)])).toEqual([
      ['transferOut', -3, positions[0]],
      ['transferIn', 3, positions[1]],
    ]);
    ok(await srv.call(admin, 'wms.Transfer', 'deApproval', [t.id]));
    expect(await stockOf(m.id)).toEqual(before);
  });
});

describe('a count', () => {
  it('freezes its places when started (开始盘点) and takes the booked quantities; needs every count; audited, posts the differences and releases the places; un-audited, takes them back', async () => {
    const m = materials[1];
    const e = await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 10, unit_price: '3.00', batch_no: 'CNT', position_id: positions[1] }] });
    ok(await audit('wms.Entry', e.id));
    const count = await create('wms.Count', { warehouse_id: warehouseId, items: [{ material_id: m.id, position_id: positions[1], batch_no: 'CNT' }] });
    expect(ok(await srv.call<{ msg: string }>(admin, 'wms.Count', 'startCount', [{ ids: [count.id] }])).msg).toBe('已开始盘点，库位已冻结');
    const submitted = ok(await srv.call<Rec>(admin, 'wms.Count', 'get', [count.id]));
    expect(Number(submitted.items[0].booked_qty)).toBe(10);
    const status = async () => (await srv.db.system.selectFrom('stock_balance').select('status').where('tenant_id', '=', admin.tenant.id).where('material_id', '=', m.id).where('position_id', '=', positions[1]).where('batch_no', '=', 'CNT').executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('Count');
    // nothing moves at a place being counted
    const d = await create('wms.Delivery', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 1, unit_price: 1, batch_no: 'CNT', position_id: positions[1] }] });
    const blocked = await audit('wms.Delivery', d.id);
    expect(blocked.json.msg).toBe(`库位正在盘点，不能出入库：${m.code} ${m.name}`);
    // audited without its counts: refused
    const uncounted = await audit('wms.Count', count.id);
    expect([uncounted.json.code, uncounted.json.msg]).toEqual([409, '请填写实盘数量：第 1 行']);
    expect(submitted.started_at).toBeTruthy();
    // the counts entered (the places stay frozen), then audited: 2 missing
    const saved = ok(await srv.call<Rec>(admin, 'wms.Count', 'modify', [{ ...submitted, warehouse_id: warehouseId, items: [{ ...submitted.items[0], material_id: m.id, position_id: positions[1], counted_qty: 8 }] }]));
    expect(await status()).toBe('Count');
    const done = ok(await audit('wms.Count', saved.id));
    expect([Number(done.items[0].booked_qty), Number(done.items[0].diff_qty), Number(done.total_diff)]).toEqual([10, -2, -2]);
    expect(await status()).toBe('Stock');
    expect(await stockOf(m.id)).toContainEqual([positions[1], 'CNT', 8]);
    ok(await audit('wms.Delivery', d.id));
    expect(await stockOf(m.id)).toContainEqual([positions[1], 'CNT', 7]);
    ok(await srv.call(admin, 'wms.Delivery', 'deApproval', [d.id]));
    ok(await srv.call(admin, 'wms.Count', 'deApproval', [count.id]));
    expect(await stockOf(m.id)).toContainEqual([positions[1], 'CNT', 10]);
  });
});

describe('推荐库位', () => {
  it('puts a batch where it already lies and a new one on an empty position; lines that have one keep it', async () => {
    const m = materials[2];
    const empty = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `P${Date.now().toString(36)}E`, name: 'A-02-01', warehouse_id: warehouseId, area_id: areaId, platoon_num: 2, column_num: 1, layer_num: 1 }]));
    const first = await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: 1, unit_price: 1, batch_no: 'SUG', position_id: positions[1] }] });
    ok(await audit('wms.Entry', first.id));
    const e = await create('wms.Entry', {
      warehouse_id: warehouseId,
      items: [
        { material_id: m.id, quantity: 2, unit_price: 1, batch_no: 'SUG' },
        { material_id: m.id, quantity: 2, unit_price: 1, batch_no: 'NEWBATCH' },
        { material_id: m.id, quantity: 2, unit_price: 1, batch_no: 'KEEP', position_id: positions[0] },
      ],
    });
    const answer = ok(await srv.call<{ msg: string; placed: number }>(admin, 'wms.Entry', 'suggestPositions', [{ entityCode: 'WmsEntry', ids: [e.id], url: 'warehouse/Entry' }]));
    expect(answer).toEqual({ msg: '已推荐库位：2 行', placed: 2 });
    const after = ok(await srv.call<Rec>(admin, 'wms.Entry', 'get', [e.id]));
    const pos = after.items.map((l: Rec) => idOf(l.position_id));
    expect(pos[0]).toBe(positions[1]);
    // the only position with nothing on it
    expect(pos[1]).toBe(empty.id);
    expect(pos[2]).toBe(positions[0]);
    const refused = await srv.call(admin, 'wms.Entry', 'suggestPositions', [{ ids: [] }]);
    expect(refused.json.code).toBe(400);
  });
});

describe('库存可视化', () => {
  it('answers the warehouse’s areas and positions with what lies on each; a material narrows what counts as filled', async () => {
    const v = ok(await srv.call<StockVisual>(admin, 'wms.Stock', 'listMaterialVisual', [{ warehouseId }]));
    expect(v.warehouseId).toBe(warehouseId);
    expect(v.warehouses.map((w) => w.id)).toContain(warehouseId);
    const first = v.areas.flatMap((a) => a.positions).find((p) => p.id === positions[0])!;
    expect(first.fill).toBe((await srv.db.system.selectFrom('stock_balance').select('id').where('tenant_id', '=', admin.tenant.id).where('position_id', '=', positions[0]).where('total', '>', '0').execute()).length ? 1 : 0);
    const onlyOne = ok(await srv.call<StockVisual>(admin, 'wms.Stock', 'listMaterialVisual', [{ warehouseId, materialId: materials[2].id }]));
    const filled = onlyOne.areas.flatMap((a) => a.positions).filter((p) => p.fill > 0);
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.every((p) => p.contents.every((c) => c.materialCode === materials[2].code))).toBe(true);
  });
});

describe('positions of the chosen warehouse', () => {
  it('the picker offers only the warehouse’s positions; a line on another warehouse’s position is refused', async () => {
    const other = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `WO${Date.now().toString(36)}`, name: '别的仓', type: 'Raw', locations: [{ name: 'B区' }] }]));
    const area = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `AO${Date.now().toString(36)}`, name: 'B区', warehouse_id: other.id }]));
    const elsewhere = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `PO${Date.now().toString(36)}`, name: 'B-01-01', warehouse_id: other.id, area_id: area.id, platoon_num: 1, column_num: 1, layer_num: 1 }]));
    // an area of another warehouse is refused on a position too
    const mixed = await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `PX${Date.now().toString(36)}`, name: 'X', warehouse_id: warehouseId, area_id: area.id, platoon_num: 1, column_num: 1, layer_num: 1 }]);
    expect(mixed.json.code).toBe(400);
    expect(mixed.json.msg).toContain('库区不属于所选的仓库');

    const offered = ok(await srv.call<{ itemList: Array<{ id: number }> }>(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'WmsPosition', pageSize: 100, where: { warehouse_id: warehouseId } }]));
    expect(offered.itemList.map((p) => p.id)).toEqual(expect.arrayContaining(positions));
    expect(offered.itemList.map((p) => p.id)).not.toContain(elsewhere.id);
    const badWhere = await srv.call(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'WmsPosition', where: { code: 1 } }]);
    expect(badWhere.json.code).toBe(400);

    const refused = await srv.call<Rec>(admin, 'wms.Entry', 'create', [{ warehouse_id: warehouseId, items: [{ material_id: materials[0].id, quantity: 1, unit_price: 1, position_id: elsewhere.id }] }]);
    expect(refused.json.code).toBe(400);
    expect(refused.json.msg).toContain('库位不属于所选的仓库');
    const transfer = await srv.call<Rec>(admin, 'wms.Transfer', 'create', [{ warehouse_id: warehouseId, to_warehouse_id: other.id, items: [{ material_id: materials[0].id, quantity: 1, from_position_id: positions[0], to_position_id: positions[1] }] }]);
    expect(transfer.json.code).toBe(400);
    expect(transfer.json.msg).toContain('调入库位不属于所选的调入仓库');
  });
});
