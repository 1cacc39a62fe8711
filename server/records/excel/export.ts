// POST /download/records.xlsx with [query]: the records of the current filter streamed into an
// .xlsx, read in keyset pages of 2000 rows: never the whole table in memory. The sheet is written
// by our own XlsxStreamWriter (inline strings, deflated through a zip writer that awaits the
// response's back-pressure): exceljs's streaming writer ignores back-pressure between its sheet
// XML and its zip, and piled ~330 MB of XML up in memory for a million rows.
// GET /download/template/{entity}.xlsx: the import template made from the metadata (small, so
// exceljs in memory). Both take the session headers only, never a token in the address.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { dataxMetaDynamic, type RecordQuery } from '../../../schemas/rpc/datax';
import type { AppEnv } from '../../env';
import { callContextOf } from '../../http/call-context';
import { contentDisposition } from '../../http/content-disposition';
import { SECURITY_HEADERS } from '../../http/security-headers';
import { requireEntityAccess } from '../access';
import { normaliseQuery } from '../list';
import { modelFor } from '../tenant-models';
import { applyFilters, selectRecords } from '../query';
import { visibilityOf, whereVisible } from '../data-scope';
import { toRecord } from '../read';
import { answerError, validateArgs } from '../../rpc/route';
import { cellText, excelColumns } from './columns';
import { XLSX_MAX_ROWS, XlsxStreamWriter } from './xlsx-writer';
import { ZipClosedError } from './zip-writer';
import { startTransfer, type Transfer } from '../../ops/transfers';

const PAGE = 2000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** exceljs takes seconds to load: only downloads pay for it, not the server's start */
const excel = async () => (await import('exceljs')).default;

/** raw headers: the records stream is written past Fastify (hijacked), where no onSend hook runs */
function attachment(reply: FastifyReply, name: string) {
  for (const [header, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(header, value);
  reply.raw.setHeader('content-type', XLSX);
  reply.raw.setHeader('content-disposition', contentDisposition('attachment', name));
}

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

export function registerExcelRoutes(app: FastifyInstance, env: AppEnv) {
  app.post('/download/records.xlsx', async (req, reply) => {
    let streaming = false;
    let transfer: Transfer | undefined;
    try {
      const ctx = await callContextOf(env, req);
      const [query] = validateArgs(dataxMetaDynamic.calls.summaryPage, req.body) as [RecordQuery];
      const q = normaliseQuery(query);
      const db = env.db.forTenant(ctx.auth!.tenantId);
      const model = await modelFor(db, ctx.auth!.tenantId, q.entityCode, ctx.lang);
      await requireEntityAccess(ctx, q.entityCode, 'export');
      const vis = await visibilityOf(ctx, model);
      // only the records of the caller's data scope, only the columns its role may see
      const columns = excelColumns(model).filter((c) => !vis.hidden?.has(c.attr.code));
      // filters are checked and the first page read before the answer starts: a bad filter is
      // still an envelope error, not a broken file
      const base = applyFilters(whereVisible(selectRecords(db, model), vis), model, q, ctx.lang, vis).orderBy('t.id', 'desc').limit(PAGE);
      const page = (lastId: number | null) => (lastId === null ? base : base.where('t.id', '<', lastId)).execute();
      let rows = await page(null);
      attachment(reply, `${ctx.lang === 'en_US' ? model.def.nameEn : model.def.name}-${stamp()}.xlsx`);
      reply.hijack();
      streaming = true;
      const en = ctx.lang === 'en_US';
      const xlsx = new XlsxStreamWriter(reply.raw, {
        sheetName: en ? model.def.nameEn : model.def.name,
        columns: columns.map((c) => ({ header: en ? c.attr.nameEn : c.attr.name, width: c.width })),
      });
      await xlsx.start();
      transfer = startTransfer(app, 'export');
      let written = 0;
      for (;;) {
        written += rows.length;
        transfer.rows(written);
        let full = false;
        // the next page is read while this one is written: the database and the writer overlap
        const next = rows.length < PAGE ? null : page(rows[rows.length - 1].id as number);
        next?.catch(() => {});
        for (const r of rows) {
          const rec = toRecord(model, r, ctx.lang);
          // addRow awaits the response when its buffer is full: memory stays flat
          if (!(await xlsx.addRow(columns.map((c) => cellText(c.attr, rec[c.attr.code], ctx.lang))))) {
            full = true; // Excel's last row: the rest cannot be shown in one sheet
            req.log.warn({ entity: q.entityCode, rows: XLSX_MAX_ROWS - 1 }, 'export cut at the row limit of a sheet');
            break;
          }
        }
        if (full || rows.length < PAGE) break;
        rows = await next!;
      }
      await xlsx.finish();
    } catch (e) {
      if (streaming || reply.raw.headersSent) {
        if (e instanceof ZipClosedError) req.log.info('export cancelled: the client went away');
        else req.log.error({ err: e }, 'export failed mid-stream');
        reply.raw.destroy();
      } else return answerError(req, reply, e);
    } finally {
      transfer?.end();
    }
  });

  app.get<{ Params: { entity: string } }>('/download/template/:entity', async (req, reply) => {
    const entityCode = req.params.entity.replace(/\.xlsx$/i, '');
    const ctx = await callContextOf(env, req);
    const model = await modelFor(env.db.forTenant(ctx.auth!.tenantId), ctx.auth!.tenantId, entityCode, ctx.lang);
    await requireEntityAccess(ctx, entityCode, 'import');
    const ExcelJS = await excel();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(model.def.name);
    const columns = excelColumns(model);
    ws.columns = columns.map((c) => ({ header: c.header, key: c.attr.code, width: c.width }));
    ws.getRow(1).font = { bold: true };
    columns.forEach((c, i) => {
      const cell = ws.getRow(1).getCell(i + 1);
      if (c.attr.required) cell.font = { bold: true, color: { argb: 'FFCC0000' } };
      if (c.attr.options) {
        const list = `"${c.attr.options.map((o) => o.label).join(',')}"`;
        for (let r = 2; r <= 1001; r++) ws.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: !c.attr.required, formulae: [list] };
      }
    });
    const notes = wb.addWorksheet('填写说明');
    notes.columns = [{ header: '字段', width: 20 }, { header: '必填', width: 8 }, { header: '说明', width: 60 }];
    for (const c of columns) {
      const a = c.attr;
      const rules = [
        a.max ? `最多 ${a.max} 个字符` : '',
        a.noSpaces ? '不能包含空格' : '',
        a.unique ? '不能重复（已存在则更新该记录）' : '',
        a.digits ? `整数最多 ${a.digits.int} 位，小数最多 ${a.digits.scale} 位` : '',
        a.options ? `可选：${a.options.map((o) => o.label).join('、')}` : '',
        a.quote ? `填写${a.quote.entity === 'Person' ? '人员' : '引用记录'}的编码` : '',
        a.column === 'boolean' ? '填写 是 或 否' : '',
        a.column === 'date' || a.column === 'timestamptz' ? '日期，如 2026-01-31' : '',
      ].filter(Boolean);
      notes.addRow([a.name, a.required ? '是' : '', rules.join('；')]);
    }
    attachment(reply, `${model.def.name}导入模板.xlsx`);
    return reply.send(Buffer.from(await wb.xlsx.writeBuffer()));
  });
}
