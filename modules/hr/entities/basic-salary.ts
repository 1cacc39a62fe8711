// 基本工资 (hr/BasicSalary): a person's monthly basic salary from an effective month on, with the
// allowances (补贴/津贴) that go with it — 岗位津贴 and 交通补贴 as fixed monthly amounts, 餐补 by the
// day attended; the payroll of a month takes the person's latest row effective in or before it.
// Entered, or imported from the list's template (its columns follow these attributes).
import { entity } from '../../../schemas/entities/define';
import { money, remark } from '../../../schemas/entities/documents';
import { month, person } from './shared';

export const BasicSalary = entity({
  id: 672,
  code: 'HrBasicSalary',
  name: '基本工资',
  nameEn: 'Basic salary',
  module: 'hr',
  table: 'hr_basic_salary',
  attrs: [
    person(),
    month('effective_month', '生效月份', 'Effective from'),
    money('basic_salary', '基本工资(月)', 'Monthly basic salary', { required: true, min: 0, table: 120 }),
    money('post_allowance', '岗位津贴(月)', 'Post allowance (monthly)', { min: 0, defaultValue: 0, table: 110 }),
    money('transport_allowance', '交通补贴(月)', 'Transport allowance (monthly)', { min: 0, defaultValue: 0, table: 110 }),
    money('meal_allowance_day', '餐补(元/出勤日)', 'Meal allowance per day attended', { min: 0, defaultValue: 0, table: 120 }),
    remark(),
  ],
});
