// 财务管理: the money documents (generated pages) and the money reports.
import { documentMenu } from '../../schemas/documents/menus';
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { financePages as p } from './pages';
import { financeReports } from './reports';

export const financeMenu: MenuDef = mod('finance', '财务管理', 'Finance', 'AccountBookOutlined', [
  ...documentMenu(p.Income, ['收款单', 'Receipts'], ['收款单详情', 'Receipt detail']),
  ...documentMenu(p.Payment, ['付款单', 'Payments'], ['付款单详情', 'Payment detail']),
  ...documentMenu(p.WriteOff, ['核销单', 'Write-offs'], ['核销单详情', 'Write-off detail']),
  ...documentMenu(p.OtherIncome, ['其他收入单', 'Other income'], ['其他收入单详情', 'Other income detail']),
  ...documentMenu(p.OtherPayment, ['其他支出单', 'Other expenses'], ['其他支出单详情', 'Other expense detail']),
  ...documentMenu(p.Expense, ['费用报销', 'Expense claims'], ['费用报销单详情', 'Expense claim detail']),
  ...documentMenu(p.Transfer, ['资金调拨单', 'Fund transfers'], ['资金调拨单详情', 'Fund transfer detail']),
  ...documentMenu(p.Invoice, ['发票登记', 'Invoices'], ['发票详情', 'Invoice detail']),
  ...financeReports.map((r) => reportPage(r)),
]);
