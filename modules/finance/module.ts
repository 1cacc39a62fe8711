// 财务管理 (finance): settlement accounts and income/expense items so far; receipts, payments,
// write-offs and the money reports build on them.
import { defineModule } from '../define';
import { IncomeExpense } from './entities/income-expense';
import { Settlement } from './entities/settlement';
import { financePages } from './pages';

export default defineModule({
  code: 'finance',
  entities: [Settlement, IncomeExpense],
  pages: Object.values(financePages),
  dicts: {
    project: [['P001', '日常经营', 'Daily operations'], ['P002', '新产线建设', 'New line construction'], ['P003', '出口业务', 'Export business']],
    // values are percents (spec §5: tax = total × rate %)
    tax_rate: [['0', '0%', '0%'], ['1', '1%', '1%'], ['3', '3%', '3%'], ['6', '6%', '6%'], ['9', '9%', '9%'], ['13', '13%', '13%']],
  },
  grants: {
    viewer: [{ pages: ['mdm/settlement', 'mdm/budget'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
