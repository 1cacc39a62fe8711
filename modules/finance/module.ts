// 财务管理 (finance): settlement accounts and income/expense items; the money documents
// (receipts, payments, write-offs, other income and expense, transfers, expense claims,
// invoices) that settle the goods documents; the ledgers (views.ts) its reports read.
import { stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { ExpenseClaim } from './entities/expense-claim';
import { FinIncome } from './entities/income';
import { IncomeExpense } from './entities/income-expense';
import { FinInvoice } from './entities/invoice';
import { FinOtherIncome, FinOtherPayment } from './entities/other-money';
import { FinPayment } from './entities/payment';
import { Settlement } from './entities/settlement';
import { FinTransfer } from './entities/transfer';
import { FinWriteOff } from './entities/write-off';
import { financeMenu } from './menus';
import { financeStacks } from './pages';
import { financeReports } from './reports';
import { financeViews } from './views';

export default defineModule({
  code: 'finance',
  entities: [Settlement, IncomeExpense, FinIncome, FinPayment, FinWriteOff, FinOtherIncome, FinOtherPayment, FinTransfer, ExpenseClaim, FinInvoice],
  pages: stackPages(financeStacks),
  menus: { Web: [{ ...financeMenu, after: 'mod.prdmdm' }] },
  views: financeViews,
  reports: financeReports,
  dicts: {
    project: [['P001', '日常经营', 'Daily operations'], ['P002', '新产线建设', 'New line construction'], ['P003', '出口业务', 'Export business']],
    // values are percents (tax = total × rate %)
    tax_rate: [['0', '0%', '0%'], ['1', '1%', '1%'], ['3', '3%', '3%'], ['6', '6%', '6%'], ['9', '9%', '9%'], ['13', '13%', '13%']],
  },
  grants: {
    viewer: [{ pages: ['mdm/settlement', 'mdm/budget', 'finance/'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
