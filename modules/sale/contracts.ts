// The sale services (erp.Sale, erp.SaleDelivery): the generic receipt calls bound to their entities and pages,
// the conversions, the invoiced mark, detailList and singlePrint, and the summaries of its report
// pages (reports.ts, run by the report engine: [query] → {total, page, pageSize, itemList, totals}).
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { defineDocument } from '../../schemas/documents/define';
import { args, call, idArg } from '../../schemas/rpc/define';
import { reportCall } from '../../schemas/rpc/report';
import { salePages } from './pages';
import { saleReports } from './reports';

const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

/** Lines read from an uploaded sheet (server/records/excel/lines-import.ts): nothing saved. */
export interface ImportedLines {
  total: number;
  items: Array<Record<string, unknown>>;
  errors: Array<{ index: number; key: string; fields: Record<string, string> }>;
}

export const erpSale = defineDocument('erp.Sale', {
  entity: 'SaleOrder',
  page: salePages.Order.url,
  own: {
    /** [{id, invoiced}]: the invoiced amount of an audited order, at most its amount after discount */
    modifyInvoiced: call<[{ id: number; invoiced: number | string }], RecordValue>(args(['invoice', z.object({ id: idArg, invoiced: amount })]), { page: salePages.Order.url, op: 'invoice' }),
    /** [ids]: the orders with their lines (at most 200) */
    detailList: call<[number[]], RecordValue[]>(args(['ids', z.array(idArg).min(1).max(200)]), { entity: 'SaleOrder', op: 'read' }),
    /** [fileId]: order lines from a sheet (物料 code, 数量, 单价, 成本单价, 备注), for the order form's line table; nothing saved */
    saleItemLeadIn: call<[number], ImportedLines>(args(['fileId', idArg]), { entity: 'SaleOrder', op: 'create', page: salePages.Order.url }),
    /** [fileId]: unit prices by material from a sheet (物料 code, 单价), for the open order's lines; nothing saved */
    saleItemPriceLeadIn: call<[number], ImportedLines>(args(['fileId', idArg]), { entity: 'SaleOrder', op: 'create', page: salePages.Order.url }),
    /** 销售汇总表（按物料） */
    summaryByMaterialPage: reportCall(saleReports.MaterialSummary),
    /** 销售汇总表（按客户） */
    summaryByCustomerPage: reportCall(saleReports.CustomerSummary),
    /** 销售汇总表（按业务员） */
    summaryBySalesmanPage: reportCall(saleReports.SalesmanSummary),
    /** 销售排行榜 over order lines: query.rankType ByMaterial (default) or ByCustomer, top 10 */
    summaryRankPage: reportCall(saleReports.Rank),
  },
});

export const erpSaleDelivery = defineDocument('erp.SaleDelivery', {
  entity: 'SaleDelivery',
  page: salePages.Delivery.url,
  /** saleToSaleDelivery: a draft delivery with what remains of the order's lines */
  conversions: { saleToSaleDelivery: 'orderId' },
  own: {
    /** [id, template]: the print layout file (ureport_keep/pdf) of one delivery: {file, id, url} */
    singlePrint: call<[number, string | null], { file: string; id: number; url: string }>(
      args(['id', idArg], ['template', z.string().max(128).nullable().default(null)]),
      { entity: 'SaleDelivery', op: 'read' },
    ),
    /** [{id, fileId}]: batch numbers of a saved delivery's lines from a sheet (行号 or 物料 code, 批次号), saved */
    deliveryBatchLeadIn: call<[{ id: number; fileId: number }], RecordValue>(args(['batches', z.object({ id: idArg, fileId: idArg })]), { entity: 'SaleDelivery', op: 'update', page: salePages.Delivery.url }),
    /** [{orderId}]: a delivery of everything that remains of an audited order, saved at once */
    createDelivery: call<[{ orderId: number }], RecordValue>(args(['order', z.object({ orderId: idArg })]), { entity: 'SaleDelivery', op: 'create', page: salePages.Delivery.url }),
    /** the ranking over delivery lines: query.rankType ByMaterial (default) or ByCustomer, top 10 */
    summaryRankPage: reportCall(saleReports.DeliveryRank),
  },
});

export const erpSaleReject = defineDocument('erp.SaleReject', {
  entity: 'SaleReject',
  page: salePages.Reject.url,
  /** deliveryToReject: a draft return with what remains of the delivery's lines */
  conversions: { deliveryToReject: 'deliveryId' },
});
