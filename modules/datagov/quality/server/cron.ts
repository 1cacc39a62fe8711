// Rule schedules: five-field cron expressions read by the parser pg-boss schedules the system's jobs
// with (cron-parser), in the server's time zone, so a rule's schedule reads like a 定时任务's.
import { createRequire } from 'node:module';

// CommonJS with ES-style typings: required, so tsx and vitest load it alike
const cronParser = createRequire(import.meta.url)('cron-parser') as typeof import('cron-parser');
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The first moment after `from` the expression names; null for anything but a valid five-field expression. */
export function nextRun(expr: string, from = new Date()): Date | null {
  if (expr.trim().split(/\s+/).length !== 5) return null;
  try {
    return cronParser.parseExpression(expr.trim(), { tz: TZ, currentDate: from }).next().toDate();
  } catch {
    return null;
  }
}
