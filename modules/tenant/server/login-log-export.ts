// POST /download/login-log.xlsx with [query]: every attempt the filters of 登录日志 match, newest
// first, streamed in keyset chunks (server/records/excel/chunked-export.ts). The caller must be the
// platform tenant with the page's export function.
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../../../server/env';
import { callContextOf } from '../../../server/http/call-context';
import { sendChunkedXlsx } from '../../../server/records/excel/chunked-export';
import { requireAccess } from '../../../server/rpc/access';
import { validateArgs } from '../../../server/rpc/route';
import { LOGIN_LOG_EXPORT_URL, type LoginLogQuery, tenantLoginLog } from '../contracts';
import { TENANT_PAGES } from '../menus';
import { loginLogRows } from './login-log-query';
import { platformSession } from './platform';

const CHUNK = 2000;

const HEADERS = {
  zh_CN: ['时间', '租户编码', '租户名称', '用户账号', 'IP', '门户', '结果', '信息', '浏览器'],
  en_US: ['Time', 'Tenant code', 'Tenant name', 'User', 'IP', 'Portal', 'Result', 'Message', 'User agent'],
};
const WIDTHS = [20, 14, 28, 16, 16, 8, 8, 30, 40];

export function registerLoginLogExport(app: FastifyInstance, env: AppEnv) {
  app.post(LOGIN_LOG_EXPORT_URL, (req, reply) =>
    sendChunkedXlsx(req, reply, async () => {
      const ctx = await callContextOf(env, req);
      await requireAccess(ctx, { page: TENANT_PAGES.loginLog, op: 'export' });
      platformSession(ctx);
      const [q] = validateArgs(tenantLoginLog.calls.summaryPage, req.body) as [LoginLogQuery];
      const base = loginLogRows(env.db.system, q).orderBy('l.id', 'desc').limit(CHUNK);
      type Row = Awaited<ReturnType<typeof base.execute>>[number];
      const en = ctx.lang === 'en_US';
      const [ok, failed] = en ? ['Success', 'Failed'] : ['成功', '失败'];
      return {
        title: en ? 'Login log' : '登录日志',
        columns: HEADERS[ctx.lang].map((header, i) => ({ header, width: WIDTHS[i] })),
        first: await base.execute(),
        after: (last: Row) => base.where('l.id', '<', Number(last.id)).execute(),
        chunkSize: CHUNK,
        cells: (r: Row) => [new Date(r.create_dt), r.tenant_code, r.tenant_name, r.user_code, r.ip, r.portal_type, r.success ? ok : failed, r.message, r.user_agent],
        what: 'login log',
      };
    }),
  );
}
