// The time axis. Columns are days in every unit; the unit sets a day column's width (80 px ×
// hour 2.5 / day 1 / week 0.5 / month 0.2) and how the header groups the days. The
// range is the tasks' span padded by 3 days; weeks start on Monday; the month view runs from the
// start of the first month to the end of the last month plus 3 days.
import { COLUMN_WIDTH, HOUR_TICKS, RANGE_PADDING_DAYS, UNIT_SCALE, UNITS, type Unit } from './constants';
import { DAY, HOUR, dayKey, endOfDay, endOfMonth, startOfDay, startOfMonth, startOfWeek, wallOf } from './dates';

export interface Scale {
  unit: Unit;
  /** wall ms of the first column's midnight */
  start: number;
  /** exclusive: midnight after the last column */
  end: number;
  days: number;
  /** px per day column */
  colWidth: number;
  width: number;
  /** what a drag snaps to: a whole column, an hour in the hours view */
  stepMs: number;
  /** the shortest a resize leaves a bar: one column, one hour in the hours view */
  minDurationMs: number;
}

/** The axis for tasks spanning [min, max] (wall ms); today's week when there are none. */
export function makeScale(unit: Unit, min: number, max: number, now = wallOf(new Date())): Scale {
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    min = now;
    max = now;
  }
  const pad = RANGE_PADDING_DAYS * DAY;
  let start = startOfDay(min) - pad;
  let end = endOfDay(max) + pad;
  if (unit === 'week') {
    start = startOfWeek(start);
    end = startOfWeek(end - 1) + 7 * DAY;
  } else if (unit === 'month') {
    start = startOfMonth(min);
    end = endOfMonth(max) + pad;
  }
  const days = Math.round((end - start) / DAY);
  const colWidth = COLUMN_WIDTH * UNIT_SCALE[unit];
  const step = unit === 'hour' ? HOUR : DAY;
  return { unit, start, end, days, colWidth, width: days * colWidth, stepMs: step, minDurationMs: step };
}

export const xOf = (scale: Scale, ms: number) => ((ms - scale.start) / DAY) * scale.colWidth;
export const timeAt = (scale: Scale, x: number) => scale.start + (x / scale.colWidth) * DAY;
/** px a drag must travel for one snap step */
export const stepWidth = (scale: Scale) => (scale.stepMs / DAY) * scale.colWidth;

/** Whole snap steps for a drag of dx px (rounded to the nearest: half a column moves one). */
export const stepsOf = (scale: Scale, dx: number) => Math.round(dx / stepWidth(scale)) || 0; // never -0

/** The next unit when zooming in (toward hours) or out (toward months); the same at either end. */
export function zoomUnit(unit: Unit, direction: 'in' | 'out'): Unit {
  const i = UNITS.indexOf(unit) + (direction === 'in' ? -1 : 1);
  return UNITS[Math.max(0, Math.min(UNITS.length - 1, i))];
}

export interface HeaderCell {
  x: number;
  width: number;
  label: string;
  /** the day it starts (weekend shading of the lower band) */
  time: number;
}

/** Index of the day column holding `ms`, or -1 outside the range. */
export function columnOf(scale: Scale, ms: number): number {
  if (!(ms >= scale.start && ms < scale.end)) return -1;
  return Math.floor((ms - scale.start) / DAY);
}

/** The visible day columns [first, last] for the window [x0, x1). */
export function visibleColumns(scale: Scale, x0: number, x1: number): [number, number] {
  const first = Math.max(0, Math.floor(x0 / scale.colWidth));
  const last = Math.min(scale.days - 1, Math.ceil(x1 / scale.colWidth) - 1);
  return [first, last];
}

/**
 * The two header bands for the window [x0, x1): the upper one names the group (day in the hours
 * view, month in the day and month views, the Monday of the week in the week view), the lower one
 * the hour ticks (hours view) or the day of month.
 */
export function headerCells(scale: Scale, x0: number, x1: number): { upper: HeaderCell[]; lower: HeaderCell[] } {
  const [first, last] = visibleColumns(scale, x0, x1);
  const upper: HeaderCell[] = [];
  const lower: HeaderCell[] = [];
  if (last < first) return { upper, lower };
  const w = scale.colWidth;
  for (let c = first; c <= last; c++) {
    const time = scale.start + c * DAY;
    if (scale.unit === 'hour') {
      for (const h of HOUR_TICKS) lower.push({ x: c * w + (h / 24) * w, width: (4 / 24) * w, label: String(h), time: time + h * HOUR });
    } else {
      lower.push({ x: c * w, width: w, label: String(new Date(time).getUTCDate()), time });
    }
  }
  // upper cells: groups of day columns, clipped to the visible columns
  let groupStart = first;
  for (let c = first; c <= last + 1; c++) {
    const time = scale.start + c * DAY;
    if (c <= last && c > groupStart && !startsGroup(scale.unit, time)) continue;
    if (c > groupStart) {
      const t0 = scale.start + groupStart * DAY;
      upper.push({ x: groupStart * w, width: (c - groupStart) * w, label: groupLabel(scale.unit, t0), time: t0 });
      groupStart = c;
    }
  }
  return { upper, lower };
}

function startsGroup(unit: Unit, time: number): boolean {
  if (unit === 'hour') return true;
  if (unit === 'week') return new Date(time).getUTCDay() === 1;
  return new Date(time).getUTCDate() === 1;
}

function groupLabel(unit: Unit, time: number): string {
  if (unit === 'hour') return dayKey(time);
  if (unit === 'week') return `${dayKey(startOfWeek(time)).slice(5)} ~`;
  return dayKey(time).slice(0, 7);
}
