// The purchase report pages on a real database: documents made and audited here (orders, an
// arrival paid on arrival, a draft and an order of last year that must not count), then every
// report's figures checked against independent SQL written here (plain GROUP BY on the tables),
// the erp.Purchase summary calls answering what report.Report answers, and the default range (this year).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { ReportPage, ReportRow } from '../../../../schemas/rpc/report';
import { type AnyRecord, fileServer, ok, recordCalls } from '../../../../tests/kit';
import { allRows, byKey, keyOf, sqlByKey, sqlRows, today, yearStart } from '../../../../tests/server/reports-kit';

// the documents audited directly, as in a tenant without approval flows (flows: modules/flow/tests)
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let tenant: string;
let materials: number[];
let orderA: Rec;
let lastYear: Rec;
type Rec = AnyRecord;

const lastYearDay = () => `${Number(today().slice(0, 4)) - 1}-06-15`;
const report = (code: string, query: object = {}) => allRows(srv, admin, 'report.Report', 'page', (q) => [code, { ...query, ...q }]);
/** the approved documents of this year, as every report counts them by default */
const YEAR = `h.tenant_id = $1 and h.status_dict in ('Audit','Finish') and h.%DATE% between $2 and $3`;
const year = (dateColumn = 'bill_date') => YEAR.replace('%DATE%', dateColumn);
const sql = async (text: string) => sqlRows(srv, text, [tenant, yearStart(), today()]);

const { save, audited } = recordCalls(srv, admin);

const lines = (rows: Array<[number, number | string, number | string]>) => rows.map(([m, quantity, unit_price]) => ({ material_id: materials[m], quantity, unit_price }));

beforeAll(async () => {
  tenant = admin.tenant.id;
  materials = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 5 }])).itemList.map((m) => m.id);
  const s1 = (await save('Supplier', { code: 'PR-S1', name: '报表供应商一' })).id;
  const s2 = (await save('Supplier', { code: 'PR-S2', name: '报表供应商二' })).id;
  const account = (await save('Settlement', { code: 'PR-ACC', name: '报表测试账户' })).id;
  orderA = await audited('erp.Purchase', { supplier_id: s1, discount_rate: 10, items: lines([[0, 10, '2.5'], [1, 3, 40], [2, '0.5', '19.99']]) });
  const orderB = await audited('erp.Purchase', { supplier_id: s2, items: lines([[0, 4, 3], [3, 7, '1.1']]) });
  lastYear = await audited('erp.Purchase', { supplier_id: s1, bill_date: lastYearDay(), items: lines([[4, 1, 100]]) });
  ok(await srv.call(admin, 'erp.Purchase', 'create', [{ supplier_id: s2, items: lines([[4, 99, 99]]) }]));
  // arrivals: all of A, paid 50 on arrival; part of B, unpaid
  const draftA = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: orderA.id }]));
  await audited('erp.PurchaseArrival', { ...draftA, supplier_id: s1, items: draftA.items.map((l: Rec) => ({ ...l, material_id: l.material_id.id })), pays: [{ account_id: account, amount: 50 }] });
  const draftB = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'purchaseToArrival', [{ orderId: orderB.id }]));
  await audited('erp.PurchaseArrival', { ...draftB, supplier_id: s2, items: [{ ...draftB.items[0], material_id: draftB.items[0].material_id.id, quantity: 2 }] });
});

/** rows as sorted JSON tuples of the named keys (references by id) */
const tuples = (rows: Array<Record<string, unknown>>, keys: string[]) => rows.map((r) => JSON.stringify(keys.map((k) => keyOf(r[k])))).sort();

