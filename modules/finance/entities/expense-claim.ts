// 费用报销 (finance/Expense; its form is ExpenseClaim-Web): an employee's costs in six
// rows — traffic, travel (= accommodation + passenger fare + local traffic), entertainment,
// office, other, and the loan deduction shown negative — paid out of an account when audited.
// total = traffic + travel + treat + office + other − loan deduction.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, money, projectDict, remark } from '../../../schemas/entities/documents';

const cost = (code: string, name: string, nameEn: string) => money(code, name, nameEn, { defaultValue: 0, min: 0 });

export const ExpenseClaim = entity({
  id: 309,
  code: 'ExpenseClaim',
  name: '费用报销单',
  nameEn: 'Expense claim',
  module: 'finance',
  table: 'fin_expense_claim',
  formId: 'ExpenseClaim-Web',
  lookup: 'tenant',
  receipt: { typeCode: 'fin-expense-claim', flow: false },
  attrs: [
    docCode('BX'),
    a.quote('SalesMan', 'applicant_id', '报销人', 'Claimant', 'Person', { required: true, query: true, table: 100 }),
    a.quote('Settlement', 'account_id', '付款账户', 'Account', 'Settlement', { required: true, table: 140 }),
    billDate(),
    projectDict(),
    a.string('reason', '报销事由', 'Purpose', { required: true, max: 256, table: 200 }),
    cost('traffic_cost', '交通费', 'Traffic'),
    cost('travel_accommodation', '住宿费', 'Accommodation'),
    cost('travel_fare', '车船费', 'Passenger fares'),
    cost('travel_traffic', '市内交通费', 'Local traffic'),
    money('travel_cost', '差旅费', 'Travel', { compute: 'travel_accommodation + travel_fare + travel_traffic' }),
    cost('treat_cost', '招待费', 'Entertainment'),
    cost('office_cost', '办公费', 'Office'),
    cost('other_cost', '其他费用', 'Other'),
    cost('loan_deduction', '借款抵扣', 'Loan deduction'),
    money('total_amount', '报销合计', 'Total', { compute: 'traffic_cost + travel_cost + treat_cost + office_cost + other_cost - loan_deduction', table: 110 }),
    remark(),
    attaches(),
  ],
});
