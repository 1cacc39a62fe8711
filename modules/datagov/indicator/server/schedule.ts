// The indicators' schedule, started with the server: every few minutes each due indicator (never
// computed, or its next run passed) is claimed by moving its next run an hour on — one UPDATE over
// rows locked with SKIP LOCKED, so with several servers on one database each due indicator is
// claimed, and computed, by exactly one of them. A run recomputes the last two periods (the current
// one still fills up; the one before may get late rows), as the tenant's whole rows.
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import { every } from '../../../../server/modules/every';
import { periodsBack } from './aggregate';
import { storeComputation } from './compute';
import { indicatorRow, ruleOf } from './indicators';
import { modelOf } from './models';

const TICK_MS = 5 * 60_000;
const CLAIM = 20;

/** claims the due indicators and computes each; answers how many ran */
export async function runDueIndicators(env: AppEnv, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  const { rows } = await sql<{ tenant_id: string; id: string }>`
    update dg_indicator set next_run_at = now() + interval '1 hour'
     where (tenant_id, id) in (select tenant_id, id from dg_indicator where scheduled and (next_run_at is null or next_run_at <= now())
                                order by next_run_at nulls first, tenant_id, id limit ${CLAIM} for update skip locked)
    returning tenant_id, id`.execute(env.db.system);
  let ran = 0;
  for (const r of rows) {
    const db = env.db.forTenant(r.tenant_id);
    try {
      const view = await indicatorRow(db, r.tenant_id, Number(r.id), 'zh_CN');
      const model = await modelOf(db, r.tenant_id, view.modelId, 'zh_CN');
      await storeComputation(env, db, r.tenant_id, model, ruleOf(view), 'Schedule', 'zh_CN', periodsBack(today, view.period, 1));
      ran++;
    } catch (e) {
      // the run and its error are kept on the indicator (storeComputation); the others go on
      env.log.info({ tenantId: r.tenant_id, indicatorId: r.id, err: String((e as Error).message) }, 'indicator computation failed');
    }
  }
  return ran;
}

export async function startIndicatorSchedule(env: AppEnv): Promise<() => Promise<void>> {
  return every(TICK_MS, async () => void (await runDueIndicators(env)), (e) => env.log.error({ err: e }, 'indicator schedule'));
}
