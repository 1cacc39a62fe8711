// The purchase services (erp.Purchase, erp.PurchaseArrival): the generic receipt calls bound to their entities and pages,
// plus the conversions ("create from"), the invoiced mark and the summaries of its report pages
// (reports.ts, run by the report engine: [query] → {total, page, pageSize, itemList, totals}).
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { defineDocument } from '../../schemas/documents/define';
import { args, call, idArg } from '../../schemas/rpc/define';
import { reportCall } from '../../schemas/rpc/report';
import { purchasePages } from './pages';
import { purchaseReports } from './reports';

const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

export const erpPurchase = defineDocument('erp.Purchase', {
  entity: 'PurchaseOrder',
  page: purchasePages.Order.url,
  own: {
    /** [{id, invoiced}]: the invoiced amount of an audited order (the invoice helper), at most its amount after discount */
    modifyInvoiced: call<[{ id: number; invoiced: number | string }], RecordValue>(
      args(['invoice', z.object({ id: idArg, invoiced: amount })]),
      { page: purchasePages.Order.url, op: 'invoice' },
    ),
    /** 采购汇总表（按物料） */
    summaryByMaterialPage: reportCall(purchaseReports.MaterialSummary),
    /** 采购汇总表（按供应商） */
    summaryBySupplierPage: reportCall(purchaseReports.SupplierSummary),
    /** 采购付款表: arrivals' amounts, paid and unpaid by supplier */
    summaryWithPay: reportCall(purchaseReports.Pay),
  },
});

export const erpPurchaseArrival = defineDocument('erp.PurchaseArrival', {
  entity: 'PurchaseArrival',
  page: purchasePages.Arrival.url,
  /** purchaseToArrival: a draft arrival with what remains of the order's lines */
  conversions: { purchaseToArrival: 'orderId' },
});

export const erpPurchaseReject = defineDocument('erp.PurchaseReject', {
  entity: 'PurchaseReject',
  page: purchasePages.Reject.url,
  /** arrivalToReject: a draft return with what remains of the arrival's lines */
  conversions: { arrivalToReject: 'arrivalId' },
});
