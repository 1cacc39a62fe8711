// The sale report pages on a real database: orders (one with twelve lines for the ranking), a
// delivery received in part, a return from it, a draft and an order of last month that must not
// count; every report's figures checked against independent SQL written here (plain GROUP BY on
// the tables), the rank's top 10, the erp.Sale summary calls, and the default range (this month).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { ReportPage, ReportRow } from '../../../../schemas/rpc/report';
import { type AnyRecord, fileServer, ok, recordCalls } from '../../../../tests/kit';
import { allRows, byKey, keyOf, lastMonthDay, monthStart, sqlByKey, sqlRows, today } from '../../../../tests/server/reports-kit';

// the documents audited directly, as in a tenant without approval flows (flows: modules/flow/tests)
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let tenant: string;
let materials: number[];
let big: Rec;
let d1: Rec;
let lastMonth: Rec;
type Rec = AnyRecord;

const report = (code: string, query: object = {}) => allRows(srv, admin, 'report.Report', 'page', (q) => [code, { ...query, ...q }]);
const month = (dateColumn = 'bill_date') => `h.tenant_id = $1 and h.status_dict in ('Audit','Finish') and h.${dateColumn} between $2 and $3`;
const sql = (text: string) => sqlRows(srv, text, [tenant, monthStart(), today()]);
const ORDER_LINES = `erp_sale_item c join erp_sale h on h.id = c.owner_id where c.tenant_id = $1 and ${month()}`;
const DELIVERY_LINES = `erp_sale_delivery_item c join erp_sale_delivery h on h.id = c.owner_id where c.tenant_id = $1 and ${month()}`;
const tuples = (rows: Array<Record<string, unknown>>, keys: string[]) => rows.map((r) => JSON.stringify(keys.map((k) => keyOf(r[k])))).sort();
const asInput = (rows: Rec[]): Rec[] => rows.map((l) => ({ ...l, material_id: l.material_id.id }));

const { save, audited } = recordCalls(srv, admin);

beforeAll(async () => {
  tenant = admin.tenant.id;
  materials = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 12 }])).itemList.map((m) => m.id);
  const c1 = (await save('Customer', { code: 'SR-C1', name: '报表客户一' })).id;
  const c2 = (await save('Customer', { code: 'SR-C2', name: '报表客户二' })).id;
  const [p1, p2] = (await sqlRows(srv, 'select id from person where tenant_id = $1 order by id limit 2', [tenant])).map((r) => Number(r.id));
  const account = (await save('Settlement', { code: 'SR-ACC', name: '销售报表账户' })).id;
  // twelve lines of distinct amounts (i + 1)² × 1.01, costs at 60 % of the price
  big = await audited('erp.Sale', {
    customer_id: c1,
    salesman_id: p1,
    discount_rate: 5,
    items: materials.map((m, i) => ({ material_id: m, quantity: i + 1, unit_price: ((i + 1) * 1.01).toFixed(2), cost_price: ((i + 1) * 0.606).toFixed(3) })),
  });
  const small = await audited('erp.Sale', {
    customer_id: c2,
    salesman_id: p2,
    items: [{ material_id: materials[0], quantity: 5, unit_price: 10, cost_price: 6 }, { material_id: materials[1], quantity: 2, unit_price: '7.5', cost_price: 5 }],
  });
  lastMonth = await audited('erp.Sale', { customer_id: c1, bill_date: lastMonthDay(), items: [{ material_id: materials[2], quantity: 1, unit_price: 9999 }] });
  ok(await srv.call(admin, 'erp.Sale', 'create', [{ customer_id: c2, items: [{ material_id: materials[3], quantity: 1, unit_price: 5000 }] }]));
  // the first three lines of the big order, part of the first; 20 received on delivery
  const draft1 = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'saleToSaleDelivery', [{ orderId: big.id }]));
  const three = asInput(draft1.items.slice(0, 3)).map((l, i) => ({ ...l, quantity: i === 0 ? '0.5' : l.quantity, batch_no: `B${i}` }));
  d1 = await audited('erp.SaleDelivery', { ...draft1, customer_id: c1, items: three, pays: [{ account_id: account, amount: 20 }] });
  const draft2 = ok(await srv.call<Rec>(admin, 'erp.SaleDelivery', 'saleToSaleDelivery', [{ orderId: small.id }]));
  await audited('erp.SaleDelivery', { ...draft2, customer_id: c2, items: asInput(draft2.items) });
  // one unit of the delivery's second line comes back
  const back = ok(await srv.call<Rec>(admin, 'erp.SaleReject', 'deliveryToReject', [{ deliveryId: d1.id }]));
  await audited('erp.SaleReject', { ...back, customer_id: c1, items: [{ ...asInput(back.items)[1], quantity: 1 }] });
});

