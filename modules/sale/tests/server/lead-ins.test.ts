// The sale sheet imports and the one-step delivery with real .xlsx files: order lines read (codes
// resolved, amounts computed, bad rows reported by sheet row and field, nothing saved), prices by
// material, batch numbers written to a saved delivery, and a delivery of everything that remains.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { ImportedLines } from '../../contracts';
import { type AnyRecord, fileServer, ok, upload, xlsx } from '../../../../tests/kit';

// the documents audited directly, as in a tenant without approval flows (flows: modules/flow/tests)
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let customerId: number;
let materials: Array<{ id: number; code: string }>;
type Rec = AnyRecord;

beforeAll(async () => {
  customerId = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Customer', pageSize: 1 }])).json.body.itemList[0].id;
  materials = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 2 }])).json.body.itemList.map((m: Rec) => ({ id: m.id, code: m.code }));
});

const sheet = async (rows: unknown[][]) => (await upload(srv, admin, await xlsx(rows), 'lines.xlsx')).id;

describe('sale sheet imports', () => {
  it('saleItemLeadIn reads order lines by material code with their amounts, reporting bad rows by sheet row and field', async () => {
    const fileId = await sheet([
      ['物料', '数量', '单价', '备注'],
      [materials[0].code, 3, '0.1', '第一行'],
      ['NO-SUCH', 1, 1, ''],
      [materials[1].code, '', 2, ''],
      [materials[1].code, '2.5', '4', ''],
    ]);
    const r = ok(await srv.call<ImportedLines>(admin, 'erp.Sale', 'saleItemLeadIn', [fileId]));
    expect(r.total).toBe(4);
    expect(r.items.map((l) => [(l.material_id as Rec).code, l.quantity, l.amount, l.remark])).toEqual([
      [materials[0].code, 3, 0.3, '第一行'],
      [materials[1].code, 2.5, 10, null],
    ]);
    expect(r.errors.map((e) => [e.index, Object.keys(e.fields)])).toEqual([
      [2, ['material_id']],
      [3, ['quantity']],
    ]);
  });

  it('saleItemPriceLeadIn reads prices by material only', async () => {
    const fileId = await sheet([['物料编码', '单价'], [materials[0].code, '12.5'], [materials[1].code, '']]);
    const r = ok(await srv.call<ImportedLines>(admin, 'erp.Sale', 'saleItemPriceLeadIn', [fileId]));
    expect(r.items).toEqual([{ material_id: expect.objectContaining({ id: materials[0].id }), unit_price: 12.5 }]);
    expect(r.errors[0].fields).toHaveProperty('unit_price');
  });
});

describe('deliveries', () => {
  it('createDelivery saves a delivery of everything that remains; deliveryBatchLeadIn writes batch numbers to its lines', async () => {
    const order = ok(
      await srv.call<Rec>(admin, 'erp.Sale', 'create', [
        { customer_id: customerId, items: [{ material_id: materials[0].id, quantity: 4, unit_price: 1 }, { material_id: materials[1].id, quantity: 2, unit_price: 5 }] },
      ]),
    );
    ok(await srv.call(admin, 'erp.Sale', 'auditByIds', [[order.id]]));
    const d = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'createDelivery', [{ orderId: order.id }]));
    expect(d.id).toBeGreaterThan(0);
    expect(d.items.map((l: Rec) => l.quantity)).toEqual([4, 2]);
    expect(d.sale_id.id ?? d.sale_id).toBe(order.id);

    const bad = await sheet([['物料', '批次号'], [materials[1].code, 'B 1']]);
    const refused = await srv.call(admin, 'erp.SaleDelivery', 'deliveryBatchLeadIn', [{ id: d.id, fileId: bad }]);
    expect(refused.json.code).toBe(400);
    const fileId = await sheet([['物料', '批次号'], [materials[1].code, 'LOT-2'], [materials[0].code, 'LOT-1']]);
    const withBatches = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'deliveryBatchLeadIn', [{ id: d.id, fileId }]));
    expect(withBatches.items.map((l: Rec) => [l.batch_no, l.quantity])).toEqual([['LOT-1', 4], ['LOT-2', 2]]);
    expect(withBatches.version).toBe(d.version + 1);
  });
});
