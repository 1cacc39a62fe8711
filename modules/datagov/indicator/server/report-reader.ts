// A report model's reads go through the report engine over the SAME source as the declared report
// it names (its tables or view, the statuses it counts), so the tenant, the caller's data scope, its
// menu limits and hidden fields apply exactly as on the report page and in BI分析; aggregates are
// the engine's decimal-exact SQL. Rows are a detail report of the model's columns; an indicator's
// figures are a grouped report by the period bucket (day or month; weeks fold the days) and the
// breakdown dimensions.
import { builtinReports } from '../../../../server/modules/catalogue';
import type { Lang } from '../../../../server/i18n';
import { badRequest } from '../../../../server/rpc/errors';
import { builtinEntityOf, runReport } from '../../../../server/reports/run';
import type { AnyDb } from '../../../../server/reports/source';
import type { ReportVisibility } from '../../../../server/reports/visibility';
import type { ReportDef, ReportFilter, ReportMeasure } from '../../../../schemas/reports/define';
import { isDateKind, isNumberKind, type ReportField, reportFields } from '../../../../schemas/reports/fields';
import type { ParsedReportQuery } from '../../../../schemas/rpc/report';
import type { ModelColumn, ModelFilter, SourceColumn } from '../contracts';
import type { AggQuery, AggRow } from './aggregate';
import { im } from './messages';

export function reportOf(code: string, lang: Lang): ReportDef {
  const def = builtinReports().find((r) => r.code === code);
  if (!def) throw badRequest(im(lang, 'noReport', { code }));
  return def;
}

const isRowId = (f: ReportField) => f.column === 'id' && (f.code === 'id' || f.code === 'header.id');

/** the fields a model may name: the report source's declared fields, less row ids and jsonb */
export function reportColumnsOf(def: ReportDef): Map<string, ReportField> {
  const out = new Map<string, ReportField>();
  for (const f of reportFields(def, builtinEntityOf).values()) if (!isRowId(f) && f.kind !== 'jsonb') out.set(f.code, f);
  return out;
}

export const sourceColumnOf = (f: ReportField): SourceColumn => ({
  name: f.code, label: f.name, type: f.dataType, date: isDateKind(f.kind), numeric: isNumberKind(f.kind) && !f.quote,
});

/** Is the field one the caller's role may not see (a hidden header field)? */
export function hiddenFor(def: ReportDef, column: string, vis: ReportVisibility | undefined): boolean {
  const f = reportColumnsOf(def).get(column);
  const hidden = vis?.rows?.hidden;
  return !!f && !!hidden?.size && f.scope === 'header' && hidden.has(f.column);
}

/** the shown text of an answered cell: a reference as its name, a date as it is */
export function cellText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') {
    const o = v as { name?: unknown; code?: unknown; id?: unknown };
    return String(o.name ?? o.code ?? o.id ?? '');
  }
  return String(v);
}

function filtersOf(filters: ModelFilter[], fields: Map<string, ReportField>, query: ParsedReportQuery): ReportFilter[] {
  return filters.map((f) => {
    const field = fields.get(f.column)!;
    if (f.op === 'between') {
      query.rangeMap[f.column] = { first: f.value[0], second: f.value[1] };
      return { field: f.column, kind: isDateKind(field.kind) ? 'dateRange' : 'numberRange' };
    }
    if (f.op === 'contains') {
      query.fuzzyMap[f.column] = f.value;
      return { field: f.column, kind: 'fuzzy' };
    }
    query.filterMap[f.column] = f.value;
    return { field: f.column, kind: f.op };
  });
}

const emptyQuery = (page: number, pageSize: number): ParsedReportQuery => ({ page, pageSize, filterMap: {}, fuzzyMap: {}, rangeMap: {} });

export async function reportRows(
  db: AnyDb, base: ReportDef, columns: ModelColumn[], filters: ModelFilter[], page: number, pageSize: number,
  opts: { tenantId: string; lang: Lang; vis?: ReportVisibility },
): Promise<{ total: number; rows: Record<string, unknown>[] }> {
  const fields = reportColumnsOf(base);
  const query = emptyQuery(page, pageSize);
  const measureCols = columns.filter((c) => c.role === 'measure' && fields.get(c.name) && isNumberKind(fields.get(c.name)!.kind));
  const measures: ReportMeasure[] = measureCols.map((c, i) => ({ code: `m${i}`, name: c.label, nameEn: c.label, of: c.name }));
  const def: ReportDef = {
    code: base.code, url: base.url, name: base.name, nameEn: base.nameEn, source: base.source,
    ...(base.statuses ? { statuses: base.statuses } : {}),
    detail: true,
    dimensions: columns.filter((c) => !measureCols.includes(c)).map((c) => ({ field: c.name })),
    measures,
    filters: filtersOf(filters, fields, query),
  };
  const r = await runReport(db, def, query, opts);
  return {
    total: r.total,
    rows: r.itemList.map((row) => Object.fromEntries(columns.map((c) => {
      const i = measureCols.indexOf(c);
      return [c.name, i >= 0 ? (row[`m${i}`] ?? null) : cellText(row[c.name])];
    }))),
  };
}

/** the figures of an indicator through the engine: one grouped report, weeks folded from days by the caller */
export async function reportAggregate(db: AnyDb, base: ReportDef, q: AggQuery, opts: { tenantId: string; lang: Lang; vis?: ReportVisibility }): Promise<AggRow[]> {
  const fields = reportColumnsOf(base);
  const bucket = q.period === 'month' ? 'month' : 'day';
  const query = emptyQuery(1, 200_000);
  const def: ReportDef = {
    code: base.code, url: base.url, name: base.name, nameEn: base.nameEn, source: base.source,
    ...(base.statuses ? { statuses: base.statuses } : {}),
    dimensions: [{ field: q.timeColumn, bucket }, ...q.dims.map((d) => ({ field: d }))],
    measures: q.prims.map((p) => ({ code: p.key, name: p.key, nameEn: p.key, agg: p.agg as 'sum' | 'count' | 'min' | 'max', ...(p.column ? { of: p.column } : {}) })),
    filters: filtersOf(q.from ? [...q.filters, { column: q.timeColumn, op: 'between', value: [q.from, null] }] : q.filters, fields, query),
  };
  const r = await runReport(db, def, query, opts);
  const timeKey = `${q.timeColumn}:${bucket}`;
  return r.itemList
    .filter((row) => row[timeKey])
    .map((row) => ({
      period: bucket === 'month' ? `${row[timeKey]}-01` : String(row[timeKey]),
      dims: q.dims.map((d) => cellText(row[d]) ?? ''),
      values: Object.fromEntries(q.prims.map((p) => [p.key, row[p.key] == null ? null : String(row[p.key])])),
    }));
}
