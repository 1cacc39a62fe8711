// The money reports reconcile: a new customer's delivery, return and receipt give hand-computed
// figures in the receivable summary, the customer statement (running balance), the debt report and
// the receivable items alike; the whole receivable summary, payable summary, account statistics and
// profit report equal independent SQL over the document tables (not the views the reports read);
// another tenant sees none of it.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { ReportPage } from '../../../../schemas/rpc/report';
import { type AnyRecord, fileServer, ok } from '../../../../tests/kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
let material: number;
type Rec = AnyRecord;
const LIVE = sql`status_dict in ('Audit', 'Finish', 'Manual')`;

const report = (code: string, query: object = {}, who = admin) => srv.call<ReportPage>(who, 'report.Report', 'page', [code, { pageSize: 1000, ...query }]).then(ok);
const all = { rangeMap: { bill_date: { first: '1900-01-01', second: '2999-12-31' } } };
const money = (v: unknown) => Number(v ?? 0).toFixed(2);
const tenant = () => admin.tenant.id;

/** Documents of one side of trade: shipments (some paid with them), returns and settlements. */
interface Ledger {
  party: string;
  shipments: string;
  paidWith: string;
  returns: string;
  settlements: string;
}

/**
 * The whole report `code` owes each party exactly what independent SQL over the live documents
 * says (shipments less what was paid with them, less returns and settlements; the same parties, to
 * the cent): the report and the SQL rows.
 */
async function expectOwed(code: string, l: Ledger) {
  const [party, live] = [sql.ref(l.party), sql`tenant_id = ${tenant()} and ${LIVE}`];
  const { rows } = await sql<{ party: number; owed: string }>`
    select ${party} as party, sum(x) as owed from (
      select ${party}, real_price - ${sql.ref(l.paidWith)} as x from ${sql.table(l.shipments)} where ${live}
      union all select ${party}, -real_price from ${sql.table(l.returns)} where ${live}
      union all select ${party}, -total_amount from ${sql.table(l.settlements)} where ${live}) s
    group by ${party}`.execute(srv.db.system);
  const r = await report(code, all);
  const got = new Map(r.itemList.map((row) => [(row[l.party] as { id: number }).id, money(row.owed)]));
  expect(got.size).toBe(rows.length);
  for (const e of rows) expect(got.get(Number(e.party))).toBe(money(e.owed));
  return { r, rows };
}

beforeAll(async () => {
  material = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }])).json.body.itemList[0].id;
});

