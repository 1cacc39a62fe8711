// Sale pages: generated document lists and details; "create from" is a declared detail action.
import { DOCUMENT_STATUS_LISTS, documentPageDef, type PageDef } from '../../schemas/pages/types';

/** Sale lists: the open group in the order Saved, Audit, DeApproval, Commit; this month's documents first. */
const doc = (url: string, detailUrl: string, entityCode: string, extra: Partial<PageDef>) =>
  documentPageDef(url, detailUrl, entityCode, {
    statusLists: { open: ['Saved', 'Audit', 'DeApproval', 'Commit'], history: DOCUMENT_STATUS_LISTS.history },
    defaultRange: { field: 'bill_date', from: 'monthStart' },
    ...extra,
  });

export const salePages = {
  Order: doc('sale/Order', 'sale/OrderDetail', 'SaleOrder', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, total_cost: { hide: true }, other_cost: { hide: true }, net_profit: { hide: true }, uninvoiced: { hide: true } },
    actions: [
      { code: 'toDelivery', label: '生成发货单', labelEn: 'Deliver', place: 'detail', handler: 'convert', call: '/erp.SaleDelivery/saleToSaleDelivery', arg: 'orderId', target: 'sale/Delivery', statuses: ['Audit'] },
      { code: 'toInvoice', label: '开票', labelEn: 'Invoice', place: 'detail', handler: 'convert', call: '/erp.Invoice/saleOrderToInvoice', arg: 'orderId', target: 'finance/Invoice', statuses: ['Audit', 'Finish'] },
      // task.Order/createFromSale (the production module's dialog: spread mode, release at once)
      { code: 'toWorkOrder', label: '生成工单', labelEn: 'Make work orders', place: 'detail', handler: 'production.orderDialog', statuses: ['Audit'] },
    ],
  }),
  Delivery: doc('sale/Delivery', 'sale/DeliveryDetail', 'SaleDelivery', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, paid_on_delivery: { hide: true }, receivable: { hide: true }, total_cost: { hide: true }, reject_num: { hide: true } },
    actions: [
      { code: 'toReject', label: '生成退货单', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/erp.SaleReject/deliveryToReject', arg: 'deliveryId', target: 'sale/Reject', statuses: ['Audit'] },
      { code: 'toIncome', label: '收款', labelEn: 'Receive payment', place: 'detail', handler: 'convert', call: '/erp.Income/deliveryToIncome', arg: 'deliveryId', target: 'finance/Income', statuses: ['Audit', 'Finish'] },
      { code: 'toWmsDelivery', label: '生成出库单', labelEn: 'Issue from stock', place: 'detail', handler: 'convert', call: '/wms.Delivery/saleToWmsDelivery', arg: 'deliveryId', target: 'warehouse/Delivery', statuses: ['Audit', 'Finish'] },
    ],
  }),
  Reject: doc('sale/Reject', 'sale/RejectDetail', 'SaleReject', {
    table: { discount_rate: { hide: true }, discount: { hide: true }, settled: { hide: true }, total_cost: { hide: true } },
  }),
} satisfies Record<string, PageDef>;
