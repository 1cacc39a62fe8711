// Subcontracted operations written: one work order's operations given to suppliers, each through
// the record layer (its hook takes process and product from the operation and refuses more than
// is left to do there) — shared by the calls and the demo.
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { EntityModel } from '../../../server/records/model';
import { type AnyTrx, createRecord, type Writer } from '../../../server/records/write';
import type { OutsourceTasksInput } from './contracts';

/** The operations of one work order subcontracted, in the caller's transaction (the calls' and the demo's way). */
export async function createOutsourceTasks(w: Writer, model: EntityModel, a: OutsourceTasksInput, trx: AnyTrx): Promise<RecordValue[]> {
  const out = [];
  for (const t of a.tasks) {
    out.push(
      await createRecord(
        w,
        model,
        { order_id: a.orderId, op_id: t.opId, supplier_id: t.supplierId, quantity: t.quantity, unit_price: t.unitPrice ?? 0, delivery_date: t.deliveryDate ?? null, remark: t.remark ?? null },
        trx,
      ),
    );
  }
  return out;
}
