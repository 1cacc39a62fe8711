// The server side of 采购管理: its services are the generic receipt handlers bound to its
// entities, the conversions declared on them, the invoiced mark, and its report summaries bound
// to the report engine.
import { implement, defineServerModule } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { setMaintained } from '../../../server/records/maintained';
import { conversionHandler, receiptHandlers } from '../../../server/records/receipt-service';
import { reportHandler } from '../../../server/reports/service';
import { seedPurchaseDemo } from './demo';
import { erpPurchase, erpPurchaseArrival, erpPurchaseReject } from '../contracts';
import { purchaseReports } from '../reports';

export default defineServerModule({
  seed: seedPurchaseDemo,
  services: [
    implement(erpPurchase, {
      ...receiptHandlers('PurchaseOrder'),
      async modifyInvoiced(ctx, [{ id, invoiced }]) {
        const model = await callerModel(ctx, 'PurchaseOrder');
        const w = await writerOf(ctx, model);
        return w.db.transaction().execute((trx) => setMaintained(trx, w, model, id, 'invoiced', invoiced, 'real_price'));
      },
      summaryByMaterialPage: reportHandler(purchaseReports.MaterialSummary.code),
      summaryBySupplierPage: reportHandler(purchaseReports.SupplierSummary.code),
      summaryWithPay: reportHandler(purchaseReports.Pay.code),
    }),
    implement(erpPurchaseArrival, { ...receiptHandlers('PurchaseArrival'), purchaseToArrival: conversionHandler('PurchaseArrival', 'purchaseToArrival', 'orderId') }),
    implement(erpPurchaseReject, { ...receiptHandlers('PurchaseReject'), arrivalToReject: conversionHandler('PurchaseReject', 'arrivalToReject', 'arrivalId') }),
  ],
});
