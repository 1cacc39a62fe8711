// POST /download/report.xlsx with [reportCode, query]: every row of the report (not one page) in
// the page's columns and order, then its totals row, streamed by our XlsxStreamWriter like the
// list export (server/records/excel/export.ts): checked and the first chunk read before the answer
// starts, so a bad query or a missing export function is still an envelope error. Rows are read
// in chunks of CHUNK through LIMIT/OFFSET in the report's full order (its tie-breaks make it total).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportColumns, type ReportColumn } from '../../schemas/reports/columns';
import { type ParsedReportQuery, REPORT_EXPORT_URL, type ReportRow, reportReport } from '../../schemas/rpc/report';
import type { AppEnv } from '../env';
import { callContextOf } from '../http/call-context';
import { contentDisposition } from '../http/content-disposition';
import { SECURITY_HEADERS } from '../http/security-headers';
import type { Lang } from '../i18n';
import { reportVisibility } from './visibility';
import { XLSX_MAX_ROWS, type XlsxCell, XlsxStreamWriter } from '../records/excel/xlsx-writer';
import { ZipClosedError } from '../records/excel/zip-writer';
import { requireAccess } from '../rpc/access';
import { answerError, validateArgs } from '../rpc/route';
import { builtinEntityOf, prepareReport, shapeRow, shapeTotals } from './run';
import { reportOr404 } from './service';
import type { AnyDb } from './source';

const CHUNK = 2000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

type Dicts = Map<string, Map<string, string>>;

export async function dictNames(db: AnyDb, columns: ReportColumn[], lang: Lang): Promise<Dicts> {
  const codes = [...new Set(columns.map((c) => c.dict).filter((d): d is string => !!d))];
  const out: Dicts = new Map();
  if (!codes.length) return out;
  const rows = await db.selectFrom('dict').select(['dict_code', 'code', 'name', 'name_intl']).where('dict_code', 'in', codes).execute();
  for (const r of rows) {
    const name = lang === 'en_US' ? ((r.name_intl as Record<string, string> | null)?.en_US ?? r.name) : r.name;
    if (!out.has(r.dict_code)) out.set(r.dict_code, new Map());
    out.get(r.dict_code)!.set(r.code, name);
  }
  return out;
}

/** What a user reads in the page's cell, as an Excel cell: names of references, labels of options, numbers as numbers. */
export function cellOf(c: ReportColumn, value: unknown, lang: Lang, dicts: Dicts): XlsxCell {
  if (value === null || value === undefined) return null;
  if (c.quote && typeof value === 'object') {
    const ref = value as { code?: string | null; name?: string | null };
    return ref.name ?? ref.code ?? null;
  }
  if (c.options) {
    const o = c.options.find((x) => x.value === value);
    return o ? (lang === 'en_US' ? o.labelEn : o.label) : String(value);
  }
  if (c.dict) return dicts.get(c.dict)?.get(String(value)) ?? String(value);
  if (c.role !== 'dimension' || c.kind === 'numeric' || c.kind === 'integer' || c.kind === 'bigint') {
    // decimal strings at their scale: Excel keeps numbers as doubles anyway, and sums them
    const n = Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (typeof value === 'boolean') return value;
  return String(value);
}

function attachment(reply: FastifyReply, name: string) {
  for (const [header, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(header, value);
  reply.raw.setHeader('content-type', XLSX);
  reply.raw.setHeader('content-disposition', contentDisposition('attachment', name));
}

export function registerReportExportRoute(app: FastifyInstance, env: AppEnv) {
  app.post(REPORT_EXPORT_URL, async (req, reply) => {
    let streaming = false;
    try {
      const ctx = await callContextOf(env, req);
      const [code, query] = validateArgs(reportReport.calls.page, req.body) as [string, ParsedReportQuery];
      const def = reportOr404(code, ctx.lang);
      await requireAccess(ctx, { page: def.url, op: 'export' });
      const tenantId = ctx.auth!.tenantId;
      const db = env.db.forTenant(tenantId);
      const { compiled, query: resolved } = prepareReport(db, def, query, { tenantId, lang: ctx.lang, vis: await reportVisibility(ctx, def, builtinEntityOf) });
      const columns = reportColumns(def, builtinEntityOf, resolved.rankType);
      const en = ctx.lang === 'en_US';
      const read = (offset: number) => compiled.rows(CHUNK, offset).execute();
      const [first, totalsRow, dicts] = await Promise.all([read(0), compiled.totals.executeTakeFirst(), dictNames(db, columns, ctx.lang)]);
      const title = en ? def.nameEn : def.name;
      attachment(reply, `${title}-${stamp()}.xlsx`);
      reply.hijack();
      streaming = true;
      const xlsx = new XlsxStreamWriter(reply.raw, {
        sheetName: title,
        columns: columns.map((c) => ({ header: en ? c.nameEn : c.name, width: c.role === 'dimension' ? (c.quote ? 24 : 16) : 14 })),
      });
      await xlsx.start();
      const cells = (row: ReportRow) => columns.map((c) => cellOf(c, row[c.key], ctx.lang, dicts));
      let rows = first;
      let offset = 0;
      let full = false;
      for (;;) {
        // the next chunk is read while this one is written
        const next = rows.length < CHUNK ? null : read(offset + CHUNK);
        next?.catch(() => {});
        for (const r of rows) {
          if (!(await xlsx.addRow(cells(shapeRow(compiled.plan, r as Record<string, unknown>))))) {
            full = true;
            req.log.warn({ report: code, rows: XLSX_MAX_ROWS - 1 }, 'report export cut at the row limit of a sheet');
            break;
          }
        }
        if (full || !next) break;
        offset += CHUNK;
        rows = await next;
      }
      if (!full) {
        // the totals row: its label in the first column, then the measures under theirs
        const totals = shapeTotals(compiled.plan, totalsRow as Record<string, unknown> | undefined);
        const line = columns.map((c) => (c.role === 'measure' ? cellOf(c, totals[c.key], ctx.lang, dicts) : null));
        line[0] = en ? 'Total' : '合计';
        await xlsx.addRow(line);
      }
      await xlsx.finish();
    } catch (e) {
      if (streaming || reply.raw.headersSent) {
        if (e instanceof ZipClosedError) req.log.info('report export cancelled: the client went away');
        else req.log.error({ err: e }, 'report export failed mid-stream');
        reply.raw.destroy();
      } else return answerError(req, reply, e);
    }
  });
}
