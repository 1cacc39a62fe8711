// 采购补货 on a real database: the suggestion follows safety stock, open demand, stock and open
// orders (decimal-exact), names the last supplier with its price and learned lead time, and turns
// ticked rows into draft purchase orders the list then counts as on order; who may see and do it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import type { Paged } from '../../../../schemas/rpc/define';
import { fileServer, ok, refused } from '../../../../tests/kit';
import type { ReplenishmentOrders, ReplenishmentQuery, ReplenishmentRow } from '../../replenishment';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
const tag = Date.now().toString(36);
const save = (entity: string, v: object) => srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', [entity, v]).then(ok);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function audited(service: string, record: object): Promise<Rec> {
  const doc = ok(await srv.call<Rec>(admin, service, 'create', [record]));
  return ok(await srv.call<Rec>(admin, service, 'audit', [doc.id]));
}

const page = (q: ReplenishmentQuery, who = admin) => srv.call<Paged<ReplenishmentRow>>(who, 'erp.Replenishment', 'page', [q]);
async function rowOf(materialId: number, code: string): Promise<ReplenishmentRow | undefined> {
  const p = ok(await page({ material: code, onlyShort: false, pageSize: 200 }));
  return p.itemList.find((r) => r.materialId === materialId);
}

let supplierIds: number[];
let customerId: number;
let warehouseId: number;

beforeAll(async () => {
  const sup = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 2 }]));
  supplierIds = sup.itemList.map((s) => s.id);
  const cus = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Customer', pageSize: 1 }]));
  customerId = cus.itemList[0].id;
  warehouseId = (await save('Warehouse', { code: `WR${tag}`, name: '补货测试仓', type: 'Finished', locations: [{ name: 'A区' }] })).id;
});

describe('a replenishment suggestion', () => {
  it('shows something real on the demo tenant’s first start: demo materials below their safety stock, with a supplier bought from before', async () => {
    const demo = ok(await page({ pageSize: 200 })).itemList.filter((r) => !r.code.startsWith(`RP${tag}`));
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.some((r) => r.supplierId !== null && r.price !== null)).toBe(true);
  });

  it('is the safety stock while nothing is held, ordered or demanded: from no supplier yet, at the reference price, due in the default lead time', async () => {
    const m = await save('Material', { code: `RP${tag}A`, name: '补货料A', unit: 'PCS', safe_stock: '100.5', purchase_price: '3.2', manu_mode: 'Purchased' });
    const r = await rowOf(m.id, m.code);
    expect(r).toMatchObject({ safeStock: '100.5', available: '0', onOrder: '0', demand: '0', suggested: '100.5', supplierId: null, price: '3.2', leadDays: 7, needBy: day(7), orderBy: day(0) });
  });

  it('weighs stock, open orders and open demand exactly (0.1 + 0.2 kinds of numbers), names the last supplier and price, and learns its lead time', async () => {
    const m = await save('Material', { code: `RP${tag}B`, name: '补货料B', unit: 'PCS', safe_stock: '0.3', purchase_price: '9', manu_mode: 'Purchased' });
    // stock 0.1 held
    await audited('wms.SimpleEntry', { warehouse_id: warehouseId, items: [{ material_id: m.id, quantity: '0.1', unit_price: '1' }] });
    // bought before from supplier 2 at 2.35, arrived 4 days after it was ordered: fully arrived, so not on order
    const past = await audited('erp.Purchase', { supplier_id: supplierIds[1], bill_date: day(-10), items: [{ material_id: m.id, quantity: 5, unit_price: '2.35' }] });
    const arrival = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: past.id, handleBillId: null }]));
    const savedArrival = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'create', [{ ...arrival, arrival_date: day(-6) }]));
    ok(await srv.call(admin, 'erp.PurchaseArrival', 'audit', [savedArrival.id]));
    // 0.2 still on order (a draft counts)
    ok(await srv.call(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierIds[1], items: [{ material_id: m.id, quantity: '0.2', unit_price: '2.35' }] }]));
    expect(await rowOf(m.id, m.code)).toMatchObject({ available: '0.1', onOrder: '0.2', demand: '0', suggested: '0' });
    // a customer orders 0.7 for delivery in 20 days: 0.3 + 0.7 − 0.1 − 0.2 = 0.7
    await audited('erp.Sale', { customer_id: customerId, delivery_date: day(20), items: [{ material_id: m.id, quantity: '0.7', unit_price: '10' }] });
    const r = await rowOf(m.id, m.code);
    expect(r).toMatchObject({ demand: '0.7', suggested: '0.7', supplierId: supplierIds[1], price: '2.35', leadDays: 4, needBy: day(20), orderBy: day(16) });
  });

  it('leaves out materials made in house, and shows only what is short unless asked for all', async () => {
    const made = await save('Material', { code: `RP${tag}H`, name: '自制件', unit: 'PCS', safe_stock: 50, manu_mode: 'HouseMade' });
    expect(await rowOf(made.id, made.code)).toBeUndefined();
    const enough = await save('Material', { code: `RP${tag}E`, name: '足量料', unit: 'PCS', safe_stock: 1, manu_mode: 'Purchased' });
    await audited('wms.SimpleEntry', { warehouse_id: warehouseId, items: [{ material_id: enough.id, quantity: 5, unit_price: '1' }] });
    expect(ok(await page({ material: enough.code })).itemList).toEqual([]);
    expect(await rowOf(enough.id, enough.code)).toMatchObject({ suggested: '0', available: '5' });
  });
});

