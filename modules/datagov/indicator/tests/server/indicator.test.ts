// 指标与数据模型 on a real database: indicators computed exactly per period and dimension from the
// demo's rows (the sales orders of the product's database through the report engine, the old MES's
// line output through its SQLite source), a filter applied, the schedule run once across two
// servers, what a model's rows and an indicator's figures show another tenant and a narrower
// data scope, and the rules a save refuses with their messages.
import { Big } from '../../../../../schemas/compute/decimal';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../../tests/kit';
import { mesDatabase } from '../../../server/demo';
import { statementsOf } from '../../../server/statements';
import type { IndicatorInput, IndicatorSeries, IndicatorView, ModelRows, ModelView } from '../../contracts';
import { runDueIndicators } from '../../server/schedule';
import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
const T = demo.tenant.id;
afterAll(() => srv.close());

const models = async (s = demo) => ok(await srv.call<{ itemList: ModelView[] }>(s, 'datagov.Model', 'summaryPage', [{ pageSize: 100 }])).itemList;
const indicators = async (s = demo) => ok(await srv.call<{ itemList: IndicatorView[] }>(s, 'datagov.Indicator', 'summaryPage', [{ pageSize: 100 }])).itemList;
const byCode = async (code: string) => (await indicators()).find((i) => i.code === code)!;
const series = (s: typeof demo, id: number) => srv.call<IndicatorSeries>(s, 'datagov.Indicator', 'series', [{ id, periods: 400 }]);
const save = (i: IndicatorInput, s = demo) => srv.call<IndicatorView>(s, 'datagov.Indicator', 'save', [i]);

/** the monthly sums of approved sale order lines' amounts, by SQL of our own */
async function monthlyAmounts(where = sql`true`): Promise<Map<string, string>> {
  const { rows } = await sql<{ p: string; v: string }>`
    select to_char(date_trunc('month', h.bill_date), 'YYYY-MM-DD') as p, sum(c.amount)::text as v
      from erp_sale_item c join erp_sale h on h.tenant_id = c.tenant_id and h.id = c.owner_id
     where c.tenant_id = ${T} and h.status_dict in ('Audit', 'Finish') and ${where} group by 1 order by 1`.execute(sys);
  return new Map(rows.map((r) => [r.p, new Big(r.v).toFixed(2)]));
}

/** the MES file's line output as the demo wrote it, read with SQLite of our own */
function mesRows(): Array<{ line: string; day: string; qty: number; scrap_qty: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ind-test-'));
  const file = path.join(dir, 'mes.sqlite');
  fs.writeFileSync(file, mesDatabase(2));
  const db = new DatabaseSync(file);
  const rows = db.prepare('select line, day, qty, scrap_qty from line_output').all() as Array<{ line: string; day: string; qty: number; scrap_qty: number }>;
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return rows;
}

describe('the demo', () => {
  it('has the models and their indicators computed, so every page shows figures', async () => {
    expect((await models()).map((m) => m.code).sort()).toEqual(['MES-OUTPUT', 'SALES-LINES', 'SALES-ORDERS']);
    const list = await indicators();
    expect(list.map((i) => i.code).sort()).toEqual(['LINE-OUTPUT', 'ORDER-COUNT', 'SALES-AMOUNT', 'SALES-QTY', 'SCRAP-RATE']);
    for (const i of list) {
      expect(i.latest?.value, i.code).toBeTruthy();
      expect(i.target, i.code).toBeTruthy();
    }
    // a year of months of sales
    expect(ok(await series(demo, (await byCode('SALES-AMOUNT')).id)).points.length).toBeGreaterThanOrEqual(12);
  });
});

