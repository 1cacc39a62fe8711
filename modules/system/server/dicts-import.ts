// system.Dict/leadIn: entries from the "dictionary data" import template, read by
// the engine's streaming reader, all or nothing. Columns (by Chinese name, English name or key):
// 字典编码, 字典名称, 字典项编码*, 字典项名称*, 英文名称, 排序, 状态 (启用/停用), 标签颜色.
// Imported on a dictionary's page, rows may leave 字典编码 empty and must not name another; on
// the list page, each row names its dictionary, and one not known yet is created as the
// tenant's own (named 字典名称, else its code). A row whose entry exists changes it (a product
// entry keeps its code by construction); empty cells keep what the entry has.
import type { Kysely } from 'kysely';
import { a, type AttrDef } from '../../../schemas/entities/define';
import type { ImportResult } from '../../../schemas/rpc/datax';
import type { DB } from '../../../server/db/types';
import { readUploadedSheet } from '../../../server/records/excel/import';
import { validateAttrs } from '../../../server/records/validate';
import { type CallContext, session } from '../../../server/rpc/registry';
import { TAG_COLORS } from '../contracts/dicts';
import { dm } from './dicts-messages';
import { dictType, isBuiltinDict } from './dicts-rows';

export const DICT_COLUMNS: AttrDef[] = [
  a.string('dict_code', '字典编码', 'Dictionary code', { max: 64 }),
  a.string('dict_name', '字典名称', 'Dictionary name', { max: 128 }),
  a.string('code', '字典项编码', 'Entry code', { required: true, max: 64 }),
  a.string('name', '字典项名称', 'Entry name', { required: true, max: 128 }),
  a.string('name_en', '英文名称', 'English name', { max: 128 }),
  a.string('sn', '排序', 'Sort order', { max: 16 }),
  a.string('status', '状态', 'Status', { max: 16 }),
  a.string('tag_color', '标签颜色', 'Tag colour', { max: 16 }),
];

const norm = (s: string) => s.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();
const byHeader = new Map(DICT_COLUMNS.flatMap((c) => [c.name, c.nameEn, c.code].map((k) => [norm(k), c] as const)));
const STATUS = new Map<string, 0 | 1>([
  ['启用', 0],
  ['enabled', 0],
  ['0', 0],
  ['停用', 1],
  ['disabled', 1],
  ['1', 1],
]);
const CODE = /^[A-Za-z0-9_.-]+$/;

interface Parsed {
  dictCode: string;
  dictName: string | null;
  code: string;
  name: string;
  nameEn: string | null;
  sn?: number;
  status?: 0 | 1;
  tagColor?: string | null;
}

const text = (v: unknown) => (v == null ? '' : String(v).trim());

function parseRow(raw: Record<string, unknown>, pageDict: string | null, lang: CallContext['lang']): { parsed: Parsed; fields: Record<string, string> } {
  const input = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v == null ? null : String(v)]));
  const { errors: fields } = validateAttrs(DICT_COLUMNS, input, 'create', lang);
  const dictCode = text(raw.dict_code) || pageDict || '';
  if (!dictCode) fields.dict_code = dm(lang, 'importDictRequired');
  else if (pageDict && dictCode !== pageDict) fields.dict_code = dm(lang, 'importOtherDict', { code: pageDict });
  else if (!CODE.test(dictCode)) fields.dict_code = dm(lang, 'importBadCode');
  const code = text(raw.code);
  if (code && !CODE.test(code)) fields.code = dm(lang, 'importBadCode');
  const parsed: Parsed = { dictCode, dictName: text(raw.dict_name) || null, code, name: text(raw.name), nameEn: text(raw.name_en) || null };
  const sn = text(raw.sn);
  if (sn) {
    if (/^\d{1,7}$/.test(sn)) parsed.sn = Number(sn);
    else fields.sn = dm(lang, 'importNumber');
  }
  const status = text(raw.status);
  if (status) {
    const s = STATUS.get(status.toLowerCase());
    if (s === undefined) fields.status = dm(lang, 'importStatus');
    else parsed.status = s;
  }
  const color = text(raw.tag_color).toLowerCase();
  if (color) {
    if ((TAG_COLORS as readonly string[]).includes(color)) parsed.tagColor = color === 'default' ? null : color;
    else fields.tag_color = dm(lang, 'importColor', { value: color });
  }
  return { parsed, fields };
}

