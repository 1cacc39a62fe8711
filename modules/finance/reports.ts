// The money reports (finance/* report pages) over the ledgers of views.ts. Receivable and payable
// summaries, items, statements and the debt report read the same two ledgers; account
// statistics, the flow, the annual and the project summaries read the account flow; the profit
// report reads the profit ledger. So they reconcile with each other by construction.
import type { DataType } from '../../schemas/entities/define';
import { MONEY } from '../../schemas/entities/documents';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../schemas/reports/define';

const DOC_TYPES = [
  { value: 'Opening', label: '期初余额', labelEn: 'Opening balance' },
  { value: 'SaleDelivery', label: '销售发货单', labelEn: 'Sales delivery' },
  { value: 'SaleReject', label: '销售退货单', labelEn: 'Sales return' },
  { value: 'PurchaseArrival', label: '采购到货单', labelEn: 'Purchase arrival' },
  { value: 'PurchaseReject', label: '采购退货单', labelEn: 'Purchase return' },
  { value: 'FinIncome', label: '收款单', labelEn: 'Receipt' },
  { value: 'FinPayment', label: '付款单', labelEn: 'Payment' },
  { value: 'FinOtherIncome', label: '其他收入单', labelEn: 'Other income' },
  { value: 'FinOtherPayment', label: '其他支出单', labelEn: 'Other expense' },
  { value: 'ExpenseClaim', label: '费用报销单', labelEn: 'Expense claim' },
  { value: 'FinTransfer', label: '资金调拨单', labelEn: 'Fund transfer' },
];

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const amount = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'Costs', { scale: MONEY.scale });
const sum = (code: string, name: string, nameEn: string, of = code): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of, scale: MONEY.scale });

const date = col('bill_date', '单据日期', 'Date', 'DateTime', { column: 'date' });
const docType = col('doc_type', '单据类型', 'Document type', 'EnumType', { options: DOC_TYPES });
const docCode = col('doc_code', '单据编号', 'Number', 'String');
const docId = col('doc_id', '单据ID', 'Document id', 'Number');
const customer = col('customer_id', '客户', 'Customer', 'Customer', { quote: 'Customer' });
const supplier = col('supplier_id', '供应商', 'Supplier', 'Supplier', { quote: 'Supplier' });
const account = col('account_id', '结算账户', 'Account', 'Settlement', { quote: 'Settlement' });
const project = col('project_dict', '项目', 'Project', 'Dict', { dict: 'project' });

const ledgerColumns = (party: ViewColumn) => [party, date, docType, docId, docCode, project, amount('due', '应收应付', 'Due'), amount('settled', '已结算', 'Settled'), amount('balance', '余额变动', 'Change')];
const receivableLedger = { view: 'fin_receivable_ledger', columns: ledgerColumns(customer) };
const payableLedger = { view: 'fin_payable_ledger', columns: ledgerColumns(supplier) };
const debtLedger = {
  view: 'fin_debt_ledger',
  columns: [
    col('party_kind', '往来类型', 'Party', 'EnumType', { options: [{ value: 'Customer', label: '客户（应收）', labelEn: 'Customer (receivable)' }, { value: 'Supplier', label: '供应商（应付）', labelEn: 'Supplier (payable)' }] }),
    customer,
    supplier,
    date,
    docType,
    docId,
    docCode,
    amount('due', '应收应付', 'Due'),
    amount('settled', '已结算', 'Settled'),
    amount('balance', '余额变动', 'Change'),
  ],
};
const accountFlow = {
  view: 'fin_account_flow',
  columns: [
    account, date, docType, docId, docCode, customer, supplier, project,
    amount('cash_in', '收入', 'Income'), amount('cash_out', '支出', 'Expense'), amount('amount', '金额', 'Amount'),
    amount('opening', '期初余额', 'Opening'), amount('in_amount', '收入', 'In'), amount('out_amount', '支出', 'Out'),
  ],
};
const incomeExpense = {
  view: 'fin_income_expense_ledger',
  columns: [
    date,
    col('kind', '收支类型', 'Kind', 'EnumType', { options: [{ value: 'Income', label: '收入', labelEn: 'Income' }, { value: 'Expense', label: '支出', labelEn: 'Expense' }] }),
    col('item_id', '收支项目', 'Item', 'FuzzyCommon', { quote: 'IncomeExpense' }),
    col('category', '报销类别', 'Claim category', 'EnumType', {
      options: [
        { value: 'traffic_cost', label: '交通费', labelEn: 'Traffic' },
        { value: 'travel_cost', label: '差旅费', labelEn: 'Travel' },
        { value: 'treat_cost', label: '招待费', labelEn: 'Entertainment' },
        { value: 'office_cost', label: '办公费', labelEn: 'Office' },
        { value: 'other_cost', label: '其他费用', labelEn: 'Other' },
      ],
    }),
    account, project, docType, docId, docCode,
    amount('amount_in', '收入金额', 'Income'), amount('amount_out', '支出金额', 'Expense'),
  ],
};
const profitLedger = {
  view: 'fin_profit',
  columns: [date, amount('revenue', '销售收入', 'Sales revenue'), amount('cost', '销售成本', 'Cost of sales'), amount('other_income', '其他收入', 'Other income'), amount('expense', '费用支出', 'Expenses')],
};

