// The finance services, each declared with its page stack (pages.ts): erp.Account and
// erp.IncomeExpense (the account calls), and the money documents' services, each the generic
// receipt calls bound to its entity and page plus its conversions ("create from").
import { financeStacks as s } from './pages';

export const erpAccount = s.Settlement.service;
export const erpIncomeExpense = s.Budget.service;
export const erpIncome = s.Income.service;
export const erpPayment = s.Payment.service;
export const erpWriteOff = s.WriteOff.service;
export const erpOtherIncome = s.OtherIncome.service;
export const erpOtherPayment = s.OtherPayment.service;
export const erpTransfer = s.Transfer.service;
export const erpExpenseClaim = s.Expense.service;
export const erpInvoice = s.Invoice.service;
