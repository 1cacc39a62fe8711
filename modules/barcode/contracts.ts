// The barcode calls: barcode.Barcode (lists, lookups by code and id, the trees, import
// and export, and the operations bind, unbind, merge, split, transfer and adjust), barcode.Batch, barcode.BatchAdjust and mdm.barcode
// (codes read from a scanned string or an uploaded image, the string a label's QR code carries), and
// barcode.Tag with the label print route (打印标签: barcodes' labels as a PDF, and their history).
// Argument shapes the spec does not give are ours (one object per call, codes rather than ids,
// counts as decimal strings or numbers).
import { z } from 'zod';
import type { RecordPage, RecordValue } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';
import { defineDocument } from '../../schemas/documents/define';
import { boundQuery, type BoundQuery } from '../../schemas/rpc/receiptCalls';
import { targetKind, KIND_SOURCES, type TargetKind } from '../identity/public';
import { barcodePages as p, TAG_PAGE } from './pages';

const BARCODE = 'Barcode';
const read = { entity: BARCODE, op: 'read' } as const;
const op = (name: string) => ({ page: p.Barcode.url, op: name });

const code = z.string().trim().min(1, 'is required').max(128, 'at most 128 characters');
const codes = z.array(code).min(1, 'give at least one barcode').max(500);
/** a count as written: a number or a decimal string (kept exact) */
const count = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'must be a number')]).transform(String);
const rule = { ruleId: idArg.optional(), ruleCode: z.string().trim().min(1).max(128).optional() };

export interface Ref {
  id: number;
  code: string;
  name: string;
}

/** A barcode as the operations answer it (snake_case like the record calls; count a decimal string). */
export interface BarcodeRow {
  id: number;
  version: number;
  code: string;
  barcode_type: string;
  material_id: Ref | null;
  count: string;
  batch_no: string | null;
  arrival_batch: string | null;
  supplier_id: Ref | null;
  parent_id: number | null;
  quality_result: string | null;
  state: string | null;
  warehouse_id: number | null;
  position_id: number | null;
  remark: string | null;
}
export type BarcodeNode = BarcodeRow & { children: BarcodeNode[] };

export const generateArgs = z
  .object({
    ...rule,
    /** how many barcodes (1–1000) */
    number: z.number().int().min(1, 'must be at least 1').max(1000, 'at most 1000'),
    barcodeType: z.enum(['Material', 'Container', 'Virtual']).default('Material'),
    materialId: idArg.optional(),
    /** the count each barcode carries */
    count: count.optional(),
    batchNo: z.string().trim().max(128).optional(),
    arrivalBatch: z.string().trim().max(128).optional(),
    supplierId: idArg.optional(),
    qualityResult: z.enum(['Wait', 'Qualified', 'Unqualified', 'Exempt']).optional(),
    state: z.enum(['Pending', 'Returned', 'InStock']).optional(),
    remark: z.string().max(512).optional(),
  })
  .refine((g) => (g.ruleId === undefined) !== (g.ruleCode === undefined), { message: 'give either ruleId or ruleCode' });

const splitArgs = z
  .object({
    code,
    /** the pieces' counts (two or more): the first stays on the original, each other one is a new barcode */
    counts: z.array(count).min(2, 'split into at least two').max(200),
    /** the new barcodes' codes (one fewer than counts); else they come from the rule */
    newCodes: z.array(code).optional(),
    ...rule,
  })
  .refine((s) => s.newCodes === undefined || s.newCodes.length === s.counts.length - 1, { message: 'newCodes: one code per new piece (counts minus one)', path: ['newCodes'] });

