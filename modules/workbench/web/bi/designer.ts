// The designer's choices as the pickers hold them (one string per choice) and as the server reads
// them (BiQuery): a dimension is `field` or `field:bucket`, a measure `agg:field` (count may name
// no field: `count:`). Pure, both ways, so a saved analysis reopens with the choices it was made of.
import type { BiAggregate, BiField, BiQuery, BiSource, ParsedBiQuery } from '../../contracts';

export interface DesignState {
  source: string | null;
  rows: string[];
  columns: string[];
  measures: string[];
  /** a date field and its range (YYYY-MM-DD ends, either may be open) */
  dateField: string | null;
  dateRange: [string | null, string | null];
  /** a text field and what it contains */
  textField: string | null;
  text: string;
  chart: 'bar' | 'line' | 'pie';
}

export const EMPTY_DESIGN: DesignState = { source: null, rows: [], columns: [], measures: ['count:'], dateField: null, dateRange: [null, null], textField: null, text: '', chart: 'bar' };

const BUCKETS = ['day', 'month', 'year'] as const;

export function dimensionOf(choice: string): { field: string; bucket?: (typeof BUCKETS)[number] } {
  const at = choice.lastIndexOf(':');
  const bucket = at > 0 ? choice.slice(at + 1) : '';
  return (BUCKETS as readonly string[]).includes(bucket) ? { field: choice.slice(0, at), bucket: bucket as (typeof BUCKETS)[number] } : { field: choice };
}

export function measureOf(choice: string): { agg: BiAggregate; field?: string } {
  const at = choice.indexOf(':');
  const agg = choice.slice(0, at) as BiAggregate;
  const field = choice.slice(at + 1);
  return field ? { agg, field } : { agg };
}

export function queryOf(d: DesignState): BiQuery | null {
  if (!d.source || !d.measures.length) return null;
  const filters: NonNullable<BiQuery['filters']> = [];
  if (d.dateField && (d.dateRange[0] || d.dateRange[1])) filters.push({ field: d.dateField, op: 'between', value: d.dateRange });
  if (d.textField && d.text.trim()) filters.push({ field: d.textField, op: 'contains', value: d.text.trim() });
  return { source: d.source, rows: d.rows.map(dimensionOf), columns: d.columns.map(dimensionOf), measures: d.measures.map(measureOf), filters, chart: d.chart };
}

const dimensionChoice = (d: { field: string; bucket?: string }) => (d.bucket ? `${d.field}:${d.bucket}` : d.field);

export function designOf(q: ParsedBiQuery): DesignState {
  const between = q.filters.find((f) => f.op === 'between');
  const contains = q.filters.find((f) => f.op === 'contains');
  return {
    source: q.source,
    rows: q.rows.map(dimensionChoice),
    columns: q.columns.map(dimensionChoice),
    measures: q.measures.map((m) => `${m.agg}:${m.field ?? ''}`),
    dateField: between?.field ?? null,
    dateRange: between?.op === 'between' ? between.value : [null, null],
    textField: contains?.field ?? null,
    text: contains?.op === 'contains' ? contains.value : '',
    chart: q.chart,
  };
}

type Label = (f: { name: string; nameEn: string }) => string;

/** What a source may be grouped by: every field, and each date field by day, month and year too. */
export function dimensionOptions(source: BiSource | undefined, label: Label, bucketNames: Record<(typeof BUCKETS)[number], string>) {
  return (source?.fields ?? []).filter((f) => !f.numeric).flatMap((f) => [
    { value: f.code, label: label(f) },
    ...(f.date ? BUCKETS.map((b) => ({ value: `${f.code}:${b}`, label: `${label(f)} · ${bucketNames[b]}` })) : []),
  ]);
}

/** What a source may measure: a count of rows, and each numeric field summed, averaged, its min and max. */
export function measureOptions(source: BiSource | undefined, label: Label, aggNames: Record<BiAggregate, string>) {
  const numeric = (source?.fields ?? []).filter((f: BiField) => f.numeric);
  return [
    { value: 'count:', label: aggNames.count },
    ...numeric.flatMap((f) => (['sum', 'avg', 'min', 'max'] as const).map((agg) => ({ value: `${agg}:${f.code}`, label: `${label(f)}（${aggNames[agg]}）` }))),
  ];
}
