// The designer's choices as the pickers hold them (one string per choice) and as the server reads
// them (BiQuery): a dimension is `field` or `field:bucket`, a measure `agg:field` (count may name
// no field: `count:`); filters are kept as the server reads them, and one not filled in yet (no
// value, an open range at both ends) is left out of the query. Pure, both ways, so a saved
// analysis reopens with the choices it was made of.
import type { BiAggregate, BiField, BiFilter, BiQuery, BiSource, ParsedBiQuery } from '../../contracts';

export interface DesignState {
  source: string | null;
  rows: string[];
  columns: string[];
  measures: string[];
  /** as the server reads them; an `in` may be empty and a range open while being filled in */
  filters: FilterChoice[];
  chart: 'bar' | 'line' | 'pie';
}

export type FilterOp = BiFilter['op'];
export type FilterChoice =
  | { field: string; op: 'eq'; value: string | number | boolean | null }
  | { field: string; op: 'in'; value: Array<string | number | boolean> }
  | { field: string; op: 'contains'; value: string }
  | { field: string; op: 'between'; value: [string | null, string | null] };

export const EMPTY_DESIGN: DesignState = { source: null, rows: [], columns: [], measures: ['count:'], filters: [], chart: 'bar' };

/** What a field may be filtered by, the first the default: a range of dates or numbers, a text's part, a pick of values. */
export function filterOps(f: Pick<BiField, 'date' | 'numeric' | 'quote' | 'options'> | undefined): FilterOp[] {
  if (!f) return [];
  if (f.date) return ['between'];
  if (f.numeric) return ['between', 'eq'];
  if (f.quote || f.options) return ['in', 'eq'];
  return ['in', 'eq', 'contains'];
}

/** A new, empty filter of the op. */
export function emptyFilter(field: string, op: FilterOp): FilterChoice {
  if (op === 'between') return { field, op, value: [null, null] };
  if (op === 'in') return { field, op, value: [] };
  if (op === 'contains') return { field, op, value: '' };
  return { field, op, value: null };
}

/** The filter as the server reads it, or null while it says nothing yet. */
export function filterOf(f: FilterChoice): BiFilter | null {
  switch (f.op) {
    case 'between':
      return f.value[0] || f.value[1] ? { field: f.field, op: 'between', value: f.value } : null;
    case 'in':
      return f.value.length ? { field: f.field, op: 'in', value: f.value } : null;
    case 'contains':
      return f.value.trim() ? { field: f.field, op: 'contains', value: f.value.trim() } : null;
    default:
      return f.value === null || f.value === '' ? null : { field: f.field, op: 'eq', value: f.value };
  }
}

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
  const filters = d.filters.map(filterOf).filter((f): f is BiFilter => f !== null);
  return { source: d.source, rows: d.rows.map(dimensionOf), columns: d.columns.map(dimensionOf), measures: d.measures.map(measureOf), filters, chart: d.chart };
}

const dimensionChoice = (d: { field: string; bucket?: string }) => (d.bucket ? `${d.field}:${d.bucket}` : d.field);

export function designOf(q: ParsedBiQuery): DesignState {
  return {
    source: q.source,
    rows: q.rows.map(dimensionChoice),
    columns: q.columns.map(dimensionChoice),
    measures: q.measures.map((m) => `${m.agg}:${m.field ?? ''}`),
    // a reference picked in an `in` or `eq` is kept by its id
    filters: q.filters.map((f): FilterChoice => {
      const plain = (v: unknown) => (v && typeof v === 'object' ? (v as { id: string | number }).id : (v as string | number | boolean));
      if (f.op === 'in') return { field: f.field, op: 'in', value: f.value.map(plain) };
      if (f.op === 'eq') return { field: f.field, op: 'eq', value: plain(f.value) };
      return f;
    }),
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
