// The factory's wall clock: the server's time zone is the factory's (as the orders' planned dates
// are read and written), the scheduling calls speak 'YYYY-MM-DD HH:mm:ss' of that clock, and the APS
// pass counts in milliseconds of that wall clock read as UTC (calendar/logic.ts stampMillis).
const two = (n: number) => String(n).padStart(2, '0');

/** A moment as the server's local wall clock. */
export function wallOf(d: Date): string {
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** A wall-clock stamp as the moment it names in the server's time zone. */
export function momentOf(stamp: string): Date {
  const [d, t] = stamp.split(' ');
  const [y, m, day] = d.split('-').map(Number);
  const [h, mi, s] = (t ?? '00:00:00').split(':').map(Number);
  return new Date(y, m - 1, day, h, mi, s || 0);
}

/** Wall milliseconds (the APS pass's time line) as a stamp. */
export function stampOfMillis(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** A stamp as wall milliseconds (to the second). */
export function millisOfStamp(stamp: string): number {
  const [d, t] = stamp.split(' ');
  const [y, m, day] = d.split('-').map(Number);
  const [h, mi, s] = (t ?? '00:00:00').split(':').map(Number);
  return Date.UTC(y, m - 1, day, h, mi, s || 0);
}

/** YYYY-MM-DD plus days. */
export function addDays(date: string, days: number): string {
  return stampOfMillis(millisOfStamp(`${date} 00:00:00`) + days * 86_400_000).slice(0, 10);
}
