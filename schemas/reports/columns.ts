// What a report shows, as the web and the export read it: its columns in order (dimensions,
// measures, the running balance; a rank number first in rank reports), its filters and chart.
// Built from the declaration alone, so the page, its export and its answer agree by construction.
import type { ColumnKind, DataType } from '../entities/define';
import type { ReportDef, ReportFilter } from './define';
import { dimensionKey, dimensionsOf, type EntityLookup, measureField, measureScale, type ReportField, reportFields } from './fields';

/** The export route, POST [reportCode, query] → .xlsx (a plain HTTP route: it streams a file, not an envelope). */
export const REPORT_EXPORT_URL = '/download/report.xlsx';

export interface ReportColumn {
  /** the row key: a dimension key, a measure code, `balance` or `rankNo` */
  key: string;
  name: string;
  nameEn: string;
  role: 'dimension' | 'measure' | 'balance' | 'rank';
  dataType: DataType;
  kind: ColumnKind;
  quote?: string;
  dict?: string;
  options?: Array<{ value: string; label: string; labelEn: string }>;
  /** measures and balances: decimals of the answered string */
  scale?: number;
  /** sortField may name it (dimensions and aggregate measures; not formulas, balances, ranks) */
  sortable: boolean;
}

/** A filter of the page: the field it filters (named and typed as the field is) and how. */
export interface ReportFilterMeta extends Pick<ReportField, 'name' | 'nameEn' | 'dataType' | 'quote' | 'dict' | 'options'> {
  field: string;
  kind: ReportFilter['kind'];
  /** the value the page opens with */
  initial?: string | string[];
}

export interface ReportMeta {
  code: string;
  url: string;
  name: string;
  nameEn: string;
  detail: boolean;
  /** columns of the default rank type (rank reports) or of the report */
  columns: ReportColumn[];
  filters: ReportFilterMeta[];
  dateField: string | null;
  defaultRange: 'month' | 'year' | 'all' | 'asOf' | 'week' | 'next14';
  sort: { field: string; order: 'asc' | 'desc' } | null;
  chart: { type: 'bar' | 'line' | 'pie'; measures: string[] } | null;
  rank: { top: number; measure: string; types: Array<{ code: string; name: string; nameEn: string; columns: ReportColumn[] }> } | null;
  /** the page a row opens and the row's values it opens with (row key → that page's field) */
  open: { url: string; with: Record<string, string> } | null;
}

const BUCKET_NAMES = { day: ['日', 'day'], month: ['月', 'month'], year: ['年', 'year'] } as const;

/** The columns of a report (of one rank type in a rank report), in the order the page and the export show them. */
export function reportColumns(def: ReportDef, entityOf: EntityLookup, rankType?: string | null): ReportColumn[] {
  const fields = reportFields(def, entityOf);
  const out: ReportColumn[] = [];
  if (def.rank) out.push({ key: 'rankNo', name: '排名', nameEn: 'Rank', role: 'rank', dataType: 'Number', kind: 'integer', sortable: false });
  for (const d of dimensionsOf(def, rankType)) {
    const f = fields.get(d.field)!;
    const bucket = d.bucket ? BUCKET_NAMES[d.bucket] : null;
    out.push({
      key: dimensionKey(d),
      name: d.name ?? (bucket ? `${f.name}（${bucket[0]}）` : f.name),
      nameEn: d.nameEn ?? (bucket ? `${f.nameEn} (${bucket[1]})` : f.nameEn),
      role: 'dimension',
      // a bucket is text ('2026-05'), not a date
      dataType: bucket ? 'String' : f.dataType,
      kind: bucket ? 'text' : f.kind,
      ...(f.quote && !bucket ? { quote: f.quote } : {}),
      ...(f.dict ? { dict: f.dict } : {}),
      ...(f.options ? { options: f.options } : {}),
      ...(f.scale !== undefined && !bucket ? { scale: f.scale } : {}),
      sortable: true,
    });
  }
  for (const m of def.measures) {
    const f = measureField(def, m, entityOf);
    out.push({
      key: m.code,
      name: m.name,
      nameEn: m.nameEn,
      role: 'measure',
      dataType: f && (!m.agg || m.agg === 'sum' || m.agg === 'min' || m.agg === 'max' || m.agg === 'first' || m.agg === 'last') ? f.dataType : 'Number',
      kind: 'numeric',
      scale: measureScale(m, f),
      sortable: !m.formula,
    });
  }
  if (def.balance) {
    const f = fields.get(def.balance.of);
    out.push({ key: 'balance', name: def.balance.name, nameEn: def.balance.nameEn, role: 'balance', dataType: f?.dataType ?? 'Number', kind: 'numeric', scale: f?.scale ?? 2, sortable: false });
  }
  return out;
}

/** The declaration as the web template needs it (report.Report/meta). */
export function reportMeta(def: ReportDef, entityOf: EntityLookup): ReportMeta {
  const fields = reportFields(def, entityOf);
  return {
    code: def.code,
    url: def.url,
    name: def.name,
    nameEn: def.nameEn,
    detail: !!def.detail,
    columns: reportColumns(def, entityOf),
    filters: def.filters.map((flt) => {
      const f = fields.get(flt.field)!;
      return {
        field: flt.field,
        kind: flt.kind,
        name: flt.name ?? f.name,
        nameEn: flt.nameEn ?? f.nameEn,
        dataType: f.dataType,
        ...(f.quote ? { quote: f.quote } : {}),
        ...(f.dict ? { dict: f.dict } : {}),
        ...(f.options ? { options: f.options } : {}),
        ...(flt.initial !== undefined ? { initial: Array.isArray(flt.initial) ? [...flt.initial] : (flt.initial as string) } : {}),
      };
    }),
    dateField: def.dateField ?? null,
    defaultRange: def.defaultRange ?? 'all',
    sort: def.sort ?? null,
    chart: def.chart ?? null,
    rank: def.rank
      ? {
          top: def.rank.top,
          measure: def.rank.measure,
          types: Object.keys(def.rank.types).map((code) => ({
            code,
            name: def.rank!.labels?.[code]?.name ?? code,
            nameEn: def.rank!.labels?.[code]?.nameEn ?? code,
            columns: reportColumns(def, entityOf, code),
          })),
        }
      : null,
    open: def.open ? { url: def.open.url, with: { ...def.open.with } } : null,
  };
}
