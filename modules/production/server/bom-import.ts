// leadIn of BOMs: one sheet, one row per BOM line (BOM编码, 物料, 版本, BOM类型, 基础数量, 备注 of
// the header — taken from the BOM's first row — then 子物料, 用量, 损耗率(%), 投料工序, 明细备注).
// Rows with the same BOM编码 (or, without one, the same 物料 + 版本 + BOM类型) form one BOM; a BOM
// whose code exists is replaced (its lines are the sheet's). Every BOM is saved through the record
// layer, so its validation and the cycle rule hold; all or nothing: any bad row, nothing is kept.
import { sql } from 'kysely';
import type { AttrDef } from '../../../schemas/entities/define';
import type { ImportResult } from '../../../schemas/rpc/datax';
import { callerModel, writerOf } from '../../../server/records/context';
import { convert, readUploadedSheet, resolveCells } from '../../../server/records/excel/import';
import { rm } from '../../../server/records/messages';
import { RpcError } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { createRecord, modifyRecord } from '../../../server/records/write';
import { Bom } from '../entities/bom';
import { pm } from '../messages';

const header = (code: string) => Bom.attrs.find((a) => a.code === code)!;
const line = (code: string) => Bom.children!.items.attrs.find((a) => a.code === code)!;

/** The sheet's columns: header attributes as they are, line attributes under `item_` codes. */
const COLUMNS: Array<{ attr: AttrDef; target: 'header' | 'line'; code: string }> = [
  ...['code', 'material_id', 'bom_version', 'bom_type', 'quantity', 'remark'].map((c) => ({ attr: header(c), target: 'header' as const, code: c })),
  ...['material_id', 'quantity', 'loss_rate', 'process_id', 'remark'].map((c) => ({ attr: { ...line(c), code: `item_${c}`, name: c === 'remark' ? '明细备注' : line(c).name, nameEn: c === 'remark' ? 'Line remarks' : line(c).nameEn }, target: 'line' as const, code: c })),
];
const norm = (s: string) => s.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

function matcher(): (h: string) => AttrDef | undefined {
  const names = new Map<string, AttrDef>();
  for (const { attr } of COLUMNS) for (const k of [attr.name, attr.nameEn, attr.code, ...(attr.quote ? [`${attr.name}编码`] : [])]) names.set(norm(k), attr);
  return (h) => names.get(norm(h));
}

interface Group {
  key: string;
  firstRow: number;
  header: Record<string, unknown>;
  items: Array<Record<string, unknown>>;
}

/** A refusal's per-field messages when the record layer gives them, else its message. */
function fieldsOf(e: RpcError): Record<string, string> {
  const f = (e.body as { fields?: Record<string, string> } | null)?.fields;
  return f && Object.keys(f).length ? f : { items: e.message };
}

export async function importBoms(ctx: CallContext, fileId: number): Promise<ImportResult> {
  const lang = ctx.lang;
  const s = session(ctx);
  const { rows } = await readUploadedSheet(ctx, fileId, matcher());
  const attrs = COLUMNS.map((c) => c.attr);
  const { refs, dicts } = await resolveCells(ctx, attrs, rows);
  const errors: ImportResult['errors'] = [];
  const groups = new Map<string, Group>();
  // the BOMs the sheet has begun (a bad first row still begins its BOM: its next rows are not blamed for it)
  const keys = new Set<string>();
  for (const row of rows) {
    const fields: Record<string, string> = {};
    const head: Record<string, unknown> = {};
    const item: Record<string, unknown> = {};
    for (const c of COLUMNS) {
      if (!(c.attr.code in row.raw)) continue;
      const v = convert(c.attr, row.raw[c.attr.code], refs, dicts);
      if (v && typeof v === 'object' && 'unknownCode' in v) fields[c.attr.code] = rm(lang, 'reference', { value: String((v as { unknownCode: string }).unknownCode) });
      else if (v !== null) (c.target === 'header' ? head : item)[c.code] = v;
    }
    const key = head.code ? `code:${head.code}` : `m:${head.material_id}|${head.bom_version ?? 'V1'}|${head.bom_type ?? 'Produce'}`;
    // a BOM's first row names its material; its further rows may leave the header empty
    if (!keys.has(key) && !head.material_id && !fields.material_id) fields.material_id = pm(lang, 'importBomKey');
    keys.add(key);
    if (Object.keys(fields).length) {
      errors.push({ index: row.index, key: String(head.code ?? ''), fields });
      continue;
    }
    const g = groups.get(key) ?? { key, firstRow: row.index, header: head, items: [] };
    g.items.push(item);
    groups.set(key, g);
  }
  const total = rows.length;
  if (errors.length) return { total, successCnt: 0, createCnt: 0, updateCnt: 0, errors };

  const model = await callerModel(ctx, 'Bom');
  const w = await writerOf(ctx, model);
  const codes = [...groups.values()].map((g) => g.header.code).filter((c): c is string => typeof c === 'string');
  const existing = new Map(
    codes.length
      ? (await sql<{ id: number; code: string; version: number }>`select id::int as id, code, version from prd_bom where tenant_id = ${s.tenantId} and code in (${sql.join(codes)})`.execute(s.db)).rows.map((r) => [r.code, r])
      : [],
  );
  let createCnt = 0;
  let updateCnt = 0;
  const ROLLBACK = Symbol('rollback');
  try {
    await w.db.transaction().execute(async (trx) => {
      for (const g of groups.values()) {
        const found = typeof g.header.code === 'string' ? existing.get(g.header.code) : undefined;
        try {
          if (found) {
            await modifyRecord(w, model, found.id, { ...g.header, version: found.version, items: g.items }, trx);
            updateCnt++;
          } else {
            await createRecord(w, model, { ...g.header, items: g.items }, trx);
            createCnt++;
          }
        } catch (e) {
          // a refused BOM (validation, a cycle) is reported on its first row and ends the import (the
          // transaction may no longer take statements); anything else is the server's error
          if (!(e instanceof RpcError)) throw e;
          errors.push({ index: g.firstRow, key: String(g.header.code ?? ''), fields: fieldsOf(e) });
          break;
        }
      }
      if (errors.length) throw ROLLBACK;
    });
  } catch (e) {
    if (e !== ROLLBACK) throw e;
    return { total, successCnt: 0, createCnt: 0, updateCnt: 0, errors };
  }
  return { total, successCnt: total, createCnt, updateCnt, errors };
}
