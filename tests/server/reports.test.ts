// The report engine on a real database: report.Report/meta and /page (paging, sorting, totals),
// bad input as 400 envelopes naming the argument, who may read and export a report (4003 without
// its page or its export function), tenant isolation, the .xlsx export, and the general parts the
// declared reports do not all use: a view source with a running balance (a temporary view made
// here), date buckets, first/last, and a rank's top N.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../schemas/rpc/portal';
import type { ReportMeta, ReportPage } from '../../schemas/rpc/report';
import { defineReport } from '../../schemas/reports/define';
import { runReport } from '../../server/reports/run';
import { type AnyRecord, fileServer, ok, sheetRows } from '../kit';
import { allRows, exportReport, sqlRows, today, yearStart } from './reports-kit';

// the documents audited directly, as in a tenant without approval flows (flows: modules/flow/tests)
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let materials: number[];
let supplier: number;
let other: number;
type Rec = AnyRecord;

const MATERIAL = 'purchase.MaterialSummaryReport';
const page = (s: Session, query: object, code = MATERIAL) => srv.call<ReportPage>(s, 'report.Report', 'page', [code, query]);

async function newSupplier(code: string): Promise<number> {
  return ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code, name: `报表测试供应商${code}` }])).id;
}

/** An order of (material index, quantity, price) lines, audited unless `saved`. */
async function order(supplierId: number, lines: Array<[number, number | string, number | string]>, opts: { billDate?: string; saved?: boolean } = {}): Promise<Rec> {
  const items = lines.map(([m, quantity, unit_price]) => ({ material_id: materials[m], quantity, unit_price }));
  const o = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplierId, items, ...(opts.billDate ? { bill_date: opts.billDate } : {}) }]));
  if (opts.saved) return o;
  ok(await srv.call(admin, 'erp.Purchase', 'commit', [o.id]));
  return ok(await srv.call<Rec>(admin, 'erp.Purchase', 'audit', [o.id]));
}

beforeAll(async () => {
  // materials of its own: the demo data's documents never mix into the figures
  const stamp = Date.now();
  materials = [];
  for (let i = 0; i < 6; i++) materials.push(ok(await srv.call<{ id: number }>(admin, 'datax.MetaDynamic', 'saveValue', ['Material', { code: `RPTM${stamp}${i}`, name: `报表物料${i}`, unit: 'PCS' }])).id);
  supplier = await newSupplier('RPT-A');
  other = await newSupplier('RPT-B');
  // this year: five materials with distinct amounts (and a draft that must not count)
  await order(supplier, [[0, 10, '2.5'], [1, 3, 40], [2, '0.5', '19.99']]);
  await order(other, [[0, 4, 3], [3, 7, '1.1'], [4, 1, 500]]);
  await order(supplier, [[1, 1, 1000]], { saved: true });
  // far in the past, for the view, the buckets and the balance
  await order(supplier, [[0, 1, 100]], { billDate: '2001-01-10' });
  await order(supplier, [[0, 1, '20.5']], { billDate: '2001-02-10' });
  await order(supplier, [[0, 1, '7.25']], { billDate: '2001-03-10' });
  await order(supplier, [[0, 1, 1000]], { billDate: '2001-02-15', saved: true });
  await order(other, [[0, 1, 5]], { billDate: '2001-02-20' });
  await srv.db.pool.query('create view test_purchase_flow as select id, tenant_id, bill_date, supplier_id, real_price as amount, status_dict from erp_purchase');
});

