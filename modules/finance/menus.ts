// 财务管理: the money documents (generated pages) and the money reports.
import { detail, documentPage, mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { financePages as p } from './pages';
import { financeReports } from './reports';

export const financeMenu: MenuDef = mod('finance', '财务管理', 'Finance', 'AccountBookOutlined', [
  documentPage(p.Income, '收款单', 'Receipts'),
  detail(p.Income.detailUrl, '收款单详情', 'Receipt detail'),
  documentPage(p.Payment, '付款单', 'Payments'),
  detail(p.Payment.detailUrl, '付款单详情', 'Payment detail'),
  documentPage(p.WriteOff, '核销单', 'Write-offs'),
  detail(p.WriteOff.detailUrl, '核销单详情', 'Write-off detail'),
  documentPage(p.OtherIncome, '其他收入单', 'Other income'),
  detail(p.OtherIncome.detailUrl, '其他收入单详情', 'Other income detail'),
  documentPage(p.OtherPayment, '其他支出单', 'Other expenses'),
  detail(p.OtherPayment.detailUrl, '其他支出单详情', 'Other expense detail'),
  documentPage(p.Expense, '费用报销', 'Expense claims'),
  detail(p.Expense.detailUrl, '费用报销单详情', 'Expense claim detail'),
  documentPage(p.Transfer, '资金调拨单', 'Fund transfers'),
  detail(p.Transfer.detailUrl, '资金调拨单详情', 'Fund transfer detail'),
  documentPage(p.Invoice, '发票登记', 'Invoices'),
  detail(p.Invoice.detailUrl, '发票详情', 'Invoice detail'),
  ...financeReports.map((r) => reportPage(r)),
]);