describe('sale reports against independent SQL', () => {
  it('销售明细表: every approved order line of the month with delivery progress', async () => {
    const got = await report('sale.ItemReport');
    const expected = await sql(
      `select h.code, h.bill_date::text as d, h.customer_id, h.salesman_id, c.material_id, c.quantity::text as q, c.unit_price::text as p, c.amount::text as a,
         c.delivered_qty::text as dq, c.undelivered_qty::text as uq from ${ORDER_LINES}`,
    );
    expect(tuples(got.rows, ['header.code', 'header.bill_date', 'header.customer_id', 'header.salesman_id', 'material_id', 'quantity', 'unitPrice', 'amount', 'deliveredQty', 'undeliveredQty'])).toEqual(
      tuples(expected, ['code', 'd', 'customer_id', 'salesman_id', 'material_id', 'q', 'p', 'a', 'dq', 'uq']),
    );
    const [t] = await sql(`select sum(c.amount)::text as a, sum(c.delivered_qty)::text as dq from ${ORDER_LINES}`);
    expect(got.totals).toMatchObject({ amount: t.a, deliveredQty: t.dq });
  });

  it('发货明细表: every approved delivery line of the month with its batch and returns', async () => {
    const got = await report('sale.DeliveryReport');
    const expected = await sql(`select h.code, h.customer_id, c.material_id, c.batch_no, c.quantity::text as q, c.amount::text as a, c.returned_qty::text as r from ${DELIVERY_LINES}`);
    expect(tuples(got.rows, ['header.code', 'header.customer_id', 'material_id', 'batch_no', 'quantity', 'amount', 'returnedQty'])).toEqual(tuples(expected, ['code', 'customer_id', 'material_id', 'batch_no', 'q', 'a', 'r']));
    expect(got.rows.filter((r) => r['header.code'] === d1.code).map((r) => r.returnedQty).sort()).toEqual(['0.0000', '0.0000', '1.0000']);
  });

  it('销售汇总表（按物料）: quantity, amount, cost, gross = amount − cost, delivered per material', async () => {
    const got = await report('sale.MaterialSummaryReport');
    const expected = await sql(
      `select c.material_id as k0, sum(c.quantity)::text as quantity, sum(c.amount)::text as amount, sum(c.cost_amount)::text as cost,
         (sum(c.amount) - sum(c.cost_amount))::text as gross, sum(c.delivered_qty)::text as "deliveredQty" from ${ORDER_LINES} group by c.material_id`,
    );
    const measures = ['quantity', 'amount', 'cost', 'gross', 'deliveredQty'];
    expect(byKey(got.rows, ['material_id'], measures)).toEqual(sqlByKey(expected, 1, measures));
  });

  it('销售汇总表（按客户） and （按业务员）: the orders after discount, cost, gross and received', async () => {
    const byCustomer = await report('sale.CustomerSummaryReport');
    const customers = await sql(
      `select h.customer_id as k0, count(*)::text as orders, sum(total_price)::text as "totalPrice", sum(real_price)::text as "realPrice",
         sum(total_cost)::text as "totalCost", sum(gross)::text as gross, sum(receipted)::text as receipted from erp_sale h where ${month()} group by h.customer_id`,
    );
    const cm = ['orders', 'totalPrice', 'realPrice', 'totalCost', 'gross', 'receipted'];
    expect(byKey(byCustomer.rows, ['customer_id'], cm)).toEqual(sqlByKey(customers, 1, cm));
    const bySalesman = await report('sale.SalesmanSummaryReport');
    const salesmen = await sql(
      `select h.salesman_id as k0, count(*)::text as orders, sum(real_price)::text as "realPrice", sum(gross)::text as gross, sum(receipted)::text as receipted,
         round(sum(gross) * 100 / nullif(sum(real_price), 0), 2)::text as "grossRate" from erp_sale h where ${month()} group by h.salesman_id`,
    );
    const sm = ['orders', 'realPrice', 'gross', 'receipted', 'grossRate'];
    expect(byKey(bySalesman.rows, ['salesman_id'], sm)).toEqual(sqlByKey(salesmen, 1, sm));
    expect(bySalesman.rows.find((r) => (r.salesman_id as { id: number } | null)?.id === big.salesman_id.id)!.salesman_id).toMatchObject({ name: expect.any(String) });
  });

  it('销售收款表: deliveries per customer — receivable, received, outstanding', async () => {
    const got = await report('sale.ReceiptReport');
    const expected = await sql(
      `select h.customer_id as k0, count(*)::text as deliveries, sum(real_price)::text as receivable, sum(receipted)::text as received, sum(arrearage)::text as outstanding
       from erp_sale_delivery h where ${month()} group by h.customer_id`,
    );
    const measures = ['deliveries', 'receivable', 'received', 'outstanding'];
    expect(byKey(got.rows, ['customer_id'], measures)).toEqual(sqlByKey(expected, 1, measures));
    expect(got.rows.find((r) => (r.customer_id as { id: number }).id === big.customer_id.id)).toMatchObject({ received: '20.00' });
  });

  it('销售毛利表: delivery lines per material — amount, cost, gross and its rate (returns not netted)', async () => {
    const got = await report('sale.ProfitReport');
    const expected = await sql(
      `select c.material_id as k0, sum(c.quantity)::text as quantity, sum(c.amount)::text as amount, sum(c.cost_amount)::text as cost,
         (sum(c.amount) - sum(c.cost_amount))::text as gross,
         (case when sum(c.amount) = 0 then 0 else round((sum(c.amount) - sum(c.cost_amount)) * 100 / sum(c.amount), 2) end)::text as "grossRate"
       from ${DELIVERY_LINES} group by c.material_id`,
    );
    const measures = ['quantity', 'amount', 'cost', 'gross', 'grossRate'];
    const want = sqlByKey(expected, 1, measures);
    // 0 is answered at the measure's scale
    for (const v of Object.values(want)) if (v.grossRate === '0') v.grossRate = '0.00';
    expect(byKey(got.rows, ['material_id'], measures)).toEqual(want);
  });

  it('订单关联查询: each order line with delivered, returned (from its deliveries) and undelivered quantities', async () => {
    const got = await report('sale.OrderAssociation');
    const expected = await sql(
      `select h.code, c.material_id, c.quantity::text as q, c.delivered_qty::text as dq, c.undelivered_qty::text as uq,
         (select round(coalesce(sum(x.returned_qty), 0), 4) from erp_sale_delivery_item x join erp_sale_delivery y on y.id = x.owner_id
           where x.tenant_id = $1 and x.order_item_id = c.id and y.status_dict in ('Audit','Finish'))::text as rq
       from ${ORDER_LINES}`,
    );
    expect(tuples(got.rows, ['header.code', 'material_id', 'quantity', 'deliveredQty', 'returnedQty', 'undeliveredQty'])).toEqual(tuples(expected, ['code', 'material_id', 'q', 'dq', 'rq', 'uq']));
    const second = got.rows.find((r) => r['header.code'] === big.code && (r.material_id as { id: number }).id === materials[1])!;
    expect(second).toMatchObject({ quantity: '2.0000', deliveredQty: '2.0000', returnedQty: '1.0000', undeliveredQty: '0.0000' });
    // the month's demo returns count too (how many depends on the day the demo data was made)
    const tenThousandths = expected.reduce((n, r) => n + Math.round(Number(r.rq) * 10_000), 0);
    expect(got.totals.returnedQty).toBe((tenThousandths / 10_000).toFixed(4));
  });
});

