// The dictionary data template (GET /download/dict-template.xlsx) and the export of entries
// (POST /download/dicts.xlsx with [dictCode | null]: one dictionary, or all of the tenant's), in the
// template's columns so that an export imports again unchanged. A tenant's dictionaries hold
// hundreds of entries, not millions: the workbook is built in memory with exceljs, like the
// engine's templates (server/records/excel/export.ts). Both take the session headers only.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { args, call } from '../../../schemas/rpc/define';
import type { AppEnv } from '../../../server/env';
import { callContextOf } from '../../../server/http/call-context';
import { contentDisposition } from '../../../server/http/content-disposition';
import { SECURITY_HEADERS } from '../../../server/http/security-headers';
import { requireAccess } from '../../../server/rpc/access';
import { session } from '../../../server/rpc/registry';
import { answerError, validateArgs } from '../../../server/rpc/route';
import { DICT_EXPORT_URL, DICT_PAGE, DICT_TEMPLATE_URL, TAG_COLORS } from '../contracts/dicts';
import { DICT_COLUMNS } from './dicts-import';
import { dictType, dictTypes } from './dicts-rows';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WIDTHS = [18, 20, 18, 22, 22, 8, 8, 12];
const exportArgs = call<[string | null | undefined], unknown>(args(['dictCode', z.string().trim().min(1).max(64).nullish()]), { page: DICT_PAGE, op: 'export' });

function attachment(reply: FastifyReply, name: string) {
  for (const [header, value] of Object.entries(SECURITY_HEADERS)) reply.header(header, value);
  reply.header('content-type', XLSX);
  reply.header('content-disposition', contentDisposition('attachment', name));
}

async function workbook(en: boolean) {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(en ? 'Dictionary data' : '字典数据');
  ws.columns = DICT_COLUMNS.map((c, i) => ({ header: en ? c.nameEn : c.name, key: c.code, width: WIDTHS[i] }));
  ws.getRow(1).font = { bold: true };
  DICT_COLUMNS.forEach((c, i) => {
    if (c.required) ws.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFCC0000' } };
  });
  const statusList = en ? '"enabled,disabled"' : '"启用,停用"';
  const colorList = `"${TAG_COLORS.join(',')}"`;
  for (let r = 2; r <= 501; r++) {
    ws.getCell(r, 7).dataValidation = { type: 'list', allowBlank: true, formulae: [statusList] };
    ws.getCell(r, 8).dataValidation = { type: 'list', allowBlank: true, formulae: [colorList] };
  }
  return { wb, ws };
}

export function registerDictRoutes(app: FastifyInstance, env: AppEnv) {
  app.get(DICT_TEMPLATE_URL, async (req, reply) => {
    try {
      const ctx = await callContextOf(env, req);
      await requireAccess(ctx, { page: DICT_PAGE, op: 'import' });
      const en = ctx.lang === 'en_US';
      const { wb } = await workbook(en);
      const notes = wb.addWorksheet(en ? 'Notes' : '填写说明');
      notes.columns = [{ header: en ? 'Column' : '字段', width: 16 }, { header: en ? 'Note' : '说明', width: 70 }];
      const lines: Array<[string, string]> = en
        ? [
            ['Dictionary code', 'Empty when importing on a dictionary’s page; a new code creates a dictionary of your own'],
            ['Dictionary name', 'Name of a new dictionary (optional)'],
            ['Entry code', 'Required; letters, digits, _ . -; an existing code updates that entry'],
            ['Entry name', 'Required'],
            ['Status', 'enabled or disabled; empty keeps the entry’s status'],
            ['Tag colour', TAG_COLORS.join(', ')],
          ]
        : [
            ['字典编码', '在字典详情页导入时可不填；新的编码将创建一个自定义字典'],
            ['字典名称', '新建字典时使用的名称（可不填）'],
            ['字典项编码', '必填；只能包含字母、数字、_ . -；已存在的编码将更新该字典项'],
            ['字典项名称', '必填'],
            ['状态', '启用 或 停用；不填则保持原状态'],
            ['标签颜色', TAG_COLORS.join('、')],
          ];
      for (const l of lines) notes.addRow(l);
      attachment(reply, en ? 'Dictionary data template.xlsx' : '字典数据导入模板.xlsx');
      return reply.send(Buffer.from(await wb.xlsx.writeBuffer()));
    } catch (e) {
      return answerError(req, reply, e);
    }
  });

  app.post(DICT_EXPORT_URL, async (req, reply) => {
    try {
      const ctx = await callContextOf(env, req);
      const [dictCode] = validateArgs(exportArgs, req.body) as [string | null | undefined];
      await requireAccess(ctx, { page: DICT_PAGE, op: 'export' });
      const db = session(ctx).db;
      const en = ctx.lang === 'en_US';
      const dicts = dictCode ? [await dictType(db, dictCode, ctx.lang)] : await dictTypes(db);
      const names = new Map(dicts.map((d) => [d.code, en ? d.nameEn || d.name : d.name]));
      const rows = await db
        .selectFrom('dict')
        .selectAll()
        .$if(!!dictCode, (q) => q.where('dict_code', '=', dictCode!))
        .orderBy('dict_code')
        .orderBy('sn')
        .orderBy('code')
        .execute();
      const { wb, ws } = await workbook(en);
      const status = en ? ['enabled', 'disabled'] : ['启用', '停用'];
      // by row number: the template's drop-down lists already reach row 501, where addRow would append
      rows.forEach((r, i) => {
        ws.getRow(i + 2).values = [r.dict_code, names.get(r.dict_code) ?? r.dict_code, r.code, r.name, r.name_intl?.en_US ?? '', r.sn, status[r.status === 1 ? 1 : 0], r.tag_color ?? ''];
      });
      const title = dictCode ? names.get(dictCode) : en ? 'Dictionaries' : '数据字典';
      attachment(reply, `${title}-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`);
      return reply.send(Buffer.from(await wb.xlsx.writeBuffer()));
    } catch (e) {
      return answerError(req, reply, e);
    }
  });
}
