// Purchase documents end to end on a real database: totals the server computes (decimal-exact),
// an order converted into arrivals (partial, repeated, over-quantity refused, two at once for the
// last quantity: one wins), progress moving on audit and back on un-audit, the order finishing,
// returns from an arrival, receipt paths, the invoiced mark, hidden line fields kept, and who may
// do what (tenant isolation, function permissions).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { ReceiptRoutes } from '../../../../schemas/rpc/receiptPath';
import { type AnyRecord, fileServer, ok } from '../../../../tests/kit';

// the documents audited directly, as in a tenant without approval flows (flows: modules/flow/tests)
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let supplierId: number;
let materials: number[];

type Rec = AnyRecord;

beforeAll(async () => {
  const sup = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }]);
  supplierId = sup.json.body.itemList[0].id;
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 5 }]);
  materials = mat.json.body.itemList.map((m) => m.id);
  expect(materials).toHaveLength(5);
});

const lines = (qty: Array<number | string>, price: Array<number | string>) => qty.map((q, i) => ({ material_id: materials[i], quantity: q, unit_price: price[i], remark: `行${i + 1}` }));

async function auditedOrder(qty: Array<number | string> = [10, 20, 30, 40, 50], price: Array<number | string> = ['0.1', 3, '2.5', 1, '19.99']): Promise<Rec> {
  const o = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: lines(qty, price) }]));
  ok(await srv.call(admin, 'erp.Purchase', 'commit', [o.id]));
  return ok(await srv.call<Rec>(admin, 'erp.Purchase', 'audit', [o.id]));
}

const draftArrival = async (orderId: number, handleBillId: number | null = null) => ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId, handleBillId }]));
const detail = (service: string, id: number) => srv.call<Rec>(admin, service, 'detail', [id]).then(ok);

