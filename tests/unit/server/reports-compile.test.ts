// @vitest-environment node
// The report compiler without a database: the SQL text and bound values it makes for each source
// kind (a header, lines with their header, a view), rank, running balance, date buckets and
// linked lines; the query checks (400 naming the argument; input only ever as bound values);
// default ranges; and the declaration check the module catalogue runs.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { builtinReports, entityByCode, reportByCode } from '../../../server/modules/catalogue';
import { checkReport } from '../../../schemas/reports/check';
import { defineReport, type ReportDef } from '../../../schemas/reports/define';
import type { ParsedReportQuery } from '../../../schemas/rpc/report';
import { defaultRange } from '../../../server/reports/query';
import { prepareReport } from '../../../server/reports/run';
import { RpcError } from '../../../server/rpc/errors';

// biome-ignore lint/suspicious/noExplicitAny: report sources are dynamic tables
const db = new Kysely<any>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
});
const TODAY = new Date(2026, 4, 15); // 15 May 2026, local time
const query = (q: Partial<ParsedReportQuery> = {}): ParsedReportQuery => ({ page: 1, pageSize: 20, filterMap: {}, fuzzyMap: {}, rangeMap: {}, ...q });
function compiled(def: ReportDef | string, q: Partial<ParsedReportQuery> = {}) {
  const d = typeof def === 'string' ? reportByCode(def)! : def;
  const { compiled: c } = prepareReport(db, d, query(q), { tenantId: 'T9', lang: 'en_US', entityOf: entityByCode, today: TODAY });
  return { rows: c.rows(20, 0).compile(), count: c.count.compile(), totals: c.totals.compile(), plan: c.plan };
}
const squash = (s: string) => s.replace(/\s+/g, ' ');

const flow = defineReport({
  code: 'test.Flow',
  url: 'finance/Flow',
  name: '流水',
  nameEn: 'Flow',
  source: {
    view: 'v_flow',
    columns: [
      { code: 'id', name: 'ID', nameEn: 'ID', dataType: 'Number', column: 'bigint' },
      { code: 'bill_date', name: '日期', nameEn: 'Date', dataType: 'DateTime', column: 'date' },
      { code: 'supplier_id', name: '供应商', nameEn: 'Supplier', dataType: 'Supplier', quote: 'Supplier' },
      { code: 'amount', name: '金额', nameEn: 'Amount', dataType: 'Costs', scale: 2 },
    ],
  },
  detail: true,
  dimensions: [{ field: 'bill_date' }, { field: 'supplier_id' }],
  measures: [{ code: 'amount', name: '金额', nameEn: 'Amount', of: 'amount', agg: 'sum' }],
  filters: [{ field: 'supplier_id', kind: 'eq' }],
  dateField: 'bill_date',
  defaultRange: 'month',
  balance: { of: 'amount', partition: ['supplier_id'], order: ['bill_date'], name: '余额', nameEn: 'Balance' },
});

