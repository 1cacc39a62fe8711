// The part's reports as declarations (schemas/reports, schemas/dashboards) over two views:
//   对照统计 (standard/ContrastStatistics): per standard and source column, the codes read from the
//     column, how many are mapped to the standard's, how many not, and the coverage %.
//   数据质量报告 (dataquality/Report): a dashboard over the runs — this month's figures, the pass rate
//     by day (this month) and by week (this year), runs by kind of rule, the worst tables.
// Pass rates are formulas over summed counts (decimal, schemas/compute), never averages of ratios.
// The views carry no department or maker: the engine opens them to roles of the Whole data scope
// only (server/reports/visibility.ts), as the SQL console is on the product's database.
import { defineDashboard } from '../../../schemas/dashboards/define';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../../schemas/reports/define';
import { RULE_KINDS } from './contracts';

const col = (code: string, name: string, nameEn: string, dataType: ViewColumn['dataType'], more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const sum = (code: string, name: string, nameEn: string, scale = 0): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of: code, scale });

const KIND_LABELS: Record<(typeof RULE_KINDS)[number], [string, string]> = {
  completeness: ['完整性', 'Completeness'],
  uniqueness: ['唯一性', 'Uniqueness'],
  validity: ['有效性（标准）', 'Validity (standard)'],
  range: ['范围/格式', 'Range / pattern'],
  referential: ['参照完整性', 'Referential'],
  freshness: ['及时性', 'Freshness'],
  custom: ['自定义SQL', 'Custom SQL'],
};
export const KIND_OPTIONS = RULE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k][0], labelEn: KIND_LABELS[k][1] }));

const contrastStats = `
  select c.tenant_id, c.id, d.name as dict_name, s.name as source_name, c.schema_name || '.' || c.table_name || '.' || c.column_name as column_path,
         count(m.source_code) as codes, count(m.std_code) as mapped, count(m.source_code) - count(m.std_code) as unmapped
    from dg_std_contrast c
    join dg_std_dict d on d.tenant_id = c.tenant_id and d.id = c.dict_id
    join dg_source s on s.tenant_id = c.tenant_id and s.id = c.source_id
    left join dg_std_mapping m on m.tenant_id = c.tenant_id and m.contrast_id = c.id
   group by c.tenant_id, c.id, d.name, s.name, c.schema_name, c.table_name, c.column_name`;

const runs = `
  select u.tenant_id, u.id, u.started_at, date_trunc('week', u.started_at)::date as week, r.code as rule_code, r.kind, r.severity,
         s.name || ' · ' || r.schema_name || '.' || r.table_name as table_path,
         1 as runs, case when u.passed then 1 else 0 end as passed_runs, case when u.passed then 0 else 1 end as failed_runs,
         coalesce(u.rows_checked, 0) as rows_checked, coalesce(u.failed_rows, 0) as failed_rows
    from dg_q_run u
    join dg_q_rule r on r.tenant_id = u.tenant_id and r.id = u.rule_id
    join dg_source s on s.tenant_id = r.tenant_id and s.id = r.source_id`;

export const QUALITY_VIEWS: ReadonlyArray<readonly [string, string]> = [
  ['dg_std_stat_view', contrastStats],
  ['dg_q_run_view', runs],
];

const passRate: ReportMeasure = { code: 'pass_rate', name: '通过率(%)', nameEn: 'Pass rate (%)', formula: 'runs == 0 ? 0 : passed_runs * 100 / runs', scale: 2 };
const runMeasures: ReportMeasure[] = [
  sum('runs', '运行次数', 'Runs'),
  sum('passed_runs', '通过次数', 'Passed'),
  sum('failed_runs', '失败次数', 'Failed'),
  passRate,
  sum('rows_checked', '检查行数', 'Rows checked'),
  sum('failed_rows', '不合格行数', 'Failing rows'),
];
const runSource = {
  view: 'dg_q_run_view',
  wholeTenant: 'a quality run checks a whole source table; sources are governed by DataAuth, not data scope',
  columns: [
    col('started_at', '运行时间', 'Run at', 'DateTime'),
    col('week', '周', 'Week', 'DateTime', { column: 'date' }),
    col('rule_code', '规则', 'Rule', 'String'),
    col('kind', '规则类型', 'Kind', 'EnumType', { options: KIND_OPTIONS }),
    col('severity', '严重程度', 'Severity', 'String'),
    col('table_path', '数据表', 'Table', 'String'),
    col('runs', '运行次数', 'Runs', 'Number', { scale: 0 }),
    col('passed_runs', '通过次数', 'Passed', 'Number', { scale: 0 }),
    col('failed_runs', '失败次数', 'Failed', 'Number', { scale: 0 }),
    col('rows_checked', '检查行数', 'Rows checked', 'Number', { scale: 0 }),
    col('failed_rows', '不合格行数', 'Failing rows', 'Number', { scale: 0 }),
  ],
};
const runFilters = [{ field: 'kind', kind: 'in' as const }, { field: 'table_path', kind: 'fuzzy' as const }, { field: 'started_at', kind: 'dateRange' as const }];

