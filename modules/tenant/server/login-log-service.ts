// tenant.LoginLog (登录日志): every login attempt of every tenant (its export: login-log-export.ts).
import { implement } from '../../../server/modules/types';
import { tenantLoginLog } from '../contracts';
import { pageArgs } from '../../../server/records/paged-query';
import { loginLogPage } from './login-log-query';
import { platformOnly } from './platform';

export const loginLogService = implement(
  tenantLoginLog,
  platformOnly({
    summaryPage: (ctx, [q]) => loginLogPage(ctx.env.db.system, { ...q, ...pageArgs(q) }),
  }),
);