describe('purchase reports against independent SQL', () => {
  it('采购明细表: every approved order line of the year, with its progress and the totals', async () => {
    const got = await report('purchase.ItemReport');
    const expected = await sql(
      `select h.code, h.bill_date::text as bill_date, h.supplier_id, c.material_id, c.quantity::text as quantity, c.unit_price::text as unit_price,
         c.amount::text as amount, c.arrived_qty::text as arrived, c.remaining_qty::text as remaining
       from erp_purchase_item c join erp_purchase h on h.id = c.owner_id where c.tenant_id = $1 and ${year()}`,
    );
    expect(got.total).toBe(expected.length);
    expect(tuples(got.rows, ['header.code', 'header.bill_date', 'header.supplier_id', 'material_id', 'quantity', 'unitPrice', 'amount', 'arrivedQty', 'remainingQty'])).toEqual(
      tuples(expected, ['code', 'bill_date', 'supplier_id', 'material_id', 'quantity', 'unit_price', 'amount', 'arrived', 'remaining']),
    );
    const [t] = await sql(`select sum(c.quantity)::text as q, sum(c.amount)::text as a from erp_purchase_item c join erp_purchase h on h.id = c.owner_id where c.tenant_id = $1 and ${year()}`);
    expect(got.totals).toMatchObject({ quantity: t.q, amount: t.a, unitPrice: null });
    // A's lines arrived in full: nothing remains (lines of a document come newest first, as the rows do)
    const a = got.rows.filter((r) => r['header.code'] === orderA.code);
    expect(a.map((r) => [r.arrivedQty, r.remainingQty])).toEqual(orderA.items.map((l: Rec) => [Number(l.quantity).toFixed(4), '0.0000']).reverse());
  });

  it('采购汇总表（按物料）: quantity, amount, average price, arrived, lines per material', async () => {
    const got = await report('purchase.MaterialSummaryReport');
    const expected = await sql(
      `select c.material_id as k0, sum(c.quantity)::text as quantity, sum(c.amount)::text as amount,
         round(sum(c.amount) / nullif(sum(c.quantity), 0), 4)::text as "avgPrice", sum(c.arrived_qty)::text as "arrivedQty", count(*)::text as lines
       from erp_purchase_item c join erp_purchase h on h.id = c.owner_id where c.tenant_id = $1 and ${year()} group by c.material_id`,
    );
    const measures = ['quantity', 'amount', 'avgPrice', 'arrivedQty', 'lines'];
    expect(byKey(got.rows, ['material_id'], measures)).toEqual(sqlByKey(expected, 1, measures));
    // the declared order: amount, largest first
    const amounts = got.rows.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
  });

  it('采购汇总表（按供应商）: orders and their amounts after discount, paid and unpaid per supplier', async () => {
    const got = await report('purchase.SupplierSummaryReport');
    const expected = await sql(
      `select h.supplier_id as k0, count(*)::text as orders, sum(total_price)::text as "totalPrice", sum(discount)::text as discount,
         sum(real_price)::text as "realPrice", sum(paid)::text as paid, sum(pending_pay)::text as "pendingPay"
       from erp_purchase h where ${year()} group by h.supplier_id`,
    );
    const measures = ['orders', 'totalPrice', 'discount', 'realPrice', 'paid', 'pendingPay'];
    expect(byKey(got.rows, ['supplier_id'], measures)).toEqual(sqlByKey(expected, 1, measures));
    // A: 25 + 120 + 10.00 = 155, 10 % off = 139.50
    expect(got.rows.find((r) => (r.supplier_id as { id: number }).id === orderA.supplier_id.id)).toMatchObject({ orders: '1', totalPrice: '155.00', discount: '15.50', realPrice: '139.50' });
  });

  it('采购付款表: arrivals per supplier — amount after discount, paid (on arrival and by payments), unpaid, paid rate', async () => {
    const got = await report('purchase.PayReport');
    const expected = await sql(
      `select h.supplier_id as k0, count(*)::text as arrivals, sum(real_price)::text as "realPrice", sum(paid)::text as paid,
         sum(pending_pay)::text as "pendingPay", round(sum(paid) * 100 / nullif(sum(real_price), 0), 2)::text as "paidRate"
       from erp_purchase_arrival h where ${year('arrival_date')} group by h.supplier_id`,
    );
    const measures = ['arrivals', 'realPrice', 'paid', 'pendingPay', 'paidRate'];
    expect(byKey(got.rows, ['supplier_id'], measures)).toEqual(sqlByKey(expected, 1, measures));
    expect(got.rows.find((r) => (r.supplier_id as { id: number }).id === orderA.supplier_id.id)).toMatchObject({ realPrice: '139.50', paid: '50.00', pendingPay: '89.50', paidRate: '35.84' });
  });
});

describe('the erp.Purchase summary calls and the default range', () => {
  it('summaryByMaterialPage, summaryBySupplierPage, summaryWithPay answer what their report pages answer', async () => {
    const query = { page: 1, pageSize: 3, sortField: 'amount', sortOrder: 'descend' };
    const pairs: Array<[string, string, object]> = [
      ['summaryByMaterialPage', 'purchase.MaterialSummaryReport', query],
      ['summaryBySupplierPage', 'purchase.SupplierSummaryReport', { page: 1, pageSize: 3 }],
      ['summaryWithPay', 'purchase.PayReport', {}],
    ];
    for (const [method, code, q] of pairs) {
      const bound = ok(await srv.call<ReportPage>(admin, 'erp.Purchase', method, [q]));
      expect(bound).toEqual(ok(await srv.call<ReportPage>(admin, 'report.Report', 'page', [code, q])));
      expect(bound.total).toBeGreaterThan(0);
    }
  });

  it('counts this year by default; an order of last year shows when the range asks for it', async () => {
    const has = (rows: ReportRow[]) => rows.some((r) => r['header.code'] === lastYear.code);
    expect(has((await report('purchase.ItemReport')).rows)).toBe(false);
    const asked = await report('purchase.ItemReport', { rangeMap: { 'header.bill_date': { first: lastYearDay(), second: lastYearDay() } } });
    expect(asked.rows.map((r) => r['header.code'])).toEqual([lastYear.code]);
    // an open range (neither end) is every date
    expect(has((await report('purchase.ItemReport', { rangeMap: { 'header.bill_date': {} } })).rows)).toBe(true);
  });
});
