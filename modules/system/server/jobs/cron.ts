// Cron expressions of scheduled jobs: five fields (minute hour day month weekday), read by the
// same parser pg-boss schedules with (cron-parser, pg-boss's own dependency), in the server's time
// zone. pg-boss sends a schedule at most once a minute, so a seconds field is refused rather than
// silently ignored.
import { createRequire } from 'node:module';

// cron-parser is CommonJS with ES-style typings: required, so tsx and vitest load it alike
const cronParser = createRequire(import.meta.url)('cron-parser') as typeof import('cron-parser');

/** The zone cron expressions are read in: the server's own (TZ), as pg-boss is told. */
export const CRON_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Is this a cron expression of five fields that the parser accepts? */
export function isValidCron(expr: unknown): expr is string {
  if (typeof expr !== 'string') return false;
  const fields = expr.trim().split(/\s+/);
  if (fields.length !== 5) return false;
  try {
    cronParser.parseExpression(expr.trim(), { tz: CRON_TIME_ZONE });
    return true;
  } catch {
    return false;
  }
}

/** The first moment after `from` the expression names (null for an invalid one). */
export function nextRun(expr: string, from = new Date()): Date | null {
  if (!isValidCron(expr)) return null;
  return cronParser.parseExpression(expr.trim(), { tz: CRON_TIME_ZONE, currentDate: from }).next().toDate();
}
