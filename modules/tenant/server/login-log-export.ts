// POST /download/login-log.xlsx with [query]: every attempt the filters of 登录日志 match, newest
// first, streamed by our XlsxStreamWriter in keyset chunks (the list export's pattern:
// server/records/excel/export.ts). The caller is checked (platform tenant, the page's export
// function) and the first chunk read before the answer starts, so a refusal is still an envelope.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppEnv } from '../../../server/env';
import { callContextOf } from '../../../server/http/call-context';
import { contentDisposition } from '../../../server/http/content-disposition';
import { SECURITY_HEADERS } from '../../../server/http/security-headers';
import { XLSX_MAX_ROWS, XlsxStreamWriter } from '../../../server/records/excel/xlsx-writer';
import { ZipClosedError } from '../../../server/records/excel/zip-writer';
import { requireAccess } from '../../../server/rpc/access';
import { answerError, validateArgs } from '../../../server/rpc/route';
import { LOGIN_LOG_EXPORT_URL, type LoginLogQuery, tenantLoginLog } from '../contracts';
import { TENANT_PAGES } from '../menus';
import { loginLogRows } from './login-log-query';
import { platformSession } from './platform';

const CHUNK = 2000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADERS = {
  zh_CN: ['时间', '租户编码', '租户名称', '用户账号', 'IP', '门户', '结果', '信息', '浏览器'],
  en_US: ['Time', 'Tenant code', 'Tenant name', 'User', 'IP', 'Portal', 'Result', 'Message', 'User agent'],
};
const WIDTHS = [20, 14, 28, 16, 16, 8, 8, 30, 40];

function attachment(reply: FastifyReply, name: string) {
  for (const [header, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(header, value);
  reply.raw.setHeader('content-type', XLSX);
  reply.raw.setHeader('content-disposition', contentDisposition('attachment', name));
}

export function registerLoginLogExport(app: FastifyInstance, env: AppEnv) {
  app.post(LOGIN_LOG_EXPORT_URL, async (req, reply) => {
    let streaming = false;
    try {
      const ctx = await callContextOf(env, req);
      await requireAccess(ctx, { page: TENANT_PAGES.loginLog, op: 'export' });
      platformSession(ctx);
      const [q] = validateArgs(tenantLoginLog.calls.summaryPage, req.body) as [LoginLogQuery];
      const base = loginLogRows(env.db.system, q).orderBy('l.id', 'desc').limit(CHUNK);
      const chunk = (lastId: number | null) => (lastId === null ? base : base.where('l.id', '<', lastId)).execute();
      let rows = await chunk(null);
      const en = ctx.lang === 'en_US';
      const title = en ? 'Login log' : '登录日志';
      attachment(reply, `${title}-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`);
      reply.hijack();
      streaming = true;
      const headers = HEADERS[ctx.lang];
      const xlsx = new XlsxStreamWriter(reply.raw, { sheetName: title, columns: headers.map((header, i) => ({ header, width: WIDTHS[i] })) });
      await xlsx.start();
      const ok = en ? 'Success' : '成功';
      const failed = en ? 'Failed' : '失败';
      for (;;) {
        const next = rows.length < CHUNK ? null : chunk(Number(rows[rows.length - 1].id));
        next?.catch(() => {});
        let full = false;
        for (const r of rows) {
          const cells = [new Date(r.create_dt), r.tenant_code, r.tenant_name, r.user_code, r.ip, r.portal_type, r.success ? ok : failed, r.message, r.user_agent];
          if (!(await xlsx.addRow(cells))) {
            full = true;
            req.log.warn({ rows: XLSX_MAX_ROWS - 1 }, 'login log export cut at the row limit of a sheet');
            break;
          }
        }
        if (full || !next) break;
        rows = await next;
      }
      await xlsx.finish();
    } catch (e) {
      if (streaming || reply.raw.headersSent) {
        if (e instanceof ZipClosedError) req.log.info('login log export cancelled: the client went away');
        else req.log.error({ err: e }, 'login log export failed mid-stream');
        reply.raw.destroy();
      } else return answerError(req, reply, e);
    }
  });
}
