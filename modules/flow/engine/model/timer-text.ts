// Timer texts: ISO 8601 durations (PT5M, P1DT2H), dates (2026-12-01T08:00:00Z) and cycles (R3/PT10M,
// R/PT1H, R/2026-01-01T00:00:00Z/P1D). Pure: the deploy check (compile.ts) refuses a literal text
// none of these reads (a cron cycle, say) and the engine (engine/timers.ts) plans the due time.

const DURATION = /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** milliseconds of an ISO 8601 duration (months as 30 days, years as 365); null when not one */
export function durationMs(text: string): number | null {
  const m = DURATION.exec(text.trim().toUpperCase());
  if (!m || text.trim().length <= 1 || /T$/.test(text.trim())) return null;
  const [y, mo, w, d, h, mi, s] = m.slice(1).map((x) => (x ? Number(x) : 0));
  return Math.round(((((y * 365 + mo * 30 + w * 7 + d) * 24 + h) * 60 + mi) * 60 + s) * 1000);
}

export interface TimerPlan {
  dueAt: Date;
  cycle: string | null;
  repeatsLeft: number | null;
}

/** When a timer text fires, counted from `from`; null when the text is not a timer we understand. */
export function planTimer(kind: 'duration' | 'date' | 'cycle', text: string, from: Date): TimerPlan | null {
  const t = text.trim();
  if (kind === 'duration') {
    const ms = durationMs(t);
    return ms === null ? null : { dueAt: new Date(from.getTime() + ms), cycle: null, repeatsLeft: null };
  }
  if (kind === 'date') {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? null : { dueAt: d, cycle: null, repeatsLeft: null };
  }
  const m = /^R(\d*)\/(?:([^/]+)\/)?(P[^/]+)$/.exec(t);
  if (!m) return null;
  const ms = durationMs(m[3]);
  if (ms === null || ms <= 0) return null;
  const start = m[2] ? new Date(m[2]) : from;
  if (Number.isNaN(start.getTime())) return null;
  const repeats = m[1] === '' ? null : Number(m[1]);
  if (repeats === 0) return null;
  return { dueAt: new Date(start.getTime() + ms), cycle: m[3], repeatsLeft: repeats === null ? null : repeats - 1 };
}
