// Lines from a spreadsheet (the leadIn variants of documents: saleItemLeadIn, saleItemPriceLeadIn,
// deliveryBatchLeadIn): an uploaded .xlsx whose headers name a child table's attributes (by
// Chinese or English name or code; a reference by its code, e.g. 物料 = the material's code) read
// into validated rows, nothing saved. Every bad row is reported with its sheet row and fields; the
// good rows come back with their references as {id, code, name} and their amounts computed, ready
// for the line table (or for the caller's own write).
import type { AttrDef, EntityDef } from '../../../schemas/entities/define';
import { computeRecord, type Row as ComputedRow } from '../../../schemas/compute/record';
import type { ImportResult } from '../../../schemas/rpc/datax';
import { type CallContext, session } from '../../rpc/registry';
import { rm } from '../messages';
import { referenceCodeColumn, referenceNameColumn, referenceTable } from '../model';
import { validateAttrs } from '../validate';
import { convert, readUploadedSheet, resolveCells } from './import';

/** a document holds at most this many lines from one sheet */
const MAX_LINES = 5000;

const norm = (s: string) => s.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

export interface ImportedLines {
  total: number;
  /** the good rows, in sheet order */
  items: Array<Record<string, unknown>>;
  errors: ImportResult['errors'];
}

/** The child attributes a sheet may fill (not computed, not kept by the engine), optionally only some. */
function importable(def: EntityDef, child: string, only?: readonly string[]): AttrDef[] {
  const c = def.children?.[child];
  if (!c) throw new Error(`${def.code} has no child ${child}`);
  return c.attrs.filter((a) => !a.compute && !a.maintained && !a.files && (!only || only.includes(a.code)));
}

export async function importLines(ctx: CallContext, def: EntityDef, child: string, fileId: number, opts: { only?: readonly string[]; required?: readonly string[] } = {}): Promise<ImportedLines> {
  const lang = ctx.lang;
  const attrs = importable(def, child, opts.only);
  const names = new Map<string, AttrDef>();
  for (const a of attrs) for (const k of [a.name, a.nameEn, a.code, ...(a.quote ? [`${a.name}编码`, `${a.nameEn} code`] : [])]) names.set(norm(k), a);
  const { rows } = await readUploadedSheet(ctx, fileId, (h) => names.get(norm(h)), { maxRows: MAX_LINES });
  const { refs, dicts } = await resolveCells(ctx, attrs, rows);
  const shown = await referenceShows(ctx, attrs, refs);
  const required = new Set(opts.required ?? attrs.filter((a) => a.required).map((a) => a.code));
  const items: Array<Record<string, unknown>> = [];
  const errors: ImportResult['errors'] = [];
  for (const row of rows) {
    const input: Record<string, unknown> = {};
    for (const a of attrs) if (a.code in row.raw) input[a.code] = convert(a, row.raw[a.code], refs, dicts);
    const checked = attrs.map((a) => ({ ...a, required: required.has(a.code) }));
    const { values, errors: fields } = validateAttrs(checked, input, 'create', lang);
    for (const a of attrs.filter((x) => x.quote)) {
      const v = input[a.code] as { unknownCode?: string } | null;
      if (v && typeof v === 'object' && 'unknownCode' in v) fields[a.code] = rm(lang, 'reference', { value: v.unknownCode ?? '' });
    }
    if (Object.keys(fields).length) {
      errors.push({ index: row.index, key: String(row.raw[attrs.find((a) => a.quote)?.code ?? ''] ?? ''), fields });
      continue;
    }
    const item: Record<string, unknown> = {};
    for (const a of attrs) if (a.code in values) item[a.code] = a.quote && values[a.code] != null ? shown.get(a.code)?.get(Number(values[a.code])) ?? { id: values[a.code] } : values[a.code];
    items.push(item);
  }
  // whole lines get their amounts as the form and the server compute them; a partial read (prices, batches) stays as read
  if (!opts.only) computeRecord(def, {} as ComputedRow, { [child]: items as ComputedRow[] });
  return { total: rows.length, items, errors };
}

/** {id, code, name} of the referenced records, per attribute. */
async function referenceShows(ctx: CallContext, attrs: AttrDef[], refs: Map<string, Map<string, number>>) {
  const s = session(ctx);
  const out = new Map<string, Map<number, { id: number; code: string | null; name: string | null }>>();
  for (const a of attrs.filter((x) => x.quote)) {
    const ids = [...(refs.get(a.code)?.values() ?? [])];
    const table = referenceTable(a.quote!.entity);
    const map = new Map<number, { id: number; code: string | null; name: string | null }>();
    if (table && ids.length) {
      const code = referenceCodeColumn(a.quote!.entity);
      const name = referenceNameColumn(a.quote!.entity);
      const found = (await s.db.selectFrom(table as 'person').select(['id', ...(code ? [code] : []), name] as never).where('id', 'in', ids).execute()) as Array<Record<string, unknown>>;
      for (const f of found) map.set(Number(f.id), { id: Number(f.id), code: code ? (f[code] as string) : null, name: (f[name] as string) ?? null });
    }
    out.set(a.code, map);
  }
  return out;
}
