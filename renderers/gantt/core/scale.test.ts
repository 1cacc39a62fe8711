import { describe, expect, it } from 'vitest';
import { HOUR_TICKS, MIN_CHART_HEIGHT, ROW_HEIGHT } from './constants';
import { formatDate, parseDate, weekDayOf } from './dates';
import { headerCells, makeScale, stepsOf, xOf, zoomUnit } from './scale';

const from = parseDate('2026-03-04 10:00:00'); // a Wednesday
const to = parseDate('2026-03-20 15:00:00');

describe('gantt scale', () => {
  it('has the spec constants: rows of 30 px, chart at least 300 px high', () => {
    expect(ROW_HEIGHT).toBe(30);
    expect(MIN_CHART_HEIGHT).toBe(300);
  });

  it('sizes a day column 80 px scaled: hours 2.5 (200 px), day 1, week 0.5, month 0.2', () => {
    expect(makeScale('hour', from, to).colWidth).toBe(200);
    expect(makeScale('day', from, to).colWidth).toBe(80);
    expect(makeScale('week', from, to).colWidth).toBe(40);
    expect(makeScale('month', from, to).colWidth).toBe(16);
  });

  it('pads the tasks span by 3 days each side', () => {
    const s = makeScale('day', from, to);
    expect(formatDate(s.start)).toBe('2026-03-01 00:00:00');
    expect(formatDate(s.end)).toBe('2026-03-24 00:00:00');
    expect(s.days).toBe(23);
    expect(s.width).toBe(23 * 80);
  });

  it('the week view starts on a Monday and ends on a week boundary', () => {
    const s = makeScale('week', from, to);
    expect(weekDayOf(s.start)).toBe(1);
    expect(formatDate(s.start)).toBe('2026-02-23 00:00:00');
    expect(weekDayOf(s.end)).toBe(1);
    expect(s.days % 7).toBe(0);
  });

  it('the month view runs from the first month start to the last month end plus 3 days', () => {
    const s = makeScale('month', from, parseDate('2026-04-12 00:00:00'));
    expect(formatDate(s.start)).toBe('2026-03-01 00:00:00');
    expect(formatDate(s.end)).toBe('2026-05-04 00:00:00');
  });

  it('centres an empty plan on today', () => {
    const now = parseDate('2026-07-15 09:00:00');
    const s = makeScale('day', NaN, NaN, now);
    expect(formatDate(s.start)).toBe('2026-07-12 00:00:00');
    expect(formatDate(s.end)).toBe('2026-07-19 00:00:00');
  });

  it('places times by wall clock: 06:00 is a quarter into its day column', () => {
    const s = makeScale('hour', from, to);
    expect(xOf(s, parseDate('2026-03-01 06:00:00'))).toBe(50);
    expect(xOf(s, parseDate('2026-03-02 00:00:00'))).toBe(200);
  });

  it('snaps drags to whole columns, to hours in the hours view', () => {
    expect(stepsOf(makeScale('day', from, to), 119)).toBe(1);
    expect(stepsOf(makeScale('day', from, to), 121)).toBe(2);
    expect(stepsOf(makeScale('day', from, to), -39)).toBe(0);
    const hours = makeScale('hour', from, to);
    expect(hours.stepMs).toBe(3_600_000);
    expect(stepsOf(hours, 200 / 24 * 3)).toBe(3);
  });

  it('zooms between units and stops at either end', () => {
    expect(zoomUnit('day', 'in')).toBe('hour');
    expect(zoomUnit('hour', 'in')).toBe('hour');
    expect(zoomUnit('week', 'out')).toBe('month');
    expect(zoomUnit('month', 'out')).toBe('month');
  });

  it('the hours header ticks 0, 4, 8, 12, 16, 20 under each day', () => {
    const s = makeScale('hour', from, to);
    const { upper, lower } = headerCells(s, 0, 399);
    expect(upper.map((c) => c.label)).toEqual(['2026-03-01', '2026-03-02']);
    expect(lower.slice(0, 6).map((c) => c.label)).toEqual(HOUR_TICKS.map(String));
    expect(lower[1].x).toBeCloseTo(200 / 6);
  });

  it('the day header groups days by month; the week header by Monday', () => {
    const day = headerCells(makeScale('day', from, parseDate('2026-04-02 00:00:00')), 0, 80 * 40);
    expect(day.upper.map((c) => [c.label, c.width])).toEqual([
      ['2026-03', 31 * 80],
      ['2026-04', 5 * 80],
    ]);
    const week = headerCells(makeScale('week', from, to), 0, 40 * 14);
    expect(week.upper.map((c) => c.label)).toEqual(['02-23 ~', '03-02 ~']);
    expect(week.lower[0].label).toBe('23');
  });
});
