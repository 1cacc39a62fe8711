// BI分析 on a real database: pivots over a declared report source count exactly what the report
// page counts for the same caller (tenant, data scope), add money up decimal-exactly with totals per
// row, per column and overall, refuse any name the source does not declare (and fields the role
// may not see), stop at the caps, and saved analyses reach the roles they are shared with only;
// filters narrow and never widen the caller's scope, and the pivot exports to a real .xlsx.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReportVisibility } from '../../../../server/reports/visibility';
import { reportByCode } from '../../../../server/modules/catalogue';
import { authHeaders, fileServer, ok, refused, sheetRows } from '../../../../tests/kit';
import { BI_EXPORT_URL, BI_LIMITS, type BiAnalysis, type BiQuery, type BiResult, type BiSource, type BiValues, biQuery } from '../../contracts';
import { planPivot } from '../../server/bi-query';
import { DEMO_ANALYSIS_NAME } from '../../server/demo';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const group = await srv.session('demo', 'qianwei');
const viewer = await srv.session('demo', 'zhaolei');
const acme = await srv.session('acme', 'admin');
const T = admin.tenant.id;

const SOURCE = 'sale.CustomerSummaryReport';
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
type Rec = Record<string, any>;
const run = (s: typeof admin, q: BiQuery) => srv.call<BiResult>(s, 'workbench.Bi', 'run', [q]);
const rows = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;

