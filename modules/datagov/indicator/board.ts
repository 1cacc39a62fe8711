// Indicators as dashboard widgets, with the engine's own declarations (no widget kind of its own):
// two views over the stored series — every computed period's total (dg_indicator_series) and each
// indicator's latest period (dg_indicator_latest) — a report over each (指标数值, 指标最新值) and
// the big screen 指标大屏 whose figures, trend lines and table read them. 大屏展示 rotates it like
// every declared screen; another dashboard places an indicator by naming a report here with
// `filterMap: { indicator_code }`. The views carry no maker or department: the engine opens them to
// roles whose data scope is Whole only — the stored series is the whole tenant's (reading.ts).
import { defineDashboard } from '../../../schemas/dashboards/define';
import { defineReport, type ViewColumn } from '../../../schemas/reports/define';

const col = (code: string, name: string, nameEn: string, dataType: ViewColumn['dataType'], more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });

export const INDICATOR_VIEWS: ReadonlyArray<readonly [string, string]> = [
  [
    'dg_indicator_series',
    `select v.tenant_id, i.code as indicator_code, i.name as indicator_name, v.period_start, v.value, i.unit
       from dg_indicator_value v join dg_indicator i on i.tenant_id = v.tenant_id and i.id = v.indicator_id
      where v.dims = '{}'`,
  ],
  [
    'dg_indicator_latest',
    `select i.tenant_id, i.code as indicator_code, i.name as indicator_name, l.period_start, l.value, i.target, i.unit
       from dg_indicator i join lateral (select v.period_start, v.value from dg_indicator_value v
                                          where v.tenant_id = i.tenant_id and v.indicator_id = i.id and v.dims = '{}'
                                          order by v.period_start desc limit 1) l on true`,
  ],
];

/** why the stored series have no department or maker (a narrower role computes an indicator through its own visibility on 指标详情) */
const WHOLE_SERIES = 'an indicator is computed once over the whole tenant and stored';

const code = col('indicator_code', '指标编码', 'Indicator code', 'String');
const name = col('indicator_name', '指标', 'Indicator', 'String');
const period = col('period_start', '周期', 'Period', 'DateTime', { column: 'date' });
const value = col('value', '数值', 'Value', 'Number', { scale: 4 });
const unit = col('unit', '单位', 'Unit', 'String');

export const indicatorReports = {
  Values: defineReport({
    code: 'datagov.IndicatorValues',
    url: 'ops/IndicatorValues',
    name: '指标数值',
    nameEn: 'Indicator values',
    source: { view: 'dg_indicator_series', columns: [code, name, period, value, unit], wholeTenant: WHOLE_SERIES },
    dimensions: [{ field: 'period_start', bucket: 'day' }, { field: 'indicator_code' }, { field: 'indicator_name' }, { field: 'unit' }],
    measures: [{ code: 'value', name: '数值', nameEn: 'Value', agg: 'sum', of: 'value', scale: 4 }],
    filters: [{ field: 'indicator_code', kind: 'eq' }, { field: 'indicator_name', kind: 'fuzzy' }, { field: 'period_start', kind: 'dateRange' }],
    dateField: 'period_start',
    defaultRange: 'year',
    sort: { field: 'period_start:day', order: 'desc' },
  }),
  Latest: defineReport({
    code: 'datagov.IndicatorLatest',
    url: 'ops/IndicatorLatest',
    name: '指标最新值',
    nameEn: 'Latest indicator values',
    source: { view: 'dg_indicator_latest', columns: [code, name, period, value, col('target', '目标值', 'Target', 'Number', { scale: 4 }), unit], wholeTenant: WHOLE_SERIES },
    detail: true,
    dimensions: [{ field: 'indicator_code' }, { field: 'indicator_name' }, { field: 'period_start' }, { field: 'unit' }],
    measures: [{ code: 'value', name: '数值', nameEn: 'Value', agg: 'sum', of: 'value', scale: 4 }, { code: 'target', name: '目标值', nameEn: 'Target', agg: 'sum', of: 'target', scale: 4 }],
    filters: [{ field: 'indicator_code', kind: 'eq' }, { field: 'indicator_name', kind: 'fuzzy' }],
    sort: { field: 'indicator_code', order: 'asc' },
  }),
};

/** a figure of one indicator: its latest value */
const latest = (key: string, c: string, n: string, nEn: string, unitZh?: string, unitEn?: string) =>
  ({ code: key, kind: 'figure', name: n, nameEn: nEn, report: indicatorReports.Latest.code, filterMap: { indicator_code: c }, measure: 'value', ...(unitZh ? { unit: unitZh, unitEn } : {}) }) as const;
/** a line of one indicator's computed periods (the last ones, oldest first) */
const trend = (key: string, c: string, n: string, nEn: string, limit: number) =>
  ({ code: key, kind: 'chart', name: n, nameEn: nEn, report: indicatorReports.Values.code, range: 'all', filterMap: { indicator_code: c }, chart: 'line', measures: ['value'], limit, sort: { field: 'period_start:day', order: 'asc' }, span: 2 }) as const;

export const indicatorBoard = defineDashboard({
  code: 'datagov.IndicatorBoard',
  url: 'ops/IndicatorBoard',
  name: '指标大屏',
  nameEn: 'Indicator screen',
  screen: true,
  refresh: { seconds: 300 },
  widgets: [
    latest('salesAmount', 'SALES-AMOUNT', '销售额（本期）', 'Sales (this period)', '元', 'CNY'),
    latest('orderCount', 'ORDER-COUNT', '订单数（本期）', 'Orders (this period)', '单', 'orders'),
    latest('lineOutput', 'LINE-OUTPUT', '日产量（最新）', 'Daily output (latest)', '件', 'pcs'),
    latest('scrapRate', 'SCRAP-RATE', '报废率（最新）', 'Scrap rate (latest)', '%', '%'),
    trend('salesTrend', 'SALES-AMOUNT', '销售额趋势', 'Sales trend', 24),
    trend('outputTrend', 'LINE-OUTPUT', '日产量趋势', 'Daily output trend', 31),
    { code: 'all', kind: 'table', name: '指标一览', nameEn: 'All indicators', report: indicatorReports.Latest.code, columns: ['indicator_name', 'period_start', 'value', 'target', 'unit'], limit: 10, span: 4 },
  ],
});
