// The demo year: the 365 days up to the seed day on the records' own clock (the day a bill date
// defaults to), with seasons and week days, so documents fall where a real company's would — few
// at the Spring Festival and on Sundays, more at the year-end rush — and in office hours.
import type { AttrDef } from '../../../schemas/entities/define';
import { TODAY } from '../../../schemas/entities/documents';
import { declaredDefault } from '../../records/validate';
import type { Rng } from './random';

const DAY = 86_400_000;
export const addDays = (iso: string, n: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
/** yyyyMMdd of an ISO day (document numbers) */
export const compact = (iso: string) => iso.replace(/-/g, '');

/** Orders by calendar month (Jan … Dec): the Spring Festival in February, the year-end rush. */
export const SEASON = [1.0, 0.55, 1.1, 1.05, 1.0, 1.1, 0.92, 0.9, 1.1, 0.85, 1.12, 1.25];
/** By week day (Sunday … Saturday) */
export const WEEKDAY = [0.12, 1, 1.05, 1.05, 1, 0.95, 0.35];

export interface Calendar {
  /** the seed day (the records' clock: the UTC day a bill date defaults to) */
  today: string;
  /** the 365 days ending today, oldest first */
  days: string[];
  /** age in days of a date (0 = today) */
  age(iso: string): number;
}

export function calendar(seedDay?: string): Calendar {
  const today = seedDay ?? String(declaredDefault({ defaultValue: TODAY } as AttrDef));
  const days = Array.from({ length: 365 }, (_, i) => addDays(today, i - 364));
  return { today, days, age: (iso) => daysBetween(iso, today) };
}

/**
 * `total` document dates over the year, oldest first: seasons, week days, a slow growth and some
 * day-to-day noise; the seed day always gets at least `todayMin`.
 */
export function spreadDates(cal: Calendar, total: number, r: Rng, todayMin = 1): string[] {
  const weights = cal.days.map((d, i) => {
    const dt = new Date(`${d}T00:00:00Z`);
    return SEASON[dt.getUTCMonth()] * WEEKDAY[dt.getUTCDay()] * (0.9 + (0.2 * i) / cal.days.length) * (0.7 + 0.6 * r.next());
  });
  const all = weights.reduce((a, b) => a + b, 0);
  const out: string[] = [];
  let cum = 0;
  let given = 0;
  cal.days.forEach((d, i) => {
    cum += (total * weights[i]) / all;
    let n = Math.round(cum) - given;
    if (i === cal.days.length - 1) n = Math.max(n, todayMin);
    given += n;
    for (let k = 0; k < n; k++) out.push(d);
  });
  return out;
}

/** A time in office hours (Beijing 08:30–18:30) on that day, as an ISO instant; `after` keeps order. */
export function officeTime(iso: string, r: Rng, after?: string): string {
  const t = Date.parse(`${iso}T00:30:00Z`) + Math.floor(r.next() * 10 * 3600) * 1000;
  const min = after ? Date.parse(after) + 60_000 + Math.floor(r.next() * 3600_000) : 0;
  return new Date(Math.max(t, min)).toISOString();
}
