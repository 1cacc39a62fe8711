// The job's record hooks, inside every write's transaction (the generic record calls, imports and
// enable/disable alike): a job is refused unless its cron expression and its parameters hold; after
// the write its pg-boss schedule follows the row in the same transaction (so both commit or
// neither), with the next run it names; a removed job takes its queue, schedule and history along.
import { TriggerJob, TriggerJobLog } from '../../entities/trigger-job';
import type { HookContext, RecordHooks } from '../../../../server/modules/types';
import { entityChanged } from '../../../../server/records/count-memo';
import { readRecord } from '../../../../server/records/read';
import { failIfErrors } from '../../../../server/records/validate';
import { bossOver, executorOf, queueOf } from './boss';
import { isValidCron, nextRun } from './cron';
import { jm } from './messages';
import { readParams } from './params';
import { runtimesOf } from './runtime';
import { applySchedule, dropSchedule, type JobRow } from './schedules';

function checkJob(ctx: HookContext): void {
  // a modify carries only the attributes it changes: the rest are as stored
  const job = { ...(ctx.before ?? {}), ...(ctx.values ?? {}) } as Record<string, unknown>;
  const lang = ctx.writer.lang;
  const errors: Record<string, string> = {};
  if (!isValidCron(job.cron)) errors.cron = jm(lang, 'cron');
  const params = readParams(String(job.handler ?? ''), job.params, lang);
  if (!params.ok) errors.params = params.error;
  failIfErrors(errors, ctx.model, lang);
}

async function scheduleJob(ctx: HookContext): Promise<void> {
  const id = ctx.id!;
  const job: JobRow = await ctx.trx.selectFrom(TriggerJob.table).select(['id', 'tenant_id', 'cron', 'enabled']).where('id', '=', id).executeTakeFirstOrThrow();
  await applySchedule(bossOver(executorOf(ctx.trx)), job);
  await ctx.trx.updateTable(TriggerJob.table).set({ next_run_dt: job.enabled ? nextRun(job.cron) : null }).where('id', '=', id).execute();
  // the write answers the record as it now stands (with its next run)
  if (ctx.after) Object.assign(ctx.after, await readRecord(ctx.trx, ctx.model, id, ctx.writer.lang));
  for (const r of runtimesOf(ctx.writer)) await r.follow(queueOf(ctx.writer.tenantId, id), job.enabled);
}

async function forgetJob(ctx: HookContext): Promise<void> {
  const id = ctx.id!;
  await dropSchedule(bossOver(executorOf(ctx.trx)), ctx.writer.tenantId, id);
  await ctx.trx.deleteFrom(TriggerJobLog.table).where('job_id', '=', id).execute();
  entityChanged(ctx.writer.tenantId, TriggerJobLog.code);
  for (const r of runtimesOf(ctx.writer)) await r.follow(queueOf(ctx.writer.tenantId, id), false);
}

export const triggerJobHooks: RecordHooks[] = [
  { entity: TriggerJob.code, actions: ['create', 'modify'], before: checkJob, after: scheduleJob },
  { entity: TriggerJob.code, actions: ['remove'], after: forgetJob },
];
