// Purchase pages: generated document lists (VformList) and details (VformDetail) over their
// entities; "create from" is a declared detail action of the source.
import { documentPageDef as doc, type PageDef } from '../../schemas/pages/types';

export const purchasePages = {
  Order: doc('purchase/order', 'purchase/PurchaseDetail', 'PurchaseOrder', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, total_cost: { hide: true }, uninvoiced: { hide: true } },
    actions: [
      { code: 'toArrival', label: '生成到货单', labelEn: 'Receive goods', place: 'detail', handler: 'convert', call: '/erp.PurchaseArrival/purchaseToArrival', statuses: ['Audit'] },
    ],
  }),
  Arrival: doc('purchase/PurchaseArrival', 'purchase/PurchaseArrivalDetail', 'PurchaseArrival', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, paid_on_arrival: { hide: true }, payable: { hide: true } },
    actions: [
      { code: 'toReject', label: '生成退货单', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/erp.PurchaseReject/arrivalToReject', statuses: ['Audit'] },
    ],
  }),
  Reject: doc('purchase/returnGoods', 'purchase/PurchaseRejectDetail', 'PurchaseReject', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true } },
  }),
} satisfies Record<string, PageDef>;
