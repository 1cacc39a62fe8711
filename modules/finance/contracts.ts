// The finance services: erp.Account and erp.IncomeExpense (spec §7 Accounts), and the money
// documents' services (the spec names none: erp.Income, erp.Payment, erp.WriteOff,
// erp.OtherIncome, erp.OtherPayment, erp.Transfer, erp.ExpenseClaim, erp.Invoice), each the
// generic receipt calls bound to its entity and page plus its conversions ("create from").
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { conversionCall, receiptCalls } from '../../schemas/rpc/receiptCalls';
import { financePages as p } from './pages';

const bound = (entity: string, page: string) => {
  const c = receiptCalls(entity, page);
  return { create: c.create, update: c.modify, removeByIds: c.removeByIds, summaryPage: c.summaryPage, detail: c.detail };
};

export const erpAccount = defineService('erp.Account', {
  ...bound('Settlement', p.Settlement.url),
  /** [id] or [{ids: [id]}] (a row action posts the latter): that account becomes the default */
  updateDefault: call<[number | { ids: number[] }], RecordValue>(
    args(['account', z.union([idArg, z.object({ ids: z.array(idArg).length(1) }).loose()])]),
    { page: p.Settlement.url, op: 'setDefault' },
  ),
});

export const erpIncomeExpense = defineService('erp.IncomeExpense', bound('IncomeExpense', p.Budget.url));

export const erpIncome = defineService('erp.Income', {
  ...receiptCalls('FinIncome', p.Income.url),
  /** [{deliveryId, handleBillId}]: a draft receipt for what the delivery still has outstanding */
  deliveryToIncome: conversionCall('deliveryId', 'FinIncome', p.Income.url),
});

export const erpPayment = defineService('erp.Payment', {
  ...receiptCalls('FinPayment', p.Payment.url),
  /** [{arrivalId, handleBillId}]: a draft payment for what the arrival still has payable */
  arrivalToPayment: conversionCall('arrivalId', 'FinPayment', p.Payment.url),
  /** [{orderId, handleBillId}]: a draft advance payment on a purchase order */
  orderToPayment: conversionCall('orderId', 'FinPayment', p.Payment.url),
});

export const erpWriteOff = defineService('erp.WriteOff', receiptCalls('FinWriteOff', p.WriteOff.url));
export const erpOtherIncome = defineService('erp.OtherIncome', receiptCalls('FinOtherIncome', p.OtherIncome.url));
export const erpOtherPayment = defineService('erp.OtherPayment', receiptCalls('FinOtherPayment', p.OtherPayment.url));
export const erpTransfer = defineService('erp.Transfer', receiptCalls('FinTransfer', p.Transfer.url));
export const erpExpenseClaim = defineService('erp.ExpenseClaim', receiptCalls('ExpenseClaim', p.Expense.url));

export const erpInvoice = defineService('erp.Invoice', {
  ...receiptCalls('FinInvoice', p.Invoice.url),
  /** [{orderId, handleBillId}]: a draft sales invoice for the order's uninvoiced amount */
  saleOrderToInvoice: conversionCall('orderId', 'FinInvoice', p.Invoice.url),
  /** [{orderId, handleBillId}]: a draft purchase invoice for the order's uninvoiced amount */
  purchaseOrderToInvoice: conversionCall('orderId', 'FinInvoice', p.Invoice.url),
});
