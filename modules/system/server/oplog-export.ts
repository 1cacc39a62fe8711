// POST /download/op-log.xlsx with [query]: every entry the filters of 操作日志 match, newest first,
// streamed in keyset chunks (server/records/excel/chunked-export.ts). The caller needs the page's
// export function and gets its own tenant's rows only.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { callContextOf } from '../../../server/http/call-context';
import { sendChunkedXlsx } from '../../../server/records/excel/chunked-export';
import { requireAccess } from '../../../server/rpc/access';
import { session } from '../../../server/rpc/registry';
import { validateArgs } from '../../../server/rpc/route';
import { OP_LOG_EXPORT_URL, OP_LOG_PAGE, type OpLogQuery, systemOpLog } from '../contracts/oplog';
import { opLogRows } from './oplog-query';

const CHUNK = 2000;

const HEADERS = {
  zh_CN: ['时间', '用户账号', '用户名称', '角色', '服务/方法', '页面', '实体', '记录', '结果码', '结果信息', '耗时(毫秒)', 'IP', '参数'],
  en_US: ['Time', 'User', 'User name', 'Role', 'Call', 'Page', 'Entity', 'Record', 'Code', 'Message', 'Duration (ms)', 'IP', 'Arguments'],
};
const WIDTHS = [20, 14, 14, 14, 34, 22, 16, 12, 8, 30, 10, 16, 60];

export function registerOpLogExport(app: FastifyInstance, env: AppEnv) {
  app.post(OP_LOG_EXPORT_URL, (req, reply) =>
    sendChunkedXlsx(req, reply, async () => {
      const ctx = await callContextOf(env, req);
      await requireAccess(ctx, { page: OP_LOG_PAGE, op: 'export' });
      const [q] = validateArgs(systemOpLog.calls.summaryPage, req.body) as [OpLogQuery];
      const base = opLogRows(session(ctx).db, q).orderBy('l.create_dt', 'desc').orderBy('l.id', 'desc').limit(CHUNK);
      type Row = Awaited<ReturnType<typeof base.execute>>[number];
      return {
        title: ctx.lang === 'en_US' ? 'Operation log' : '操作日志',
        columns: HEADERS[ctx.lang].map((header, i) => ({ header, width: WIDTHS[i] })),
        first: await base.execute(),
        after: (last: Row) => base.where(sql<boolean>`(l.create_dt, l.id) < (${last.create_dt}, ${last.id})`).execute(),
        chunkSize: CHUNK,
        cells: (r: Row) => [
          new Date(r.create_dt), r.user_code, r.user_name, r.role_name, `${r.service}/${r.method}`, r.page_url, r.entity_code, r.record_id,
          r.code, r.msg, r.duration_ms, r.ip, r.args,
        ],
        what: 'operation log',
      };
    }),
  );
}
