// A BI pivot → report declarations the report engine runs (server/reports): the chosen dimensions
// and measures become a report over the SAME source as the declared report the caller picked (its
// tables or view, the statuses it counts), so the engine's tenant scope, data scope, menu limits and
// decimal-exact aggregation apply unchanged. Every name is checked against the source's declared
// fields first (bi-fields.ts); values are bound by the engine. The pivot reads its cells (rows ×
// columns), then the totals per row and per column as their own GROUP BYs and the grand total from
// the source again, so averages total correctly and sums stay exact decimals. A filter is one more
// condition ANDed to the engine's own (tenant, data scope): it narrows what the caller sees, never
// widens it; a filter's values to pick from are read the same way (a pivot of that one field).
import type { ReportDef, ReportDimension, ReportFilter, ReportMeasure } from '../../../schemas/reports/define';
import { reportColumns } from '../../../schemas/reports/columns';
import { checkReport } from '../../../schemas/reports/check';
import { dimensionKey, isDateKind, type ReportField, reportFields } from '../../../schemas/reports/fields';
import type { ParsedReportQuery, ReportRow } from '../../../schemas/rpc/report';
import type { Lang } from '../../../server/i18n';
import { badRequest } from '../../../server/rpc/errors';
import { builtinEntityOf, runReport } from '../../../server/reports/run';
import type { AnyDb } from '../../../server/reports/source';
import type { ReportVisibility } from '../../../server/reports/visibility';
import { BI_LIMITS, type BiAggregate, type BiMeasureMeta, type BiResult, type ParsedBiQuery } from '../contracts';
import { analysableFields, isHiddenField, isNumericField } from './bi-fields';
import { biText } from './messages';

const AGG_NAMES: Record<BiAggregate, [string, string]> = {
  sum: ['合计', 'sum'],
  count: ['计数', 'count'],
  avg: ['平均', 'average'],
  min: ['最小', 'min'],
  max: ['最大', 'max'],
};

const measureKey = (i: number) => `measure${i}`;

/** The checked pivot as the engine's declaration: dimensions rows then columns, measures measure0…, filters as asked. */
export interface BiPlan {
  def: ReportDef;
  rows: ReportDimension[];
  columns: ReportDimension[];
  query: ParsedReportQuery;
  measures: BiMeasureMeta[];
}

/** Checks every name of a pivot against the source (400 naming the argument) and builds the report it runs. */
export function planPivot(base: ReportDef, q: ParsedBiQuery, vis: ReportVisibility | undefined, lang: Lang): BiPlan {
  const say = biText(lang);
  const all = reportFields(base, builtinEntityOf);
  const allowed = analysableFields(base, vis);
  const fieldAt = (code: string, where: string): ReportField => {
    const f = allowed.get(code);
    if (f) return f;
    const declared = all.get(code);
    if (declared && isHiddenField(declared, vis)) throw badRequest(say.hidden(where));
    throw badRequest(say.undeclared(where, code, lang === 'en_US' ? base.nameEn : base.name));
  };

  const keys = new Set<string>();
  const dimension = (d: ParsedBiQuery['rows'][number], where: string): ReportDimension => {
    const f = fieldAt(d.field, `${where}.field`);
    if (d.bucket && !isDateKind(f.kind)) throw badRequest(say.bucketNeedsDate(where));
    const out: ReportDimension = d.bucket ? { field: d.field, bucket: d.bucket } : { field: d.field };
    const key = dimensionKey(out);
    if (keys.has(key)) throw badRequest(say.duplicateDimension(where));
    keys.add(key);
    return out;
  };
  const rows = q.rows.map((d, i) => dimension(d, `query.rows[${i}]`));
  const columns = q.columns.map((d, i) => dimension(d, `query.columns[${i}]`));

  const measures: ReportMeasure[] = [];
  const metas: BiMeasureMeta[] = [];
  q.measures.forEach((m, i) => {
    const where = `query.measures[${i}]`;
    const f = m.field ? fieldAt(m.field, `${where}.field`) : null;
    if (!f && m.agg !== 'count') throw badRequest(say.measureNeedsField(where));
    if (f && (m.agg === 'sum' || m.agg === 'avg') && !isNumericField(f)) throw badRequest(say.sumNeedsNumber(where));
    if (f && (m.agg === 'min' || m.agg === 'max') && !isNumericField(f) && !isDateKind(f.kind)) throw badRequest(say.minMaxNeedsOrder(where));
    const [zh, en] = AGG_NAMES[m.agg];
    const name = f ? `${f.name}（${zh}）` : zh;
    const nameEn = f ? `${f.nameEn} (${en})` : en;
    measures.push({ code: measureKey(i), name, nameEn, agg: m.agg, ...(f ? { of: f.code } : {}) });
    metas.push({ key: measureKey(i), agg: m.agg, field: f?.code ?? null, name, nameEn, scale: 0 });
  });

  const filters: ReportFilter[] = [];
  const query: ParsedReportQuery = { page: 1, pageSize: BI_LIMITS.groups + 1, filterMap: {}, fuzzyMap: {}, rangeMap: {} };
  const filtered = new Set<string>();
  q.filters.forEach((flt, i) => {
    const where = `query.filters[${i}]`;
    const f = fieldAt(flt.field, `${where}.field`);
    if (filtered.has(f.code)) throw badRequest(say.duplicateFilter(where));
    filtered.add(f.code);
    if (flt.op === 'between') {
      if (!isDateKind(f.kind) && !isNumericField(f)) throw badRequest(say.betweenNeedsDate(where));
      filters.push({ field: f.code, kind: isDateKind(f.kind) ? 'dateRange' : 'numberRange' });
      query.rangeMap[f.code] = { first: flt.value[0], second: flt.value[1] };
    } else if (flt.op === 'contains') {
      if (f.kind !== 'text') throw badRequest(say.containsNeedsText(where));
      filters.push({ field: f.code, kind: 'fuzzy' });
      query.fuzzyMap[f.code] = flt.value;
    } else {
      filters.push({ field: f.code, kind: flt.op });
      query.filterMap[f.code] = flt.value;
    }
  });

  const def: ReportDef = {
    code: base.code,
    url: base.url,
    name: base.name,
    nameEn: base.nameEn,
    source: base.source,
    ...(base.statuses ? { statuses: base.statuses } : {}),
    dimensions: [...rows, ...columns],
    measures,
    filters,
  };
  // the engine's own check, as a second wall: a pivot that does not resolve never becomes SQL
  const problems = checkReport(def, builtinEntityOf);
  if (problems.length) throw badRequest(problems[0]);
  const byKey = new Map(reportColumns(def, builtinEntityOf).map((c) => [c.key, c]));
  for (const m of metas) m.scale = byKey.get(m.key)?.scale ?? 0;
  return { def, rows, columns, query, measures: metas };
}

