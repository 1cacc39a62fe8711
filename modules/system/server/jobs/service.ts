// system.TriggerJob: run a job now (queued on pg-boss; the answer comes once it is queued),
// enable or disable jobs (through the record layer, so their hooks move the schedules), and the
// run history of the jobs.
import type { Kysely } from 'kysely';
import { TriggerJob, TriggerJobLog } from '../../entities/trigger-job';
import { systemTriggerJob } from '../../contracts/trigger-job';
import { implement } from '../../../../server/modules/types';
import { callerModel, listForCaller, readForCaller, writerOf } from '../../../../server/records/context';
import { normaliseQuery } from '../../../../server/records/list';
import { rm } from '../../../../server/records/messages';
import { modifyRecord } from '../../../../server/records/write';
import { notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { bossOver, executorOfPool, MANUAL_QUEUE, QUEUE_OPTIONS, type RunData } from './boss';
import { jm } from './messages';
import { runtimeOf } from './runtime';

const idsOf = (arg: number[] | { ids: number[] }) => [...new Set(Array.isArray(arg) ? arg : arg.ids)];

async function setEnabled(ctx: CallContext, ids: number[], enabled: boolean) {
  const model = await callerModel(ctx, TriggerJob.code);
  const w = await writerOf(ctx);
  await w.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
      const row = await (trx as Kysely<any>).selectFrom(TriggerJob.table).select('version').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(rm(ctx.lang, 'notFound', { value: `${TriggerJob.code} ${id}` }));
      await modifyRecord(w, model, id, { enabled, version: row.version }, trx);
    }
  });
  return { msg: jm(ctx.lang, enabled ? 'enabled' : 'disabled', { n: ids.length }), updated: ids.length };
}

async function queueRun(ctx: CallContext, data: RunData): Promise<string> {
  const runtime = runtimeOf(ctx.env);
  if (runtime) return runtime.runNow(data);
  // no scheduler in this server: the run waits in the queue for one that has
  const id = await bossOver(executorOfPool(ctx.env.db.pool)).send(MANUAL_QUEUE, data, QUEUE_OPTIONS);
  if (!id) throw new Error('pg-boss did not queue the run');
  return id;
}

export const triggerJobService = implement(systemTriggerJob, {
  async run(ctx, [arg]) {
    const id = typeof arg === 'number' ? arg : arg.ids[0];
    // 11 for a job of another tenant or outside the caller's data scope
    const job = await readForCaller(ctx, await callerModel(ctx, TriggerJob.code), id);
    const s = session(ctx);
    const queued = await queueRun(ctx, { tenantId: s.tenantId, jobId: id, trigger: 'Manual', userId: s.userId, userName: s.userName, lang: ctx.lang });
    return { msg: jm(ctx.lang, 'queued', { name: String(job.name ?? id) }), queued };
  },
  enable: (ctx, [arg]) => setEnabled(ctx, idsOf(arg), true),
  disable: (ctx, [arg]) => setEnabled(ctx, idsOf(arg), false),
  async logPage(ctx, [query]) {
    const q = normaliseQuery({ ...query, entityCode: TriggerJobLog.code });
    const r = await listForCaller(ctx, await callerModel(ctx, TriggerJobLog.code), q, true);
    return { total: r.total, ...(r.totalCapped ? { totalCapped: true } : {}), page: q.page, pageSize: q.pageSize, itemList: r.itemList };
  },
});
