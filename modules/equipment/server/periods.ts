// The periods of a maintenance plan's cycle, on calendar days (ISO yyyy-mm-dd, no time zone): a
// day; a week from Monday to Sunday; a calendar month; or n days at a time counted from the
// plan's start. A period's check task falls due on its last day.

export type Cycle = 'Day' | 'Week' | 'Month' | 'EveryN';

export interface Period {
  /** first day */
  start: string;
  /** last day: the task's due date */
  end: string;
}

const DAY = 86_400_000;
const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Today as the server's records take it (the UTC calendar day). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => iso(toDay(day) + n * DAY);

/** The period of `cycle` holding `day`; none before the plan starts (or an every-n plan without n). */
export function periodOf(cycle: Cycle, startDate: string, everyDays: number | null, day: string): Period | null {
  if (day < startDate) return null;
  const d = toDay(day);
  switch (cycle) {
    case 'Day':
      return { start: day, end: day };
    case 'Week': {
      // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday
      const monday = d - ((new Date(d).getUTCDay() + 6) % 7) * DAY;
      return { start: iso(monday), end: iso(monday + 6 * DAY) };
    }
    case 'Month': {
      const x = new Date(d);
      const first = Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), 1);
      const next = Date.UTC(x.getUTCFullYear(), x.getUTCMonth() + 1, 1);
      return { start: iso(first), end: iso(next - DAY) };
    }
    case 'EveryN': {
      if (!everyDays || everyDays < 1) return null;
      const from = toDay(startDate);
      const k = Math.floor((d - from) / DAY / everyDays);
      const start = from + k * everyDays * DAY;
      return { start: iso(start), end: iso(start + (everyDays - 1) * DAY) };
    }
  }
}

/** The first day of the period after `p` (the plan's next due). */
export const nextStart = (p: Period): string => addDays(p.end, 1);