const dueSettledBalance = [sum('due', '应收应付', 'Due'), sum('settled', '已结算', 'Settled'), sum('owed', '余额', 'Balance', 'balance')];
const statementOrder = ['bill_date', 'doc_id'];

function statement(url: string, name: string, nameEn: string, source: typeof receivableLedger, party: 'customer_id' | 'supplier_id') {
  return defineReport({
    code: `finance.${url.split('/')[1]}`,
    url,
    name,
    nameEn,
    source,
    detail: true,
    dimensions: [{ field: party }, { field: 'bill_date' }, { field: 'doc_type' }, { field: 'doc_code' }],
    measures: [sum('due', '应收应付', 'Due'), sum('settled', '已结算', 'Settled')],
    filters: [{ field: party, kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }, { field: 'doc_type', kind: 'in' }],
    dateField: 'bill_date',
    defaultRange: 'year',
    sort: { field: 'bill_date', order: 'asc' },
    balance: { of: 'balance', partition: [party], order: statementOrder, name: '余额', nameEn: 'Balance' },
  });
}

function summary(url: string, name: string, nameEn: string, source: typeof receivableLedger, party: 'customer_id' | 'supplier_id') {
  return defineReport({
    code: `finance.${url.split('/')[1]}`,
    url,
    name,
    nameEn,
    source,
    dimensions: [{ field: party }],
    measures: dueSettledBalance,
    filters: [{ field: party, kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'all',
    sort: { field: 'owed', order: 'desc' },
    chart: { type: 'bar', measures: ['owed'] },
  });
}

function items(url: string, name: string, nameEn: string, source: typeof receivableLedger, party: 'customer_id' | 'supplier_id') {
  return defineReport({
    code: `finance.${url.split('/')[1]}`,
    url,
    name,
    nameEn,
    source,
    detail: true,
    dimensions: [{ field: 'bill_date' }, { field: party }, { field: 'doc_type' }, { field: 'doc_code' }, { field: 'project_dict' }],
    measures: [sum('due', '应收应付', 'Due'), sum('settled', '已结算', 'Settled'), sum('change', '余额变动', 'Change', 'balance')],
    filters: [{ field: party, kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }, { field: 'doc_type', kind: 'in' }, { field: 'doc_code', kind: 'fuzzy' }],
    dateField: 'bill_date',
    defaultRange: 'month',
    sort: { field: 'bill_date', order: 'desc' },
  });
}

const cashInOut = [sum('cash_in', '收入', 'Income'), sum('cash_out', '支出', 'Expense'), { code: 'net', name: '净收支', nameEn: 'Net', formula: 'cash_in - cash_out', scale: MONEY.scale }];

export const financeReports = [
  defineReport({
    code: 'finance.TransactionFlowReport',
    url: 'finance/TransactionFlowReport',
    name: '资金流水表',
    nameEn: 'Transaction flow report',
    source: accountFlow,
    detail: true,
    dimensions: [{ field: 'bill_date' }, { field: 'account_id' }, { field: 'doc_type' }, { field: 'doc_code' }, { field: 'customer_id' }, { field: 'supplier_id' }],
    measures: [sum('in_amount', '收入', 'In'), sum('out_amount', '支出', 'Out')],
    filters: [{ field: 'account_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }, { field: 'doc_type', kind: 'in' }],
    dateField: 'bill_date',
    defaultRange: 'month',
    sort: { field: 'bill_date', order: 'asc' },
    balance: { of: 'amount', partition: ['account_id'], order: statementOrder, name: '账户余额', nameEn: 'Balance' },
  }),
  statement('finance/SupplierStatement', '供应商对账单', 'Supplier statement', payableLedger, 'supplier_id'),
  statement('finance/CustomerStatement', '客户对账单', 'Customer statement', receivableLedger, 'customer_id'),
  defineReport({
    code: 'finance.DebtReport',
    url: 'finance/DebtReport',
    name: '往来欠款表',
    nameEn: 'Debt report',
    source: debtLedger,
    dimensions: [{ field: 'party_kind' }, { field: 'customer_id' }, { field: 'supplier_id' }],
    measures: dueSettledBalance,
    filters: [{ field: 'party_kind', kind: 'eq' }, { field: 'customer_id', kind: 'eq' }, { field: 'supplier_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'all',
    sort: { field: 'owed', order: 'desc' },
  }),
  summary('finance/ReceivableSummaryReport', '应收账款汇总表', 'Receivables summary', receivableLedger, 'customer_id'),
  items('finance/ReceivableItem', '应收账款明细表', 'Receivables detail report', receivableLedger, 'customer_id'),
  summary('finance/PayableSummaryReport', '应付账款汇总表', 'Payables summary', payableLedger, 'supplier_id'),
  items('finance/PayableItem', '应付账款明细表', 'Payables detail report', payableLedger, 'supplier_id'),
  defineReport({
    code: 'finance.OtherIncomePaymentItem',
    url: 'finance/OtherIncomePaymentItem',
    name: '其他收支明细表',
    nameEn: 'Other income and expense items',
    source: incomeExpense,
    detail: true,
    dimensions: [{ field: 'bill_date' }, { field: 'kind' }, { field: 'item_id' }, { field: 'category' }, { field: 'account_id' }, { field: 'project_dict' }, { field: 'doc_type' }, { field: 'doc_code' }],
    measures: [sum('amount_in', '收入金额', 'Income'), sum('amount_out', '支出金额', 'Expense')],
    filters: [{ field: 'kind', kind: 'eq' }, { field: 'item_id', kind: 'eq' }, { field: 'account_id', kind: 'eq' }, { field: 'project_dict', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'month',
    sort: { field: 'bill_date', order: 'desc' },
  }),
  defineReport({
    code: 'finance.IncomeExpenseReport',
    url: 'finance/IncomeExpenseReport',
    name: '收支汇总表',
    nameEn: 'Income and expense report',
    source: incomeExpense,
    dimensions: [{ field: 'kind' }, { field: 'item_id' }, { field: 'category' }],
    measures: [sum('amount_in', '收入金额', 'Income'), sum('amount_out', '支出金额', 'Expense'), { code: 'count', name: '笔数', nameEn: 'Count', agg: 'count' }],
    filters: [{ field: 'kind', kind: 'eq' }, { field: 'project_dict', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'year',
    sort: { field: 'amount_out', order: 'desc' },
    chart: { type: 'pie', measures: ['amount_out'] },
  }),
  defineReport({
    code: 'finance.ProfitReport',
    url: 'finance/ProfitReport',
    name: '利润表',
    nameEn: 'Profit report',
    source: profitLedger,
    dimensions: [{ field: 'bill_date', bucket: 'month', name: '月份', nameEn: 'Month' }],
    measures: [
      sum('revenue', '销售收入', 'Sales revenue'),
      sum('cost', '销售成本', 'Cost of sales'),
      { code: 'gross', name: '毛利', nameEn: 'Gross profit', formula: 'revenue - cost', scale: MONEY.scale },
      sum('other_income', '其他收入', 'Other income'),
      sum('expense', '费用支出', 'Expenses'),
      { code: 'net', name: '净利润', nameEn: 'Net profit', formula: 'gross + other_income - expense', scale: MONEY.scale },
    ],
    filters: [{ field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'year',
    sort: { field: 'bill_date:month', order: 'asc' },
    chart: { type: 'line', measures: ['revenue', 'gross', 'net'] },
  }),
  defineReport({
    code: 'finance.AccountStat',
    url: 'finance/AccountStat',
    name: '账户统计表',
    nameEn: 'Account statistics',
    source: accountFlow,
    dimensions: [{ field: 'account_id' }],
    measures: [sum('opening', '期初余额', 'Opening'), sum('in_amount', '收入', 'In'), sum('out_amount', '支出', 'Out'), sum('amount', '当前余额', 'Balance')],
    filters: [{ field: 'account_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'all',
    sort: { field: 'amount', order: 'desc' },
    chart: { type: 'bar', measures: ['amount'] },
  }),
  defineReport({
    code: 'finance.AnnualSummary',
    url: 'finance/AnnualSummary',
    name: '年度收支汇总',
    nameEn: 'Annual summary',
    source: accountFlow,
    dimensions: [{ field: 'bill_date', bucket: 'month', name: '月份', nameEn: 'Month' }],
    measures: cashInOut,
    filters: [{ field: 'account_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'year',
    sort: { field: 'bill_date:month', order: 'asc' },
    chart: { type: 'bar', measures: ['cash_in', 'cash_out'] },
  }),
  defineReport({
    code: 'finance.ProjectSummary',
    url: 'finance/ProjectSummary',
    name: '项目收支汇总',
    nameEn: 'Project summary',
    source: accountFlow,
    dimensions: [{ field: 'project_dict' }],
    measures: cashInOut,
    filters: [{ field: 'project_dict', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'year',
    sort: { field: 'cash_in', order: 'desc' },
    chart: { type: 'bar', measures: ['cash_in', 'cash_out'] },
  }),
];
