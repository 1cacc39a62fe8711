// The work calendar's pure logic: a year's days in Monday-to-Sunday weeks, holidays and make-up
// days, and the working windows the APS pass schedules into — shifts after their preparation, rests
// taken out, night shifts across midnight, triggers, rest days, effective periods, holidays skipped.
import { describe, expect, it } from 'vitest';
import { chineseHolidays } from '../../calendar/holidays';
import { type CalendarDay, generateYear, runsOn, type ShiftRule, weekDayOf, windowMinutes, workingMillis, workingWindows } from '../../calendar/logic';

const day: ShiftRule = { code: 'D', shift: 'Day', start: '08:00', end: '17:00', prepMinutes: 15, rests: [{ start: '12:00', end: '13:00' }], trigger: 'Daily' };
const night: ShiftRule = { code: 'E', shift: 'Evening', start: '20:00', end: '05:00', prepMinutes: 0, rests: [{ start: '00:00', end: '00:30' }], trigger: 'Daily' };
const year2026 = generateYear(2026, chineseHolidays(2026).types);

describe('a generated year', () => {
  it('has every day once, Monday 1 to Sunday 7, weekends Saturday and Sunday', () => {
    const days = generateYear(2024);
    expect(days).toHaveLength(366);
    expect(days[0]).toEqual({ date: '2024-01-01', weekDay: 1, type: 0 });
    expect(days.find((d) => d.date === '2024-01-06')).toEqual({ date: '2024-01-06', weekDay: 6, type: 1 });
    expect(days.find((d) => d.date === '2024-01-07')?.weekDay).toBe(7);
    expect(days[365].date).toBe('2024-12-31');
    expect(generateYear(2026)).toHaveLength(365);
    expect(weekDayOf('2026-11-29')).toBe(7);
  });

  it('takes holidays and make-up working days from the overrides', () => {
    const byDate = new Map(year2026.map((d) => [d.date, d]));
    expect(byDate.get('2026-10-01')?.type).toBe(2);
    expect(byDate.get('2026-02-17')?.type).toBe(2);
    // Saturday 14 February 2026 is worked for the Spring Festival
    expect(byDate.get('2026-02-14')).toEqual({ date: '2026-02-14', weekDay: 6, type: 0 });
  });
});

describe('working windows', () => {
  const week = year2026.filter((d) => d.date >= '2026-03-02' && d.date <= '2026-03-08');

  it('a day shift: from its start plus preparation to its end, without its rest; weekends skipped', () => {
    const w = workingWindows(week, [day], '2026-03-02', '2026-03-08');
    expect(w.slice(0, 2)).toEqual([
      { start: '2026-03-02 08:15:00', end: '2026-03-02 12:00:00' },
      { start: '2026-03-02 13:00:00', end: '2026-03-02 17:00:00' },
    ]);
    expect(w).toHaveLength(10);
    expect(windowMinutes(w)).toBe(5 * (225 + 240));
  });

  it('a night shift ends the next morning, its rest after midnight taken out', () => {
    const w = workingWindows(week, [night], '2026-03-06', '2026-03-06');
    expect(w).toEqual([
      { start: '2026-03-06 20:00:00', end: '2026-03-07 00:00:00' },
      { start: '2026-03-07 00:30:00', end: '2026-03-07 05:00:00' },
    ]);
  });

  it('skips holidays, works make-up days, and merges overlapping shifts', () => {
    expect(workingWindows(year2026, [day], '2026-10-01', '2026-10-07')).toEqual([]);
    expect(workingWindows(year2026, [day], '2026-02-14', '2026-02-14')).toHaveLength(2);
    const overlap: ShiftRule = { code: 'M', shift: 'Middle', start: '16:00', end: '22:00', trigger: 'Daily' };
    const w = workingWindows(week, [day, overlap], '2026-03-02', '2026-03-02');
    expect(w).toEqual([
      { start: '2026-03-02 08:15:00', end: '2026-03-02 12:00:00' },
      { start: '2026-03-02 13:00:00', end: '2026-03-02 22:00:00' },
    ]);
  });

  it('answers the same windows as epoch milliseconds of the wall clock (the APS pass)', () => {
    expect(workingMillis(week, [night], '2026-03-06', '2026-03-06')).toEqual([
      [Date.UTC(2026, 2, 6, 20), Date.UTC(2026, 2, 7, 0)],
      [Date.UTC(2026, 2, 7, 0, 30), Date.UTC(2026, 2, 7, 5)],
    ]);
  });

  it('a date missing from the calendar does not work', () => {
    expect(workingWindows(week, [day], '2026-03-09', '2026-03-10')).toEqual([]);
  });
});

describe('which days a shift runs', () => {
  const d = (date: string, type: 0 | 1 | 2 = 0): CalendarDay => ({ date, weekDay: weekDayOf(date), type });
  it('by trigger, rest days and effective period', () => {
    const weekly: ShiftRule = { ...day, trigger: 'Weekly', triggerDays: ['1', '3'] };
    expect(runsOn(weekly, d('2026-03-02'))).toBe(true);
    expect(runsOn(weekly, d('2026-03-03'))).toBe(false);
    const monthly: ShiftRule = { ...day, trigger: 'Monthly', triggerDays: ['3'] };
    expect(runsOn(monthly, d('2026-03-03'))).toBe(true);
    expect(runsOn(monthly, d('2026-03-04'))).toBe(false);
    const yearly: ShiftRule = { ...day, trigger: 'Yearly', triggerDays: ['03-04'] };
    expect(runsOn(yearly, d('2026-03-04'))).toBe(true);
    expect(runsOn({ ...day, restDays: [5] }, d('2026-03-06'))).toBe(false);
    expect(runsOn({ ...day, effectiveFrom: '2026-03-05' }, d('2026-03-04'))).toBe(false);
    expect(runsOn({ ...day, effectiveTo: '2026-03-03' }, d('2026-03-04'))).toBe(false);
    expect(runsOn(day, d('2026-03-07', 1))).toBe(false);
  });
});