describe('销售排行榜 and the erp.Sale / erp.SaleDelivery summaries', () => {
  const top10 = (lines: string, key: string) =>
    sql(`select ${key} as k0, sum(c.amount)::text as amount, sum(c.quantity)::text as quantity from ${lines} group by ${key} order by sum(c.amount) desc limit 10`);
  const ranked = (rows: ReportRow[], key: string) => rows.map((r) => [r.rankNo, keyOf(r[key]), r.amount, r.quantity]);
  const expectedRanks = (rows: Array<Record<string, unknown>>) => rows.map((r, i) => [i + 1, String(r.k0), r.amount, r.quantity]);

  it('ranks the top 10 materials by amount (ByMaterial, the default) and customers (ByCustomer)', async () => {
    const byMaterial = ok(await srv.call<ReportPage>(admin, 'report.Report', 'page', ['sale.RankReport', { pageSize: 50 }]));
    expect(byMaterial.total).toBe(10);
    expect(ranked(byMaterial.itemList, 'material_id')).toEqual(expectedRanks(await top10(ORDER_LINES, 'c.material_id')));
    const byCustomer = ok(await srv.call<ReportPage>(admin, 'report.Report', 'page', ['sale.RankReport', { rankType: 'ByCustomer', pageSize: 50 }]));
    expect(ranked(byCustomer.itemList, 'header.customer_id')).toEqual(expectedRanks(await top10(ORDER_LINES, 'h.customer_id')));
    // a page of the ten
    const second = ok(await srv.call<ReportPage>(admin, 'report.Report', 'page', ['sale.RankReport', { page: 2, pageSize: 4 }]));
    expect(second.itemList.map((r) => r.rankNo)).toEqual([5, 6, 7, 8]);
  });

  it('erp.Sale/summaryRankPage ranks order lines; erp.SaleDelivery/summaryRankPage delivery lines', async () => {
    const sale = ok(await srv.call<ReportPage>(admin, 'erp.Sale', 'summaryRankPage', [{ pageSize: 10 }]));
    expect(ranked(sale.itemList, 'material_id')).toEqual(expectedRanks(await top10(ORDER_LINES, 'c.material_id')));
    const delivery = ok(await srv.call<ReportPage>(admin, 'erp.SaleDelivery', 'summaryRankPage', [{ rankType: 'ByCustomer', pageSize: 10 }]));
    expect(ranked(delivery.itemList, 'header.customer_id')).toEqual(expectedRanks(await top10(DELIVERY_LINES, 'h.customer_id')));
  });

  it('summaryByMaterialPage, summaryByCustomerPage, summaryBySalesmanPage answer their report pages', async () => {
    const pairs: Array<[string, string]> = [
      ['summaryByMaterialPage', 'sale.MaterialSummaryReport'],
      ['summaryByCustomerPage', 'sale.CustomerSummaryReport'],
      ['summaryBySalesmanPage', 'sale.SalesmanSummaryReport'],
    ];
    for (const [method, code] of pairs) {
      const q = { page: 1, pageSize: 5 };
      const bound = ok(await srv.call<ReportPage>(admin, 'erp.Sale', method, [q]));
      expect(bound).toEqual(ok(await srv.call<ReportPage>(admin, 'report.Report', 'page', [code, q])));
      expect(bound.itemList.length).toBeGreaterThan(0);
    }
  });

  it('counts this month by default; last month shows when the range asks for it', async () => {
    const has = (rows: ReportRow[]) => rows.some((r) => r['header.code'] === lastMonth.code);
    expect(has((await report('sale.ItemReport')).rows)).toBe(false);
    const asked = await report('sale.ItemReport', { rangeMap: { 'header.bill_date': { first: lastMonthDay(), second: today() } } });
    expect(has(asked.rows)).toBe(true);
    const customers = await report('sale.CustomerSummaryReport', { filterMap: { customer_id: lastMonth.customer_id.id }, rangeMap: { bill_date: { first: lastMonthDay(), second: lastMonthDay() } } });
    expect(customers.rows.map((r) => [keyOf(r.customer_id), r.realPrice])).toEqual([[String(lastMonth.customer_id.id), '9999.00']]);
  });
});
