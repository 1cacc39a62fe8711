// The server side of 采购管理: its services are the generic receipt handlers bound to its
// entities, the conversions declared on them, and the invoiced mark.
import { implement, defineServerModule } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { setMaintained } from '../../../server/records/maintained';
import { conversionHandler, receiptHandlers } from '../../../server/records/receipt-service';
import { erpPurchase, erpPurchaseArrival, erpPurchaseReject } from '../contracts';

export default defineServerModule({
  services: [
    implement(erpPurchase, {
      ...receiptHandlers('PurchaseOrder'),
      async modifyInvoiced(ctx, [{ id, invoiced }]) {
        const model = await callerModel(ctx, 'PurchaseOrder');
        const w = await writerOf(ctx);
        return w.db.transaction().execute((trx) => setMaintained(trx, w, model, id, 'invoiced', invoiced, 'real_price'));
      },
    }),
    implement(erpPurchaseArrival, { ...receiptHandlers('PurchaseArrival'), purchaseToArrival: conversionHandler('PurchaseArrival', 'purchaseToArrival', 'orderId') }),
    implement(erpPurchaseReject, { ...receiptHandlers('PurchaseReject'), arrivalToReject: conversionHandler('PurchaseReject', 'arrivalToReject', 'arrivalId') }),
  ],
});