export const barcodeBarcode = defineDocument('barcode.Barcode', {
  entity: BARCODE,
  page: p.Barcode.url,
  calls: ['summaryPage', 'leadIn'],
  own: {
    /** [{text, page, pageSize, barcodeType?}]: barcodes whose code contains text */
    fuzzyPage: call<[{ text?: string; page: number; pageSize: number; barcodeType?: string }], Paged<BarcodeRow>>(
      args(['query', z.object({ text: z.string().max(128).optional(), page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(12), barcodeType: z.enum(['Material', 'Container', 'Virtual']).optional() })]),
      { entity: BARCODE, op: 'lookup' },
    ),
    /** [code]: the barcode (11 条码不存在 when unknown) */
    getByCode: call<[string], BarcodeRow>(args(['code', code]), read),
    /** [code]: the root of the code's tree with everything under it */
    getWholeTreeByCode: call<[string], BarcodeNode>(args(['code', code]), read),
    /** [id]: the barcode and everything under it */
    getTreeByRootId: call<[number], BarcodeNode>(args(['id', idArg]), read),
    getByIds: call<[number[]], BarcodeRow[]>(args(['ids', z.array(idArg).min(1).max(1000)]), read),
    /** [query]: every barcode of the filter (at most 5000), for the client's export */
    leadOut: call<[BoundQuery], { total: number; itemList: RecordValue[] }>(args(['query', boundQuery]), { entity: BARCODE, op: 'export', page: p.Barcode.url }),
    /** [{ruleId | ruleCode, number, barcodeType, materialId, count, batchNo …}]: new barcodes coded by the rule */
    generate: call<[z.infer<typeof generateArgs>], BarcodeRow[]>(args(['generation', generateArgs]), { entity: BARCODE, op: 'create', page: p.Barcode.url }, { log: true }),
    /** [{parentCode, childCodes}]: the children under the parent (scanned parent first) */
    bind: call<[{ parentCode: string; childCodes: string[] }], BarcodeNode>(args(['binding', z.object({ parentCode: code, childCodes: codes })]), op('bind')),
    /** [{codes}]: these barcodes leave their parents */
    unbind: call<[{ codes: string[] }], BarcodeRow[]>(args(['unbinding', z.object({ codes })]), op('unbind')),
    /** [{codes}]: the first barcode takes the others' counts; they are left at 0 */
    merge: call<[{ codes: string[] }], BarcodeRow>(args(['merge', z.object({ codes: z.array(code).min(2, 'merge at least two barcodes').max(200) })]), op('merge')),
    /** [{code, counts, newCodes? | ruleId | ruleCode}]: the original keeps counts[0], new barcodes the rest */
    split: call<[z.infer<typeof splitArgs>], BarcodeRow[]>(args(['split', splitArgs]), op('split')),
    /** [{fromCode, toCode, count}]: moves a count between two barcodes of one material */
    transfer: call<[{ fromCode: string; toCode: string; count: string }], BarcodeRow[]>(args(['transfer', z.object({ fromCode: code, toCode: code, count })]), op('transfer')),
    /** [{code, count, remark?}]: the barcode's count set to count */
    adjust: call<[{ code: string; count: string; remark?: string }], BarcodeRow>(args(['adjustment', z.object({ code, count, remark: z.string().max(512).optional() })]), op('adjust')),
  },
});

export const barcodeBatch = defineDocument('barcode.Batch', {
  entity: 'BarcodeBatch',
  page: p.Batch.url,
  calls: ['summaryPage'],
  aliases: { get: 'detail' },
  own: {
    /** [{text, page, pageSize}]: batches whose number contains text */
    fuzzyPage: call<[{ text?: string; page: number; pageSize: number }], Paged<Ref>>(
      args(['query', z.object({ text: z.string().max(128).optional(), page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(12) })]),
      { entity: 'BarcodeBatch', op: 'lookup' },
    ),
  },
});

export const adjustArgs = z.object({
  batchId: idArg,
  adjustType: z.enum(['SupplierBatch', 'LocalBatch', 'Expiry', 'Reinspect', 'Other']),
  newValue: z.string().trim().max(128).optional(),
  reason: z.string().trim().min(1, 'is required').max(512),
});