export const qualityReports = {
  ContrastStatistics: defineReport({
    code: 'datagov.ContrastStatistics',
    url: 'standard/ContrastStatistics',
    name: '对照统计',
    nameEn: 'Mapping statistics',
    source: {
      view: 'dg_std_stat_view',
      wholeTenant: 'coverage of a standard over whole source tables; sources are governed by DataAuth, not data scope',
      columns: [
        col('dict_name', '标准', 'Standard', 'String'),
        col('source_name', '数据源', 'Source', 'String'),
        col('column_path', '列', 'Column', 'String'),
        col('codes', '编码数', 'Codes', 'Number', { scale: 0 }),
        col('mapped', '已对照', 'Mapped', 'Number', { scale: 0 }),
        col('unmapped', '未对照', 'Unmapped', 'Number', { scale: 0 }),
      ],
    },
    dimensions: [{ field: 'dict_name' }, { field: 'source_name' }, { field: 'column_path' }],
    measures: [
      sum('codes', '编码数', 'Codes'),
      sum('mapped', '已对照', 'Mapped'),
      sum('unmapped', '未对照', 'Unmapped'),
      { code: 'coverage', name: '覆盖率(%)', nameEn: 'Coverage (%)', formula: 'codes == 0 ? 0 : mapped * 100 / codes', scale: 1 },
    ],
    filters: [{ field: 'dict_name', kind: 'fuzzy' }, { field: 'source_name', kind: 'fuzzy' }],
    sort: { field: 'dict_name', order: 'asc' },
    chart: { type: 'bar', measures: ['mapped', 'unmapped'] },
  }),
  RunsByDay: defineReport({
    code: 'datagov.QualityByDay',
    url: 'dataquality/ReportByDay',
    name: '质量运行（按日）',
    nameEn: 'Quality runs by day',
    source: runSource,
    dimensions: [{ field: 'started_at', bucket: 'day' }],
    measures: runMeasures,
    filters: runFilters,
    dateField: 'started_at',
    defaultRange: 'month',
    sort: { field: 'started_at:day', order: 'asc' },
    chart: { type: 'line', measures: ['pass_rate'] },
  }),
  RunsByWeek: defineReport({
    code: 'datagov.QualityByWeek',
    url: 'dataquality/ReportByWeek',
    name: '质量运行（按周）',
    nameEn: 'Quality runs by week',
    source: runSource,
    dimensions: [{ field: 'week' }],
    measures: runMeasures,
    filters: runFilters,
    dateField: 'started_at',
    defaultRange: 'year',
    sort: { field: 'week', order: 'asc' },
    chart: { type: 'line', measures: ['pass_rate'] },
  }),
  RunsBy: defineReport({
    code: 'datagov.QualityRank',
    url: 'dataquality/ReportRank',
    name: '质量运行排行',
    nameEn: 'Quality runs ranked',
    source: runSource,
    dimensions: [{ field: 'table_path' }],
    measures: runMeasures,
    rank: {
      top: 20,
      measure: 'failed_runs',
      types: { ByTable: [{ field: 'table_path' }], ByKind: [{ field: 'kind' }], ByRule: [{ field: 'rule_code' }] },
      labels: { ByTable: { name: '按数据表', nameEn: 'By table' }, ByKind: { name: '按规则类型', nameEn: 'By kind' }, ByRule: { name: '按规则', nameEn: 'By rule' } },
    },
    filters: runFilters,
    dateField: 'started_at',
    defaultRange: 'year',
    chart: { type: 'bar', measures: ['failed_runs'] },
  }),
};

export const qualityDashboard = defineDashboard({
  code: 'datagov.QualityReport',
  url: 'dataquality/Report',
  name: '数据质量报告',
  nameEn: 'Data quality report',
  widgets: [
    { code: 'rate', kind: 'figure', name: '本月通过率', nameEn: 'Pass rate this month', report: 'datagov.QualityByDay', range: 'month', measure: 'pass_rate', unit: '%', unitEn: '%' },
    { code: 'runs', kind: 'figure', name: '本月运行次数', nameEn: 'Runs this month', report: 'datagov.QualityByDay', range: 'month', measure: 'runs', unit: '次', unitEn: 'runs' },
    { code: 'failed', kind: 'figure', name: '本月失败次数', nameEn: 'Failed runs this month', report: 'datagov.QualityByDay', range: 'month', measure: 'failed_runs', unit: '次', unitEn: 'runs' },
    { code: 'rows', kind: 'figure', name: '本月检查行数', nameEn: 'Rows checked this month', report: 'datagov.QualityByDay', range: 'month', measure: 'rows_checked', unit: '行', unitEn: 'rows' },
    { code: 'byDay', kind: 'chart', name: '通过率趋势（本月按日）', nameEn: 'Pass rate by day (this month)', report: 'datagov.QualityByDay', range: 'month', chart: 'line', measures: ['pass_rate'], limit: 31, span: 2 },
    { code: 'byWeek', kind: 'chart', name: '通过率趋势（本年按周）', nameEn: 'Pass rate by week (this year)', report: 'datagov.QualityByWeek', range: 'year', chart: 'line', measures: ['pass_rate'], limit: 53, span: 2 },
    { code: 'byKind', kind: 'chart', name: '按规则类型（本年）', nameEn: 'By kind of rule (this year)', report: 'datagov.QualityRank', rankType: 'ByKind', range: 'year', chart: 'bar', measures: ['passed_runs', 'failed_runs'], span: 2 },
    { code: 'worst', kind: 'table', name: '问题最多的表（本年）', nameEn: 'Worst tables (this year)', report: 'datagov.QualityRank', rankType: 'ByTable', range: 'year', columns: ['table_path', 'runs', 'failed_runs', 'pass_rate', 'failed_rows'], limit: 10, span: 2 },
  ],
});
