// The sale services (erp.Sale, erp.SaleDelivery, erp.SaleReject), each declared with its page stack
// (pages.ts): the generic receipt calls bound to its entity and page, the conversions, the invoiced
// mark, detailList and singlePrint, the sheet imports and the summaries of its report pages.
import { saleStacks } from './pages';

export type { ImportedLines } from './pages';
export const erpSale = saleStacks.Order.service;
export const erpSaleDelivery = saleStacks.Delivery.service;
export const erpSaleReject = saleStacks.Reject.service;