describe('report.Report', () => {
  it('meta: the columns, filters, default range and chart of the declaration, named in the caller language', async () => {
    const meta = ok(await srv.call<ReportMeta>(admin, 'report.Report', 'meta', ['sale.RankReport']));
    expect(meta.columns.map((c) => c.key)).toEqual(['rankNo', 'material_id', 'amount', 'quantity']);
    expect(meta).toMatchObject({ url: 'sale/RankReport', defaultRange: 'month', dateField: 'header.bill_date', chart: { type: 'bar', measures: ['amount'] } });
    expect(meta.rank!.types.map((t) => [t.code, t.name, t.columns[1].key])).toEqual([['ByMaterial', '按物料', 'material_id'], ['ByCustomer', '按客户', 'header.customer_id']]);
    expect(meta.filters.find((f) => f.field === 'header.customer_id')).toMatchObject({ kind: 'eq', quote: 'Customer', name: '客户' });
    expect(ok(await srv.call<ReportMeta>(admin, 'report.Report', 'meta', [MATERIAL], { language: 'en_US' })).nameEn).toBe('Purchase summary by material');
  });

  it('pages by groups: total = number of groups, pages do not overlap, sorted as asked, totals over all groups', async () => {
    const [{ n }] = await sqlRows(
      srv,
      `select count(distinct c.material_id)::int as n from erp_purchase_item c join erp_purchase h on h.id = c.owner_id
       where c.tenant_id = $1 and h.status_dict in ('Audit','Finish') and h.bill_date between $2 and $3`,
      [admin.tenant.id, yearStart(), today()],
    );
    const p1 = ok(await page(admin, { pageSize: 2, sortField: 'quantity', sortOrder: 'ascend' }));
    const p2 = ok(await page(admin, { page: 2, pageSize: 2, sortField: 'quantity', sortOrder: 'ascend' }));
    expect(p1).toMatchObject({ total: n, page: 1, pageSize: 2 });
    const all = (await allRows(srv, admin, 'report.Report', 'page', (q) => [MATERIAL, { ...q, sortField: 'quantity', sortOrder: 'ascend' }])).rows;
    expect([...p1.itemList, ...p2.itemList]).toEqual(all.slice(0, 4));
    const quantities = all.map((r) => Number(r.quantity));
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    // a reference dimension sorts by its name
    const byName = (await allRows(srv, admin, 'report.Report', 'page', (q) => [MATERIAL, { ...q, sortField: 'material_id', sortOrder: 'descend' }])).rows;
    const names = byName.map((r) => (r.material_id as { name: string }).name);
    // in the database's own collation
    const sorted = await sqlRows(srv, 'select n from unnest($1::text[]) as n order by n desc', [names]);
    expect(names).toEqual(sorted.map((r) => r.n));
    // totals are the measures over every group, as strings at their scale
    const sum = all.reduce((t, r) => t + Math.round(Number(r.amount) * 100), 0);
    expect(p1.totals!.amount).toBe((sum / 100).toFixed(2));
  });

  it('answers references as {id, code, name} and measures as decimal strings', async () => {
    const row = ok(await page(admin, { filterMap: { material_id: materials[2] } })).itemList[0];
    expect(row.material_id).toMatchObject({ id: materials[2], code: expect.any(String), name: expect.any(String) });
    // the line's amount 0.5 × 19.99 is stored rounded to money (10.00); quantities keep 4 decimals
    expect(row.amount).toBe('10.00');
    expect(row.quantity).toBe('0.5000');
  });

  it('refuses bad input with a 400 naming the argument', async () => {
    const cases: Array<[object, string]> = [
      [{ filterMap: { nonsense: 1 } }, 'filterMap.nonsense'],
      [{ filterMap: { material_id: 'abc' } }, 'filterMap.material_id'],
      [{ fuzzyMap: { material_id: 'x' } }, 'fuzzyMap.material_id'],
      [{ rangeMap: { 'header.bill_date': { first: 'yesterday' } } }, 'rangeMap.header.bill_date.first'],
      [{ rangeMap: { 'header.bill_date': { first: '2026-05-02', second: '2026-05-01' } } }, 'rangeMap.header.bill_date'],
      [{ rangeMap: { 'h.bill_date; drop table x': { first: '2026-01-01' } } }, 'rangeMap.h.bill_date; drop table x'],
      [{ sortField: 'avgPrice' }, 'sortField.avgPrice'],
      [{ sortField: 'c.quantity' }, 'sortField.c.quantity'],
      [{ page: 0 }, 'query.page'],
      [{ pageSize: 5000 }, 'query.pageSize'],
    ];
    for (const [query, named] of cases) {
      const a = await page(admin, query);
      expect(a.json.code, JSON.stringify(query)).toBe(400);
      expect(a.json.msg).toContain(named);
    }
    const rank = await page(admin, { rankType: 'ByNothing' }, 'sale.RankReport');
    expect([rank.json.code, rank.json.msg]).toEqual([400, expect.stringContaining('rankType')]);
    expect((await page(admin, {}, 'nope.Report')).json.code).toBe(11);
  });

  it('needs the report page: 4003 without it (naming the page), for the generic call and the bound one', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    for (const a of [await page(keeper, {}), await srv.call(keeper, 'report.Report', 'meta', [MATERIAL]), await srv.call(keeper, 'erp.Purchase', 'summaryByMaterialPage', [{}])]) {
      expect(a.json.code).toBe(4003);
      expect(a.json.msg).toContain('purchase/MaterialSummaryReport');
    }
    // the read-only viewer holds report pages (under his Self scope they count only his own documents)
    const viewer = await srv.session('demo', 'zhaolei');
    expect(ok(await page(viewer, {})).total).toBe(0);
  });

  it('is tenant scoped: another tenant sees none of these documents', async () => {
    const acme = await srv.session('acme', 'admin');
    const theirs = ok(await page(acme, { rangeMap: { 'header.bill_date': {} } }));
    expect(theirs.total).toBe(0);
    expect(theirs.totals!.amount).toBe('0.00');
    const items = ok(await srv.call<ReportPage>(acme, 'report.Report', 'page', ['purchase.ItemReport', { rangeMap: { 'header.bill_date': {} } }]));
    expect(items.itemList).toEqual([]);
  });
});