describe('the SQL of each source kind', () => {
  it('a document header: its table as h, the tenant and the approved statuses, GROUP BY the ids, references named after grouping in the tenant', () => {
    const { rows, count, totals } = compiled('purchase.SupplierSummaryReport');
    const s = squash(rows.sql);
    expect(s).toContain('from "erp_purchase" as "h" where "h"."tenant_id" = $1 and "h"."status_dict" in ($2, $3) and "h"."bill_date" >= $4 and "h"."bill_date" <= $5 group by "h"."supplier_id") as "g0"');
    expect(s).toContain('left join "mdm_supplier" as "r0" on "r0"."id" = "g0"."d0" and "r0"."tenant_id" = $6');
    expect(s).toContain('count(*) as "m0"');
    expect(s).toContain('coalesce(sum("h"."real_price"), 0) as "m3"');
    // declared order (realPrice desc), then the group's own keys
    expect(s).toMatch(/order by "r"\."m3" desc nulls last, "r"\."d0__n" asc nulls last, "r"\."d0" asc nulls last limit \$7 offset \$8$/);
    expect(rows.parameters).toEqual(['T9', 'Audit', 'Finish', '2026-01-01', '2026-05-15', 'T9', 20, 0]);
    // the total is the number of groups; totals aggregate the source again (no GROUP BY)
    expect(squash(count.sql)).toMatch(/^select count\(\*\) as "n" from \(select .* group by .*\) as "r"$/);
    expect(squash(totals.sql)).not.toContain('group by');
    expect(totals.parameters).toEqual(['T9', 'Audit', 'Finish', '2026-01-01', '2026-05-15']);
  });

  it('lines: the line table as c joined to its header h, the tenant on both', () => {
    const { rows } = compiled('sale.MaterialSummaryReport', { filterMap: { 'header.customer_id': 7 } });
    const s = squash(rows.sql);
    expect(s).toContain('from "erp_sale_item" as "c" inner join "erp_sale" as "h" on "h"."id" = "c"."owner_id" and "h"."tenant_id" = $1');
    expect(s).toContain('where "c"."tenant_id" = $2 and "h"."status_dict" in ($3, $4) and "h"."customer_id" = $5');
    expect(rows.parameters.slice(0, 8)).toEqual(['T9', 'T9', 'Audit', 'Finish', 7, '2026-05-01', '2026-05-15', 'T9']);
  });

  it('a view: the tenant filter written out (views are not tenant tables to the scope layer), no statuses unless declared', () => {
    const { rows } = compiled({ ...flow, balance: undefined, defaultRange: 'all' });
    const s = squash(rows.sql);
    expect(s).toContain('from "v_flow" as "v" left join "mdm_supplier" as "r1" on "r1"."id" = "v"."supplier_id" and "r1"."tenant_id" = $1 where "v"."tenant_id" = $2)');
    expect(s).not.toContain('status_dict');
    // a detail report: no GROUP BY, newest first then by id
    expect(s).not.toContain('group by');
    expect(s).toContain('order by "r"."__date" desc nulls last, "r"."__id" desc nulls last');
  });

  it('a running balance: the window over every row of the other filters, the date range outside it', () => {
    const { rows, plan } = compiled(flow, { filterMap: { supplier_id: 3 } });
    const s = squash(rows.sql);
    expect(s).toContain('sum("v"."amount") over (partition by "v"."supplier_id" order by "v"."bill_date", "v"."id" rows between unbounded preceding and current row) as "balance"');
    // the supplier filter inside, the dates outside
    expect(s).toMatch(/where "v"\."tenant_id" = \$2 and "v"\."supplier_id" = \$3\) as "b" where "b"\."__date" >= \$4 and "b"\."__date" <= \$5/);
    expect(rows.parameters).toEqual(['T9', 'T9', 3, '2026-05-01', '2026-05-15', 20, 0]);
    expect(s).toContain('order by "r"."__bp0" asc nulls last, "r"."__bo0" asc nulls last, "r"."__bo1" asc nulls last');
    expect(plan.balanceScale).toBe(2);
  });

  it('a rank: row_number by the measure, the top N kept before paging', () => {
    const { rows, count } = compiled('sale.RankReport', { rankType: 'ByCustomer' });
    const s = squash(rows.sql);
    expect(s).toContain('row_number() over (order by "g"."m0" desc nulls last, "g"."d0__n" asc nulls last, "g"."d0" asc nulls last) as "rank_no"');
    expect(s).toContain('group by "h"."customer_id"');
    expect(s).toMatch(/limit \$\d+\) as "r" order by "r"\."rank_no" asc nulls last limit \$\d+ offset \$\d+$/);
    expect(count.parameters.at(-1)).toBe(10);
  });

  it('linked lines: a correlated subquery in the tenant, as a query node (the tenant layer refuses raw SQL around tenant tables)', () => {
    const { rows } = compiled('sale.OrderAssociation');
    expect(squash(rows.sql)).toContain(
      '(select coalesce(sum("x"."returned_qty"), 0) as "v" from "erp_sale_delivery_item" as "x" inner join "erp_sale_delivery" as "y" on "y"."id" = "x"."owner_id" and "y"."tenant_id" = $1 where "x"."tenant_id" = $2 and "x"."order_item_id" = "c"."id" and "y"."status_dict" in ($3, $4)) as "m2"',
    );
  });

  it('date buckets group by their text, with the format written into the SQL (the same text in SELECT and GROUP BY)', () => {
    const monthly = defineReport({ ...reportByCode('purchase.SupplierSummaryReport')!, code: 'test.M', dimensions: [{ field: 'bill_date', bucket: 'month' }], sort: undefined, chart: undefined });
    const s = squash(compiled(monthly).rows.sql);
    expect(s).toContain(`to_char("h"."bill_date", 'YYYY-MM') as "d0"`);
    expect(s).toContain(`group by to_char("h"."bill_date", 'YYYY-MM')`);
  });
});

