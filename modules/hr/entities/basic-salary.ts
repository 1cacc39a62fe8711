// 基本工资 (hr/BasicSalary): a person's monthly basic salary from an effective month on; the
// payroll of a month takes the person's latest row effective in or before it.
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
    remark(),
  ],
});
