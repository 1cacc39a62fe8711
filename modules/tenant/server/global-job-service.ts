// tenant.GlobalJob (全局任务): the scheduled jobs of every tenant, read-only (jobs-source.ts).
import { implement } from '../../../server/modules/types';
import { tenantGlobalJob } from '../contracts';
import { pageArgs } from '../../../server/records/paged-query';
import { readJobs } from './jobs-source';
import { platformOnly } from './platform';

export const globalJobService = implement(
  tenantGlobalJob,
  platformOnly({
    async summaryPage(ctx, [query]) {
      const q = { ...query, ...pageArgs(query) };
      const r = await readJobs(ctx.env.db.system, q);
      return { available: r.available, total: r.total, page: q.page, pageSize: q.pageSize, itemList: r.itemList };
    },
  }),
);