export const barcodeBatchAdjust = defineDocument('barcode.BatchAdjust', {
  entity: 'BatchAdjust',
  page: p.BatchAdjust.url,
  calls: ['summaryPage'],
  own: {
    /** [{batchId, adjustType, newValue, reason}]: applies the change to the batch and records it */
    add: call<[z.infer<typeof adjustArgs>], RecordValue>(args(['adjustment', adjustArgs]), { entity: 'BatchAdjust', op: 'create', page: p.BatchAdjust.url }),
  },
});

export interface ScanResult {
  /** what the symbol carries */
  text: string;
  /** Code128, QRCode … */
  format: string;
  /** the barcode code it names, or null when it names none of ours */
  code: string | null;
  barcode: BarcodeRow | null;
}

export const mdmBarcode = defineService('mdm.barcode', {
  /** [id]: the barcode */
  getBarcode: call<[number], BarcodeRow>(args(['id', idArg]), read),
  /** [fileId]: the barcodes read from an uploaded image (JPG/PNG/GIF, at most 2 MB) */
  getBarcodeFromImg: call<[number], ScanResult[]>(args(['fileId', idArg]), read),
  /** [scanned]: the barcode a scanned string names (a plain code or our QR payload) */
  getBarcodeFromStr: call<[string], BarcodeRow>(args(['scanned', z.string().min(1, 'is required').max(2048)]), read),
  /** [code]: the string a label's QR code carries for the barcode */
  getBarcodeStr: call<[string], string>(args(['code', code]), read),
});

export type { RecordPage };

// ---- labels (the Tag action): print labels with a label template ---------------------------------
// of barcodes, and — with a template of that kind — of positions (库位) and materials (物料): the kind
// names the codes and the list page whose 打印标签 function (`{page}.tag`) the caller needs.

/** most labels one print makes (codes × copies): a thousand labels are a few seconds of work */
export const TAG_MAX_LABELS = 2000;

/** Who may print a kind's labels: that list's 打印标签 function (barcodes: also the 打印标签 page). */
export function tagAccess(kind: TargetKind = 'barcode') {
  const list = { page: KIND_SOURCES[kind].page, op: 'tag' };
  return kind === 'barcode' ? { anyOf: [list, { page: TAG_PAGE }] } : list;
}

/** A template 打印标签 offers (enabled ones of the kind only). */
export interface TagTemplate {
  id: number;
  code: string;
  name: string;
  template_code: string;
  target_kind: TargetKind;
  width_mm: number;
  height_mm: number;
}

export interface TagPrint {
  labelId: number;
  /** what the codes are (barcode when not said) */
  kind?: TargetKind;
  codes: string[];
  copies: number;
  /** side by side on A4 sheets instead of one label per page */
  onSheets?: boolean;
}

export const tagPrintArgs = z
  .object({
    labelId: idArg,
    kind: targetKind.default('barcode'),
    codes: z.array(code).min(1, 'give at least one code').max(500),
    copies: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'at most 100').default(1),
    onSheets: z.boolean().default(false),
  })
  .refine((t) => t.codes.length * t.copies <= TAG_MAX_LABELS, { message: `at most ${TAG_MAX_LABELS} labels at once (codes × copies)`, path: ['copies'] });

/** summaryPage [query]: the print history (标签打印记录) */
export const barcodeTag = defineDocument('barcode.Tag', {
  entity: 'BarcodeTag',
  page: p.TagDetail.url,
  calls: ['summaryPage'],
  own: {
    /** [kind?]: the enabled label templates of the kind (barcode when not said), for 打印标签 */
    templates: call<[TargetKind?], TagTemplate[]>(args(['kind', targetKind.optional()]), ([kind]) => tagAccess(kind)),
  },
});

/** POST [{labelId, kind?, codes, copies, onSheets}]: the labels as one PDF (one label per page at the template's size, or side by side on A4 sheets), recorded in the history */
export const TAG_PDF_URL = '/download/barcode-tags.pdf';
export const tagPrint = call<[TagPrint], never>(args(['print', tagPrintArgs]), ([t]) => tagAccess(t.kind), { log: true });
