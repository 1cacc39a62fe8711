// The purchase services (erp.Purchase, erp.PurchaseArrival, erp.PurchaseReject), each declared with
// its page stack (pages.ts): the generic receipt calls bound to its entity and page, the conversions
// ("create from"), the invoiced mark and the summaries of its report pages.
import { purchaseStacks } from './pages';

export const erpPurchase = purchaseStacks.Order.service;
export const erpPurchaseArrival = purchaseStacks.Arrival.service;
export const erpPurchaseReject = purchaseStacks.Reject.service;
