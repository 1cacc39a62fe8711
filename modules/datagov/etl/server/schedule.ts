// 作业调度: a job's schedule by a five-field cron (minute hour day month weekday, the server's time
// zone; the parser pg-boss schedules with). A started schedule has its next time; when it comes, one
// instance — the schedule's row taken FOR UPDATE SKIP LOCKED — queues one run and moves the next
// time on in the same transaction, so a moment is never queued twice however many servers run.
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';

// cron-parser is CommonJS with ES-style typings: required, so tsx and vitest load it alike
const cronParser = createRequire(import.meta.url)('cron-parser') as typeof import('cron-parser');
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** the first moment after `from` the expression names; null when it is not five valid fields */
export function nextOf(expr: string, from: Date): Date | null {
  const e = expr.trim();
  if (e.split(/\s+/).length !== 5) return null;
  try {
    return cronParser.parseExpression(e, { tz: TZ, currentDate: from }).next().toDate();
  } catch {
    return null;
  }
}

/** Queues the runs of the schedules due at `now`; answers how many were queued. */
export async function pollSchedulesOnce(env: AppEnv, now = new Date()): Promise<number> {
  return env.db.system.transaction().execute(async (trx) => {
    const { rows } = await sql<{ tenant_id: string; id: string; job_id: string; cron: string }>`
      select tenant_id, id, job_id, cron from dg_etl_schedule where enabled and next_at <= ${now}
       order by next_at limit 50 for update skip locked`.execute(trx);
    for (const s of rows) {
      await sql`
        insert into dg_etl_run (tenant_id, job_id, schedule_id, name, trigger, max_attempts, time_limit_s, owner_id, run_at, create_name)
        select j.tenant_id, j.id, ${s.id}, j.name, 'schedule', j.max_attempts, j.time_limit_s, j.owner_id, ${now}, '调度'
          from dg_etl_job j where j.tenant_id = ${s.tenant_id} and j.id = ${s.job_id}`.execute(trx);
      await sql`update dg_etl_schedule set last_at = ${now}, next_at = ${nextOf(s.cron, now)} where tenant_id = ${s.tenant_id} and id = ${s.id}`.execute(trx);
    }
    return rows.length;
  });
}