describe('a purchase order', () => {
  it('is numbered and totalled by the server: line amounts, total, discount, real price — decimal-exact, whatever the client sent', async () => {
    const o = ok(
      await srv.call<Rec>(admin, 'erp.Purchase', 'create', [
        { supplier_id: supplierId, discount_rate: '12.5', total_price: 1, real_price: 2, items: [...lines([3, '0.3333'], ['0.1', 3]).map((l) => ({ ...l, amount: 999 }))] },
      ]),
    );
    expect(o.code).toMatch(new RegExp(`^CG${new Date().toISOString().slice(0, 10).replace(/-/g, '')}\\d{4}$`));
    expect(o.items.map((l: Rec) => l.amount)).toEqual([0.3, 1]);
    // 1.3 × 12.5 % = 0.1625 → 0.16; 1.3 − 0.16 = 1.14
    expect(o).toMatchObject({ total_price: 1.3, discount: 0.16, real_price: 1.14, paid: 0, pending_pay: 1.14, uninvoiced: 1.14 });
    expect(o.bill_date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('keeps numbering past the day’s 9999th order (the 10000th, then the 10001st)', async () => {
    const stem = `CG${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;
    const o = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: lines([1], [1]) }]));
    await srv.db.system.updateTable('erp_purchase' as never).set({ code: `${stem}9999` } as never).where('tenant_id' as never, '=', admin.tenant.id as never).where('id' as never, '=', o.id as never).execute();
    const next = [];
    for (let i = 0; i < 2; i++) next.push(ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: lines([1], [1]) }])).code);
    expect(next).toEqual([`${stem}10000`, `${stem}10001`]);
  });

  it('takes an untouched reference field ({} from a form) as nothing picked, and still refuses an unknown id', async () => {
    const o = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, warehouse_id: {}, items: lines([1], [1]).map((l) => ({ ...l, spec: 'x' })) }]));
    expect(o.warehouse_id ?? null).toBeNull();
    const missing = await srv.call(admin, 'erp.Purchase', 'create', [{ supplier_id: {}, items: lines([1], [1]) }]);
    expect(missing.json.code).toBe(400);
    expect(missing.json.msg).toContain('不能为空');
    const unknown = await srv.call(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, warehouse_id: { id: 999999999 }, items: lines([1], [1]) }]);
    expect(unknown.json.code).toBe(400);
  });

  it('names the row and the field of a line error', async () => {
    const a = await srv.call(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: [lines([1], [1])[0], { material_id: materials[1], unit_price: 2 }] }]);
    expect(a.json.code).toBe(400);
    expect(a.json.msg).toContain('采购明细第2行 数量');
    expect((a.json.body as { fields: Record<string, string> }).fields['items[1].quantity']).toBeTruthy();
  });

  it('keeps a line column the caller did not send (a hidden field) when its lines are saved', async () => {
    const o = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: lines([1, 2], [1, 1]) }]));
    const items = o.items.map((l: Rec) => ({ id: l.id, material_id: l.material_id.id, quantity: l.quantity * 2, unit_price: l.unit_price }));
    const m = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'modify', [{ id: o.id, version: o.version, items }]));
    expect(m.items.map((l: Rec) => [l.remark, l.quantity, l.amount])).toEqual([['行1', 2, 2], ['行2', 4, 4]]);
    expect(m.total_price).toBe(6);
  });
});

describe('purchase order → arrivals', () => {
  it('drafts an arrival with every remaining line, converts part of it, and moves the order on audit and back on un-audit', async () => {
    const order = await auditedOrder();
    const draft = await draftArrival(order.id);
    expect(draft.items).toHaveLength(5);
    expect(draft.items.map((l: Rec) => l.quantity)).toEqual([10, 20, 30, 40, 50]);
    expect(draft).toMatchObject({ purchase_id: order.id, total_price: order.total_price });
    // three lines, partial quantities
    const items = draft.items.slice(0, 3).map((l: Rec, i: number) => ({ ...l, material_id: l.material_id.id, quantity: [4, 20, '7.5'][i] }));
    const arrival = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'create', [{ ...draft, supplier_id: supplierId, items }]));
    expect(arrival.items.map((l: Rec) => l.order_id?.id)).toEqual([order.id, order.id, order.id]);
    // a draft does not move the order, but it does take its quantities from the next draft
    expect((await detail('erp.Purchase', order.id)).items[0].arrived_qty).toBe(0);
    expect((await draftArrival(order.id)).items.map((l: Rec) => l.quantity)).toEqual([6, '22.5', 40, 50].map(Number));
    // … except from its own re-edit (handleBillId)
    expect((await draftArrival(order.id, arrival.id)).items).toHaveLength(5);
    ok(await srv.call(admin, 'erp.PurchaseArrival', 'audit', [arrival.id]));
    let o = await detail('erp.Purchase', order.id);
    expect(o.items.map((l: Rec) => [l.arrived_qty, l.remaining_qty])).toEqual([[4, 6], [20, 0], [7.5, 22.5], [0, 40], [0, 50]]);
    expect(o.arrived_total).toBe(31.5);
    expect(o.status_dict.dict).toBe('Audit');
    // the order cannot be un-audited while an arrival made from it lives
    const refused = await srv.call(admin, 'erp.Purchase', 'deApproval', [order.id]);
    expect(refused.json.code).toBe(409);
    expect(refused.json.msg).toContain(arrival.code);
    ok(await srv.call(admin, 'erp.PurchaseArrival', 'deApproval', [arrival.id]));
    o = await detail('erp.Purchase', order.id);
    expect(o.items.map((l: Rec) => l.arrived_qty)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses more than remains, naming the line, and finishes the order when everything has arrived (reopening on un-audit)', async () => {
    const order = await auditedOrder([5, 5, 5, 5, 5], [1, 1, 1, 1, 1]);
    const draft = await draftArrival(order.id);
    const over = draft.items.map((l: Rec, i: number) => ({ ...l, material_id: l.material_id.id, quantity: i === 3 ? '5.0001' : l.quantity }));
    const refused = await srv.call(admin, 'erp.PurchaseArrival', 'create', [{ ...draft, supplier_id: supplierId, items: over }]);
    expect(refused.json.code).toBe(409);
    expect(refused.json.msg).toMatch(/到货明细第4行.*超出可到货数量：最多 5，本单 5\.0001/);
    const full = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'create', [{ ...draft, supplier_id: supplierId, items: draft.items.map((l: Rec) => ({ ...l, material_id: l.material_id.id })) }]));
    ok(await srv.call(admin, 'erp.PurchaseArrival', 'audit', [full.id]));
    expect((await detail('erp.Purchase', order.id)).status_dict.dict).toBe('Finish');
    expect((await srv.call(admin, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: order.id }])).json.code).toBe(409);
    ok(await srv.call(admin, 'erp.PurchaseArrival', 'deApproval', [full.id]));
    expect((await detail('erp.Purchase', order.id)).status_dict.dict).toBe('Audit');
  });

  it('lets exactly one of two simultaneous arrivals take the last remaining quantity', async () => {
    const order = await auditedOrder([3, 1, 1, 1, 1], [1, 1, 1, 1, 1]);
    const draft = await draftArrival(order.id);
    const one = { ...draft, supplier_id: supplierId, items: [{ ...draft.items[0], material_id: draft.items[0].material_id.id }] };
    const answers = await Promise.all([1, 2, 3].map(() => srv.call<Rec>(admin, 'erp.PurchaseArrival', 'create', [one])));
    expect(answers.map((a) => a.json.code).sort()).toEqual([200, 409, 409]);
    const left = await draftArrival(order.id);
    expect(left.items.map((l: Rec) => l.order_item_id)).not.toContain(draft.items[0].order_item_id);
  });

  it('does not draft from an order that is not audited, nor take a line of one', async () => {
    const o = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: lines([1], [1]) }]));
    const a = await srv.call(admin, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: o.id }]);
    expect(a.json.code).toBe(409);
    expect(a.json.msg).toContain('不能引用');
    const b = await srv.call(admin, 'erp.PurchaseArrival', 'create', [{ supplier_id: supplierId, items: [{ material_id: materials[0], quantity: 1, unit_price: 1, order_item_id: o.items[0].id }] }]);
    expect(b.json.code).toBe(409);
  });
});

describe('arrival → purchase return, receipt paths, invoiced', () => {
  it('returns part of an arrival, moving its returned quantities; the trace shows order → arrival → return', async () => {
    const order = await auditedOrder();
    const draft = await draftArrival(order.id);
    const arrival = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'create', [{ ...draft, supplier_id: supplierId, items: draft.items.map((l: Rec) => ({ ...l, material_id: l.material_id.id })) }]));
    ok(await srv.call(admin, 'erp.PurchaseArrival', 'audit', [arrival.id]));
    const rd = ok(await srv.call<Rec>(admin, 'erp.PurchaseReject', 'arrivalToReject', [{ arrivalId: arrival.id }]));
    expect(rd.items.map((l: Rec) => l.quantity)).toEqual([10, 20, 30, 40, 50]);
    const ret = ok(await srv.call<Rec>(admin, 'erp.PurchaseReject', 'create', [{ ...rd, supplier_id: supplierId, items: [{ ...rd.items[1], material_id: rd.items[1].material_id.id, quantity: 2 }] }]));
    ok(await srv.call(admin, 'erp.PurchaseReject', 'audit', [ret.id]));
    const a = await detail('erp.PurchaseArrival', arrival.id);
    expect(a.items.map((l: Rec) => l.returned_qty)).toEqual([0, 2, 0, 0, 0]);
    expect(a.returned_total).toBe(2);
    const routes = ok(await srv.call<ReceiptRoutes>(admin, 'meta.ReceiptPath', 'gainReceiptRoutes', [arrival.id]));
    expect(routes.receipts.map((r) => [r.id, r.receiptTypeName])).toEqual([[order.id, '采购订单'], [arrival.id, '采购到货单'], [ret.id, '采购退货单']]);
    expect(routes.receiptPaths).toEqual([{ receiptId: order.id, targetReceiptId: arrival.id }, { receiptId: arrival.id, targetReceiptId: ret.id }]);
    // the arrival cannot be un-audited while its return lives; removing the return frees it
    expect((await srv.call(admin, 'erp.PurchaseArrival', 'deApproval', [arrival.id])).json.code).toBe(409);
    ok(await srv.call(admin, 'erp.PurchaseReject', 'deApproval', [ret.id]));
    ok(await srv.call(admin, 'erp.PurchaseReject', 'removeByIds', [[ret.id]]));
    const after = ok(await srv.call<ReceiptRoutes>(admin, 'meta.ReceiptPath', 'gainReceiptRoutes', [order.id]));
    expect(after.receipts.map((r) => r.id)).toEqual([order.id, arrival.id]);
  });

  it('marks an audited order invoiced up to its amount after discount', async () => {
    const order = await auditedOrder([1, 1, 1, 1, 1], [10, 10, 10, 10, '0.05']);
    const inv = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'modifyInvoiced', [{ id: order.id, invoiced: '40.05' }]));
    expect(inv).toMatchObject({ invoiced: 40.05, uninvoiced: 0 });
    const over = await srv.call(admin, 'erp.Purchase', 'modifyInvoiced', [{ id: order.id, invoiced: '40.06' }]);
    expect(over.json.code).toBe(400);
  });
});

describe('who may', () => {
  it('keeps tenants apart: another tenant cannot read, convert or trace a demo order', async () => {
    const order = await auditedOrder([1, 1, 1, 1, 1], [1, 1, 1, 1, 1]);
    const acme = await srv.session('acme', 'admin');
    expect((await srv.call(acme, 'erp.Purchase', 'detail', [order.id])).json.code).toBe(11);
    expect((await srv.call(acme, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: order.id }])).json.code).toBe(11);
    expect((await srv.call(acme, 'meta.ReceiptPath', 'gainReceiptRoutes', [order.id])).json.code).toBe(11);
    const list = ok(await srv.call<RecordPage>(acme, 'erp.Purchase', 'summaryPage', [{}]));
    expect(list.itemList.map((r) => r.id)).not.toContain(order.id);
  });

  it('lets a read-only role list but not create, audit or convert', async () => {
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    const order = await auditedOrder([1, 1, 1, 1, 1], [1, 1, 1, 1, 1]);
    expect((await srv.call(viewer, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items: lines([1], [1]) }])).json.code).toBe(4003);
    expect((await srv.call(viewer, 'erp.Purchase', 'deApproval', [order.id])).json.code).toBe(4003);
    expect((await srv.call(viewer, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: order.id }])).json.code).toBe(4003);
  });

  it('refuses bad arguments with a 400 naming them', async () => {
    const a = await srv.call(admin, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: 'x' }]);
    expect(a.json.code).toBe(400);
    expect(a.json.msg).toContain('orderId');
  });
});