describe('the .xlsx export', () => {
  it('has the page columns in order, every row (not one page) and the totals row', async () => {
    const meta = ok(await srv.call<ReportMeta>(admin, 'report.Report', 'meta', [MATERIAL]));
    const all = await allRows(srv, admin, 'report.Report', 'page', (q) => [MATERIAL, q]);
    const x = await exportReport(srv, admin, [MATERIAL, { page: 1, pageSize: 1 }]);
    expect([x.status, x.type]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(decodeURIComponent(x.disposition)).toContain('采购汇总表（按物料）');
    const rows = await sheetRows(x.bytes);
    expect(rows[0]).toEqual(meta.columns.map((c) => c.name));
    expect(rows).toHaveLength(all.rows.length + 2);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(all.rows.map((r) => (r.material_id as { name: string }).name));
    expect(rows.slice(1, -1).map((r) => r[2])).toEqual(all.rows.map((r) => Number(r.amount)));
    expect(rows.at(-1)![0]).toBe('合计');
    expect(rows.at(-1)![2]).toBe(Number(all.totals.amount));
  });

  it('is refused as an envelope: without the export function (4003), with a bad query (400)', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    const refused = await exportReport(srv, keeper, [MATERIAL, {}]);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: 4003 });
    const bad = await exportReport(srv, admin, [MATERIAL, { filterMap: { x: 1 } }]);
    expect(JSON.parse(bad.bytes.toString())).toMatchObject({ code: 400 });
  });
});

