// The money ledgers the finance reports read (SQL views, recreated on every start after the
// entity tables; server/records/ddl.ts). Only live documents count: audited, finished or manually
// finished. Every report over one ledger reconciles with the others by construction, and the
// tests check each against its own SQL over the document tables. Every row carries the department
// and maker of its document (depart_id, create_id): the reports are scoped like the documents.
const LIVE = `status_dict in ('Audit', 'Finish', 'Manual')`;

/**
 * What customers owe: deliveries (due: amount after discount; settled: money taken with the
 * delivery), returns (negative due), receipts (settled). balance = due − settled. Write-offs do
 * not appear: they apply advances already counted to documents and leave the balance as it is.
 */
const receivable = `
  select tenant_id, customer_id, bill_date, 'SaleDelivery' as doc_type, id as doc_id, code as doc_code, project_dict,
         real_price as due, paid_on_delivery as settled, real_price - paid_on_delivery as balance, depart_id, create_id
    from erp_sale_delivery where ${LIVE}
  union all
  select tenant_id, customer_id, bill_date, 'SaleReject', id, code, project_dict, -real_price, 0, -real_price, depart_id, create_id
    from erp_sale_reject where ${LIVE}
  union all
  select tenant_id, customer_id, bill_date, 'FinIncome', id, code, project_dict, 0, total_amount, -total_amount, depart_id, create_id
    from fin_income where ${LIVE}`;

/** What the company owes suppliers: arrivals, purchase returns (negative), payments. */
const payable = `
  select tenant_id, supplier_id, arrival_date as bill_date, 'PurchaseArrival' as doc_type, id as doc_id, code as doc_code, project_dict,
         real_price as due, paid_on_arrival as settled, real_price - paid_on_arrival as balance, depart_id, create_id
    from erp_purchase_arrival where ${LIVE}
  union all
  select tenant_id, supplier_id, bill_date, 'PurchaseReject', id, code, project_dict, -real_price, 0, -real_price, depart_id, create_id
    from erp_purchase_reject where ${LIVE}
  union all
  select tenant_id, supplier_id, bill_date, 'FinPayment', id, code, project_dict, 0, total_amount, -total_amount, depart_id, create_id
    from fin_payment where ${LIVE}`;

/**
 * Money through the accounts: opening balances (dated 1900-01-01 so they precede every movement),
 * money taken or paid with deliveries and arrivals, receipts, payments, other income and expense,
 * expense claims and transfers (the sending account pays the fee). cash_in / cash_out leave
 * openings and transfers out (they are not income or expense); amount is the account's change.
 */
const accountMoves = `
  select tenant_id, id as account_id, date '1900-01-01' as bill_date, 'Opening' as doc_type, id as doc_id, code as doc_code,
         null::bigint as customer_id, null::bigint as supplier_id, null::text as project_dict,
         0::numeric as cash_in, 0::numeric as cash_out, initial_amount as amount, depart_id, create_id
    from fin_account
  union all
  select d.tenant_id, p.account_id, d.bill_date, 'SaleDelivery', d.id, d.code, d.customer_id, null, d.project_dict, p.amount, 0, p.amount, d.depart_id, d.create_id
    from erp_sale_delivery d join erp_sale_delivery_pay p on p.owner_id = d.id and p.tenant_id = d.tenant_id where d.${LIVE}
  union all
  select d.tenant_id, p.account_id, d.arrival_date, 'PurchaseArrival', d.id, d.code, null, d.supplier_id, d.project_dict, 0, p.amount, -p.amount, d.depart_id, d.create_id
    from erp_purchase_arrival d join erp_purchase_arrival_pay p on p.owner_id = d.id and p.tenant_id = d.tenant_id where d.${LIVE}
  union all
  select tenant_id, account_id, bill_date, 'FinIncome', id, code, customer_id, null, project_dict, total_amount, 0, total_amount, depart_id, create_id from fin_income where ${LIVE}
  union all
  select tenant_id, account_id, bill_date, 'FinPayment', id, code, null, supplier_id, project_dict, 0, total_amount, -total_amount, depart_id, create_id from fin_payment where ${LIVE}
  union all
  select tenant_id, account_id, bill_date, 'FinOtherIncome', id, code, customer_id, null, project_dict, total_amount, 0, total_amount, depart_id, create_id from fin_other_income where ${LIVE}
  union all
  select tenant_id, account_id, bill_date, 'FinOtherPayment', id, code, null, supplier_id, project_dict, 0, total_amount, -total_amount, depart_id, create_id from fin_other_payment where ${LIVE}
  union all
  select tenant_id, account_id, bill_date, 'ExpenseClaim', id, code, null, null, project_dict, 0, total_amount, -total_amount, depart_id, create_id from fin_expense_claim where ${LIVE}
  union all
  select tenant_id, out_account_id, bill_date, 'FinTransfer', id, code, null, null, null, 0, fee, -(amount + fee), depart_id, create_id from fin_transfer where ${LIVE}
  union all
  select tenant_id, in_account_id, bill_date, 'FinTransfer', id, code, null, null, null, 0, 0, amount, depart_id, create_id from fin_transfer where ${LIVE}`;