describe('BI pivots', () => {
  it('adds money up decimal-exactly per cell, per row, per column and overall', async () => {
    const orders = await rows<{ id: number; code: string }>(
      sql`select id::int as id, code from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') order by id limit 3`,
    );
    expect(orders.length).toBe(3);
    // binary floats would answer 0.30000000000000004 and 0.6000000000000001
    await sql`update erp_sale set real_price = case id when ${orders[0].id} then 0.1 when ${orders[1].id} then 0.2 else 0.3 end,
      bill_date = case id when ${orders[2].id} then date '2026-02-10' else date '2026-01-15' end
      where tenant_id = ${T} and id in (${sql.join(orders.map((o) => o.id))})`.execute(srv.db.system);
    const r = ok(
      await run(admin, {
        source: SOURCE,
        rows: [{ field: 'code' }],
        columns: [{ field: 'bill_date', bucket: 'month' }],
        measures: [{ field: 'real_price', agg: 'sum' }, { agg: 'count' }, { field: 'real_price', agg: 'avg' }],
        filters: [{ field: 'code', op: 'in', value: orders.map((o) => o.code) }],
      }),
    );
    expect(r.rows.map((c) => c.key)).toEqual(['code']);
    expect(r.columns.map((c) => c.key)).toEqual(['bill_date:month']);
    expect(r.cells).toHaveLength(3);
    expect(r.columnTotals.map((c) => [c['bill_date:month'], c.measure0, c.measure1])).toEqual([
      ['2026-01', '0.30', '2'],
      ['2026-02', '0.30', '1'],
    ]);
    expect(r.rowTotals.map((c) => c.measure0).sort()).toEqual(['0.10', '0.20', '0.30']);
    expect(r.total.measure0).toBe('0.60');
    expect(r.total.measure1).toBe('3');
    // the grand average is of the rows, not of the groups' averages
    expect(r.total.measure2).toBe('0.20');
  });

  it('counts only what the caller may see: its tenant and its data scope, like the report page', async () => {
    const q: BiQuery = { source: SOURCE, rows: [{ field: 'customer_id' }], measures: [{ agg: 'count' }, { field: 'real_price', agg: 'sum' }] };
    const reportTotals = async (s: typeof admin) =>
      ok(await srv.call<Rec>(s, 'report.Report', 'page', [SOURCE, { page: 1, pageSize: 1, rangeMap: { bill_date: {} } }])).totals;
    const all = ok(await run(admin, q));
    const [{ n, amount }] = await rows<{ n: string; amount: string }>(
      sql`select count(*)::text as n, sum(real_price)::text as amount from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish')`,
    );
    expect(all.total.measure0).toBe(n);
    expect(Number(all.total.measure1)).toBe(Number(amount));
    expect((await reportTotals(admin)).orders).toBe(n);
    // 赵磊 reads only what he made (data scope Self): two orders made his
    const [me] = await rows<{ id: number }>(sql`select id::int as id from app_user where tenant_id = ${T} and code = 'zhaolei'`);
    await sql`update erp_sale set create_id = ${me.id} where tenant_id = ${T} and id in (
      select id from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') order by id desc limit 2)`.execute(srv.db.system);
    const his = ok(await run(viewer, q));
    expect(his.total.measure0).toBe('2');
    expect((await reportTotals(viewer)).orders).toBe('2');
    // another tenant has none of demo's orders
    const other = ok(await run(acme, q));
    expect(other.cells.every((c) => c.customer_id === null || typeof c.customer_id === 'object')).toBe(true);
    expect(Number(other.total.measure0)).toBe(0);
  });

  it('refuses a field its source does not declare, whatever it looks like', async () => {
    refused(await run(admin, { source: SOURCE, rows: [{ field: 'nope' }], measures: [{ agg: 'count' }] }), 400, 'query.rows[0].field: nope 不是数据源「销售汇总表（按客户）」声明的字段');
    const injected = await run(admin, { source: SOURCE, rows: [{ field: 'code; drop table erp_sale' }], measures: [{ agg: 'count' }] });
    expect(refused(injected, 400)).toContain('不是数据源');
    refused(await run(admin, { source: SOURCE, measures: [{ field: 'customer_id', agg: 'sum' }] }), 400, 'query.measures[0]: 只有数值字段可以求和或求平均');
    refused(await run(admin, { source: SOURCE, rows: [{ field: 'code', bucket: 'month' }], measures: [{ agg: 'count' }] }), 400, 'query.rows[0]: 只有日期字段可以按日、月、年分组');
    refused(await run(admin, { source: SOURCE, rows: [{ field: 'code' }], columns: [{ field: 'code' }], measures: [{ agg: 'count' }] }), 400, 'query.columns[0]: 维度重复');
    refused(await run(admin, { source: 'sale.NoSuchReport', measures: [{ agg: 'count' }] }), 11);
    const [counted] = await rows<{ n: number }>(sql`select count(*)::int as n from erp_sale where tenant_id = ${T}`);
    expect(counted.n).toBeGreaterThan(0);
  });

  it('refuses a field the role may not see', () => {
    const def = reportByCode(SOURCE)!;
    const vis = { rows: { whole: true, hidden: new Set(['real_price']) }, refs: [] } as unknown as ReportVisibility;
    const q = biQuery.parse({ source: SOURCE, measures: [{ field: 'real_price', agg: 'sum' }] });
    expect(() => planPivot(def, q, vis, 'zh_CN')).toThrow('query.measures[0].field: 当前角色无权查看该字段');
    expect(() => planPivot(def, biQuery.parse({ source: SOURCE, measures: [{ field: 'total_price', agg: 'sum' }] }), vis, 'zh_CN')).not.toThrow();
  });

  it('stops at the caps on column groups and on groups', async () => {
    const days = await rows<{ n: number }>(sql`select count(distinct bill_date)::int as n from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish')`);
    expect(days[0].n).toBeGreaterThan(BI_LIMITS.columnGroups);
    refused(
      await run(admin, { source: SOURCE, columns: [{ field: 'bill_date', bucket: 'day' }], measures: [{ agg: 'count' }] }),
      400,
      `列分组过多：共 ${days[0].n} 组，最多 ${BI_LIMITS.columnGroups} 组，请减少列维度或增加筛选条件`,
    );
    // more orders than a pivot may show groups: one group per order code is refused, not truncated
    await sql`insert into erp_sale (tenant_id, code, status_dict, bill_date, real_price)
      select ${T}, 'BI-CAP-' || g, 'Audit', date '2026-03-01', 1 from generate_series(1, ${BI_LIMITS.groups}) g`.execute(srv.db.system);
    const r = await run(admin, { source: SOURCE, rows: [{ field: 'code' }], measures: [{ agg: 'count' }] });
    expect(refused(r, 400)).toMatch(new RegExp(`^分组过多：共 \\d+ 组，最多 ${BI_LIMITS.groups} 组，请减少维度或增加筛选条件$`));
    expect(biQuery.safeParse({ source: SOURCE, rows: [{ field: 'a' }, { field: 'b' }, { field: 'c' }, { field: 'd' }], measures: [{ agg: 'count' }] }).success).toBe(false);
  });

  it('offers only the sources whose report page the caller holds, less the ids and attachments', async () => {
    const mine = ok(await srv.call<BiSource[]>(admin, 'workbench.Bi', 'sources', []));
    const sale = mine.find((s) => s.code === SOURCE)!;
    expect(sale.fields.map((f) => f.code)).toContain('real_price');
    expect(sale.fields.map((f) => f.code)).not.toContain('id');
    expect(sale.fields.map((f) => f.code)).not.toContain('attaches');
    const his = ok(await srv.call<BiSource[]>(viewer, 'workbench.Bi', 'sources', []));
    expect(his.length).toBeGreaterThan(0);
    expect(his.length).toBeLessThan(mine.length);
    // the viewer profile holds the report pages (…Report) and the boards open to every role
    expect(his.map((s) => s.code)).toContain(SOURCE);
    // a source whose page the role does not hold is refused when asked for by name
    const notHis = mine.find((s) => !his.some((h) => h.code === s.code))!;
    refused(await run(viewer, { source: notHis.code, measures: [{ agg: 'count' }] }), 4003);
  });
});

