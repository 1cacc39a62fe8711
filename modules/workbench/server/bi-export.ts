// POST /download/bi.xlsx with [query, title?]: the pivot the page shows, as an .xlsx — the same
// answer as workbench.Bi/run (the source's page held, through the caller's visibility), laid out
// by the page's grid (pivot-grid.ts): the row dimensions, a column per column group × measure, the
// row totals, and the totals line last. Groups read as on the page (references by name, options
// and dictionary codes by label); measures are numbers. A pivot is at most 2 000 groups: built in
// memory with exceljs.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReportColumn } from '../../../schemas/reports/columns';
import { args, call } from '../../../schemas/rpc/define';
import type { AppEnv } from '../../../server/env';
import { callContextOf } from '../../../server/http/call-context';
import { contentDisposition } from '../../../server/http/content-disposition';
import { SECURITY_HEADERS } from '../../../server/http/security-headers';
import type { Lang } from '../../../server/i18n';
import { cellOf, dictNames } from '../../../server/reports/export';
import type { AnyDb } from '../../../server/reports/source';
import { requireAccess } from '../../../server/rpc/access';
import { session } from '../../../server/rpc/registry';
import { answerError, validateArgs } from '../../../server/rpc/route';
import { BI_EXPORT_URL, type BiResult, biQuery, type ParsedBiQuery } from '../contracts';
import { BI_URL } from '../menus';
import { pivotGrid } from '../pivot-grid';
import { pivotFor } from './bi-service';
import { biText } from './messages';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const exportArgs = call<[unknown, string | undefined], unknown>(args(['query', biQuery], ['title', z.string().trim().max(64).optional()]), { page: BI_URL });

/** The pivot as a sheet's rows: the header line, the group lines, the totals line (when there are row dimensions). */
export async function pivotRows(db: AnyDb, r: BiResult, lang: Lang): Promise<Array<Array<string | number | boolean | null>>> {
  const say = biText(lang);
  const en = lang === 'en_US';
  const dicts = await dictNames(db, [...r.rows, ...r.columns], lang);
  const label = (row: Record<string, unknown>, c: ReportColumn) => {
    const v = cellOf(c, row[c.key], lang, dicts);
    return v === null ? '—' : String(v);
  };
  const grid = pivotGrid(r, label);
  const name = (x: { name: string; nameEn: string }) => (en ? x.nameEn : x.name);
  const blocks = r.columns.length ? grid.headers.map((h) => ({ key: h.key as string | null, title: h.labels.join(' / ') })) : [{ key: '[]' as string | null, title: '' }];
  if (r.columns.length) blocks.push({ key: null, title: say.rowTotal });
  const header = [...(r.rows.length ? r.rows.map(name) : ['']), ...blocks.flatMap((b) => r.measures.map((m) => (b.title ? `${b.title} · ${name(m)}` : name(m))))];
  const number = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const lines = r.rows.length ? [...grid.lines, grid.totals] : grid.lines;
  return [
    header,
    ...lines.map((line) => [
      ...(r.rows.length ? (line.key === '__total' ? [say.total, ...r.rows.slice(1).map(() => '')] : line.labels) : [say.all]),
      ...blocks.flatMap((b) => r.measures.map((m) => number(b.key === null ? line.total[m.key] : line.cells[b.key]?.[m.key]))),
    ]),
  ];
}

export function registerBiExport(app: FastifyInstance, env: AppEnv) {
  app.post(BI_EXPORT_URL, async (req, reply) => {
    try {
      const ctx = await callContextOf(env, req);
      const [q, title] = validateArgs(exportArgs, req.body) as [ParsedBiQuery, string | undefined];
      await requireAccess(ctx, { page: BI_URL });
      const result = await pivotFor(ctx, q);
      const rows = await pivotRows(session(ctx).db as unknown as AnyDb, result, ctx.lang);
      const ExcelJS = (await import('exceljs')).default;
      const wb = new ExcelJS.Workbook();
      const name = title || biText(ctx.lang).sheet;
      // a sheet's name: at most 31 characters, none of : \ / ? * [ ]
      const ws = wb.addWorksheet(name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
      for (const row of rows) ws.addRow(row);
      ws.getRow(1).font = { bold: true };
      if (result.rows.length) ws.getRow(rows.length).font = { bold: true };
      ws.columns.forEach((c, i) => {
        c.width = i < Math.max(1, result.rows.length) ? 20 : 16;
      });
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) reply.header(header, value);
      reply.header('content-type', XLSX);
      reply.header('content-disposition', contentDisposition('attachment', `${name}-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`));
      return reply.send(Buffer.from(await wb.xlsx.writeBuffer()));
    } catch (e) {
      return answerError(req, reply, e);
    }
  });
}
