// Sale documents on a real database: an order's profit and delivery rate, two deliveries made
// from it (the second taking what remains), a return from one delivery moving its reject status,
// the order finishing, auditByIds all-or-nothing, detailList, singlePrint, and the trace.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { ReceiptRoutes } from '../../../../schemas/rpc/receiptPath';
import { type AnyRecord, fileServer, ok } from '../../../../tests/kit';

// the documents audited directly, as in a tenant without approval flows (flows: modules/flow/tests)
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let customerId: number;
let materials: number[];
type Rec = AnyRecord;

beforeAll(async () => {
  customerId = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Customer', pageSize: 1 }])).json.body.itemList[0].id;
  materials = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 3 }])).json.body.itemList.map((m) => m.id);
});

const detail = (service: string, id: number) => srv.call<Rec>(admin, service, 'detail', [id]).then(ok);
const asInput = (rows: Rec[]) => rows.map((l) => ({ ...l, material_id: l.material_id.id }));

describe('a sales order → deliveries → return', () => {
  it('computes profit by hand-checkable figures and follows deliveries and returns', async () => {
    // lines: 10 × 12.50 (cost 8.20), 4 × 99.90 (cost 60), 2.5 × 40 (cost 25.333333)
    const order = ok(
      await srv.call<Rec>(admin, 'erp.Sale', 'create', [
        {
          customer_id: customerId,
          discount_rate: 5,
          other_cost: '20.5',
          delivery_date: '2026-12-31',
          items: [
            { material_id: materials[0], quantity: 10, unit_price: '12.5', cost_price: '8.2' },
            { material_id: materials[1], quantity: 4, unit_price: '99.9', cost_price: 60 },
            { material_id: materials[2], quantity: '2.5', unit_price: 40, cost_price: '25.333333' },
          ],
        },
      ]),
    );
    // total 125 + 399.6 + 100 = 624.6; discount 5 % = 31.23; real 593.37
    // cost 82 + 240 + 63.33 (63.3333325 → 63.33) = 385.33; gross 208.04; rate 35.06 %; net 187.54; rate 31.61 %
    expect(order).toMatchObject({ total_price: 624.6, discount: 31.23, real_price: 593.37, total_cost: 385.33, gross: 208.04, gross_rate: 35.06, net_profit: 187.54, net_profit_rate: 31.61, delivery_rate: 0 });
    expect(order.code).toMatch(/^XS\d{12}$/);
    ok(await srv.call(admin, 'erp.Sale', 'auditByIds', [[order.id]]));

    // first delivery: 6 of line 1 and all of line 2
    const d1draft = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'saleToSaleDelivery', [{ orderId: order.id }]));
    expect(d1draft).toMatchObject({ sale_id: order.id, discount_rate: 5 });
    const d1 = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'create', [{ ...d1draft, customer_id: customerId, items: asInput(d1draft.items.slice(0, 2)).map((l, i) => ({ ...l, quantity: [6, 4][i] })) }]));
    ok(await srv.call(admin, 'erp.SaleDelivery', 'auditByIds', [[d1.id]]));
    expect((await detail('erp.SaleDelivery', d1.id)).audit_dt).toBeTruthy();
    let o = await detail('erp.Sale', order.id);
    // delivered 10 of 16.5 = 60.61 %
    expect(o.items.map((l: Rec) => [l.delivered_qty, l.undelivered_qty])).toEqual([[6, 4], [4, 0], [0, 2.5]]);
    expect(o.delivery_rate).toBe(60.61);

    // second delivery takes what remains: 4 of line 1 and 2.5 of line 3; the order finishes
    const d2draft = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'saleToSaleDelivery', [{ orderId: order.id }]));
    expect(d2draft.items.map((l: Rec) => l.quantity)).toEqual([4, 2.5]);
    const d2 = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'create', [{ ...d2draft, customer_id: customerId, items: asInput(d2draft.items) }]));
    ok(await srv.call(admin, 'erp.SaleDelivery', 'audit', [d2.id]));
    o = await detail('erp.Sale', order.id);
    expect(o).toMatchObject({ delivery_rate: 100, status_dict: { dict: 'Finish' } });

    // a return of 1 unit of line 2 from the first delivery
    const rdraft = ok(await srv.call<Rec>(admin, 'erp.SaleReject', 'deliveryToReject', [{ deliveryId: d1.id }]));
    const ret = ok(await srv.call<Rec>(admin, 'erp.SaleReject', 'create', [{ ...rdraft, customer_id: customerId, items: [{ ...asInput(rdraft.items)[1], quantity: 1 }] }]));
    expect(ret).toMatchObject({ total_price: 99.9, discount: 5, real_price: 94.9 });
    expect((await detail('erp.SaleDelivery', d1.id)).reject_status).toBe('UnReject');
    ok(await srv.call(admin, 'erp.SaleReject', 'audit', [ret.id]));
    let d = await detail('erp.SaleDelivery', d1.id);
    expect(d).toMatchObject({ reject_num: 1, reject_status: 'PartReject' });
    // returning the rest of the delivery makes it CompleteReject
    const rest = ok(await srv.call<Rec>(admin, 'erp.SaleReject', 'deliveryToReject', [{ deliveryId: d1.id }]));
    expect(rest.items.map((l: Rec) => l.quantity)).toEqual([6, 3]);
    const ret2 = ok(await srv.call<Rec>(admin, 'erp.SaleReject', 'create', [{ ...rest, customer_id: customerId, items: asInput(rest.items) }]));
    ok(await srv.call(admin, 'erp.SaleReject', 'audit', [ret2.id]));
    d = await detail('erp.SaleDelivery', d1.id);
    expect(d).toMatchObject({ reject_num: 10, reject_status: 'CompleteReject' });

    const routes = ok(await srv.call<ReceiptRoutes>(admin, 'meta.ReceiptPath', 'gainReceiptRoutes', [ret.id]));
    expect(routes.receipts.map((r) => r.id)).toEqual([order.id, d1.id, d2.id, ret.id, ret2.id]);
    expect(routes.receiptPaths).toHaveLength(4);
    expect(routes.receipts.find((r) => r.id === d1.id)).toMatchObject({ receiptTypeName: '销售发货单', receiptTypeCode: 'sale-delivery', entityCode: 'SaleDelivery' });

    const list = ok(await srv.call<Rec[]>(admin, 'erp.Sale', 'detailList', [[order.id]]));
    expect(list[0].items).toHaveLength(3);
    expect(ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'singlePrint', [d1.id, null])).url).toBe(`/ureport_keep/pdf?file=SaleDelivery&id=${d1.id}`);
  });

  it('audits a batch all or nothing: one refused order leaves every one as it was', async () => {
    const mk = () => srv.call<Rec>(admin, 'erp.Sale', 'create', [{ customer_id: customerId, items: [{ material_id: materials[0], quantity: 1, unit_price: 1 }] }]).then(ok);
    const a = await mk();
    const b = await mk();
    ok(await srv.call(admin, 'erp.Sale', 'audit', [b.id]));
    const r = await srv.call(admin, 'erp.Sale', 'auditByIds', [[a.id, b.id]]);
    expect(r.json.code).toBe(409);
    expect((await detail('erp.Sale', a.id)).status_dict.dict).toBe('Saved');
  });

  it('lists the lines of orders with their headers (summaryItemPage), filtered by line material', async () => {
    const page = ok(await srv.call<{ total: number; itemList: Rec[] }>(admin, 'erp.Sale', 'summaryItemPage', [{ pageSize: 5, itemQuerier: { material_id: materials[1] } }]));
    expect(page.total).toBeGreaterThan(0);
    expect(page.itemList.every((l) => l.material_id.id === materials[1] && l.header.code.startsWith('XS'))).toBe(true);
    const bad = await srv.call(admin, 'erp.Sale', 'summaryItemPage', [{ itemQuerier: { nope: 1 } }]);
    expect(bad.json.code).toBe(400);
  });
});

