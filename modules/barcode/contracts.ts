// barcode's call contracts under the names the server and web part use: barcode.Barcode,
// barcode.Batch, barcode.BatchAdjust and barcode.Tag are their page stacks' services (pages.ts), the
// shapes of their arguments and answers call-shapes.ts. Declared here: mdm.barcode (codes read from a
// scanned string or an uploaded image, the string a label's QR code carries — reads over the barcode
// entity with no page of their own) and the label print route (打印标签: barcodes' labels as a PDF).
import { z } from 'zod';
import type { RecordPage } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { type TargetKind, targetKind } from '../identity/public';
import { type BarcodeRow, code } from './call-shapes';
import { barcodeStacks, tagAccess } from './pages';

export { adjustArgs, type BarcodeNode, type BarcodeRow, generateArgs, type Ref, type TagTemplate } from './call-shapes';
export { tagAccess } from './pages';

export const barcodeBarcode = barcodeStacks.Barcode.service;
export const barcodeBatch = barcodeStacks.Batch.service;
export const barcodeBatchAdjust = barcodeStacks.BatchAdjust.service;
/** summaryPage [query]: the print history (标签打印记录); templates [kind?]: what 打印标签 offers */
export const barcodeTag = barcodeStacks.TagDetail.service;

export interface ScanResult {
  /** what the symbol carries */
  text: string;
  /** Code128, QRCode … */
  format: string;
  /** the barcode code it names, or null when it names none of ours */
  code: string | null;
  barcode: BarcodeRow | null;
}

const read = { entity: 'Barcode', op: 'read' } as const;

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

// ---- the label print route: labels of barcodes, positions or materials with a template of that kind

/** most labels one print makes (codes × copies): a thousand labels are a few seconds of work */
export const TAG_MAX_LABELS = 2000;

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

/** POST [{labelId, kind?, codes, copies, onSheets}]: the labels as one PDF (one label per page at the template's size, or side by side on A4 sheets), recorded in the history */
export const TAG_PDF_URL = '/download/barcode-tags.pdf';
export const tagPrint = call<[TagPrint], never>(args(['print', tagPrintArgs]), ([t]) => tagAccess(t.kind), { log: true });