describe('a new customer\'s receivables, by hand', () => {
  let customer: number;
  let account: Rec;

  beforeAll(async () => {
    const c = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Customer', { code: `RC${Date.now()}`, name: '对账测试客户' }]));
    customer = c.id;
    account = ok(await srv.call<Rec>(admin, 'erp.Account', 'create', [{ code: `RA${Date.now()}`, name: '对账测试账户', account_type: 'Cash', initial_amount: 1000 }]));
    // delivery 10 × 12.34 = 123.40, 23.40 taken with it
    const d = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'create', [{ customer_id: customer, items: [{ material_id: material, quantity: 10, unit_price: '12.34', cost_price: 8 }], pays: [{ account_id: account.id, amount: '23.4' }] }]));
    ok(await srv.call(admin, 'erp.SaleDelivery', 'auditByIds', [[d.id]]));
    // return of 2 (24.68)
    const rd = ok(await srv.call<Rec>(admin, 'erp.SaleReject', 'deliveryToReject', [{ deliveryId: d.id }]));
    const r = ok(await srv.call<Rec>(admin, 'erp.SaleReject', 'create', [{ ...rd, customer_id: customer, items: rd.items.map((l: Rec) => ({ ...l, material_id: l.material_id.id ?? l.material_id, quantity: 2 })) }]));
    ok(await srv.call(admin, 'erp.SaleReject', 'audit', [r.id]));
    // receipt: 60.10 against the delivery, 40 in advance
    const i = ok(await srv.call<Rec>(admin, 'erp.Income', 'create', [{ customer_id: customer, account_id: account.id, items: [{ delivery_id: d.id, amount: '60.1' }, { amount: 40 }] }]));
    ok(await srv.call(admin, 'erp.Income', 'audit', [i.id]));
  });

  it('agree in the summary, the statement, the debt report and the items', async () => {
    // due 123.40 − 24.68 = 98.72; settled 23.40 + 100.10 = 123.50; owed −24.78 (the customer has credit)
    const summary = await report('finance.ReceivableSummaryReport', { ...all, filterMap: { customer_id: customer } });
    expect(summary.itemList).toHaveLength(1);
    expect([summary.itemList[0].due, summary.itemList[0].settled, summary.itemList[0].owed].map(money)).toEqual(['98.72', '123.50', '-24.78']);

    const statement = await report('finance.CustomerStatement', { ...all, filterMap: { customer_id: customer } });
    expect(statement.itemList.map((r) => [r.doc_type, money(r.balance)])).toEqual([
      ['SaleDelivery', '100.00'],
      ['SaleReject', '75.32'],
      ['FinIncome', '-24.78'],
    ]);
    const debt = await report('finance.DebtReport', { ...all, filterMap: { customer_id: customer } });
    expect(debt.itemList.map((r) => money(r.owed))).toEqual(['-24.78']);
    const items = await report('finance.ReceivableItem', { ...all, filterMap: { customer_id: customer } });
    expect(money(items.itemList.reduce((s, r) => s + Number(r.change), 0))).toBe('-24.78');
  });

  it('the account shows opening + money received, in the statistics and as the flow\'s last balance', async () => {
    const stat = await report('finance.AccountStat', { ...all, filterMap: { account_id: account.id } });
    expect([stat.itemList[0].opening, stat.itemList[0].in_amount, stat.itemList[0].out_amount, stat.itemList[0].amount].map(money)).toEqual(['1000.00', '123.50', '0.00', '1123.50']);
    // the flow of this month starts from the opening balance (before the range) and ends at the balance
    const flow = await report('finance.TransactionFlowReport', { filterMap: { account_id: account.id } });
    expect(flow.itemList.map((r) => money(r.balance))).toEqual(['1023.40', '1123.50']);
  });

  it('are not another tenant\'s', async () => {
    const acme = await srv.session('acme', 'admin');
    const r = await report('finance.ReceivableSummaryReport', { ...all, filterMap: { customer_id: customer } }, acme);
    expect(r.itemList).toHaveLength(0);
  });
});

describe('whole reports equal SQL over the documents', () => {
  it('receivables per customer', async () => {
    const { r, rows } = await expectOwed('finance.ReceivableSummaryReport', { party: 'customer_id', shipments: 'erp_sale_delivery', paidWith: 'paid_on_delivery', returns: 'erp_sale_reject', settlements: 'fin_income' });
    expect(money(r.totals?.owed)).toBe(money(rows.reduce((s, e) => s + Number(e.owed), 0)));
  });

  it('payables per supplier', async () => {
    await expectOwed('finance.PayableSummaryReport', { party: 'supplier_id', shipments: 'erp_purchase_arrival', paidWith: 'paid_on_arrival', returns: 'erp_purchase_reject', settlements: 'fin_payment' });
  });

  it('account balances', async () => {
    const r = await report('finance.AccountStat', all);
    const expected = await sql<{ id: number; balance: string }>`
      select a.id, a.initial_amount
        + coalesce((select sum(p.amount) from erp_sale_delivery_pay p join erp_sale_delivery d on d.id = p.owner_id where d.tenant_id = ${tenant()} and p.tenant_id = ${tenant()} and p.account_id = a.id and d.${LIVE}), 0)
        - coalesce((select sum(p.amount) from erp_purchase_arrival_pay p join erp_purchase_arrival d on d.id = p.owner_id where d.tenant_id = ${tenant()} and p.tenant_id = ${tenant()} and p.account_id = a.id and d.${LIVE}), 0)
        + coalesce((select sum(total_amount) from fin_income where tenant_id = ${tenant()} and account_id = a.id and ${LIVE}), 0)
        - coalesce((select sum(total_amount) from fin_payment where tenant_id = ${tenant()} and account_id = a.id and ${LIVE}), 0)
        + coalesce((select sum(total_amount) from fin_other_income where tenant_id = ${tenant()} and account_id = a.id and ${LIVE}), 0)
        - coalesce((select sum(total_amount) from fin_other_payment where tenant_id = ${tenant()} and account_id = a.id and ${LIVE}), 0)
        - coalesce((select sum(total_amount) from fin_expense_claim where tenant_id = ${tenant()} and account_id = a.id and ${LIVE}), 0)
        - coalesce((select sum(amount + fee) from fin_transfer where tenant_id = ${tenant()} and out_account_id = a.id and ${LIVE}), 0)
        + coalesce((select sum(amount) from fin_transfer where tenant_id = ${tenant()} and in_account_id = a.id and ${LIVE}), 0) as balance
      from fin_account a where a.tenant_id = ${tenant()}`.execute(srv.db.system);
    const got = new Map(r.itemList.map((row) => [(row.account_id as { id: number }).id, money(row.amount)]));
    for (const e of expected.rows) expect(got.get(Number(e.id))).toBe(money(e.balance));
  });

  it('profit by month', async () => {
    const r = await report('finance.ProfitReport', all);
    const expected = await sql<{ month: string; revenue: string; net: string }>`
      select to_char(bill_date, 'YYYY-MM') as month, sum(revenue) as revenue, sum(revenue - cost + other - expense) as net from (
        select bill_date, real_price as revenue, total_cost as cost, 0 as other, 0 as expense from erp_sale_delivery where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, -real_price, -total_cost, 0, 0 from erp_sale_reject where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, 0, 0, total_amount, 0 from fin_other_income where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, 0, 0, 0, total_amount from fin_other_payment where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, 0, 0, 0, total_amount + loan_deduction from fin_expense_claim where tenant_id = ${tenant()} and ${LIVE}) s
      group by 1 order by 1`.execute(srv.db.system);
    expect(r.itemList).toHaveLength(expected.rows.length);
    r.itemList.forEach((row, i) => {
      expect(String(row['bill_date:month']).slice(0, 7)).toBe(expected.rows[i].month);
      expect([money(row.revenue), money(row.net)]).toEqual([money(expected.rows[i].revenue), money(expected.rows[i].net)]);
    });
  });
});

