// system.OpLog (操作日志): the caller's tenant's recorded calls (its export: oplog-export.ts).
import { implement } from '../../../server/modules/types';
import { session } from '../../../server/rpc/registry';
import { systemOpLog } from '../contracts/oplog';
import { opLogPage } from './oplog-query';

export const opLogService = implement(systemOpLog, {
  summaryPage: (ctx, [q]) => opLogPage(session(ctx).db, { ...q, page: q.page ?? 1, pageSize: q.pageSize ?? 20 }),
});
