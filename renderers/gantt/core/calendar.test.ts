import { describe, expect, it } from 'vitest';
import { columnWeekday, shadedColumns, weekdayInfo, type GanttCalendar } from './calendar';
import { parseDate } from './dates';
import { makeScale } from './scale';

const CALENDAR: GanttCalendar = {
  2026: { holidays: ['2026-10-01', '2026-10-02'], workdays: ['2026-10-10'] },
};

describe('gantt calendar', () => {
  it('tells weekday, weekend and holiday apart (type 0, 1, 2; weekDay Sunday 0)', () => {
    expect(weekdayInfo(parseDate('2026-09-30 12:00:00'), CALENDAR)).toEqual({ date: '2026-09-30', weekDay: 3, type: 0 });
    expect(weekdayInfo(parseDate('2026-10-01 00:00:00'), CALENDAR)).toEqual({ date: '2026-10-01', weekDay: 4, type: 2 });
    expect(weekdayInfo(parseDate('2026-10-04 00:00:00'), CALENDAR)).toEqual({ date: '2026-10-04', weekDay: 0, type: 1 });
    // a Saturday worked in exchange for the holiday
    expect(weekdayInfo(parseDate('2026-10-10 00:00:00'), CALENDAR).type).toBe(0);
  });

  it('knows weekends only when the host gives no workday data (the holiday lookup is a stub)', () => {
    expect(weekdayInfo(parseDate('2026-10-01 00:00:00')).type).toBe(0);
    expect(weekdayInfo(parseDate('2026-10-03 00:00:00')).type).toBe(1);
  });

  it('a year the workday data lacks: 请求的工作日数据不存在：{year} 年', () => {
    expect(() => weekdayInfo(parseDate('2027-01-04 00:00:00'), CALENDAR)).toThrow('请求的工作日数据不存在：2027 年');
  });

  it('a date outside the date columns: 时间不在日期列中', () => {
    const scale = makeScale('day', parseDate('2026-09-28 00:00:00'), parseDate('2026-10-05 00:00:00'));
    expect(columnWeekday(scale, parseDate('2026-10-02 08:00:00'), CALENDAR).type).toBe(2);
    expect(() => columnWeekday(scale, parseDate('2026-12-01 00:00:00'), CALENDAR)).toThrow('时间不在日期列中');
    expect(() => columnWeekday(scale, scale.end, CALENDAR)).toThrow('时间不在日期列中');
  });

  it('shades weekends and holidays in view; a missing year falls back to weekends and is named', () => {
    const scale = makeScale('day', parseDate('2026-12-28 00:00:00'), parseDate('2027-01-05 00:00:00'));
    const { shades, missingYears } = shadedColumns(scale, 0, scale.width, CALENDAR);
    expect(missingYears).toEqual([2027]);
    // 2026-12-26/27 and 2027-01-02/03 and 01-09 … within 2026-12-25 … 2027-01-08
    expect(shades.map((s) => s.x / scale.colWidth)).toEqual([1, 2, 8, 9]);
    expect(shades.every((s) => s.type === 1)).toBe(true);
    const holidays = shadedColumns(makeScale('day', parseDate('2026-10-01 00:00:00'), parseDate('2026-10-01 00:00:00')), 0, 7 * 80, CALENDAR).shades;
    expect(holidays.filter((s) => s.type === 2)).toHaveLength(2);
  });
});
