// The work calendar's pure logic, shared by the calendar calls and the APS pass: a year's days
// (Monday-to-Sunday weeks, type 0 weekday / 1 weekend / 2 holiday) and the working windows of a
// date range — the shifts that run on each working day, minus their preparation and rest times.
// Times are local wall-clock strings ('YYYY-MM-DD HH:mm:ss', the Gantt's format); arithmetic is in
// whole minutes on UTC dates so that no time zone or daylight saving can move a shift.

/** 0 weekday (working), 1 weekend, 2 holiday (spec Gantt widget: weekday info). */
export type DayType = 0 | 1 | 2;
export const DAY_TYPES: readonly DayType[] = [0, 1, 2];

export interface CalendarDay {
  /** YYYY-MM-DD */
  date: string;
  /** 1 Monday … 7 Sunday (weeks run Monday to Sunday) */
  weekDay: number;
  type: DayType;
}

export type ShiftKind = 'Day' | 'Middle' | 'Evening';
export type ShiftTrigger = 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';

export interface ShiftRest {
  /** HH:mm */
  start: string;
  end: string;
}

export interface ShiftRule {
  code: string;
  shift: ShiftKind;
  /** HH:mm; an end at or before the start ends on the next day (a night shift) */
  start: string;
  end: string;
  /** minutes at the shift's start spent preparing: not working time */
  prepMinutes?: number;
  rests?: readonly ShiftRest[];
  /** weekdays (1 Monday … 7 Sunday) this shift does not run */
  restDays?: readonly number[];
  /**
   * Which working days it runs: Daily every one; Weekly on the weekdays in `triggerDays` (1–7);
   * Monthly on the days of the month (1–31); Yearly on the dates 'MM-DD'. An empty list: every working day.
   */
  trigger: ShiftTrigger;
  triggerDays?: readonly string[];
  /** YYYY-MM-DD, inclusive; absent: open */
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
}

export interface WorkingWindow {
  /** YYYY-MM-DD HH:mm:ss, local time */
  start: string;
  end: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;
const MINUTES_PER_DAY = 24 * 60;

export const isDate = (s: string): boolean => {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
};
export const isTime = (s: string): boolean => TIME.test(s);

/** Minutes since the epoch of a date's midnight. */
function dayMinutes(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3]) / 60000;
}
function timeMinutes(time: string): number {
  const m = TIME.exec(time);
  if (!m) throw new Error(`not a time: ${time}`);
  return +m[1] * 60 + +m[2];
}
const pad = (n: number) => String(n).padStart(2, '0');
function stamp(minutes: number): string {
  const d = new Date(minutes * 60000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}
const dateOf = (minutes: number) => stamp(minutes).slice(0, 10);

/** 1 Monday … 7 Sunday. */
export function weekDayOf(date: string): number {
  const js = new Date(dayMinutes(date) * 60000).getUTCDay();
  return js === 0 ? 7 : js;
}

/** Every day of a year: Saturdays and Sundays weekend (1), the `overrides` (holidays, make-up working days) as given. */
export function generateYear(year: number, overrides: Readonly<Record<string, DayType>> = {}): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let t = dayMinutes(`${year}-01-01`); dateOf(t).startsWith(`${year}-`); t += MINUTES_PER_DAY) {
    const date = dateOf(t);
    const weekDay = weekDayOf(date);
    days.push({ date, weekDay, type: overrides[date] ?? (weekDay >= 6 ? 1 : 0) });
  }
  return days;
}

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = dayMinutes(from); t <= dayMinutes(to); t += MINUTES_PER_DAY) out.push(dateOf(t));
  return out;
}

/** Does the shift run on this working day (trigger, rest days, effective period)? */
export function runsOn(rule: ShiftRule, day: CalendarDay): boolean {
  if (day.type !== 0) return false;
  if (rule.effectiveFrom && day.date < rule.effectiveFrom) return false;
  if (rule.effectiveTo && day.date > rule.effectiveTo) return false;
  if (rule.restDays?.includes(day.weekDay)) return false;
  const on = (rule.triggerDays ?? []).map((d) => d.trim()).filter(Boolean);
  if (!on.length || rule.trigger === 'Daily') return true;
  if (rule.trigger === 'Weekly') return on.map(Number).includes(day.weekDay);
  if (rule.trigger === 'Monthly') return on.map(Number).includes(Number(day.date.slice(8, 10)));
  return on.includes(day.date.slice(5, 10));
}

type Span = [number, number];

/** A shift's working spans on one day, in minutes since the epoch: start + preparation to end, minus rests. */
export function shiftSpans(rule: ShiftRule, date: string): Span[] {
  const base = dayMinutes(date);
  const start = base + timeMinutes(rule.start);
  let end = base + timeMinutes(rule.end);
  if (end <= start) end += MINUTES_PER_DAY;
  let spans: Span[] = [[Math.min(start + (rule.prepMinutes ?? 0), end), end]];
  for (const rest of rule.rests ?? []) {
    // a rest lies inside its shift: a time before the shift's start is on the next day
    let rs = base + timeMinutes(rest.start);
    if (rs < start) rs += MINUTES_PER_DAY;
    let re = base + timeMinutes(rest.end);
    while (re <= rs) re += MINUTES_PER_DAY;
    spans = spans.flatMap(([a, b]): Span[] => (re <= a || rs >= b ? [[a, b]] : ([[a, rs], [re, b]] as Span[]).filter(([x, y]) => y > x)));
  }
  return spans.filter(([a, b]) => b > a);
}

/**
 * The working windows of the dates `from`…`to` (YYYY-MM-DD, both included): on each working day
 * of `days` (type 0; a date missing from `days` does not work), every shift that runs that day
 * contributes its spans; overlapping spans of different shifts are merged. A night shift that
 * starts on the last date ends after it. Sorted by start.
 */
export function workingWindows(days: readonly CalendarDay[], shifts: readonly ShiftRule[], from: string, to: string): WorkingWindow[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const spans: Span[] = [];
  for (const date of datesBetween(from, to)) {
    const day = byDate.get(date);
    if (!day) continue;
    for (const rule of shifts) if (runsOn(rule, day)) spans.push(...shiftSpans(rule, date));
  }
  spans.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] < last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged.map(([a, b]) => ({ start: stamp(a), end: stamp(b) }));
}

/** Working minutes of a list of windows (what a day or a range offers the scheduler). */
export function windowMinutes(windows: readonly WorkingWindow[]): number {
  const at = (s: string) => dayMinutes(s.slice(0, 10)) + timeMinutes(s.slice(11, 16));
  return windows.reduce((n, w) => n + at(w.end) - at(w.start), 0);
}

/** A local wall-clock stamp ('YYYY-MM-DD HH:mm:ss') as epoch milliseconds read as UTC (the APS pass's time line). */
export function stampMillis(s: string): number {
  return (dayMinutes(s.slice(0, 10)) + timeMinutes(s.slice(11, 16))) * 60000;
}

/** The working windows as [start, end) epoch milliseconds of the local wall clock read as UTC, for planning/aps/schedule.ts. */
export function workingMillis(days: readonly CalendarDay[], shifts: readonly ShiftRule[], from: string, to: string): Array<readonly [number, number]> {
  return workingWindows(days, shifts, from, to).map((w) => [stampMillis(w.start), stampMillis(w.end)] as const);
}