describe('the delivery alert of a sales order', () => {
  it('follows the clock: overdue after the delivery date, a warning in the three days before, normal otherwise or once finished; filterable', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const make = async (delivery_date: string | null) =>
      ok(await srv.call<Rec>(admin, 'erp.Sale', 'create', [{ customer_id: customerId, delivery_date, items: [{ material_id: materials[0], quantity: 1, unit_price: 1 }] }]));
    const [late, soon, later, none] = [await make(day(-1)), await make(day(2)), await make(day(10)), await make(null)];
    expect([late, soon, later, none].map((o) => o.delivery_alert_status)).toEqual(['Overdue', 'EarlyWarning', 'Normal', 'Normal']);
    // a client cannot set it
    const m = ok(await srv.call<Rec>(admin, 'erp.Sale', 'modify', [{ id: later.id, version: later.version, delivery_alert_status: 'Overdue' }]));
    expect(m.delivery_alert_status).toBe('Normal');
    const overdue = ok(await srv.call<RecordPage>(admin, 'erp.Sale', 'summaryPage', [{ filterMap: { delivery_alert_status: 'Overdue' }, pageSize: 500 }]));
    expect(overdue.itemList.map((o) => o.id)).toContain(late.id);
    expect(overdue.itemList.every((o: Rec) => o.delivery_alert_status === 'Overdue')).toBe(true);
  });
});
