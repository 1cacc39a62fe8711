// Dates in and out are 'YYYY-MM-DD HH:mm:ss' strings. Inside, a date is its wall-clock
// time counted as if it were UTC ("wall ms"): a day is always 86 400 000 ms, so column arithmetic
// never meets a daylight-saving hour, and the widget shows the times the host gave, in any zone.
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Wall ms of a 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm') string; NaN when not a date. */
export function parseDate(text: string | null | undefined): number {
  if (!text) return NaN;
  // the common exact form read by character codes, without allocating (100 000 tasks load fast)
  if (text.length === 19 && isExactForm(text)) return wallMs(num(text, 0, 4), num(text, 5, 2), num(text, 8, 2), num(text, 11, 2), num(text, 14, 2), num(text, 17, 2));
  const m = PATTERN.exec(text.trim());
  if (!m) return NaN;
  return wallMs(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
}

function wallMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const monthDays = mo === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[mo - 1];
  if (!monthDays || d < 1 || d > monthDays || h > 23 || mi > 59 || s > 59) return NaN;
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

function num(text: string, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/** dddd-dd-dd dd:dd:dd (or a T between date and time) */
function isExactForm(text: string): boolean {
  for (let i = 0; i < 19; i++) {
    const c = text.charCodeAt(i);
    if (i === 4 || i === 7) {
      if (c !== 45) return false;
    } else if (i === 10) {
      if (c !== 32 && c !== 84) return false;
    } else if (i === 13 || i === 16) {
      if (c !== 58) return false;
    } else if (c < 48 || c > 57) return false;
  }
  return true;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD' of a wall time (the key of a calendar day). */
export function dayKey(ms: number): string {
  return formatDate(ms).slice(0, 10);
}

/** The wall time of a clock reading in the browser's zone (what "now" and "today" mean to the user). */
export function wallOf(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());
}

export const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;
export const endOfDay = (ms: number) => startOfDay(ms) + DAY;

/** Sunday 0 … Saturday 6 (dayjs's `day()`). */
export const weekDayOf = (ms: number) => new Date(ms).getUTCDay();

/** The Monday starting the week of `ms` (weeks start on Monday). */
export function startOfWeek(ms: number): number {
  const day = startOfDay(ms);
  return day - ((weekDayOf(day) + 6) % 7) * DAY;
}

export function startOfMonth(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The first instant of the next month (the exclusive end of `ms`'s month). */
export function endOfMonth(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

export const yearOf = (ms: number) => new Date(ms).getUTCFullYear();
