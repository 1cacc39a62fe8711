// The server side of 销售管理: its declared document services (generic handlers and conversions
// from the declaration) with the invoiced mark, detailList and singlePrint, and its report
// summaries bound to the report engine.
import { defineServerModule } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { setMaintained } from '../../../server/records/maintained';
import { attachChildren, toRecord } from '../../../server/records/read';
import { selectRecords } from '../../../server/records/query';
import { documentHandlers, implementDocument } from '../../../server/records/document-service';
import { reportHandler } from '../../../server/reports/service';
import { session } from '../../../server/rpc/registry';
import { erpSale, erpSaleDelivery, erpSaleReject } from '../contracts';
import { saleReports } from '../reports';
import { seedSaleDemo } from './demo';
import { createDelivery, deliveryBatchLeadIn, saleItemLeadIn, saleItemPriceLeadIn } from './lead-ins';

export default defineServerModule({
  seed: seedSaleDemo,
  services: [
    implementDocument(erpSale, {
      async modifyInvoiced(ctx, [{ id, invoiced }]) {
        const model = await callerModel(ctx, 'SaleOrder');
        const w = await writerOf(ctx, model);
        return w.db.transaction().execute((trx) => setMaintained(trx, w, model, id, 'invoiced', invoiced, 'real_price'));
      },
      async detailList(ctx, [ids]) {
        const model = await callerModel(ctx, 'SaleOrder');
        const db = session(ctx).db;
        const rows = await selectRecords(db, model).where('t.id', 'in', ids).orderBy('t.id').execute();
        const recs = rows.map((r) => toRecord(model, r, ctx.lang));
        await attachChildren(db, model, recs);
        return recs;
      },
      saleItemLeadIn,
      saleItemPriceLeadIn,
      summaryByMaterialPage: reportHandler(saleReports.MaterialSummary.code),
      summaryByCustomerPage: reportHandler(saleReports.CustomerSummary.code),
      summaryBySalesmanPage: reportHandler(saleReports.SalesmanSummary.code),
      summaryRankPage: reportHandler(saleReports.Rank.code),
    }),
    implementDocument(erpSaleDelivery, {
      async singlePrint(ctx, [id]) {
        // the delivery must exist for this tenant (11 otherwise); the PDF itself comes from ureport_keep/pdf
        await documentHandlers(erpSaleDelivery).detail(ctx, [id]);
        return { file: 'SaleDelivery', id, url: `/ureport_keep/pdf?file=SaleDelivery&id=${id}` };
      },
      summaryRankPage: reportHandler(saleReports.DeliveryRank.code),
      deliveryBatchLeadIn,
      createDelivery,
    }),
    implementDocument(erpSaleReject, {}),
  ],
});