describe('an indicator computed', () => {
  it('sums the approved order lines per month exactly, and breaks the last month down by customer', async () => {
    const amount = await byCode('SALES-AMOUNT');
    const s = ok(await series(demo, amount.id));
    expect(s.basis).toBe('stored');
    const expected = await monthlyAmounts();
    expect(new Map(s.points.map((p) => [p.period, p.value]))).toEqual(expected);
    const last = s.points.at(-1)!;
    const parts = s.breakdown.reduce((t, b) => t.plus(b.value ?? 0), new Big(0));
    expect(parts.toFixed(2)).toBe(last.value);
    expect(s.dimensionLabels).toEqual(['客户']);
    // its latest value and change as the list shows them
    const prev = s.points.at(-2)!;
    expect(amount.latest).toMatchObject({ period: last.period, value: last.value, previous: prev.value, change: new Big(last.value!).minus(prev.value!).toFixed(2) });
  });

  it('applies its filter: one customer\'s sales only', async () => {
    const model = (await models()).find((m) => m.code === 'SALES-LINES')!;
    const { rows } = await sql<{ id: string }>`select customer_id::text as id from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') group by 1 order by count(*) desc limit 1`.execute(sys);
    const customer = Number(rows[0]!.id);
    const made = ok(await save({ code: 'ONE-CUSTOMER', name: '大客户销售额', modelId: model.id, measure: { agg: 'sum', column: 'amount' }, filters: [{ column: 'header.customer_id', op: 'eq', value: customer }], period: 'month' }));
    expect(made.latest).toBeNull();
    const computed = ok(await srv.call<{ periods: number }>(demo, 'datagov.Indicator', 'compute', [made.id]));
    const expected = await monthlyAmounts(sql`h.customer_id = ${customer}`);
    expect(computed.periods).toBe(expected.size);
    expect(new Map(ok(await series(demo, made.id)).points.map((p) => [p.period, p.value]))).toEqual(expected);
  });

  it('takes a ratio of two measures over another source exactly, per day and line', async () => {
    const rate = await byCode('SCRAP-RATE');
    const s = ok(await series(demo, rate.id));
    const rows = mesRows();
    const days = [...new Set(rows.map((r) => r.day))].sort();
    const ratio = (list: typeof rows) => new Big(list.reduce((t, r) => t + r.scrap_qty, 0)).div(list.reduce((t, r) => t + r.qty, 0)).times(100).round(2, Big.roundHalfUp).toFixed(2);
    expect(s.points).toEqual(days.map((d) => ({ period: d, value: ratio(rows.filter((r) => r.day === d)) })));
    const last = days.at(-1)!;
    expect(new Map(s.breakdown.map((b) => [b.labels[0], b.value]))).toEqual(new Map(['L1', 'L2', 'L3'].map((l) => [l, ratio(rows.filter((r) => r.day === last && r.line === l))])));
    expect(rate.latest?.status).toBe(rate.latest && new Big(rate.latest.value!).lte('0.60') ? 'good' : new Big(rate.latest!.value!).lte('1.00') ? 'warn' : 'bad');
  });

  it('folds days into weeks starting on Monday (an average is the week\'s sum over its count)', async () => {
    const model = (await models()).find((m) => m.code === 'MES-OUTPUT')!;
    const made = ok(await save({ code: 'WEEK-AVG', name: '周均班产', modelId: model.id, measure: { agg: 'avg', column: 'qty' }, period: 'week', scale: 3 }));
    ok(await srv.call(demo, 'datagov.Indicator', 'compute', [made.id]));
    const rows = mesRows();
    const monday = (d: string) => {
      const x = new Date(`${d}T00:00:00Z`);
      x.setUTCDate(x.getUTCDate() - ((x.getUTCDay() + 6) % 7));
      return x.toISOString().slice(0, 10);
    };
    const weeks = [...new Set(rows.map((r) => monday(r.day)))].sort();
    const avg = (w: string) => {
      const of = rows.filter((r) => monday(r.day) === w);
      return new Big(of.reduce((t, r) => t + r.qty, 0)).div(of.length).round(3, Big.roundHalfUp).toFixed(3);
    };
    expect(ok(await series(demo, made.id)).points).toEqual(weeks.map((w) => ({ period: w, value: avg(w) })));
  });

  it('registers the statements it runs on another source, for lineage', async () => {
    const mine = await statementsOf(sys, T, 'indicator');
    const rate = await byCode('SCRAP-RATE');
    const st = mine.find((x) => x.originId === String(rate.id))!;
    expect(st.dialect).toBe('sqlite');
    expect(st.sql).toContain('"main"."line_output"');
    expect(st.sql).toContain('sum("scrap_qty")');
    expect((await statementsOf(sys, T, 'indicator.model')).map((x) => x.name)).toContain('产线产量');
  });
});

