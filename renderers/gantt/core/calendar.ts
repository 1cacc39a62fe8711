// Working days. Each day column has its weekday info {weekDay, type: 0 weekday, 1 weekend, 2
// holiday}. The host may pass workday data per year (holidays, and weekend days that
// are worked); without it the widget knows weekends only (there is no holiday lookup of its own).
// With it, a year it does not hold is an error: '请求的工作日数据不存在：{year} 年'.
import { GanttError } from '../strings';
import { DAY, dayKey, weekDayOf, yearOf } from './dates';
import { columnOf, visibleColumns, type Scale } from './scale';

export type DayType = 0 | 1 | 2;
export const WEEKDAY: DayType = 0;
export const WEEKEND: DayType = 1;
export const HOLIDAY: DayType = 2;

export interface WorkdayYear {
  /** 'YYYY-MM-DD' days off */
  holidays?: readonly string[];
  /** 'YYYY-MM-DD' weekend days that are worked (a make-up day) */
  workdays?: readonly string[];
}

/** Workday data by year; undefined = weekends only. */
export type GanttCalendar = Readonly<Record<number, WorkdayYear>>;

export interface WeekdayInfo {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Sunday 0 … Saturday 6 */
  weekDay: number;
  type: DayType;
}

/** The weekday info of the day holding `ms` (wall ms). */
export function weekdayInfo(ms: number, calendar?: GanttCalendar): WeekdayInfo {
  const date = dayKey(ms);
  const weekDay = weekDayOf(ms);
  const weekend = weekDay === 0 || weekDay === 6;
  if (!calendar) return { date, weekDay, type: weekend ? WEEKEND : WEEKDAY };
  const year = yearOf(ms);
  const data = calendar[year];
  if (!data) throw new GanttError('workdayYearMissing', { year });
  if (data.holidays?.includes(date)) return { date, weekDay, type: HOLIDAY };
  if (weekend && !data.workdays?.includes(date)) return { date, weekDay, type: WEEKEND };
  return { date, weekDay, type: WEEKDAY };
}

/** The weekday info of the date column holding `ms`: '时间不在日期列中' when no column holds it. */
export function columnWeekday(scale: Scale, ms: number, calendar?: GanttCalendar): WeekdayInfo {
  if (columnOf(scale, ms) < 0) throw new GanttError('notInColumns');
  return weekdayInfo(ms, calendar);
}

export interface Shade {
  x: number;
  width: number;
  type: DayType;
}

/**
 * The weekend and holiday columns to shade in the window [x0, x1). A year the calendar lacks is
 * shaded by weekends only and named in `missingYears`, so the chart still draws and the UI can say why.
 */
export function shadedColumns(scale: Scale, x0: number, x1: number, calendar?: GanttCalendar): { shades: Shade[]; missingYears: number[] } {
  const [first, last] = visibleColumns(scale, x0, x1);
  const shades: Shade[] = [];
  const missing = new Set<number>();
  for (let c = first; c <= last; c++) {
    const time = scale.start + c * DAY;
    let type: DayType;
    try {
      type = weekdayInfo(time, calendar).type;
    } catch (e) {
      if (!(e instanceof GanttError)) throw e;
      missing.add(yearOf(time));
      type = weekdayInfo(time).type;
    }
    if (type !== WEEKDAY) shades.push({ x: c * scale.colWidth, width: scale.colWidth, type });
  }
  return { shades, missingYears: [...missing] };
}
