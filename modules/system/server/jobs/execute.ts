// One run of a job, as the pg-boss worker does it: the job's kind runs with the tenant's scoped
// database; the run is logged (TriggerJobLog: Success, or Failed with the error's message) and the
// job's last and next run are updated. A job removed since it was queued, or a scheduled run of a
// job disabled meanwhile, does nothing.
import type { Kysely } from 'kysely';
import { TriggerJob, TriggerJobLog, type RunStatus } from '../../entities/trigger-job';
import type { AppEnv } from '../../../../server/env';
import { entityChanged } from '../../../../server/records/count-memo';
import type { RunData } from './boss';
import { nextRun } from './cron';
import { jobKind } from './kinds';
import { jm } from './messages';
import { readParams } from './params';

const MESSAGE_MAX = 2000;

// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
type AnyDb = Kysely<any>;

function messageOf(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m || (e instanceof Error ? e.name : 'error');
}

export async function executeJob(env: AppEnv, data: RunData): Promise<void> {
  const db = env.db.forTenant(data.tenantId) as AnyDb;
  const lang = data.lang ?? 'zh_CN';
  const job = await db
    .selectFrom(TriggerJob.table)
    .select(['id', 'handler', 'params', 'cron', 'enabled', 'depart_id'])
    .where('id', '=', data.jobId)
    .executeTakeFirst();
  if (!job || (data.trigger === 'Schedule' && !job.enabled)) return;

  const started = new Date();
  let status: RunStatus = 'Success';
  let message: string;
  try {
    const params = readParams(job.handler, job.params, lang);
    if (!params.ok) throw new Error(params.error);
    message = await jobKind(job.handler)!.run({ db: env.db.forTenant(data.tenantId), tenantId: data.tenantId, env, lang }, params.params);
  } catch (e) {
    status = 'Failed';
    message = messageOf(e);
    env.log.info({ tenantId: data.tenantId, jobId: data.jobId, err: message }, 'scheduled job failed');
  }
  const finished = new Date();
  const creator = data.trigger === 'Manual' ? { id: data.userId ?? null, name: data.userName ?? null } : { id: null, name: jm(lang, 'scheduler') };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto(TriggerJobLog.table)
      .values({
        tenant_id: data.tenantId,
        job_id: job.id,
        started_dt: started,
        finished_dt: finished,
        duration_ms: finished.getTime() - started.getTime(),
        run_status: status,
        trigger_type: data.trigger,
        message: message.slice(0, MESSAGE_MAX),
        depart_id: job.depart_id,
        create_id: creator.id,
        create_name: creator.name,
        modify_id: creator.id,
        modify_name: creator.name,
      })
      .execute();
    // the engine's bookkeeping: no version bump, so a form open on the job stays saveable
    await trx
      .updateTable(TriggerJob.table)
      .set({ last_run_dt: started, last_run_status: status, next_run_dt: job.enabled ? nextRun(job.cron, finished) : null })
      .where('id', '=', job.id)
      .execute();
  });
  entityChanged(data.tenantId, TriggerJobLog.code);
  entityChanged(data.tenantId, TriggerJob.code);
}
