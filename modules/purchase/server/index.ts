// The server side of 采购管理: its declared document services (the generic receipt handlers and
// conversions come from the declaration), the invoiced mark, and its report summaries bound to the
// report engine.
import { defineServerModule } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { setMaintained } from '../../../server/records/maintained';
import { implementDocument } from '../../../server/records/document-service';
import { reportHandler } from '../../../server/reports/service';
import { seedPurchaseDemo } from './demo';
import { erpPurchase, erpPurchaseArrival, erpPurchaseReject } from '../contracts';
import { purchaseReports } from '../reports';
import { replenishmentService } from './replenishment';

export default defineServerModule({
  seed: seedPurchaseDemo,
  services: [
    implementDocument(erpPurchase, {
      async modifyInvoiced(ctx, [{ id, invoiced }]) {
        const model = await callerModel(ctx, 'PurchaseOrder');
        const w = await writerOf(ctx, model);
        return w.db.transaction().execute((trx) => setMaintained(trx, w, model, id, 'invoiced', invoiced, 'real_price'));
      },
      summaryByMaterialPage: reportHandler(purchaseReports.MaterialSummary.code),
      summaryBySupplierPage: reportHandler(purchaseReports.SupplierSummary.code),
      summaryWithPay: reportHandler(purchaseReports.Pay.code),
    }),
    implementDocument(erpPurchaseArrival, {}),
    implementDocument(erpPurchaseReject, {}),
    replenishmentService,
  ],
});
