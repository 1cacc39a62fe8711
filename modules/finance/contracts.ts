// The finance services: erp.Account and erp.IncomeExpense (the account calls), and the money
// documents' services (the spec names none: erp.Income, erp.Payment, erp.WriteOff,
// erp.OtherIncome, erp.OtherPayment, erp.Transfer, erp.ExpenseClaim, erp.Invoice), each the
// generic receipt calls bound to its entity and page plus its conversions ("create from").
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { defineDocument } from '../../schemas/documents/define';
import { args, call, idArg } from '../../schemas/rpc/define';
import { financePages as p } from './pages';

/** The master records' calls: create, update (the generic modify), removeByIds, summaryPage, detail. */
const masterCalls = { calls: ['create', 'removeByIds', 'summaryPage', 'detail'], aliases: { update: 'modify' } } as const;

export const erpAccount = defineDocument('erp.Account', {
  entity: 'Settlement',
  page: p.Settlement.url,
  ...masterCalls,
  own: {
    /** [id] or [{ids: [id]}] (a row action posts the latter): that account becomes the default */
    updateDefault: call<[number | { ids: number[] }], RecordValue>(
      args(['account', z.union([idArg, z.object({ ids: z.array(idArg).length(1) }).loose()])]),
      { page: p.Settlement.url, op: 'setDefault' },
    ),
  },
});

export const erpIncomeExpense = defineDocument('erp.IncomeExpense', { entity: 'IncomeExpense', page: p.Budget.url, ...masterCalls });

/** deliveryToIncome: a draft receipt for what the delivery still has outstanding */
export const erpIncome = defineDocument('erp.Income', { entity: 'FinIncome', page: p.Income.url, conversions: { deliveryToIncome: 'deliveryId' } });

export const erpPayment = defineDocument('erp.Payment', {
  entity: 'FinPayment',
  page: p.Payment.url,
  /** arrivalToPayment: a draft payment for what the arrival still has payable; orderToPayment: a draft advance payment on a purchase order */
  conversions: { arrivalToPayment: 'arrivalId', orderToPayment: 'orderId' },
});

export const erpWriteOff = defineDocument('erp.WriteOff', { entity: 'FinWriteOff', page: p.WriteOff.url });
export const erpOtherIncome = defineDocument('erp.OtherIncome', { entity: 'FinOtherIncome', page: p.OtherIncome.url });
export const erpOtherPayment = defineDocument('erp.OtherPayment', { entity: 'FinOtherPayment', page: p.OtherPayment.url });
export const erpTransfer = defineDocument('erp.Transfer', { entity: 'FinTransfer', page: p.Transfer.url });
export const erpExpenseClaim = defineDocument('erp.ExpenseClaim', { entity: 'ExpenseClaim', page: p.Expense.url });

export const erpInvoice = defineDocument('erp.Invoice', {
  entity: 'FinInvoice',
  page: p.Invoice.url,
  /** drafts of a sales / purchase invoice for the order's uninvoiced amount */
  conversions: { saleOrderToInvoice: 'orderId', purchaseOrderToInvoice: 'orderId' },
});