describe('making purchase orders from ticked rows', () => {
  it('makes one draft order per supplier with the server’s quantities and prices; the rows then read as on order, and a second click orders nothing', async () => {
    const a = await save('Material', { code: `RP${tag}C`, name: '补货料C', unit: 'PCS', safe_stock: 40, manu_mode: 'Purchased' });
    const b = await save('Material', { code: `RP${tag}D`, name: '补货料D', unit: 'PCS', safe_stock: '12.5', manu_mode: 'Purchased' });
    const never = await save('Material', { code: `RP${tag}N`, name: '无供应商料', unit: 'PCS', safe_stock: 3, manu_mode: 'Purchased' });
    for (const m of [a, b]) await audited('erp.Purchase', { supplier_id: supplierIds[0], items: [{ material_id: m.id, quantity: 1, unit_price: '1.25' }] });
    const made = ok(await srv.call<ReplenishmentOrders>(admin, 'erp.Replenishment', 'createOrders', [[a.id, b.id, never.id]]));
    expect(made.orders).toHaveLength(1);
    expect(made.skipped).toEqual([{ materialId: never.id, code: never.code, reason: '没有可建议的供应商，请手工下单' }]);
    const order = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'detail', [made.orders[0].id]));
    expect(order.status_dict.dict).toBe('Saved');
    expect(order.supplier_id.id).toBe(supplierIds[0]);
    expect(order.items.map((i: Rec) => [i.material_id.id, i.quantity, i.unit_price])).toEqual([
      [a.id, 39, 1.25],
      [b.id, 11.5, 1.25],
    ]);
    expect(await rowOf(a.id, a.code)).toMatchObject({ onOrder: '40', suggested: '0' });
    const again = ok(await srv.call<ReplenishmentOrders>(admin, 'erp.Replenishment', 'createOrders', [[a.id]]));
    expect(again).toEqual({ orders: [], skipped: [{ materialId: a.id, code: a.code, reason: '无需补货' }] });
  });

  it('refuses an empty tick list, and skips an id that is not a material to replenish', async () => {
    refused(await srv.call(admin, 'erp.Replenishment', 'createOrders', [[]]), 400);
    const r = ok(await srv.call<ReplenishmentOrders>(admin, 'erp.Replenishment', 'createOrders', [[999_999_999]]));
    expect(r.orders).toEqual([]);
    expect(r.skipped[0].reason).toBe('不是需补货的物料，或无权查看');
  });
});

describe('who sees and orders', () => {
  it('a viewer sees the suggestions but may not order; a role without the page may not look; another tenant sees none of these materials', async () => {
    const m = await save('Material', { code: `RP${tag}V`, name: '补货料V', unit: 'PCS', safe_stock: 2, manu_mode: 'Purchased' });
    const viewer = await srv.session('demo', 'zhaolei');
    ok(await page({ material: m.code }, viewer));
    refused(await srv.call(viewer, 'erp.Replenishment', 'createOrders', [[m.id]]), 4003);
    refused(await page({}, await srv.session('demo', 'wangqiang')), 4003);
    const acme = await srv.session('acme', 'admin');
    expect(ok(await page({ material: `RP${tag}`, onlyShort: false }, acme)).itemList).toEqual([]);
  });
});
