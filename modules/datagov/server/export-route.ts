// The SQL console's export: the same run, judged and limited the same way (console.ts), answered
// as an .xlsx workbook or a CSV file (UTF-8 with a BOM, so spreadsheet programs read Chinese). The
// caller needs the console page's export function.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppEnv } from '../../../server/env';
import { callContextOf } from '../../../server/http/call-context';
import { contentDisposition } from '../../../server/http/content-disposition';
import { XlsxStreamWriter } from '../../../server/records/excel/xlsx-writer';
import { requireAccess } from '../../../server/rpc/access';
import { answerError, validateArgs } from '../../../server/rpc/route';
import { datagovSql, P, SQL_EXPORT_URL } from '../contracts';
import { CONSOLE_TIMEOUT_MS, prepareConsole } from './console';

const csvCell = (v: unknown) => {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function registerSqlExport(app: FastifyInstance, env: AppEnv) {
  app.post(SQL_EXPORT_URL, async (req, reply) => {
    try {
      const ctx = await callContextOf(env, req);
      const body = req.body as unknown[];
      const format = z.enum(['xlsx', 'csv']).parse((body?.[1] as string | undefined) ?? 'xlsx');
      const [run] = validateArgs(datagovSql.calls.run, [body?.[0]]) as [Parameters<typeof prepareConsole>[1]];
      await requireAccess(ctx, { page: P.console, op: 'export' });
      const prepared = await prepareConsole(ctx, run);
      const a = await prepared.run({ rows: run.limit ?? 500, timeoutMs: Math.min(run.timeoutMs ?? CONSOLE_TIMEOUT_MS, CONSOLE_TIMEOUT_MS) });
      const name = `SQL-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.${format}`;
      reply.header('content-disposition', contentDisposition('attachment', name));
      if (format === 'csv') {
        const lines = [a.columns.map((c) => csvCell(c.name)).join(','), ...a.rows.map((r) => r.map(csvCell).join(','))];
        return reply.type('text/csv; charset=utf-8').send(`\ufeff${lines.join('\r\n')}\r\n`);
      }
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise((r) => out.on('end', r));
      const xlsx = new XlsxStreamWriter(out, { sheetName: 'SQL', columns: a.columns.map((c) => ({ header: c.name, width: 18 })) });
      await xlsx.start();
      for (const r of a.rows) await xlsx.addRow(r.map((v) => (v === null || v === undefined ? null : typeof v === 'number' || typeof v === 'boolean' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v))));
      await xlsx.finish();
      out.end();
      await done;
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.concat(chunks));
    } catch (e) {
      return answerError(req, reply, e);
    }
  });
}