async function writeRow(trx: Kysely<DB>, ctx: CallContext, p: Parsed, knownDicts: Set<string>): Promise<'created' | 'updated'> {
  const s = session(ctx);
  if (!knownDicts.has(p.dictCode)) {
    const exists = isBuiltinDict(p.dictCode) || (await dictType(trx, p.dictCode, ctx.lang).then(() => true, () => false));
    if (!exists) {
      const name = p.dictName || p.dictCode;
      await trx
        .insertInto('dict_type')
        .values({ tenant_id: s.tenantId, code: p.dictCode, name, name_intl: JSON.stringify({ zh_CN: name, en_US: '' }), create_id: s.userId, create_name: s.userName, modify_id: s.userId, modify_name: s.userName })
        .execute();
    }
    knownDicts.add(p.dictCode);
  }
  const values = {
    name: p.name,
    name_intl: JSON.stringify({ zh_CN: p.name, en_US: p.nameEn ?? '' }),
    ...(p.sn !== undefined ? { sn: p.sn } : {}),
    ...(p.status !== undefined ? { status: p.status } : {}),
    ...(p.tagColor !== undefined ? { tag_color: p.tagColor } : {}),
  };
  const existing = await trx.selectFrom('dict').select(['id', 'name_intl']).where('dict_code', '=', p.dictCode).where('code', '=', p.code).executeTakeFirst();
  if (existing) {
    // an empty 英文名称 keeps the entry's English name
    const keepEn = p.nameEn === null ? { name_intl: JSON.stringify({ zh_CN: p.name, en_US: existing.name_intl?.en_US ?? '' }) } : {};
    await trx.updateTable('dict').set({ ...values, ...keepEn }).where('id', '=', existing.id).execute();
    return 'updated';
  }
  const last = await trx.selectFrom('dict').select((eb) => eb.fn.max('sn').as('sn')).where('dict_code', '=', p.dictCode).executeTakeFirst();
  await trx
    .insertInto('dict')
    .values({ sn: Number(last?.sn ?? 0) + 10, ...values, tenant_id: s.tenantId, dict_code: p.dictCode, code: p.code })
    .execute();
  return 'created';
}

export async function importDictEntries(ctx: CallContext, fileId: number, pageDict: string | null): Promise<ImportResult> {
  const s = session(ctx);
  const lang = ctx.lang;
  if (pageDict) await dictType(s.db, pageDict, lang);
  const { rows } = await readUploadedSheet(ctx, fileId, (h) => byHeader.get(norm(h)));
  const errors: ImportResult['errors'] = [];
  const seen = new Set<string>();
  const parsedRows: Parsed[] = [];
  for (const row of rows) {
    const { parsed, fields } = parseRow(row.raw, pageDict, lang);
    const key = `${parsed.dictCode}\u0000${parsed.code}`;
    if (parsed.code && seen.has(key)) fields.code = dm(lang, 'importDuplicate', { value: parsed.code });
    seen.add(key);
    if (Object.keys(fields).length) errors.push({ index: row.index, key: parsed.code, fields });
    else parsedRows.push(parsed);
  }
  if (errors.length) return { total: rows.length, successCnt: 0, createCnt: 0, updateCnt: 0, errors };
  let createCnt = 0;
  let updateCnt = 0;
  // every row was checked above: the writes go in one transaction (a failure rolls them all back)
  await s.db.transaction().execute(async (trx) => {
    const known = new Set<string>();
    for (const p of parsedRows) {
      if ((await writeRow(trx, ctx, p, known)) === 'created') createCnt++;
      else updateCnt++;
    }
  });
  ctx.log.info({ rows: rows.length, createCnt, updateCnt }, 'dictionary entries imported');
  return { total: rows.length, successCnt: createCnt + updateCnt, createCnt, updateCnt, errors };
}
