// 员工借支 (hr/Borrowing): money advanced to a person, repaid by payroll deduction in equal
// monthly instalments from its first deduction month (the last instalment takes what is left).
// Only audited borrowings are deducted; a paid payroll moves `repaid` (never a client).
import { a, entity } from '../../../schemas/entities/define';
import { docCode, money, remark, TODAY } from '../../../schemas/entities/documents';
import { month, person } from './shared';

export const Borrowing = entity({
  id: 673,
  code: 'HrBorrowing',
  name: '员工借支',
  nameEn: 'Staff borrowing',
  module: 'hr',
  table: 'hr_borrowing',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    docCode('JZ', '借支单号', 'Borrowing number'),
    person(),
    a.date('borrow_date', '借支日期', 'Date borrowed', { required: true, defaultValue: TODAY, query: true, table: 110 }),
    money('amount', '借支金额', 'Amount', { required: true, positive: true, table: 110 }),
    a.int('instalments', '分期数', 'Instalments', { required: true, min: 1, maxValue: 60, defaultValue: 1, digits: { int: 2, scale: 0 }, table: 80 }),
    month('start_month', '开始扣款月份', 'First deduction month'),
    money('repaid', '已还金额', 'Repaid', { maintained: true, defaultValue: 0, table: 100 }),
    money('balance', '未还金额', 'Outstanding', { compute: 'amount - repaid', table: 100 }),
    remark(),
  ],
});
