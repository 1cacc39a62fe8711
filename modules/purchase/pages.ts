// Purchase pages: generated document lists (VformList) and details (VformDetail) over their
// entities; "create from" is a declared detail action of the source.
import { documentPageDef as doc, type PageDef } from '../../schemas/pages/types';

export const purchasePages = {
  Order: doc('purchase/order', 'purchase/PurchaseDetail', 'PurchaseOrder', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, total_cost: { hide: true }, uninvoiced: { hide: true } },
    actions: [
      { code: 'toArrival', label: '生成到货单', labelEn: 'Receive goods', place: 'detail', handler: 'convert', call: '/erp.PurchaseArrival/purchaseToArrival', arg: 'orderId', target: 'purchase/PurchaseArrival', statuses: ['Audit'] },
      { code: 'toPayment', label: '预付款', labelEn: 'Pay in advance', place: 'detail', handler: 'convert', call: '/erp.Payment/orderToPayment', arg: 'orderId', target: 'finance/Payment', statuses: ['Audit', 'Finish'] },
      { code: 'toInvoice', label: '登记发票', labelEn: 'Register invoice', place: 'detail', handler: 'convert', call: '/erp.Invoice/purchaseOrderToInvoice', arg: 'orderId', target: 'finance/Invoice', statuses: ['Audit', 'Finish'] },
    ],
  }),
  Arrival: doc('purchase/PurchaseArrival', 'purchase/PurchaseArrivalDetail', 'PurchaseArrival', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, paid_on_arrival: { hide: true }, payable: { hide: true } },
    actions: [
      { code: 'toReject', label: '生成退货单', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/erp.PurchaseReject/arrivalToReject', arg: 'arrivalId', target: 'purchase/returnGoods', statuses: ['Audit'] },
      { code: 'toPayment', label: '付款', labelEn: 'Pay', place: 'detail', handler: 'convert', call: '/erp.Payment/arrivalToPayment', arg: 'arrivalId', target: 'finance/Payment', statuses: ['Audit', 'Finish'] },
      { code: 'toEntry', label: '生成入库单', labelEn: 'Put into stock', place: 'detail', handler: 'convert', call: '/wms.Entry/arrivalToEntry', arg: 'arrivalId', target: 'warehouse/Entry', statuses: ['Audit', 'Finish'] },
    ],
  }),
  Reject: doc('purchase/returnGoods', 'purchase/PurchaseRejectDetail', 'PurchaseReject', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true } },
  }),
} satisfies Record<string, PageDef>;
