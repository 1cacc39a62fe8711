// Chinese public holidays by year (the State Council's schedules) for the demo calendars: days off
// (type 2) and the make-up working days on weekends (type 0). 2027's schedule was not published
// when this was written: its entries are the statutory days by the lunar dates, without make-up days.
import type { DayType } from './logic';

interface YearHolidays {
  /** [first, last] day off, name */
  off: Array<[string, string, string]>;
  /** weekend days that are working days */
  work: Array<[string, string]>;
}

const HOLIDAYS: Record<number, YearHolidays> = {
  2025: {
    off: [['01-01', '01-01', '元旦'], ['01-28', '02-04', '春节'], ['04-04', '04-06', '清明节'], ['05-01', '05-05', '劳动节'], ['05-31', '06-02', '端午节'], ['10-01', '10-08', '国庆节、中秋节']],
    work: [['01-26', '春节调休上班'], ['02-08', '春节调休上班'], ['04-27', '劳动节调休上班'], ['09-28', '国庆节调休上班'], ['10-11', '国庆节调休上班']],
  },
  2026: {
    off: [['01-01', '01-03', '元旦'], ['02-15', '02-23', '春节'], ['04-04', '04-06', '清明节'], ['05-01', '05-05', '劳动节'], ['06-19', '06-21', '端午节'], ['09-25', '09-27', '中秋节'], ['10-01', '10-07', '国庆节']],
    work: [['01-04', '元旦调休上班'], ['02-14', '春节调休上班'], ['02-28', '春节调休上班'], ['05-09', '劳动节调休上班'], ['09-20', '国庆节调休上班'], ['10-10', '国庆节调休上班']],
  },
  2027: {
    off: [['01-01', '01-01', '元旦'], ['02-05', '02-08', '春节'], ['04-05', '04-05', '清明节'], ['05-01', '05-02', '劳动节'], ['06-09', '06-09', '端午节'], ['09-15', '09-15', '中秋节'], ['10-01', '10-03', '国庆节']],
    work: [],
  },
};

/** Fixed-date holidays of a year without a schedule here: New Year, Labour Day, National Day. */
const FIXED: YearHolidays = { off: [['01-01', '01-01', '元旦'], ['05-01', '05-01', '劳动节'], ['10-01', '10-03', '国庆节']], work: [] };

/** A year's overrides of the plain weekday/weekend rule, with the name of each day. */
export function chineseHolidays(year: number): { types: Record<string, DayType>; notes: Record<string, string> } {
  const h = HOLIDAYS[year] ?? FIXED;
  const types: Record<string, DayType> = {};
  const notes: Record<string, string> = {};
  for (const [first, last, name] of h.off) {
    for (let d = new Date(`${year}-${first}T00:00:00Z`); d <= new Date(`${year}-${last}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
      const date = d.toISOString().slice(0, 10);
      types[date] = 2;
      notes[date] = name;
    }
  }
  for (const [day, name] of h.work) {
    types[`${year}-${day}`] = 0;
    notes[`${year}-${day}`] = name;
  }
  return { types, notes };
}
