// 采购管理's page stacks, each declared once: entity, list and detail pages with their labels, the
// service with the spec's call names, and the receipt's read-only view (查看单据, the flow task
// screen). Lists are generated document lists (VformList) and details (VformDetail); "create from"
// is a declared detail action of the source.
import { z } from 'zod';
import { documentStack, pagesByKey } from '../../schemas/documents/stack';
import { btn } from '../../schemas/menus/buttons';
import type { RecordValue } from '../../schemas/rpc/datax';
import { args, call, idArg } from '../../schemas/rpc/define';
import { reportCall } from '../../schemas/rpc/report';
import { PurchaseArrival } from './entities/arrival';
import { PurchaseOrder } from './entities/order';
import { PurchaseReject } from './entities/reject';
import { purchaseReports } from './reports';

const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

export const purchaseStacks = {
  Order: documentStack({
    entity: PurchaseOrder,
    list: {
      url: 'purchase/order',
      labels: ['采购订单', 'Purchase orders'],
      table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, total_cost: { hide: true }, uninvoiced: { hide: true } },
      actions: [
        { code: 'toArrival', label: '生成到货单', labelEn: 'Receive goods', place: 'detail', handler: 'convert', call: '/erp.PurchaseArrival/purchaseToArrival', arg: 'orderId', target: 'purchase/PurchaseArrival', statuses: ['Audit'] },
        { code: 'toPayment', label: '预付款', labelEn: 'Pay in advance', place: 'detail', handler: 'convert', call: '/erp.Payment/orderToPayment', arg: 'orderId', target: 'finance/Payment', statuses: ['Audit', 'Finish'] },
        { code: 'toInvoice', label: '登记发票', labelEn: 'Register invoice', place: 'detail', handler: 'convert', call: '/erp.Invoice/purchaseOrderToInvoice', arg: 'orderId', target: 'finance/Invoice', statuses: ['Audit', 'Finish'] },
      ],
    },
    detail: { url: 'purchase/PurchaseDetail', labels: ['采购订单详情', 'Purchase order detail'] },
    menu: { needCopy: true, extra: [btn('purchase.order', 'invoice', '标记开票', 'Mark invoiced'), btn('purchase.order', 'createEntry', '生成入库单', 'Create entry')] },
    service: 'erp.Purchase',
    own: (_generic, page) => ({
      /** [{id, invoiced}]: the invoiced amount of an audited order (the invoice helper), at most its amount after discount */
      modifyInvoiced: call<[{ id: number; invoiced: number | string }], RecordValue>(args(['invoice', z.object({ id: idArg, invoiced: amount })]), { page, op: 'invoice' }),
      /** 采购汇总表（按物料） */
      summaryByMaterialPage: reportCall(purchaseReports.MaterialSummary),
      /** 采购汇总表（按供应商） */
      summaryBySupplierPage: reportCall(purchaseReports.SupplierSummary),
      /** 采购付款表: arrivals' amounts, paid and unpaid by supplier */
      summaryWithPay: reportCall(purchaseReports.Pay),
    }),
    receiptView: { tables: ['items'], headFirst: ['code', 'supplier_id', 'bill_date', 'delivery_date', 'warehouse_id'] },
  }),
  Arrival: documentStack({
    entity: PurchaseArrival,
    list: {
      url: 'purchase/PurchaseArrival',
      labels: ['采购到货', 'Purchase arrivals'],
      table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, paid_on_arrival: { hide: true }, payable: { hide: true } },
      actions: [
        { code: 'toReject', label: '生成退货单', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/erp.PurchaseReject/arrivalToReject', arg: 'arrivalId', target: 'purchase/returnGoods', statuses: ['Audit'] },
        { code: 'toPayment', label: '付款', labelEn: 'Pay', place: 'detail', handler: 'convert', call: '/erp.Payment/arrivalToPayment', arg: 'arrivalId', target: 'finance/Payment', statuses: ['Audit', 'Finish'] },
        { code: 'toEntry', label: '生成入库单', labelEn: 'Put into stock', place: 'detail', handler: 'convert', call: '/wms.Entry/arrivalToEntry', arg: 'arrivalId', target: 'warehouse/Entry', statuses: ['Audit', 'Finish'] },
      ],
    },
    detail: { url: 'purchase/PurchaseArrivalDetail', labels: ['采购到货详情', 'Purchase arrival detail'] },
    menu: { needCopy: true },
    service: 'erp.PurchaseArrival',
    /** purchaseToArrival: a draft arrival with what remains of the order's lines */
    conversions: { purchaseToArrival: 'orderId' },
    receiptView: { tables: ['items', 'pays', 'cost_items'], headFirst: ['code', 'purchase_id', 'supplier_id', 'arrival_date', 'warehouse_id'] },
  }),
  Reject: documentStack({
    entity: PurchaseReject,
    list: { url: 'purchase/returnGoods', labels: ['采购退货', 'Purchase returns'], table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true } } },
    detail: { url: 'purchase/PurchaseRejectDetail', labels: ['采购退货详情', 'Purchase return detail'] },
    service: 'erp.PurchaseReject',
    /** arrivalToReject: a draft return with what remains of the arrival's lines */
    conversions: { arrivalToReject: 'arrivalId' },
    receiptView: { tables: ['items'], headFirst: ['code', 'arrival_id', 'supplier_id', 'bill_date', 'warehouse_id'] },
  }),
};

/** The page definitions by stack (what tests and actions read of a page: its url, its actions). */
export const purchasePages = pagesByKey(purchaseStacks);