describe('the engine beyond the declared reports', () => {
  const run = (def: Parameters<typeof runReport>[1], query: object) =>
    runReport(srv.db.forTenant(admin.tenant.id), def, { page: 1, pageSize: 100, filterMap: {}, fuzzyMap: {}, rangeMap: {}, ...query }, { tenantId: admin.tenant.id, lang: 'zh_CN' });

  const flow = defineReport({
    code: 'test.Flow',
    url: 'purchase/PayReport',
    name: '采购流水',
    nameEn: 'Purchase flow',
    source: {
      view: 'test_purchase_flow',
      columns: [
        { code: 'id', name: 'ID', nameEn: 'ID', dataType: 'Number', column: 'bigint' },
        { code: 'bill_date', name: '日期', nameEn: 'Date', dataType: 'DateTime', column: 'date' },
        { code: 'supplier_id', name: '供应商', nameEn: 'Supplier', dataType: 'Supplier', quote: 'Supplier' },
        { code: 'amount', name: '金额', nameEn: 'Amount', dataType: 'Costs', scale: 2 },
        { code: 'status_dict', name: '状态', nameEn: 'Status', dataType: 'String' },
      ],
    },
    statuses: ['Audit', 'Finish'],
    detail: true,
    dimensions: [{ field: 'supplier_id' }, { field: 'bill_date' }],
    measures: [{ code: 'amount', name: '金额', nameEn: 'Amount', of: 'amount', agg: 'sum' }],
    filters: [{ field: 'supplier_id', kind: 'eq' }],
    dateField: 'bill_date',
    balance: { of: 'amount', partition: ['supplier_id'], order: ['bill_date'], name: '余额', nameEn: 'Balance' },
  });

  it('a running balance over a view: computed before the date filter, so the first row carries the opening balance', async () => {
    const one = await run(flow, { filterMap: { supplier_id: supplier }, rangeMap: { bill_date: { first: '2001-02-01', second: '2001-03-31' } } });
    expect(one.itemList.map((r) => [r.bill_date, r.amount, r.balance])).toEqual([['2001-02-10', '20.50', '120.50'], ['2001-03-10', '7.25', '127.75']]);
    expect(one.total).toBe(2);
    expect(one.totals!.amount).toBe('27.75');
    // each partition runs on its own; a draft (Saved) never counts
    const both = await run(flow, { rangeMap: { bill_date: { first: '2001-01-01', second: '2001-12-31' } } });
    const mine = both.itemList.filter((r) => [supplier, other].includes((r.supplier_id as { id: number }).id));
    expect(mine.map((r) => [(r.supplier_id as { id: number }).id, r.balance])).toEqual([[supplier, '100.00'], [supplier, '120.50'], [supplier, '127.75'], [other, '5.00']].sort((a, b) => Number(a[0]) - Number(b[0])));
    // the view has no tenant layer of its own: the compiler's tenant filter is the wall
    const acme = await srv.session('acme', 'admin');
    const theirs = await runReport(srv.db.forTenant(acme.tenant.id), flow, { page: 1, pageSize: 10, filterMap: {}, fuzzyMap: {}, rangeMap: { bill_date: {} } }, { tenantId: acme.tenant.id, lang: 'zh_CN' });
    expect(theirs.total).toBe(0);
  });

  it('date buckets, first and last by date, counts', async () => {
    const monthly = defineReport({
      code: 'test.Monthly',
      url: 'purchase/SupplierSummaryReport',
      name: '按月',
      nameEn: 'Monthly',
      source: { entity: 'PurchaseOrder' },
      dimensions: [{ field: 'bill_date', bucket: 'month' }],
      measures: [
        { code: 'n', name: '单数', nameEn: 'Orders', agg: 'count' },
        { code: 'amount', name: '金额', nameEn: 'Amount', agg: 'sum', of: 'real_price' },
        { code: 'firstAmount', name: '首单', nameEn: 'First', agg: 'first', of: 'real_price' },
        { code: 'lastAmount', name: '末单', nameEn: 'Last', agg: 'last', of: 'real_price' },
      ],
      filters: [{ field: 'supplier_id', kind: 'in' }],
      dateField: 'bill_date',
    });
    const r = await run(monthly, { filterMap: { supplier_id: [supplier, other] }, rangeMap: { bill_date: { first: '2001-01-01', second: '2001-12-31' } } });
    expect(r.itemList).toEqual([
      { 'bill_date:month': '2001-01', n: '1', amount: '100.00', firstAmount: '100.00', lastAmount: '100.00' },
      { 'bill_date:month': '2001-02', n: '2', amount: '25.50', firstAmount: '20.50', lastAmount: '5.00' },
      { 'bill_date:month': '2001-03', n: '1', amount: '7.25', firstAmount: '7.25', lastAmount: '7.25' },
    ]);
    expect(r.totals).toEqual({ n: '4', amount: '132.75', firstAmount: '100.00', lastAmount: '7.25' });
  });

  it('a rank keeps the top N by its measure, numbered, and its totals are those of the ranked rows', async () => {
    const top2 = defineReport({
      code: 'test.Top2',
      url: 'purchase/MaterialSummaryReport',
      name: '前二',
      nameEn: 'Top 2',
      source: { entity: 'PurchaseOrder', child: 'items' },
      dimensions: [{ field: 'material_id' }],
      measures: [
        { code: 'amount', name: '金额', nameEn: 'Amount', agg: 'sum', of: 'amount' },
        { code: 'lines', name: '行数', nameEn: 'Lines', agg: 'count', of: 'id' },
      ],
      filters: [],
      dateField: 'header.bill_date',
      defaultRange: 'year',
      rank: { top: 2, measure: 'amount', types: { ByMaterial: [{ field: 'material_id' }], BySupplier: [{ field: 'header.supplier_id' }] } },
    });
    const expected = await sqlRows(
      srv,
      `select c.material_id as k0, sum(c.amount)::text as amount, count(*)::int as lines from erp_purchase_item c join erp_purchase h on h.id = c.owner_id
       where c.tenant_id = $1 and h.status_dict in ('Audit','Finish') and h.bill_date between $2 and $3 group by c.material_id order by sum(c.amount) desc limit 2`,
      [admin.tenant.id, yearStart(), today()],
    );
    const r = await run(top2, {});
    expect(r.total).toBe(2);
    expect(r.itemList.map((x) => [x.rankNo, (x.material_id as { id: number }).id, x.amount])).toEqual(expected.map((e, i) => [i + 1, Number(e.k0), e.amount]));
    expect(r.totals!.amount).toBe((expected.reduce((t, e) => t + Math.round(Number(e.amount) * 100), 0) / 100).toFixed(2));
    // a count's total is the ranked rows' counts added up, not how many rows were ranked
    expect(Number(r.totals!.lines)).toBe(expected.reduce((t, e) => t + Number(e.lines), 0));
    const bySupplier = await run(top2, { rankType: 'BySupplier' });
    expect(Object.keys(bySupplier.itemList[0])).toEqual(['rankNo', 'header.supplier_id', 'amount', 'lines']);
  });
});
