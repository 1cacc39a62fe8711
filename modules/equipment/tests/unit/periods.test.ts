// The maintenance plans' periods on calendar days: a day, a Monday-to-Sunday week, a calendar
// month, n days at a time from the plan's start; none before the plan starts.
import { describe, expect, it } from 'vitest';
import { nextStart, periodOf } from '../../server/periods';

describe('periodOf', () => {
  it('gives the day, the week from Monday to Sunday and the calendar month holding a day', () => {
    expect(periodOf('Day', '2026-01-01', null, '2026-11-29')).toEqual({ start: '2026-11-29', end: '2026-11-29' });
    // 2026-11-29 is a Sunday: its week began on Monday the 23rd
    expect(periodOf('Week', '2026-01-01', null, '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('Week', '2026-01-01', null, '2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(periodOf('Month', '2026-01-01', null, '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodOf('Month', '2026-01-01', null, '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('counts every-n-day periods from the plan start, and gives none before the start or without n', () => {
    expect(periodOf('EveryN', '2026-11-01', 10, '2026-11-01')).toEqual({ start: '2026-11-01', end: '2026-11-10' });
    expect(periodOf('EveryN', '2026-11-01', 10, '2026-11-29')).toEqual({ start: '2026-11-21', end: '2026-11-30' });
    expect(periodOf('EveryN', '2026-11-01', 10, '2026-10-31')).toBeNull();
    expect(periodOf('EveryN', '2026-11-01', null, '2026-11-29')).toBeNull();
    expect(periodOf('Day', '2026-12-01', null, '2026-11-29')).toBeNull();
  });

  it('moves the next due to the day after the period', () => {
    expect(nextStart({ start: '2026-12-01', end: '2026-12-31' })).toBe('2027-01-01');
  });
});
