// The runs of 服务集成 (market/Integration) a person or a service's life starts: now (立即执行), when
// its service is published, on its schedule — and the tick that runs the due scheduled ones (taken
// FOR UPDATE SKIP LOCKED, their next run moved before they run, so each runs once across instances)
// and posts the record events waiting in the outbox (deliveries.ts).
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import type { Lang } from '../../../../server/i18n';
import { purgeDeliveries, sweepDeliveries } from './deliveries';
import { integrationOne, nextRunOf } from './integrations';
import { postRun } from './posting';
import { sweepCounters } from './quota';

/** Runs one integration now (its retries included) and answers its 服务日志 entry's id; it posts {service, runAt, total, rows}. */
export async function runIntegration(env: AppEnv, T: string, id: number, byName: string | null, lang: Lang = 'zh_CN'): Promise<number> {
  const it = await integrationOne(env.db.forTenant(T), T, id, lang);
  return (await postRun(env, T, it, it.params, (data) => data, { action: 'run', byName }, lang)).logId;
}

/** Integrations of a service that run when it is published (run after the publish is committed). */
export async function onPublished(env: AppEnv, T: string, apiId: number, byName: string): Promise<void> {
  const { rows } = await sql<{ id: string }>`select id from dg_integration where tenant_id = ${T} and api_id = ${apiId} and enabled and trigger = 'publish' order by id`.execute(env.db.forTenant(T));
  for (const r of rows) await runIntegration(env, T, Number(r.id), byName);
}

/** One tick: each tenant's due scheduled integrations, taken once across instances, then run; record events left waiting posted and old ones removed; old rate counters swept. */
export async function tick(env: AppEnv, now = new Date()): Promise<number> {
  const { rows: tenants } = await sql<{ tenant_id: string }>`select distinct tenant_id from dg_integration
    where tenant_id is not null and enabled and trigger = 'schedule' and next_run_at <= ${now}`.execute(env.db.system);
  let ran = 0;
  for (const { tenant_id: T } of tenants) {
    try {
      ran += await tickTenant(env, T, now);
    } catch (e) {
      env.log.error({ err: e, tenantId: T }, 'market integrations: a tick failed');
    }
  }
  await sweepDeliveries(env);
  await purgeDeliveries(env);
  const { rows: counted } = await sql<{ tenant_id: string }>`select distinct tenant_id from dg_api_counter where tenant_id is not null and window_start < now() - interval '2 days'`.execute(env.db.system);
  for (const { tenant_id: T } of counted) await sweepCounters(env.db.forTenant(T), T);
  return ran;
}

async function tickTenant(env: AppEnv, T: string, now: Date): Promise<number> {
  const due = await env.db.forTenant(T).transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string; cron: string }>`select id, cron from dg_integration where tenant_id = ${T} and enabled and trigger = 'schedule' and next_run_at <= ${now}
      order by next_run_at limit 20 for update skip locked`.execute(trx);
    for (const r of rows) await sql`update dg_integration set next_run_at = ${nextRunOf(r.cron, now)} where tenant_id = ${T} and id = ${r.id}`.execute(trx);
    return rows.map((r) => Number(r.id));
  });
  for (const id of due) await runIntegration(env, T, id, null);
  return due.length;
}
