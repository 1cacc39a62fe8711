// A label template's layout (a tag's width and height are in millimetres):
// elements placed in millimetres on a label of the template's width × height — text (a fixed text,
// or a caption followed by a barcode field's value), a Code128 barcode, a QR code, a line and a
// rectangle. Pure types and helpers shared by the designer (web), the checks and the PDF renderer
// (server); the zod schema of a layout is labels/schema.ts (zod stays out of the web bundle).
// An image (a logo, a hazard sign) is kept in the layout itself as a data URL: a template stays one
// self-contained JSON text that copies, exports and prints without a file store behind it.
import { imageDimensions } from '../../../schemas/image-size';
import { KIND_FIELDS, sampleValues } from './kinds';

export const ELEMENT_TYPES = ['text', 'barcode', 'qrcode', 'line', 'rect', 'image'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** The barcode's fields a label element may show (other kinds' fields: labels/kinds.ts). */
export const LABEL_FIELDS = KIND_FIELDS.barcode;
/** a field code of the template's kind (labels/kinds.ts) */
export type LabelField = string;
export type LabelValues = Partial<Record<LabelField, string>>;

/** The barcode fields' sample values (the designer's canvas and the preview PDF of a barcode label). */
export const SAMPLE_VALUES: LabelValues = sampleValues('barcode');

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

export interface LabelElement {
  /** unique in the layout (the designer's selection) */
  id: string;
  type: ElementType;
  /** the box, in mm from the label's top left corner (a line runs from (x, y) to (x + w, y + h)) */
  x: number;
  y: number;
  w: number;
  h: number;
  /** text: the fixed text, or the caption before the field's value; barcode / QR: the content when no field */
  text?: string;
  /** the barcode field whose value the element shows */
  field?: LabelField;
  /** text: size in pt */
  fontSize?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  /** line / rectangle: stroke width in mm */
  lineWidth?: number;
  /** clockwise, about the box's centre */
  rotation?: Rotation;
  /** image: the picture as a data URL (PNG or JPEG, at most LABEL_LIMITS.maxImageBytes), drawn to fit its box */
  src?: string;
}

export interface LabelLayout {
  elements: LabelElement[];
}

/** The limits the checks enforce (labels/schema.ts) and the designer keeps to. */
export const LABEL_LIMITS = { minMm: 10, maxMm: 300, maxElements: 100, minFont: 4, maxFont: 72, maxText: 200, maxLine: 5, maxImageBytes: 512 * 1024, maxImagePixels: 4096 * 4096 } as const;

/**
 * The stored layout's longest text: one image of the largest size (base64 grows it by 4/3) and the
 * rest — a save is one request, and the server takes 1 MB at most.
 */
export const MAX_LAYOUT_CHARS = 1_000_000;

/** The pictures an image element takes, with the first base64 characters of their signatures. */
export const IMAGE_TYPES = [
  { mime: 'image/png', signature: 'iVBORw0KGgo' },
  { mime: 'image/jpeg', signature: '/9j/' },
] as const;

/** Bytes of a base64 text once decoded. */
export const base64Bytes = (b64: string) => Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/**
 * Whether a picture's header declares more than LABEL_LIMITS.maxImagePixels: the PDF writer decodes
 * every pixel, and a small file can declare a huge canvas. A header that cannot be read is left to
 * the writer, which refuses such a picture before decoding any pixel.
 */
export function tooManyPixels(base64: string): boolean {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const size = imageDimensions(bytes);
  return !!size && size.width * size.height > LABEL_LIMITS.maxImagePixels;
}

/**
 * What is wrong with an image element's data URL: 'missing' (none chosen), 'type' (not a PNG or JPEG
 * data URL, or its bytes are not what it says), 'size' (over LABEL_LIMITS.maxImageBytes), 'pixels'
 * (its header declares over LABEL_LIMITS.maxImagePixels), or null.
 */
export function imageProblem(src: string | undefined): 'missing' | 'type' | 'size' | 'pixels' | null {
  if (!src) return 'missing';
  const m = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(src);
  const type = m && IMAGE_TYPES.find((t) => t.mime === m[1]);
  if (!m || !type || !m[2].startsWith(type.signature)) return 'type';
  if (base64Bytes(m[2]) > LABEL_LIMITS.maxImageBytes) return 'size';
  return tooManyPixels(m[2]) ? 'pixels' : null;
}

/** 1 mm in PDF points (1 pt = 1/72 inch, 1 inch = 25.4 mm). */
export const PT_PER_MM = 72 / 25.4;

/** What an element shows for one barcode: its fixed text, or its caption and the field's value. */
export function elementContent(e: Pick<LabelElement, 'text' | 'field' | 'type'>, values: LabelValues): string {
  if (e.type === 'line' || e.type === 'rect' || e.type === 'image') return '';
  const value = e.field ? (values[e.field] ?? '') : '';
  if (e.type === 'text') return `${e.text ?? ''}${value}`;
  return e.field ? value : (e.text ?? '');
}

/** A stored layout string as a layout (an empty one when it does not parse: the checks refuse those on save). */
export function parseLayout(text: unknown): LabelLayout {
  if (text && typeof text === 'object' && Array.isArray((text as LabelLayout).elements)) return text as LabelLayout;
  if (typeof text !== 'string' || !text.trim()) return { elements: [] };
  try {
    const parsed = JSON.parse(text) as LabelLayout;
    return parsed && Array.isArray(parsed.elements) ? parsed : { elements: [] };
  } catch {
    return { elements: [] };
  }
}

/** 标签模板's template codes (the business prints a template serves), with the labels a Chinese user reads. */
export const TEMPLATE_CODES = [
  { value: 'SaleExport', label: '销售导出', labelEn: 'Sale export' },
  { value: 'SaleDeliveryPrint', label: '销售发货打印', labelEn: 'Sale delivery print' },
  { value: 'Subcontract', label: '委外加工', labelEn: 'Subcontract' },
  { value: 'StockCountDetail', label: '盘点明细', labelEn: 'Stock count detail' },
  { value: 'Payment', label: '付款单', labelEn: 'Payment' },
  { value: 'OrderFlowCard', label: '工单流转卡', labelEn: 'Order flow card' },
  { value: 'ExpenseClaim', label: '费用报销', labelEn: 'Expense claim' },
  { value: 'EquipmentLabel', label: '设备标签', labelEn: 'Equipment labels' },
  { value: 'ResumeReport', label: '履历报告', labelEn: 'Resume reports' },
  { value: 'RawDeliveryPrint', label: '原料出库打印', labelEn: 'Raw delivery print' },
  { value: 'BarCodeExport', label: '条码导出', labelEn: 'Bar code export' },
  { value: 'FinishedProduct', label: '成品标签', labelEn: 'Finished product' },
] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number]['value'];

export const LABEL_STATES = [
  { value: 'Enable', label: '启用', labelEn: 'Enabled' },
  { value: 'Disable', label: '停用', labelEn: 'Disabled' },
] as const;
