// leadIn: an uploaded .xlsx (≤ 30 MB) read as a stream, each row converted and validated with
// the entity's own rules, then written in one transaction: all or nothing by default (any bad
// row → nothing written, every bad row reported), or only the good rows ('skipErrors').
// Rows whose import key (code) exists update that record; the others create one.
import type ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { AttrDef } from '../../../schemas/entities/define';
import { allowed } from '../../../schemas/receipts';
import type { ImportResult } from '../../../schemas/rpc/datax';
import { withLocalCopy } from '../../services/file-store';
import { badRequest, notFound, RpcError } from '../../rpc/errors';
import { type CallContext, session } from '../../rpc/registry';
import type { Lang } from '../../i18n';
import { rm } from '../messages';
import type { EntityModel } from '../model';
import { referenceTable } from '../model';
import { attrExpr, fromEntity } from '../storage';
import { visibleFlag as whereVisibleFlag } from '../data-scope';
import { validateAttrs } from '../validate';
import type { Writer } from '../write';
import { headerMatcher } from './columns';
import { writeImport } from './import-write';
import { checkZip, ZipRefused } from './zip-check';
import { asTransfer, type Transfer } from '../../ops/transfers';

export const IMPORT_LIMIT_BYTES = 30 * 1024 * 1024;
const MAX_REPORTED_ERRORS = 1000;
/**
 * Caps of every sheet import, fixed for the server (not tenant parameters: they protect the memory
 * and time every tenant shares, so no tenant may raise them). Rows are held in memory until the
 * import is validated and written in one transaction: 100,000 rows is a large master-data load
 * and tens of MB of rows; a sheet past it is refused while it is read, before more rows are held.
 * 200 MB of inflated XML holds 100,000 rows of twenty cells with room to spare, while a 30 MB
 * upload could otherwise inflate to gigabytes.
 */
export const IMPORT_CAPS = { maxRows: 100_000, maxInflatedBytes: 200 * 1024 * 1024, maxZipEntries: 10_000 };

export interface Row {
  index: number;
  raw: Record<string, unknown>;
}

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return (v as { text: unknown }).text;
    if ('result' in v) return (v as { result: unknown }).result;
    if ('error' in v) return null;
  }
  return v;
}

const tooManyRows = (lang: Lang, max: number) => badRequest(lang === 'en_US' ? `import: at most ${max} rows can be imported at once` : `最多导入 ${max} 行数据，请拆分文件后导入`);

function zipRefusal(lang: Lang, e: ZipRefused): RpcError {
  const p = e.problem;
  const mb = IMPORT_CAPS.maxInflatedBytes / 1024 / 1024;
  if (p.kind === 'tooLarge') return badRequest(lang === 'en_US' ? `import: the file unpacks to more than ${mb} MB; split it into smaller files` : `导入文件解压后超过 ${mb}MB，请拆分文件后导入`);
  if (p.kind === 'tooManyEntries') return badRequest(lang === 'en_US' ? `import: the file holds more than ${IMPORT_CAPS.maxZipEntries} parts` : `导入文件包含的部件超过 ${IMPORT_CAPS.maxZipEntries} 个`);
  return badRequest(lang === 'en_US' ? `import: not a readable .xlsx file (${p.why})` : `导入文件不是有效的 Excel 文件（${p.why}）`);
}