describe('saved analyses', () => {
  it('the demo analysis is shared with the group manager, who runs it with his own visibility', async () => {
    const list = ok(await srv.call<BiAnalysis[]>(group, 'workbench.Bi', 'list', []));
    const demo = list.find((a) => a.name === DEMO_ANALYSIS_NAME)!;
    expect(demo.mine).toBe(false);
    const r = ok(await run(group, demo.query));
    expect(r.cells.length).toBeGreaterThan(0);
  });

  it('shares with the named roles only; only the author changes or deletes it', async () => {
    const roles = ok(await srv.call<Array<{ id: number; code: string }>>(admin, 'workbench.Bi', 'roles', []));
    const groupRole = roles.find((r) => r.code === 'group')!.id;
    const query: BiQuery = { source: SOURCE, rows: [{ field: 'salesman_id' }], measures: [{ field: 'real_price', agg: 'sum' }] };
    const saved = ok(await srv.call<BiAnalysis>(admin, 'workbench.Bi', 'save', [{ name: '业务员销售额', query, roleIds: [groupRole] }]));
    expect(saved.mine).toBe(true);
    expect((ok(await srv.call<BiAnalysis[]>(group, 'workbench.Bi', 'list', [])) as BiAnalysis[]).map((a) => a.id)).toContain(saved.id);
    expect((ok(await srv.call<BiAnalysis[]>(viewer, 'workbench.Bi', 'list', [])) as BiAnalysis[]).map((a) => a.id)).not.toContain(saved.id);
    expect((ok(await srv.call<BiAnalysis[]>(acme, 'workbench.Bi', 'list', [])) as BiAnalysis[]).map((a) => a.id)).not.toContain(saved.id);
    refused(await srv.call(group, 'workbench.Bi', 'remove', [saved.id]), 4003, '只能修改或删除自己创建的分析');
    refused(await srv.call(group, 'workbench.Bi', 'save', [{ id: saved.id, name: 'x', query, roleIds: [] }]), 4003, '只能修改或删除自己创建的分析');
    refused(await srv.call(admin, 'workbench.Bi', 'save', [{ name: 'y', query, roleIds: [999999] }]), 400, '共享的角色不存在');
    refused(await srv.call(admin, 'workbench.Bi', 'save', [{ name: 'z', query: { ...query, rows: [{ field: 'nope' }] }, roleIds: [] }]), 400);
    expect(ok(await srv.call<{ removed: number }>(admin, 'workbench.Bi', 'remove', [saved.id])).removed).toBe(1);
    expect((ok(await srv.call<BiAnalysis[]>(group, 'workbench.Bi', 'list', [])) as BiAnalysis[]).map((a) => a.id)).not.toContain(saved.id);
  });
});