describe('more reports equal SQL over the documents', () => {
  const cash = (groupBy: 'month' | 'project') => {
    const key = groupBy === 'month' ? sql`to_char(bill_date, 'YYYY-MM')` : sql`project_dict`;
    return sql<{ k: string | null; cash_in: string; cash_out: string }>`
      select ${key} as k, sum(i) as cash_in, sum(o) as cash_out from (
        select d.bill_date, d.project_dict, p.amount as i, 0 as o from erp_sale_delivery d join erp_sale_delivery_pay p on p.owner_id = d.id where d.tenant_id = ${tenant()} and p.tenant_id = ${tenant()} and d.${LIVE}
        union all select d.arrival_date, d.project_dict, 0, p.amount from erp_purchase_arrival d join erp_purchase_arrival_pay p on p.owner_id = d.id where d.tenant_id = ${tenant()} and p.tenant_id = ${tenant()} and d.${LIVE}
        union all select bill_date, project_dict, total_amount, 0 from fin_income where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, project_dict, 0, total_amount from fin_payment where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, project_dict, total_amount, 0 from fin_other_income where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, project_dict, 0, total_amount from fin_other_payment where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, project_dict, 0, total_amount from fin_expense_claim where tenant_id = ${tenant()} and ${LIVE}
        union all select bill_date, null, 0, fee from fin_transfer where tenant_id = ${tenant()} and ${LIVE}) s
      group by 1 having sum(i) <> 0 or sum(o) <> 0`.execute(srv.db.system);
  };

  it('the annual summary: money in and out by month (transfers only by their fee)', async () => {
    const r = await report('finance.AnnualSummary', all);
    const expected = (await cash('month')).rows;
    const got = new Map(r.itemList.map((row) => [String(row['bill_date:month']), [money(row.cash_in), money(row.cash_out)]]));
    for (const e of expected) expect(got.get(e.k!), e.k!).toEqual([money(e.cash_in), money(e.cash_out)]);
  });

  it('the project summary: money in and out by project', async () => {
    const r = await report('finance.ProjectSummary', all);
    const expected = (await cash('project')).rows;
    const got = new Map(r.itemList.map((row) => [row.project_dict == null ? null : String((row.project_dict as { dict?: string }).dict ?? row.project_dict), [money(row.cash_in), money(row.cash_out)]]));
    for (const e of expected) expect(got.get(e.k), String(e.k)).toEqual([money(e.cash_in), money(e.cash_out)]);
  });

  it('the income and expense report: other income and expense by item, expense claims by category', async () => {
    const r = await report('finance.IncomeExpenseReport', all);
    const expected = await sql<{ k: string; amount_in: string; amount_out: string }>`
      select k, sum(i) as amount_in, sum(o) as amount_out from (
        select 'item' || l.item_id as k, l.amount as i, 0 as o from fin_other_income h join fin_other_income_item l on l.owner_id = h.id where h.tenant_id = ${tenant()} and l.tenant_id = ${tenant()} and h.${LIVE}
        union all select 'item' || l.item_id, 0, l.amount from fin_other_payment h join fin_other_payment_item l on l.owner_id = h.id where h.tenant_id = ${tenant()} and l.tenant_id = ${tenant()} and h.${LIVE}
        union all select 'traffic_cost', 0, traffic_cost from fin_expense_claim where tenant_id = ${tenant()} and ${LIVE} and traffic_cost <> 0
        union all select 'travel_cost', 0, travel_cost from fin_expense_claim where tenant_id = ${tenant()} and ${LIVE} and travel_cost <> 0
        union all select 'treat_cost', 0, treat_cost from fin_expense_claim where tenant_id = ${tenant()} and ${LIVE} and treat_cost <> 0
        union all select 'office_cost', 0, office_cost from fin_expense_claim where tenant_id = ${tenant()} and ${LIVE} and office_cost <> 0
        union all select 'other_cost', 0, other_cost from fin_expense_claim where tenant_id = ${tenant()} and ${LIVE} and other_cost <> 0) s
      group by k`.execute(srv.db.system);
    const keyOf = (row: Record<string, unknown>) => (row.item_id ? `item${(row.item_id as { id: number }).id}` : String((row.category as { dict?: string })?.dict ?? row.category));
    const got = new Map(r.itemList.map((row) => [keyOf(row), [money(row.amount_in), money(row.amount_out)]]));
    expect(got.size).toBe(expected.rows.length);
    for (const e of expected.rows) expect(got.get(e.k), e.k).toEqual([money(e.amount_in), money(e.amount_out)]);
  });

  it('the supplier statement runs the balance the documents give, for the supplier with the most movements', async () => {
    // at least one arrival and one payment of some supplier, whatever else the database holds
    const supplierId = (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }])).json.body.itemList[0].id;
    const acc = ok(await srv.call<Rec>(admin, 'erp.Account', 'create', [{ code: `SA${Date.now()}`, name: '对账单测试账户', account_type: 'Cash', initial_amount: 0 }]));
    const a = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'create', [{ supplier_id: supplierId, items: [{ material_id: material, quantity: 3, unit_price: '7.77' }] }]));
    ok(await srv.call(admin, 'erp.PurchaseArrival', 'audit', [a.id]));
    const p = ok(await srv.call<Rec>(admin, 'erp.Payment', 'create', [{ supplier_id: supplierId, account_id: acc.id, items: [{ arrival_id: a.id, amount: 10 }] }]));
    ok(await srv.call(admin, 'erp.Payment', 'audit', [p.id]));
    const busiest = await sql<{ supplier_id: number }>`
      select supplier_id from (select supplier_id from erp_purchase_arrival where tenant_id = ${tenant()} and ${LIVE}
        union all select supplier_id from fin_payment where tenant_id = ${tenant()} and ${LIVE}) s group by 1 order by count(*) desc limit 1`.execute(srv.db.system);
    const supplier = Number(busiest.rows[0].supplier_id);
    const r = await report('finance.SupplierStatement', { ...all, filterMap: { supplier_id: supplier } });
    const moves = await sql<{ code: string; change: string }>`
      select code, change from (
        select arrival_date as d, id, code, real_price - paid_on_arrival as change from erp_purchase_arrival where tenant_id = ${tenant()} and supplier_id = ${supplier} and ${LIVE}
        union all select bill_date, id, code, -real_price from erp_purchase_reject where tenant_id = ${tenant()} and supplier_id = ${supplier} and ${LIVE}
        union all select bill_date, id, code, -total_amount from fin_payment where tenant_id = ${tenant()} and supplier_id = ${supplier} and ${LIVE}) s
      order by d, id`.execute(srv.db.system);
    let running = 0;
    const expected = moves.rows.map((m) => {
      running = Math.round((running + Number(m.change)) * 100) / 100;
      return [m.code, money(running)];
    });
    expect(r.itemList.map((row) => [row.doc_code, money(row.balance)])).toEqual(expected);
  });
});
