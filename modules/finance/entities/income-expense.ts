// 收支项目 (income and expense items, mdm/budget): what an other-income, other-payment or a
// document's cost line is for.
import { a, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

export const IncomeExpense = entity({
  id: 302,
  code: 'IncomeExpense',
  name: '收支项目',
  nameEn: 'Income/expense item',
  module: 'finance',
  lookup: 'tenant',
  table: 'fin_income_expense',
  importKey: ['name', 'kind'],
  attrs: [
    a.enumType('kind', '收支类型', 'Kind', [
      { value: 'Income', label: '收入', labelEn: 'Income' },
      { value: 'Expense', label: '支出', labelEn: 'Expense' },
    ], { required: true, defaultValue: 'Expense', query: true, table: 90 }),
    a.string('name', '项目名称', 'Name', { required: true, max: 128, query: true, table: 180, fuzzy: true }),
    remark(),
  ],
});
