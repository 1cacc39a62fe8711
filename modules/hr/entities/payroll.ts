// 工资表 (hr/Salary): a month's payroll, one line per person, computed by the server only
// (server/payroll-rule.ts says the rule) and written by hr.Salary/compute — no value of it comes
// from a client. Statuses: 保存 (computed) → 已提交 (reviewed, 复核) → 已审核 (audited) → 完成
// (paid by hr.Salary/pay, which marks the borrowings' repayment; paid, it is locked).
import { a, entity } from '../../../schemas/entities/define';
import { money, remark } from '../../../schemas/entities/documents';

const kept = { maintained: true };
const cash = (code: string, name: string, nameEn: string, table = true) => money(code, name, nameEn, { ...kept, table });
const figure = (code: string, name: string, nameEn: string, scale: number) =>
  a.number(code, name, nameEn, { ...kept, digits: { int: 6, scale }, table: true });

export const Payroll = entity({
  id: 674,
  code: 'HrPayroll',
  name: '工资表',
  nameEn: 'Payroll',
  module: 'hr',
  table: 'hr_payroll',
  receipt: { typeCode: 'hr-payroll', flow: false },
  attrs: [
    a.string('code', '工资表编号', 'Payroll number', { max: 64, unique: true, query: true, table: 130, index: true, ...kept }),
    a.string('month', '月份', 'Month', { max: 7, query: true, table: 90, index: true, ...kept }),
    figure('work_days', '应出勤天数', 'Working days', 0),
    a.int('headcount', '人数', 'People', { ...kept, table: 70 }),
    cash('total_gross', '应发合计', 'Gross total'),
    cash('total_deduct', '扣款合计', 'Deductions total'),
    cash('total_net', '实发合计', 'Net total'),
    a.dateTime('paid_at', '发放时间', 'Paid at', { ...kept, table: 150 }),
    remark(),
  ],
  children: {
    lines: {
      table: 'hr_payroll_line',
      name: '工资明细',
      nameEn: 'Pay lines',
      attrs: [
        a.quote('SalesMan', 'person_id', '人员', 'Person', 'Person', kept),
        figure('attend_days', '出勤天数', 'Days attended', 1),
        cash('basic_salary', '基本工资(月)', 'Monthly basic salary'),
        cash('basic_pay', '基本工资', 'Basic pay'),
        figure('overtime_hours', '加班工时', 'Overtime hours', 2),
        cash('overtime_pay', '加班工资', 'Overtime pay'),
        cash('piece_wage', '计件工资', 'Piece-rate wages'),
        cash('post_allowance', '岗位津贴', 'Post allowance'),
        cash('transport_allowance', '交通补贴', 'Transport allowance'),
        cash('meal_allowance', '餐补', 'Meal allowance'),
        cash('gross_pay', '应发工资', 'Gross pay'),
        cash('borrow_deduct', '借支扣款', 'Borrowing deduction'),
        cash('net_pay', '实发工资', 'Net pay'),
      ],
    },
    deductions: {
      table: 'hr_payroll_deduction',
      name: '借支扣款',
      nameEn: 'Borrowing deductions',
      attrs: [
        a.quote('FuzzyCommon', 'borrowing_id', '借支单', 'Borrowing', 'HrBorrowing', kept),
        a.quote('SalesMan', 'person_id', '人员', 'Person', 'Person', kept),
        cash('amount', '扣款金额', 'Amount deducted'),
      ],
    },
  },
});
