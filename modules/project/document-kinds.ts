// The documents a project's detail lists and sums, as data: other modules' entities (named by
// code: nothing of theirs is imported) that carry project_dict, the column of their amount, date
// and counterparty, and the group they count in — 订单 (sale orders; purchase orders shown, not
// counted against the budget), 发货 (sale deliveries) and 成本 (goods received, other expenses,
// expense claims), which the budget is compared with.
import type { DocumentGroup } from './contracts';

export interface DocumentKind {
  entity: string;
  group: DocumentGroup;
  amount: string;
  date: string;
  party: string;
  /** the sum it adds to (ProjectSums) */
  sum: 'ordered' | 'delivered' | 'purchased' | 'costs';
}

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { entity: 'SaleOrder', group: 'orders', amount: 'real_price', date: 'bill_date', party: 'customer_id', sum: 'ordered' },
  { entity: 'PurchaseOrder', group: 'orders', amount: 'real_price', date: 'bill_date', party: 'supplier_id', sum: 'purchased' },
  { entity: 'SaleDelivery', group: 'deliveries', amount: 'real_price', date: 'bill_date', party: 'customer_id', sum: 'delivered' },
  { entity: 'PurchaseArrival', group: 'costs', amount: 'real_price', date: 'arrival_date', party: 'supplier_id', sum: 'costs' },
  { entity: 'FinOtherPayment', group: 'costs', amount: 'total_amount', date: 'bill_date', party: 'supplier_id', sum: 'costs' },
  { entity: 'ExpenseClaim', group: 'costs', amount: 'total_amount', date: 'bill_date', party: 'applicant_id', sum: 'costs' },
];

/** Documents that count in the sums: audited or finished (a draft or a voided one moves no money). */
export const COUNTED_STATUSES = ['Audit', 'Finish', 'Manual'] as const;
/** How many of each kind the detail lists (the latest first); the sums count them all. */
export const LISTED = 10;