/** The first sheet's rows by header, read as a stream; refused past `maxRows` data rows, before more are held. */
export async function readRows(path: string, match: (header: string) => AttrDef | undefined, lang: Lang, onProgress: (n: number) => void, maxRows = IMPORT_CAPS.maxRows): Promise<{ rows: Row[]; unknownHeaders: string[] }> {
  // exceljs takes seconds to load: only imports and exports pay for it, not the server's start
  const { Utf8SafeWorkbookReader } = await import('./reader');
  const reader = new Utf8SafeWorkbookReader(path, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  const rows: Row[] = [];
  const unknownHeaders: string[] = [];
  for await (const sheet of reader) {
    let columns: Array<AttrDef | undefined> = [];
    let read = 0;
    for await (const row of sheet) {
      // every row counts, empty ones too: the time and memory are spent reading them
      if (columns.length && ++read > maxRows) throw tooManyRows(lang, maxRows);
      const values = (row.values as ExcelJS.CellValue[]).map(cellValue);
      if (!columns.length) {
        columns = values.map((h) => (h == null ? undefined : match(String(h))));
        for (const [i, h] of values.entries()) if (h != null && String(h).trim() && !columns[i]) unknownHeaders.push(String(h));
        if (!columns.some(Boolean)) throw badRequest(lang === 'en_US' ? 'the first row must hold the column headers of the import template' : '第一行必须是导入模板的表头');
        continue;
      }
      const raw: Record<string, unknown> = {};
      let any = false;
      columns.forEach((attr, i) => {
        if (!attr) return;
        const v = values[i];
        if (v !== null && v !== undefined && String(v).trim() !== '') any = true;
        raw[attr.code] = v;
      });
      if (any) rows.push({ index: row.number - 1, raw });
      if (rows.length % 5000 === 0) onProgress(rows.length);
    }
    break; // the first sheet holds the data
  }
  return { rows, unknownHeaders };
}

const YES = new Set(['是', 'y', 'yes', 'true', '1', '√']);
const NO = new Set(['否', 'n', 'no', 'false', '0', '×']);

/** cell → the value the attribute's validation expects (labels and codes resolved) */
export function convert(attr: AttrDef, v: unknown, refs: Map<string, Map<string, number>>, dicts: Map<string, Map<string, string>>): unknown {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  if (attr.quote) return refs.get(attr.code)?.get(String(v).trim()) ?? { unknownCode: String(v) };
  if (attr.options) {
    const s = String(v).trim();
    return attr.options.find((o) => o.value === s || o.label === s || o.labelEn.toLowerCase() === s.toLowerCase())?.value ?? s;
  }
  if (attr.dict) {
    const s = String(v).trim();
    return dicts.get(attr.dict)?.get(s) ?? s;
  }
  if (attr.column === 'boolean') {
    const s = String(v).trim().toLowerCase();
    return YES.has(s) ? true : NO.has(s) ? false : s;
  }
  if (attr.column === 'date' || attr.column === 'timestamptz') return v instanceof Date ? v.toISOString() : String(v).trim();
  if (attr.column === 'text') return typeof v === 'number' ? String(v) : String(v);
  return v;
}

/**
 * The caller's uploaded .xlsx read into rows by the given header matcher (only the uploader may
 * import a file): every sheet import goes through here, so every one is capped (IMPORT_CAPS; a
 * caller may ask for fewer rows).
 */
export async function readUploadedSheet(ctx: CallContext, fileId: number, match: (header: string) => AttrDef | undefined, opts: { onProgress?: (n: number) => void; maxRows?: number } = {}) {
  const s = session(ctx);
  const lang = ctx.lang;
  // ids are sequential: others' files are not found
  const file = await s.db.selectFrom('file').selectAll().where('id', '=', fileId).where('create_id', '=', s.userId).executeTakeFirst();
  if (!file) throw notFound(rm(lang, 'fileMissing', { value: fileId }));
  if (!/\.xlsx$/i.test(file.name)) throw badRequest(lang === 'en_US' ? 'import: only .xlsx files can be imported' : '导入文件必须是 Excel (.xlsx) 文件');
  if (Number(file.size) > IMPORT_LIMIT_BYTES) throw badRequest(lang === 'en_US' ? 'import: the file is larger than 30 MB' : '导入文件不能超过 30MB');
  try {
    // the zip check and the streaming reader read a file on disk: a temporary copy of the stored bytes
    return await withLocalCopy(s.db, s.tenantId, file.storage_key, async (path) => {
      await checkZip(path, { maxInflatedBytes: IMPORT_CAPS.maxInflatedBytes, maxEntries: IMPORT_CAPS.maxZipEntries });
      return readRows(path, match, lang, opts.onProgress ?? (() => {}), Math.min(opts.maxRows ?? IMPORT_CAPS.maxRows, IMPORT_CAPS.maxRows));
    });
  } catch (e) {
    if (e instanceof RpcError) throw e;
    if (e instanceof ZipRefused) throw zipRefusal(lang, e);
    throw badRequest(lang === 'en_US' ? `import: not a readable .xlsx file (${(e as Error).message})` : `导入文件不是有效的 Excel 文件（${(e as Error).message}）`);
  }
}

/** Reference codes (→ ids) and dictionary names (→ codes) of the rows' cells, resolved in bulk. */
export async function resolveCells(ctx: CallContext, attrs: AttrDef[], rows: Row[]) {
  const s = session(ctx);
  const refs = new Map<string, Map<string, number>>();
  for (const attr of attrs.filter((a) => a.quote)) {
    const table = referenceTable(attr.quote!.entity);
    const codes = [...new Set(rows.map((r) => r.raw[attr.code]).filter((v) => v != null && String(v).trim()).map((v) => String(v).trim()))];
    const map = new Map<string, number>();
    for (let i = 0; table && i < codes.length; i += 1000) {
      const found = await s.db.selectFrom(table as 'person').select(['id', 'code']).where('code', 'in', codes.slice(i, i + 1000)).execute();
      for (const f of found) map.set(f.code, f.id);
    }
    refs.set(attr.code, map);
  }
  const dicts = new Map<string, Map<string, string>>();
  for (const code of new Set(attrs.filter((a) => a.dict).map((a) => a.dict!))) {
    const entries = await s.db.selectFrom('dict').select(['code', 'name']).where('dict_code', '=', code).execute();
    dicts.set(code, new Map(entries.flatMap((e) => [[e.name, e.code], [e.code, e.code]])));
  }
  return { refs, dicts };
}

export function importRecords(ctx: CallContext, w: Writer, model: EntityModel, fileId: number, mode: 'allOrNothing' | 'skipErrors'): Promise<ImportResult> {
  // counted among the server's imports under way (its metrics) until it ends, however it ends
  return asTransfer(ctx.request?.server, 'import', (transfer) => importCounted(ctx, w, model, fileId, mode, transfer));
}

async function importCounted(ctx: CallContext, w: Writer, model: EntityModel, fileId: number, mode: 'allOrNothing' | 'skipErrors', transfer: Transfer): Promise<ImportResult> {
  const s = session(ctx);
  const lang = ctx.lang;
  const progress = (phase: string, done: number, total: number) => {
    transfer.rows(done);
    ctx.env.hub.push(s.tenantId, s.userId, { type: 'importProgress', fileId, phase, done, total });
  };
  const { rows } = await readUploadedSheet(ctx, fileId, headerMatcher(model), { onProgress: (n) => progress('read', n, 0) });
  const total = rows.length;
  progress('validate', 0, total);
  const { refs, dicts } = await resolveCells(ctx, model.def.attrs, rows);

  // existing records by import key
  const key = model.def.importKey?.[0] ?? 'code';
  const keys = [...new Set(rows.map((r) => r.raw[key]).filter((v) => v != null).map((v) => String(v).trim()))];
  const existing = new Map<string, { id: number; status_dict: string; version: number; visible: boolean }>();
  const keyAttr = model.attrs.get(key);
  for (let i = 0; keyAttr && i < keys.length; i += 1000) {
    const keyRef = attrExpr(model, keyAttr);
    const found = await fromEntity(s.db, model)
      .select(['t.id', 't.status_dict', 't.version', sql`${keyRef}`.as('key'), whereVisibleFlag(w.scope).as('visible')])
      .where(keyRef, 'in', keys.slice(i, i + 1000))
      .execute();
    for (const f of found) existing.set(String(f.key), f as { id: number; status_dict: string; version: number; visible: boolean });
  }

  const errors: ImportResult['errors'] = [];
  let errorCount = 0;
  const creates: Array<Record<string, unknown>> = [];
  const updates: Array<{ id: number; version: number; values: Record<string, unknown> }> = [];
  const seen = new Set<string>();
  rows.forEach((row, n) => {
    const input: Record<string, unknown> = {};
    // a column the importer's role may not see is not written (the stored value stays)
    for (const attr of model.def.attrs) if (attr.code in row.raw && !w.hiddenFields?.has(attr.code)) input[attr.code] = convert(attr, row.raw[attr.code], refs, dicts);
    const k = input[key] == null ? '' : String(input[key]).trim();
    const target = k ? existing.get(k) : undefined;
    const { values, errors: fieldErrors } = validateAttrs(model.def.attrs, input, target ? 'modify' : 'create', lang);
    for (const attr of model.def.attrs.filter((a) => a.quote)) {
      const v = input[attr.code] as { unknownCode?: string } | null;
      if (v && typeof v === 'object' && 'unknownCode' in v) fieldErrors[attr.code] = rm(lang, 'reference', { value: v.unknownCode ?? '' });
    }
    if (k && seen.has(k)) fieldErrors[key] = rm(lang, 'childDuplicate', { value: k });
    // a record outside the importer's data scope is not its to change (nor to re-create under the same key)
    if (target && !target.visible) fieldErrors[key] = rm(lang, 'outOfScope', { value: k });
    else if (target && !allowed('modify', target.status_dict as never)) fieldErrors[key] = rm(lang, 'transition', { status: target.status_dict, action: lang === 'en_US' ? 'modify' : '修改' });
    if (k) seen.add(k);
    if (Object.keys(fieldErrors).length) {
      errorCount++;
      if (errors.length < MAX_REPORTED_ERRORS) errors.push({ index: row.index, key: k, fields: fieldErrors });
    } else if (target) updates.push({ id: target.id, version: target.version, values });
    else creates.push(values);
    if (n % 5000 === 0) progress('validate', n, total);
  });

  if (errorCount && mode === 'allOrNothing') return { total, successCnt: 0, createCnt: 0, updateCnt: 0, errors };
  progress('write', 0, creates.length + updates.length);
  await writeImport(w, model, creates, updates, (done) => progress('write', done, creates.length + updates.length));
  progress('done', total, total);
  return { total, successCnt: creates.length + updates.length, createCnt: creates.length, updateCnt: updates.length, errors };
}
