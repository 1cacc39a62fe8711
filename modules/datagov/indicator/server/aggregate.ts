// An indicator's value from primitive aggregates, decimal-exact. The readers (report engine, source
// SQL) answer per period and breakdown only what SQL can add up exactly — sum, count, count
// distinct, min, max; an average is sum ÷ count and a ratio is one measure ÷ another, divided here
// with big.js (the product's decimals) at the indicator's scale (half up), never in binary floats. Weeks (Monday first)
// are folded from days where a reader buckets by day only; a count distinct is never folded.
import { Big } from '../../../../schemas/compute/decimal';
import type { MeasureInput, ModelFilter, Period } from '../contracts';

export type PrimAgg = 'sum' | 'count' | 'countDistinct' | 'min' | 'max';
export interface Prim {
  key: string;
  agg: PrimAgg;
  column: string | null;
}

export interface AggQuery {
  timeColumn: string;
  period: Period;
  dims: string[];
  prims: Prim[];
  filters: ModelFilter[];
  /** only periods starting on or after this day (YYYY-MM-DD) */
  from?: string;
}

export interface AggRow {
  /** the period's first day, YYYY-MM-DD */
  period: string;
  /** the breakdown's labels, in the order of the dimensions */
  dims: string[];
  values: Record<string, string | null>;
}

/** the primitives one measure needs, keyed by prefix */
export function primsOf(m: MeasureInput, prefix: string): Prim[] {
  const column = m.column ?? null;
  if (m.agg === 'avg') return [{ key: `${prefix}s`, agg: 'sum', column }, { key: `${prefix}c`, agg: 'count', column }];
  return [{ key: `${prefix}v`, agg: m.agg, column }];
}

function measureValue(m: MeasureInput, prefix: string, values: Record<string, string | null>): Big | null {
  if (m.agg === 'avg') {
    const s = values[`${prefix}s`];
    const c = values[`${prefix}c`];
    if (s == null || c == null || new Big(c).eq(0)) return null;
    return new Big(s).div(c);
  }
  const v = values[`${prefix}v`];
  return v == null ? (m.agg === 'count' || m.agg === 'countDistinct' ? new Big(0) : null) : new Big(v);
}

export interface ValueRule {
  measure: MeasureInput;
  denominator?: MeasureInput | null;
  percent: boolean;
  scale: number;
}

/** the indicator's value of one row of primitives, as a decimal string at its scale (null: no value) */
export function indicatorValue(rule: ValueRule, values: Record<string, string | null>): string | null {
  let v = measureValue(rule.measure, 'n', values);
  if (v && rule.denominator) {
    const d = measureValue(rule.denominator, 'd', values);
    v = d && !d.eq(0) ? v.div(d) : null;
  }
  if (v === null) return null;
  if (rule.percent) v = v.times(100);
  return v.round(rule.scale, Big.roundHalfUp).toFixed(rule.scale);
}

/** Monday of the day's week (YYYY-MM-DD, UTC calendar arithmetic: a day has no zone) */
export function weekStart(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export function periodStart(day: string, period: Period): string {
  if (period === 'week') return weekStart(day);
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  return day.slice(0, 10);
}

/** the start of the period `back` periods before the one holding `day` */
export function periodsBack(day: string, period: Period, back: number): string {
  const d = new Date(`${periodStart(day, period)}T00:00:00Z`);
  if (period === 'day') d.setUTCDate(d.getUTCDate() - back);
  else if (period === 'week') d.setUTCDate(d.getUTCDate() - 7 * back);
  else d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
}

/** Day rows folded into weeks: sums and counts add, minima and maxima compare. */
export function foldWeeks(rows: AggRow[], prims: Prim[]): AggRow[] {
  const out = new Map<string, AggRow>();
  for (const r of rows) {
    const period = weekStart(r.period);
    const key = JSON.stringify([period, ...r.dims]);
    const had = out.get(key);
    if (!had) {
      out.set(key, { period, dims: r.dims, values: { ...r.values } });
      continue;
    }
    for (const p of prims) {
      const a = had.values[p.key];
      const b = r.values[p.key];
      if (b == null) continue;
      if (a == null) had.values[p.key] = b;
      else if (p.agg === 'sum' || p.agg === 'count') had.values[p.key] = new Big(a).plus(b).toString();
      else if (p.agg === 'min') had.values[p.key] = (new Big(a).lt(b) ? new Big(a) : new Big(b)).toString();
      else if (p.agg === 'max') had.values[p.key] = (new Big(a).gt(b) ? new Big(a) : new Big(b)).toString();
      else throw new Error('a count distinct cannot be folded');
    }
  }
  return [...out.values()];
}
