// Dates in call arguments: a text that only looks like a date (2026-02-30) is refused with the
// argument's message, never read as another day (JavaScript's and PostgreSQL's readers roll
// 2026-02-30 over to 2 March or fail deep inside a query). One place, so every call agrees.
import { z } from 'zod';

/** Is YYYY-MM-DD (the first ten characters of the text) a day of the calendar? */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** YYYY-MM-DD, a calendar day. */
export const calendarDay = (message = 'must be a date YYYY-MM-DD') => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isCalendarDay, message);

/** A text of the given shape whose date part is a calendar day (a date-time of a form the call names). */
export const calendarText = (shape: RegExp, message: string) => z.string().regex(shape, message).refine(isCalendarDay, message);