/** The moves with the account's side of each: opening, in, out (transfers included). */
const accountFlow = `
  select m.*,
         case when m.doc_type = 'Opening' then m.amount else 0 end as opening,
         case when m.doc_type <> 'Opening' and m.amount > 0 then m.amount else 0 end as in_amount,
         case when m.amount < 0 then -m.amount else 0 end as out_amount
    from (${accountMoves}) m`;

/** Other income and expense by item (other income/expense lines; expense claims by their six categories). */
const incomeExpense = `
  select h.tenant_id, h.bill_date, 'Income' as kind, l.item_id, null::text as category, h.account_id, h.project_dict,
         'FinOtherIncome' as doc_type, h.id as doc_id, h.code as doc_code, l.amount as amount_in, 0::numeric as amount_out,
         h.depart_id, h.create_id
    from fin_other_income h join fin_other_income_item l on l.owner_id = h.id and l.tenant_id = h.tenant_id where h.${LIVE}
  union all
  select h.tenant_id, h.bill_date, 'Expense', l.item_id, null, h.account_id, h.project_dict, 'FinOtherPayment', h.id, h.code, 0, l.amount, h.depart_id, h.create_id
    from fin_other_payment h join fin_other_payment_item l on l.owner_id = h.id and l.tenant_id = h.tenant_id where h.${LIVE}
  union all
  select h.tenant_id, h.bill_date, 'Expense', null, c.category, h.account_id, h.project_dict, 'ExpenseClaim', h.id, h.code, 0, c.amount, h.depart_id, h.create_id
    from fin_expense_claim h
    cross join lateral (values ('traffic_cost', h.traffic_cost), ('travel_cost', h.travel_cost), ('treat_cost', h.treat_cost),
                               ('office_cost', h.office_cost), ('other_cost', h.other_cost)) as c(category, amount)
   where h.${LIVE} and c.amount <> 0`;

/**
 * Profit by day: sales revenue and cost of goods (deliveries less returns), other income, and
 * expenses (other expenses and expense claims at their full cost: the loan deduction is how the
 * claim is paid, not a smaller cost).
 */
const profit = `
  select tenant_id, bill_date, real_price as revenue, total_cost as cost, 0::numeric as other_income, 0::numeric as expense, depart_id, create_id from erp_sale_delivery where ${LIVE}
  union all
  select tenant_id, bill_date, -real_price, -total_cost, 0, 0, depart_id, create_id from erp_sale_reject where ${LIVE}
  union all
  select tenant_id, bill_date, 0, 0, total_amount, 0, depart_id, create_id from fin_other_income where ${LIVE}
  union all
  select tenant_id, bill_date, 0, 0, 0, total_amount, depart_id, create_id from fin_other_payment where ${LIVE}
  union all
  select tenant_id, bill_date, 0, 0, 0, total_amount + loan_deduction, depart_id, create_id from fin_expense_claim where ${LIVE}`;

/** The debts of both sides in one list (往来欠款): receivables (customer) and payables (supplier). */
const debt = `
  select tenant_id, 'Customer' as party_kind, customer_id, null::bigint as supplier_id, bill_date, doc_type, doc_id, doc_code, due, settled, balance, depart_id, create_id from fin_receivable_ledger
  union all
  select tenant_id, 'Supplier', null, supplier_id, bill_date, doc_type, doc_id, doc_code, due, settled, balance, depart_id, create_id from fin_payable_ledger`;

/** View name → its select, in creation order (a view may read the ones before it). */
export const financeViews: ReadonlyArray<readonly [string, string]> = [
  ['fin_receivable_ledger', receivable],
  ['fin_payable_ledger', payable],
  ['fin_account_flow', accountFlow],
  ['fin_income_expense_ledger', incomeExpense],
  ['fin_profit', profit],
  ['fin_debt_ledger', debt],
];
