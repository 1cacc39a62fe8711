// system.TriggerJob: what the scheduled-job page does besides the generic record calls (create,
// modify and remove go through datax.MetaDynamic and the job's record hooks): run a job now,
// enable or disable jobs, and read the run history of the jobs.
import { z } from 'zod';
import type { RecordPage, RecordQuery } from '../../../schemas/rpc/datax';
import { recordQuery } from '../../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import { triggerJobPages } from '../pages/trigger-jobs';

const PAGE = triggerJobPages.TriggerJob.url;

/** [id] or the page action's [{entityCode, ids, url}] */
const oneJob = z.union([idArg, z.object({ ids: z.array(idArg).length(1, 'must name exactly one job') }).loose()]);
/** [ids] or the page action's [{entityCode, ids, url}] */
const someJobs = z.union([z.array(idArg).min(1).max(200), z.object({ ids: z.array(idArg).min(1).max(200) }).loose()]);

export interface JobAnswer {
  msg: string;
}

export const systemTriggerJob = defineService('system.TriggerJob', {
  /** queues the job to run now (the answer comes once it is queued; the run is logged as 手动执行) */
  run: call<[number | { ids: number[] }], JobAnswer & { queued: string }>(args(['job', oneJob]), { page: PAGE, op: 'run' }),
  enable: call<[number[] | { ids: number[] }], JobAnswer & { updated: number }>(args(['jobs', someJobs]), { page: PAGE, op: 'enable' }),
  disable: call<[number[] | { ids: number[] }], JobAnswer & { updated: number }>(args(['jobs', someJobs]), { page: PAGE, op: 'disable' }),
  /** the run history (TriggerJobLog records) for whoever may open the job list; entityCode may be left out */
  logPage: call<[Omit<RecordQuery, 'entityCode'> & { entityCode?: string }], RecordPage>(
    args(['query', recordQuery.extend({ entityCode: z.string().max(128).optional() })]),
    { page: PAGE },
  ),
});