/** The distinct values of one field for the filter's picker: the pivot of that field alone, counted, under the other filters. */
export function planValues(base: ReportDef, source: string, field: string, filters: ParsedBiQuery['filters'], vis: ReportVisibility | undefined, lang: Lang): BiPlan {
  const allowed = analysableFields(base, vis).get(field);
  if (allowed && isNumericField(allowed)) throw badRequest(biText(lang).valuesNeedDimension('field'));
  const others = filters.filter((f) => f.field !== field);
  const plan = planPivot(base, { source, rows: [{ field }], columns: [], measures: [{ agg: 'count' }], filters: others, chart: 'bar' }, vis, lang);
  return { ...plan, query: { ...plan.query, pageSize: BI_LIMITS.values + 1, sortField: field, sortOrder: 'asc' } };
}

export interface PivotRun {
  db: AnyDb;
  tenantId: string;
  lang: Lang;
  vis: ReportVisibility;
}

/** The same pivot grouped by some of its dimensions only (its totals per row or per column). */
const groupedBy = (def: ReportDef, dims: ReportDimension[]): ReportDef => ({ ...def, dimensions: dims });

/** Runs a planned pivot: cells, totals per row and per column, the grand total; 400 past the caps. */
export async function runPivot(plan: BiPlan, run: PivotRun): Promise<BiResult> {
  const say = biText(run.lang);
  const opts = { tenantId: run.tenantId, lang: run.lang, vis: run.vis };
  const cells = await runReport(run.db, plan.def, plan.query, opts);
  if (cells.total > BI_LIMITS.groups) throw badRequest(say.tooManyGroups(cells.total, BI_LIMITS.groups));
  const both = plan.rows.length > 0 && plan.columns.length > 0;
  const columnTotals = plan.columns.length
    ? both
      ? await runReport(run.db, groupedBy(plan.def, plan.columns), plan.query, opts)
      : cells
    : null;
  if (columnTotals && columnTotals.total > BI_LIMITS.columnGroups) throw badRequest(say.tooManyColumns(columnTotals.total, BI_LIMITS.columnGroups));
  const rowTotals = plan.rows.length ? (both ? await runReport(run.db, groupedBy(plan.def, plan.rows), plan.query, opts) : cells) : null;
  const columnsOf = (dims: ReportDimension[]) => {
    const keys = new Set(dims.map(dimensionKey));
    return reportColumns(plan.def, builtinEntityOf).filter((c) => keys.has(c.key));
  };
  return {
    rows: columnsOf(plan.rows),
    columns: columnsOf(plan.columns),
    measures: plan.measures,
    cells: cells.itemList,
    rowTotals: rowTotals?.itemList ?? [],
    columnTotals: columnTotals?.itemList ?? [],
    total: (cells.totals ?? {}) as ReportRow,
  };
}
