// The declaration check of a dashboard: every widget names a declared report and, in it, what it
// shows — measures, columns, filters, the lane's options, a date field for its range. The module
// catalogue refuses a dashboard that fails it, so the server only ever runs widgets that resolve.
import { REPORT_CODE } from '../reports/check';
import { reportColumns } from '../reports/columns';
import type { ReportDef } from '../reports/define';
import type { EntityLookup } from '../reports/fields';
import { type DashboardDef, type DashboardWidget, WIDGET_LIMITS } from './define';

const WIDGET_CODE = /^[a-zA-Z][a-zA-Z0-9_]{0,62}$/;

function checkWidget(w: DashboardWidget, report: ReportDef, entityOf: EntityLookup, fail: (msg: string) => void): void {
  const columns = reportColumns(report, entityOf, w.rankType ?? null);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const measure = (code: string, where: string) => {
    const c = byKey.get(code);
    if (c?.role !== 'measure') fail(`${where}: ${code} is not a measure of ${report.code}`);
  };
  const column = (key: string, where: string) => {
    if (!byKey.has(key)) fail(`${where}: ${key} is not a column of ${report.code}`);
    return byKey.get(key);
  };
  if (w.range && w.range !== 'all' && !report.dateField) fail(`range ${w.range}: ${report.code} has no date field`);
  for (const field of Object.keys(w.filterMap ?? {})) {
    if (!report.filters.some((f) => f.field === field && (f.kind === 'eq' || f.kind === 'in'))) fail(`filter ${field}: ${report.code} declares no eq/in filter of it`);
  }
  if (w.rankType && !report.rank?.types[w.rankType]) fail(`rankType ${w.rankType}: not a rank type of ${report.code}`);
  if ('limit' in w && w.limit !== undefined && (!Number.isInteger(w.limit) || w.limit < 1 || w.limit > WIDGET_LIMITS.max)) fail(`limit must be 1–${WIDGET_LIMITS.max}`);
  if ('sort' in w && w.sort) {
    const c = column(w.sort.field, 'sort');
    if (c && !c.sortable) fail(`sort: ${w.sort.field} cannot be sorted by`);
  }
  switch (w.kind) {
    case 'figure':
      measure(w.measure, 'measure');
      break;
    case 'chart':
      if (!w.measures.length) fail('a chart draws at least one measure');
      for (const m of w.measures) measure(m, 'chart');
      if (!columns.some((c) => c.role === 'dimension')) fail(`a chart needs a dimension of ${report.code} for its axis`);
      break;
    case 'table':
      for (const key of w.columns ?? []) column(key, 'column');
      break;
    case 'board': {
      const lane = column(w.lane, 'lane');
      if (lane && (lane.role !== 'dimension' || !lane.options?.length)) fail(`lane ${w.lane}: a dimension with declared options`);
      column(w.title, 'title');
      if (w.subtitle) column(w.subtitle, 'subtitle');
      if (w.figure) measure(w.figure, 'figure');
      break;
    }
  }
}

/** What is wrong with a dashboard (empty when nothing is). */
export function checkDashboard(def: DashboardDef, reportOf: (code: string) => ReportDef | undefined, entityOf: EntityLookup): string[] {
  const problems: string[] = [];
  if (!REPORT_CODE.test(def.code)) problems.push(`dashboard ${def.code}: code must be {module}.{Name}`);
  if (!def.widgets.length) problems.push(`dashboard ${def.code}: no widget`);
  const seconds = def.refresh?.seconds;
  if (seconds !== undefined && (!Number.isInteger(seconds) || seconds < 5)) problems.push(`dashboard ${def.code}: refresh every 5 seconds at the most often`);
  const codes = new Set<string>();
  for (const w of def.widgets) {
    const fail = (msg: string) => problems.push(`dashboard ${def.code}, widget ${w.code}: ${msg}`);
    if (!WIDGET_CODE.test(w.code)) fail('code must be a name');
    if (codes.has(w.code)) fail('declared twice');
    codes.add(w.code);
    const report = reportOf(w.report);
    if (!report) fail(`no report ${w.report}`);
    else checkWidget(w, report, entityOf, fail);
  }
  return problems;
}