describe('the query, checked against the declaration', () => {
  const refused = (def: string, q: Partial<ParsedReportQuery>) => {
    try {
      compiled(def, q);
    } catch (e) {
      expect(e).toBeInstanceOf(RpcError);
      return `${(e as RpcError).code} ${(e as RpcError).message}`;
    }
    throw new Error('not refused');
  };

  it('filters become bound values: equals, in, contains (escaped), date ranges (timestamps up to the next day)', () => {
    const { rows } = compiled('sale.ItemReport', { filterMap: { material_id: [1, '2'] }, fuzzyMap: { 'header.code': '50%_x' }, rangeMap: { 'header.bill_date': { first: '2026-02-01', second: '2026-02-28' } } });
    const s = squash(rows.sql);
    expect(s).toContain('"c"."material_id" in ($8, $9) and "h"."code" ilike $10 and "h"."bill_date" >= $11 and "h"."bill_date" <= $12');
    expect(rows.parameters.slice(7, 12)).toEqual([1, 2, '%50\\%\\_x%', '2026-02-01', '2026-02-28']);
    // a timestamp column: from local midnight of the first day to before local midnight after the last
    const audited = defineReport({ ...reportByCode('sale.ReceiptReport')!, code: 'test.A', dateField: 'audit_dt', filters: [], sort: undefined });
    const t = compiled(audited, { rangeMap: { audit_dt: { first: '2026-02-01', second: '2026-02-28' } } }).rows;
    expect(squash(t.sql)).toContain('"h"."audit_dt" >= $4 and "h"."audit_dt" < $5');
    expect(t.parameters.slice(3, 5)).toEqual([new Date(2026, 1, 1).toISOString(), new Date(2026, 2, 1).toISOString()]);
  });

  it('refuses with 400 naming the argument what the report does not declare', () => {
    expect(refused('sale.ItemReport', { filterMap: { 'c.id = 1 or 1': 1 } })).toMatch(/^400 filterMap\.c\.id = 1 or 1: not a filter of report sale\.ItemReport/);
    expect(refused('sale.ItemReport', { filterMap: { amount: 1 } })).toMatch(/^400 filterMap\.amount/);
    expect(refused('sale.ItemReport', { filterMap: { material_id: 'x' } })).toBe('400 filterMap.material_id: must be a number');
    expect(refused('sale.ItemReport', { rangeMap: { 'header.bill_date': { first: '15/05/2026' } } })).toBe('400 rangeMap.header.bill_date.first: must be a date (YYYY-MM-DD)');
    expect(refused('sale.ItemReport', { rangeMap: { 'header.bill_date': { first: '2026-05-02', second: '2026-05-01' } } })).toMatch(/^400 rangeMap\.header\.bill_date: the start/);
    expect(refused('sale.ItemReport', { sortField: 'c.amount' })).toMatch(/^400 sortField\.c\.amount/);
    expect(refused('sale.ProfitReport', { sortField: 'grossRate' })).toMatch(/^400 sortField\.grossRate/);
    expect(refused('sale.RankReport', { rankType: 'ByWeather' })).toBe('400 rankType: one of ByMaterial, ByCustomer');
  });

  it('default ranges: month = the 1st → today, year = Jan 1 → today; an open range asks for every date', () => {
    expect(defaultRange('month', TODAY)).toEqual({ first: '2026-05-01', second: '2026-05-15' });
    expect(defaultRange('year', TODAY)).toEqual({ first: '2026-01-01', second: '2026-05-15' });
    expect(defaultRange('all', TODAY)).toBeNull();
    expect(squash(compiled('sale.ItemReport', { rangeMap: { 'header.bill_date': {} } }).rows.sql)).not.toContain('bill_date" >=');
  });
});

describe('the declaration check', () => {
  it('passes every declared report', () => {
    expect(builtinReports().length).toBeGreaterThanOrEqual(13);
    for (const r of builtinReports()) expect(checkReport(r, entityByCode), r.code).toEqual([]);
  });

  it('names what does not resolve', () => {
    const bad = defineReport({
      code: 'bad code',
      url: 'x/Y',
      name: '坏',
      nameEn: 'Bad',
      source: { entity: 'PurchaseOrder', child: 'items' },
      dimensions: [{ field: 'nope' }, { field: 'quantity', bucket: 'month' }],
      measures: [
        { code: 'rate', name: '率', nameEn: 'Rate', formula: 'amount * 2' },
        { code: 'amount', name: '额', nameEn: 'Amount', agg: 'sum', of: 'header.supplier_id' },
      ],
      filters: [{ field: 'quantity', kind: 'fuzzy' }],
      balance: { of: 'amount', partition: [], order: [], name: '余', nameEn: 'B' },
    });
    const problems = checkReport(bad, entityByCode).join('\n');
    for (const p of ['code must be', 'nope is not a field', 'bucket needs a date', 'amount is not a measure declared before it', 'sum of a non-number', 'fuzzy needs a text field', 'running balance is for detail reports']) {
      expect(problems).toContain(p);
    }
  });
});
