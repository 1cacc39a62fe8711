// 销售管理's page stacks, each declared once: entity, list and detail pages with their labels, the
// service with the spec's call names, and the receipt's read-only view (查看单据, the flow task
// screen). Lists are generated document lists and details; "create from" is a declared detail action.
import { z } from 'zod';
import { documentStack, pagesByKey } from '../../schemas/documents/stack';
import { btn } from '../../schemas/menus/buttons';
import { DOCUMENT_STATUS_LISTS, type PageDef } from '../../schemas/pages/types';
import type { RecordValue } from '../../schemas/rpc/datax';
import { args, call, idArg } from '../../schemas/rpc/define';
import { reportCall } from '../../schemas/rpc/report';
import { SaleDelivery } from './entities/delivery';
import { SaleOrder } from './entities/order';
import { SaleReject } from './entities/reject';
import { saleReports } from './reports';

const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

/** Lines read from an uploaded sheet (server/records/excel/lines-import.ts): nothing saved. */
export interface ImportedLines {
  total: number;
  items: Array<Record<string, unknown>>;
  errors: Array<{ index: number; key: string; fields: Record<string, string> }>;
}

/** Sale lists: the open group in the order Saved, Audit, DeApproval, Commit; this month's documents first. */
const SALE_LIST: Pick<PageDef, 'statusLists' | 'defaultRange'> = {
  statusLists: { open: ['Saved', 'Audit', 'DeApproval', 'Commit'], history: DOCUMENT_STATUS_LISTS.history },
  defaultRange: { field: 'bill_date', from: 'monthStart' },
};