describe('BI filters and export', () => {
  const counted = async (where: ReturnType<typeof sql>) =>
    (await rows<{ n: string }>(sql`select count(*)::text as n from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') and ${where}`))[0].n;
  const values = (s: typeof admin, field: string, filters: BiQuery['filters'] = []) => srv.call<BiValues>(s, 'workbench.Bi', 'values', [{ source: SOURCE, field, filters }]);
  const download = (s: typeof admin, q: BiQuery, title?: string) =>
    fetch(`${srv.base}${BI_EXPORT_URL}`, { method: 'POST', headers: { ...authHeaders(s), 'content-type': 'application/json' }, body: JSON.stringify(title ? [q, title] : [q]) });

  it('filters by a value, by a list of values and by a range of numbers or dates, counting what SQL counts', async () => {
    const count = async (filters: BiQuery['filters']) => ok(await run(admin, { source: SOURCE, measures: [{ agg: 'count' }], filters })).total.measure0;
    expect(await count([{ field: 'real_price', op: 'between', value: ['100', '5000.5'] }])).toBe(await counted(sql`real_price between 100 and 5000.5`));
    expect(await count([{ field: 'real_price', op: 'between', value: [null, '100'] }])).toBe(await counted(sql`real_price <= 100`));
    expect(await count([{ field: 'bill_date', op: 'between', value: ['2026-01-01', '2026-02-28'] }])).toBe(await counted(sql`bill_date between '2026-01-01' and '2026-02-28'`));
    const [one] = await rows<{ code: string; customer_id: number }>(sql`select code, customer_id::int as customer_id from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') and customer_id is not null order by id limit 1`);
    expect(await count([{ field: 'code', op: 'eq', value: one.code }])).toBe('1');
    expect(await count([{ field: 'customer_id', op: 'in', value: [one.customer_id] }])).toBe(await counted(sql`customer_id = ${one.customer_id}`));
    refused(await run(admin, { source: SOURCE, measures: [{ agg: 'count' }], filters: [{ field: 'code', op: 'between', value: ['a', 'b'] }] }), 400, 'query.filters[0]: 只有日期或数值字段可以按区间筛选');
    expect(refused(await run(admin, { source: SOURCE, measures: [{ agg: 'count' }], filters: [{ field: 'real_price', op: 'between', value: ['9', '1'] }] }), 400)).toContain('最小值 9 大于最大值 1');
    expect(refused(await run(admin, { source: SOURCE, measures: [{ agg: 'count' }], filters: [{ field: 'real_price', op: 'between', value: ['lots', null] }] }), 400)).toContain('must be a number');
  });

  it('never widens the caller’s data scope: a filter only narrows, and the values offered are the caller’s own', async () => {
    const [me] = await rows<{ id: number }>(sql`select id::int as id from app_user where tenant_id = ${T} and code = 'zhaolei'`);
    const theirs = await rows<{ code: string; customer_id: number | null }>(sql`select code, customer_id::int as customer_id from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') and create_id is distinct from ${me.id} and customer_id is not null order by id limit 5`);
    const hisCustomers = await rows<{ id: number }>(sql`select distinct customer_id::int as id from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') and create_id = ${me.id} and customer_id is not null order by 1`);
    expect(theirs.length).toBe(5);
    const q = (filters: BiQuery['filters']): BiQuery => ({ source: SOURCE, measures: [{ agg: 'count' }], filters });
    // naming other people's orders finds none of them
    expect(ok(await run(viewer, q([{ field: 'code', op: 'in', value: theirs.map((x) => x.code) }]))).total.measure0).toBe('0');
    expect(ok(await run(viewer, q([{ field: 'code', op: 'eq', value: theirs[0].code }]))).total.measure0).toBe('0');
    // every customer of the tenant named: still only his own orders
    const all = ok(await values(admin, 'customer_id'));
    expect(all.values.length).toBeGreaterThan(hisCustomers.length);
    expect(ok(await run(viewer, q([{ field: 'customer_id', op: 'in', value: all.values.map((v) => v.value as number) }]))).total.measure0).toBe(await counted(sql`create_id = ${me.id} and customer_id is not null`));
    // the picker offers him his own orders' customers only, read like the pivot; the admin every one, by name
    expect(ok(await values(viewer, 'customer_id')).values.map((v) => v.value).sort((a, b) => Number(a) - Number(b))).toEqual(hisCustomers.map((c) => c.id));
    expect(all.values.every((v) => typeof (v.row.customer_id as { name?: string }).name === 'string')).toBe(true);
    // another tenant is offered none of demo's
    expect(ok(await values(acme, 'customer_id')).values.some((v) => all.values.some((a) => a.value === v.value))).toBe(false);
    refused(await values(admin, 'real_price'), 400, 'field: 数值字段没有可选值，请按区间筛选');
    refused(await values(admin, 'nope'), 400);
  });

  it('exports the pivot as the page shows it to a real .xlsx, through the caller’s visibility', async () => {
    const q: BiQuery = {
      source: SOURCE,
      rows: [{ field: 'customer_id' }],
      columns: [{ field: 'bill_date', bucket: 'year' }],
      measures: [{ field: 'real_price', agg: 'sum' }, { agg: 'count' }],
      filters: [{ field: 'real_price', op: 'between', value: ['0.01', null] }],
    };
    const pivot = ok(await run(admin, q));
    const res = await download(admin, q, '客户年度销售');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('客户年度销售'));
    const sheet = await sheetRows(Buffer.from(await res.arrayBuffer()));
    const years = pivot.columnTotals.map((c) => String(c['bill_date:year']));
    const names = pivot.measures.map((m) => m.name);
    expect(names[1]).toBe('计数');
    expect(sheet[0]).toEqual(['客户', ...years.flatMap((y) => names.map((n) => `${y} · ${n}`)), ...names.map((n) => `行合计 · ${n}`)]);
    // one line per customer, then the totals line: the grand total as the pivot's
    expect(sheet).toHaveLength(pivot.rowTotals.length + 2);
    const last = sheet[sheet.length - 1];
    expect(last[0]).toBe('合计');
    expect(last.slice(-2)).toEqual([Number(pivot.total.measure0), Number(pivot.total.measure1)]);
    // a customer's line reads its name and its numbers
    const first = pivot.rowTotals.find((r) => r.customer_id)!;
    const line = sheet.find((l) => l[0] === (first.customer_id as { name: string }).name)!;
    expect(line.slice(-2)).toEqual([Number(first.measure0), Number(first.measure1)]);
    // the viewer's export holds his orders only
    const his = await sheetRows(Buffer.from(await (await download(viewer, { ...q, columns: [] })).arrayBuffer()));
    expect(his[his.length - 1].slice(-1)).toEqual([Number(ok(await run(viewer, { ...q, columns: [] })).total.measure1)]);
    // refused like a run: a source whose page the role does not hold, a field not declared
    const refusedAnswer = await download(viewer, { ...q, rows: [{ field: 'nope' }] });
    expect((await refusedAnswer.json()).code).toBe(400);
  });

  it('keeps an analysis’s filters when saved and read back', async () => {
    const filters: BiQuery['filters'] = [
      { field: 'real_price', op: 'between', value: ['10', '99.5'] },
      { field: 'bill_date', op: 'between', value: ['2026-01-01', null] },
      { field: 'customer_id', op: 'in', value: [1, 2] },
      { field: 'code', op: 'contains', value: 'XS' },
    ];
    const saved = ok(await srv.call<BiAnalysis>(admin, 'workbench.Bi', 'save', [{ name: '带筛选的分析', query: { source: SOURCE, measures: [{ agg: 'count' }], filters }, roleIds: [] }]));
    const back = ok(await srv.call<BiAnalysis[]>(admin, 'workbench.Bi', 'list', [])).find((a) => a.id === saved.id)!;
    expect(back.query.filters).toEqual(filters);
  });
});
