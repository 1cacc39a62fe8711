// Finance pages: the ERP base data (mdm/budget, mdm/settlement) and the
// money documents (finance/*), generated lists and details over their
// entities; "create from" is a declared detail action of the source documents.
import { documentPageDef as doc, type PageDef } from '../../schemas/pages/types';

export const financePages = {
  Settlement: {
    url: 'mdm/settlement',
    detailUrl: 'mdm/settlementDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'Settlement',
    uniqueKeys: ['code'],
    table: { remark: { hide: true } },
    actions: [
      {
        code: 'setDefault',
        label: '设为默认',
        labelEn: 'Set as default',
        place: 'row',
        handler: 'callService',
        call: '/erp.Account/updateDefault',
        confirm: { zh_CN: '确定将该账户设为默认账户？', en_US: 'Make this the default account?' },
      },
    ],
  },
  Budget: { url: 'mdm/budget', detailUrl: 'mdm/budgetDetail', listClass: 'VformList', detailClass: 'VformDetail', entityCode: 'IncomeExpense' },
  Income: doc('finance/Income', 'finance/IncomeDetail', 'FinIncome', { table: { settled_amount: { hide: true } } }),
  Payment: doc('finance/Payment', 'finance/PaymentDetail', 'FinPayment', { table: { settled_amount: { hide: true } } }),
  WriteOff: doc('finance/WriteOff', 'finance/WriteOffDetail', 'FinWriteOff'),
  OtherIncome: doc('finance/OtherIncome', 'finance/OtherReceiptDetail', 'FinOtherIncome'),
  OtherPayment: doc('finance/OtherPayment', 'finance/OtherPayDetail', 'FinOtherPayment'),
  // the spec names no detail path for expense claims: ExpenseDetail, by the url + 'Detail' rule
  Expense: doc('finance/Expense', 'finance/ExpenseDetail', 'ExpenseClaim', {
    formId: 'ExpenseClaim-Web',
    table: { travel_accommodation: { hide: true }, travel_fare: { hide: true }, travel_traffic: { hide: true } },
    // the costs as a six-row table — five categories (travel = its three parts), the
    // loan deduction shown negative (typed positive), then the grand total
    formGroups: [
      {
        component: 'CostTable',
        code: 'costs',
        title: '费用明细',
        titleEn: 'Costs',
        rows: [
          { label: '交通费', labelEn: 'Traffic', fields: ['traffic_cost'] },
          { label: '差旅费', labelEn: 'Travel', fields: ['travel_accommodation', 'travel_fare', 'travel_traffic'], total: 'travel_cost' },
          { label: '招待费', labelEn: 'Entertainment', fields: ['treat_cost'] },
          { label: '办公费', labelEn: 'Office', fields: ['office_cost'] },
          { label: '其他费用', labelEn: 'Other', fields: ['other_cost'] },
          { label: '借款抵扣', labelEn: 'Loan deduction', fields: ['loan_deduction'], negate: true },
        ],
        total: 'total_amount',
      },
    ],
  }),
  Transfer: doc('finance/Transfer', 'finance/TransferDetail', 'FinTransfer'),
  // the spec's invoice form has no page of its own in the menu: it lives beside the expense claims
  Invoice: doc('finance/Invoice', 'finance/InvoiceDetail', 'FinInvoice'),
} satisfies Record<string, PageDef>;
