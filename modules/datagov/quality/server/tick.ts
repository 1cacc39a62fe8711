// Scheduled rules: every TICK_MS the server takes the rules whose schedule is due (next_run_at
// passed), at most MAX_PER_TICK, FOR UPDATE SKIP LOCKED — so of several instances ticking at once
// each due run is taken by exactly one — and moves each one's next_run_at to its cron's next moment
// in the same statement's transaction before running it. A run that fails to check is recorded as a
// failed run (runs.ts); the tick goes on with the next rule.
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import { nextRun } from './cron';
import { runRule } from './runs';

export const TICK_MS = 30_000;
const MAX_PER_TICK = 20;

/** Off with QUALITY_TICK=off; test servers keep it off unless asked (they call tick themselves). */
export function tickOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.QUALITY_TICK;
  return v === undefined || v === '' ? !env.VITEST : v !== 'off';
}

/** Takes and runs the due rules of every tenant; answers how many ran. */
export async function tick(env: AppEnv, now = new Date()): Promise<number> {
  const taken = await env.db.system.transaction().execute(async (trx) => {
    const { rows } = await sql<{ tenant_id: string; id: string; cron: string }>`
      select tenant_id, id, cron from dg_q_rule where enabled and next_run_at is not null and next_run_at <= ${now}
       order by next_run_at limit ${MAX_PER_TICK} for update skip locked`.execute(trx);
    for (const r of rows) {
      await sql`update dg_q_rule set next_run_at = ${nextRun(r.cron, now)} where tenant_id = ${r.tenant_id} and id = ${r.id}`.execute(trx);
    }
    return rows;
  });
  for (const r of taken) {
    try {
      await runRule(env, env.db.forTenant(r.tenant_id), r.tenant_id, Number(r.id), 'Schedule', 'zh_CN');
    } catch (e) {
      env.log.info({ tenantId: r.tenant_id, ruleId: r.id, err: String((e as Error).message) }, 'quality rule run failed');
    }
  }
  return taken.length;
}
