// A label template's layout (spec §3 Identity "Label template … Tags carry width and height in mm"):
// elements placed in millimetres on a label of the template's width × height — text (a fixed text,
// or a caption followed by a barcode field's value), a Code128 barcode, a QR code, a line and a
// rectangle. Pure types and helpers shared by the designer (web), the checks and the PDF renderer
// (server); the zod schema of a layout is labels/schema.ts (zod stays out of the web bundle).

export const ELEMENT_TYPES = ['text', 'barcode', 'qrcode', 'line', 'rect'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** The barcode's fields a label element may show (the print fills them from the barcode's record). */
export const LABEL_FIELDS = [
  { value: 'code', label: '条码', labelEn: 'Barcode', sample: 'WL0001-2601010001' },
  { value: 'material_code', label: '物料编码', labelEn: 'Material code', sample: 'WL0001' },
  { value: 'material_name', label: '物料名称', labelEn: 'Material name', sample: '深沟球轴承' },
  { value: 'spec', label: '规格型号', labelEn: 'Specification', sample: '6204-2RS' },
  { value: 'batch_no', label: '批次号', labelEn: 'Batch', sample: 'PC202601010001' },
  { value: 'count', label: '数量', labelEn: 'Count', sample: '120' },
  { value: 'unit', label: '单位', labelEn: 'Unit', sample: '个' },
  { value: 'arrival_batch', label: '到货批次', labelEn: 'Arrival batch', sample: 'DH20260101' },
  { value: 'supplier_name', label: '供应商', labelEn: 'Supplier', sample: '华东精密机械有限公司' },
  { value: 'expiry_date', label: '有效期至', labelEn: 'Expiry date', sample: '2027-01-01' },
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number]['value'];
export type LabelValues = Partial<Record<LabelField, string>>;

/** The sample values (the designer's canvas and the preview PDF). */
export const SAMPLE_VALUES: LabelValues = Object.fromEntries(LABEL_FIELDS.map((f) => [f.value, f.sample]));

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
}

export interface LabelLayout {
  elements: LabelElement[];
}

/** The limits the checks enforce (labels/schema.ts) and the designer keeps to. */
export const LABEL_LIMITS = { minMm: 10, maxMm: 300, maxElements: 100, minFont: 4, maxFont: 72, maxText: 200, maxLine: 5 } as const;

/** 1 mm in PDF points (1 pt = 1/72 inch, 1 inch = 25.4 mm). */
export const PT_PER_MM = 72 / 25.4;

/** What an element shows for one barcode: its fixed text, or its caption and the field's value. */
export function elementContent(e: Pick<LabelElement, 'text' | 'field' | 'type'>, values: LabelValues): string {
  if (e.type === 'line' || e.type === 'rect') return '';
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

/** 标签模板's template codes (spec §3 Identity), with the labels a Chinese user reads. */
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
