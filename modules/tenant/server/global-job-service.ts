// tenant.GlobalJob (全局任务): the scheduled jobs of every tenant, read-only (jobs-source.ts).
import { implement } from '../../../server/modules/types';
import { tenantGlobalJob } from '../contracts';
import { readJobs } from './jobs-source';
import { platformOnly } from './platform';

export const globalJobService = implement(
  tenantGlobalJob,
  platformOnly({
    summaryPage: (ctx, [query]) => readJobs(ctx.env.db.system, query),
  }),
);