describe('the big screen 指标大屏', () => {
  it('shows each indicator\'s latest value as a figure and its periods as a line, for a whole-scope role', async () => {
    const data = ok(await srv.call<{ widgets: Record<string, { value?: string | null; rows?: Array<Record<string, unknown>> }> }>(demo, 'report.Dashboard', 'data', ['datagov.IndicatorBoard']));
    const rate = await byCode('SCRAP-RATE');
    expect(new Big(data.widgets.scrapRate!.value!).eq(rate.latest!.value!)).toBe(true);
    const output = ok(await series(demo, (await byCode('LINE-OUTPUT')).id));
    expect(data.widgets.outputTrend!.rows!.map((r) => new Big(String(r.value)).toFixed(0))).toEqual(output.points.map((p) => p.value));
    expect(data.widgets.all!.rows!.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the schedule', () => {
  it('computes each due indicator once, though two servers tick at the same time', async () => {
    await sql`update dg_indicator set next_run_at = null where tenant_id = ${T}`.execute(sys);
    const due = Number((await sql<{ n: string }>`select count(*) as n from dg_indicator where tenant_id is not null and scheduled and (next_run_at is null or next_run_at <= now())`.execute(sys)).rows[0]!.n);
    const before = await sql<{ id: string }>`select id from dg_indicator_run where tenant_id = ${T} and trigger = 'Schedule'`.execute(sys);
    const [a, b] = await Promise.all([runDueIndicators(srv.env, '2026-10-20'), runDueIndicators(srv.env, '2026-10-20')]);
    expect(a + b).toBe(due);
    const { rows } = await sql<{ indicator_id: string; n: number }>`
      select indicator_id, count(*)::int as n from dg_indicator_run where tenant_id = ${T} and trigger = 'Schedule' group by 1`.execute(sys);
    expect(before.rows).toHaveLength(0);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows.length).toBe(Number((await sql<{ n: string }>`select count(*) as n from dg_indicator where tenant_id = ${T}`.execute(sys)).rows[0]!.n));
    // nothing is due again until its next hour
    expect(await runDueIndicators(srv.env, '2026-10-20')).toBe(0);
    // the recomputed last two days are the same figures
    const rate = await byCode('SCRAP-RATE');
    expect(rate.latest?.period).toBe('2026-10-20');
  });
});

describe('what a caller sees', () => {
  it('another tenant sees none of demo\'s models and indicators, and cannot read them by id', async () => {
    const ours = new Set((await models()).map((m) => m.id));
    expect((await models(acme)).filter((m) => ours.has(m.id))).toEqual([]);
    const mine = new Set((await indicators()).map((i) => i.id));
    expect((await indicators(acme)).filter((i) => mine.has(i.id))).toEqual([]);
    const id = (await byCode('SALES-AMOUNT')).id;
    refused(await series(acme, id), 11, `指标不存在：${id}`);
    const model = (await models()).find((m) => m.code === 'SALES-LINES')!;
    refused(await srv.call(acme, 'datagov.Model', 'rows', [{ modelId: model.id }]), 11, `数据模型不存在：${model.id}`);
  });

  it('browses a model over another source with the columns DataAuth masks masked', async () => {
    const model = (await models()).find((m) => m.code === 'MES-OUTPUT')!;
    const page = ok(await srv.call<ModelRows>(demo, 'datagov.Model', 'rows', [{ modelId: model.id, pageSize: 5, filters: [{ column: 'line', op: 'eq', value: 'L2' }] }]));
    expect(page.total).toBe(20);
    expect(page.rows.every((r) => r.line === 'L2')).toBe(true);
    expect(page.columns.find((c) => c.name === 'operator_phone')?.masked).toBe(true);
    expect(String(page.rows[0]!.operator_phone)).toMatch(/^1\*+\d$/);
    refused(await srv.call(demo, 'datagov.Model', 'rows', [{ modelId: model.id, filters: [{ column: 'operator_phone', op: 'eq', value: '13800001001' }] }]), 4003, '列 operator_phone 已脱敏，不能用于指标');
  });

  it('a narrower data scope sees its own rows and live figures of them, never the tenant\'s stored series', async () => {
    const model = (await models()).find((m) => m.code === 'SALES-LINES')!;
    const amount = await byCode('SALES-AMOUNT');
    const [other] = (await sql<{ id: number }>`select id::int as id from app_user where tenant_id = ${T} and code <> 'admin' order by id limit 1`.execute(sys)).rows;
    // admin acts with data scope Self: only the two orders made its own
    await sql`update erp_sale set create_id = ${other!.id} where tenant_id = ${T}`.execute(sys);
    const mine = (await sql<{ id: string }>`select id from erp_sale where tenant_id = ${T} and status_dict in ('Audit', 'Finish') order by bill_date desc, id desc limit 2`.execute(sys)).rows.map((r) => r.id);
    await sql`update erp_sale set create_id = ${demo.user.id} where tenant_id = ${T} and id = any(${mine})`.execute(sys);
    await sql`update role set data_scope = 'Self' where tenant_id = ${T} and id = ${demo.role.id}`.execute(sys);
    try {
      const rows = ok(await srv.call<ModelRows>(demo, 'datagov.Model', 'rows', [{ modelId: model.id, pageSize: 200 }]));
      const lines = Number((await sql<{ n: string }>`select count(*) as n from erp_sale_item where tenant_id = ${T} and owner_id = any(${mine})`.execute(sys)).rows[0]!.n);
      expect(rows.total).toBe(lines);
      const s = ok(await series(demo, amount.id));
      expect(s.basis).toBe('live');
      expect(new Map(s.points.map((p) => [p.period, p.value]))).toEqual(await monthlyAmounts(sql`h.id = any(${mine})`));
      expect((await byCode('SALES-AMOUNT')).latest).toBeNull();
      refused(await srv.call(demo, 'datagov.Indicator', 'compute', [amount.id]), 400, '只有数据范围为“全部”的角色可以计算指标（计算结果为全租户共享）');
    } finally {
      await sql`update role set data_scope = 'Whole' where tenant_id = ${T} and id = ${demo.role.id}`.execute(sys);
    }
  });
});

describe('a save', () => {
  it('refuses what does not fit its model, with the message saying so', async () => {
    const lines = (await models()).find((m) => m.code === 'SALES-LINES')!;
    const mes = (await models()).find((m) => m.code === 'MES-OUTPUT')!;
    const base = { code: 'X', name: 'x', modelId: lines.id, period: 'month' as const };
    refused(await save({ ...base, measure: { agg: 'sum', column: 'header.customer_id' } }), 400, 'indicator.measure.column: header.customer_id 不是模型的度量');
    refused(await save({ ...base, measure: { agg: 'countDistinct', column: 'material_id' } }), 400, 'indicator.measure: 报表源模型不支持去重计数');
    refused(await save({ ...base, measure: { agg: 'sum', column: 'amount' }, dimensions: ['amount'] }), 400, 'indicator.dimensions: amount 不是模型的维度');
    refused(await save({ ...base, measure: { agg: 'sum' } }), 400, 'indicator.measure: 该聚合须选择列');
    refused(await save({ ...base, measure: { agg: 'sum', column: 'amount' }, target: '100', alarm: '120' }), 400, 'indicator.alarm: 告警阈值应在目标值的下方');
    refused(await save({ ...base, modelId: mes.id, measure: { agg: 'sum', column: 'qty' }, target: '1', alarm: '0.5', direction: 'lower' }), 400, 'indicator.alarm: 告警阈值应在目标值的上方');
    refused(await save({ ...base, code: 'SALES-AMOUNT', measure: { agg: 'count' } }), 409, 'indicator.code: 指标编码已存在：SALES-AMOUNT');
  });

  it('refuses a model whose columns do not fit its origin', async () => {
    const own = (await sql<{ id: string }>`select id from dg_source where tenant_id = ${T} and kind = 'own'`.execute(sys)).rows[0]!;
    const mes = (await models()).find((m) => m.code === 'MES-OUTPUT')!;
    const m = (x: object) => srv.call(demo, 'datagov.Model', 'save', [{ code: 'M', name: 'm', kind: 'table', sourceId: mes.sourceId, table: 'main.line_output', columns: [{ name: 'day', label: '日', role: 'time' }], ...x }]);
    refused(await m({ sourceId: Number(own.id), table: 'public.erp_sale' }), 400, 'model.sourceId: 本系统数据库请以报表源建模（按列表的数据范围读取）');
    refused(await m({ columns: [{ name: 'line', label: '产线', role: 'measure' }, { name: 'day', label: '日', role: 'time' }] }), 400, 'model.columns: 度量列 line 不是数值');
    refused(await m({ columns: [{ name: 'nope', label: 'x', role: 'dimension' }] }), 400, 'model.columns[0].name: 模型数据没有列 nope');
    refused(await m({ columns: [{ name: 'line', label: '产线', role: 'dimension' }] }), 400, 'model.columns: 须有且仅有一个时间列');
    refused(await srv.call(demo, 'datagov.Model', 'remove', [[mes.id]]), 400, '模型 产线产量 已有指标，不能删除');
  });
});