export const saleStacks = {
  Order: documentStack({
    entity: SaleOrder,
    list: {
      url: 'sale/Order',
      labels: ['销售订单', 'Sales orders'],
      ...SALE_LIST,
      table: { discount_rate: { hide: true }, discount: { hide: true }, total_cost: { hide: true }, other_cost: { hide: true }, net_profit: { hide: true }, uninvoiced: { hide: true } },
      actions: [
        { code: 'toDelivery', label: '生成发货单', labelEn: 'Deliver', place: 'detail', handler: 'convert', call: '/erp.SaleDelivery/saleToSaleDelivery', arg: 'orderId', target: 'sale/Delivery', statuses: ['Audit'] },
        { code: 'toInvoice', label: '开票', labelEn: 'Invoice', place: 'detail', handler: 'convert', call: '/erp.Invoice/saleOrderToInvoice', arg: 'orderId', target: 'finance/Invoice', statuses: ['Audit', 'Finish'] },
        // task.Order/createFromSale (the production module's dialog: spread mode, release at once)
        { code: 'toWorkOrder', label: '生成工单', labelEn: 'Make work orders', place: 'detail', handler: 'production.orderDialog', statuses: ['Audit'] },
      ],
    },
    detail: { url: 'sale/OrderDetail', labels: ['销售订单详情', 'Sales order detail'] },
    menu: { needCopy: true, extra: [btn('sale.order', 'invoice', '标记开票', 'Mark invoiced'), btn('sale.order', 'createWorkOrder', '生成工单', 'Create work orders')] },
    service: 'erp.Sale',
    own: (_generic, page) => ({
      /** [{id, invoiced}]: the invoiced amount of an audited order, at most its amount after discount */
      modifyInvoiced: call<[{ id: number; invoiced: number | string }], RecordValue>(args(['invoice', z.object({ id: idArg, invoiced: amount })]), { page, op: 'invoice' }),
      /** [ids]: the orders with their lines (at most 200) */
      detailList: call<[number[]], RecordValue[]>(args(['ids', z.array(idArg).min(1).max(200)]), { entity: 'SaleOrder', op: 'read' }),
      /** [fileId]: order lines from a sheet (物料 code, 数量, 单价, 成本单价, 备注), for the order form's line table; nothing saved */
      saleItemLeadIn: call<[number], ImportedLines>(args(['fileId', idArg]), { entity: 'SaleOrder', op: 'create', page }),
      /** [fileId]: unit prices by material from a sheet (物料 code, 单价), for the open order's lines; nothing saved */
      saleItemPriceLeadIn: call<[number], ImportedLines>(args(['fileId', idArg]), { entity: 'SaleOrder', op: 'create', page }),
      /** 销售汇总表（按物料） */
      summaryByMaterialPage: reportCall(saleReports.MaterialSummary),
      /** 销售汇总表（按客户） */
      summaryByCustomerPage: reportCall(saleReports.CustomerSummary),
      /** 销售汇总表（按业务员） */
      summaryBySalesmanPage: reportCall(saleReports.SalesmanSummary),
      /** 销售排行榜 over order lines: query.rankType ByMaterial (default) or ByCustomer, top 10 */
      summaryRankPage: reportCall(saleReports.Rank),
    }),
    receiptView: { tables: ['items'], headFirst: ['code', 'customer_id', 'salesman_id', 'bill_date', 'delivery_date'] },
  }),
  Delivery: documentStack({
    entity: SaleDelivery,
    list: {
      url: 'sale/Delivery',
      labels: ['销售发货', 'Sales deliveries'],
      ...SALE_LIST,
      table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, paid_on_delivery: { hide: true }, receivable: { hide: true }, total_cost: { hide: true }, reject_num: { hide: true } },
      actions: [
        { code: 'toReject', label: '生成退货单', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/erp.SaleReject/deliveryToReject', arg: 'deliveryId', target: 'sale/Reject', statuses: ['Audit'] },
        { code: 'toIncome', label: '收款', labelEn: 'Receive payment', place: 'detail', handler: 'convert', call: '/erp.Income/deliveryToIncome', arg: 'deliveryId', target: 'finance/Income', statuses: ['Audit', 'Finish'] },
        { code: 'toWmsDelivery', label: '生成出库单', labelEn: 'Issue from stock', place: 'detail', handler: 'convert', call: '/wms.Delivery/saleToWmsDelivery', arg: 'deliveryId', target: 'warehouse/Delivery', statuses: ['Audit', 'Finish'] },
      ],
    },
    detail: { url: 'sale/DeliveryDetail', labels: ['销售发货详情', 'Sales delivery detail'] },
    menu: { needCopy: true },
    service: 'erp.SaleDelivery',
    /** saleToSaleDelivery: a draft delivery with what remains of the order's lines */
    conversions: { saleToSaleDelivery: 'orderId' },
    own: (_generic, page) => ({
      /** [id, template]: the print layout file (ureport_keep/pdf) of one delivery: {file, id, url} */
      singlePrint: call<[number, string | null], { file: string; id: number; url: string }>(
        args(['id', idArg], ['template', z.string().max(128).nullable().default(null)]),
        { entity: 'SaleDelivery', op: 'read' },
      ),
      /** [{id, fileId}]: batch numbers of a saved delivery's lines from a sheet (行号 or 物料 code, 批次号), saved */
      deliveryBatchLeadIn: call<[{ id: number; fileId: number }], RecordValue>(args(['batches', z.object({ id: idArg, fileId: idArg })]), { entity: 'SaleDelivery', op: 'update', page }),
      /** [{orderId}]: a delivery of everything that remains of an audited order, saved at once */
      createDelivery: call<[{ orderId: number }], RecordValue>(args(['order', z.object({ orderId: idArg })]), { entity: 'SaleDelivery', op: 'create', page }),
      /** the ranking over delivery lines: query.rankType ByMaterial (default) or ByCustomer, top 10 */
      summaryRankPage: reportCall(saleReports.DeliveryRank),
    }),
    receiptView: { tables: ['items', 'pays', 'cost_items'], headFirst: ['code', 'sale_id', 'customer_id', 'bill_date', 'warehouse_id'] },
  }),
  Reject: documentStack({
    entity: SaleReject,
    list: { url: 'sale/Reject', labels: ['销售退货', 'Sales returns'], ...SALE_LIST, table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, total_cost: { hide: true } } },
    detail: { url: 'sale/RejectDetail', labels: ['销售退货详情', 'Sales return detail'] },
    service: 'erp.SaleReject',
    /** deliveryToReject: a draft return with what remains of the delivery's lines */
    conversions: { deliveryToReject: 'deliveryId' },
    receiptView: { tables: ['items'], headFirst: ['code', 'delivery_id', 'customer_id', 'bill_date', 'warehouse_id'] },
  }),
};

/** The page definitions by stack (what tests and actions read of a page: its url, its actions). */
export const salePages = pagesByKey(saleStacks);
