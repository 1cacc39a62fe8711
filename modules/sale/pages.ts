// Sale pages: generated document lists and details; "create from" is a declared detail action.
import { documentPageDef as doc, type PageDef } from '../../schemas/pages/types';

export const salePages = {
  Order: doc('sale/Order', 'sale/OrderDetail', 'SaleOrder', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, total_cost: { hide: true }, other_cost: { hide: true }, net_profit: { hide: true }, uninvoiced: { hide: true } },
    actions: [
      { code: 'toDelivery', label: '生成发货单', labelEn: 'Deliver', place: 'detail', handler: 'convert', call: '/erp.SaleDelivery/saleToSaleDelivery', statuses: ['Audit'] },
    ],
  }),
  Delivery: doc('sale/Delivery', 'sale/DeliveryDetail', 'SaleDelivery', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, paid_on_delivery: { hide: true }, receivable: { hide: true }, total_cost: { hide: true }, reject_num: { hide: true } },
    actions: [
      { code: 'toReject', label: '生成退货单', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/erp.SaleReject/deliveryToReject', statuses: ['Audit'] },
    ],
  }),
  Reject: doc('sale/Reject', 'sale/RejectDetail', 'SaleReject', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, total_cost: { hide: true } },
  }),
} satisfies Record<string, PageDef>;
