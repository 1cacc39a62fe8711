// What a label template prints (标签对象): barcodes (条码, every template before kinds existed),
// positions (库位) or materials (物料). Each kind has its own fields an element may bind — the print
// fills them from the record of that kind (server/label-values) — its sample values for the
// designer and the preview, and the list page whose 打印标签 function lets a caller print it.
// Pure data shared by the designer (web), the checks and the print (server).

export const TARGET_KINDS = [
  { value: 'barcode', label: '条码', labelEn: 'Barcode' },
  { value: 'position', label: '库位', labelEn: 'Position' },
  { value: 'material', label: '物料', labelEn: 'Material' },
] as const;
export type TargetKind = (typeof TARGET_KINDS)[number]['value'];
export const DEFAULT_KIND: TargetKind = 'barcode';

export interface KindField {
  value: string;
  label: string;
  labelEn: string;
  sample: string;
}

export const KIND_FIELDS: Record<TargetKind, readonly KindField[]> = {
  barcode: [
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
  ],
  position: [
    { value: 'code', label: '库位编码', labelEn: 'Position code', sample: 'KW-A-01-01-01' },
    { value: 'name', label: '库位名称', labelEn: 'Position name', sample: 'A区1排1列1层' },
    { value: 'warehouse', label: '仓库', labelEn: 'Warehouse', sample: '原材料仓' },
    { value: 'area', label: '库区', labelEn: 'Area', sample: 'A区' },
    { value: 'position_type', label: '库位类型', labelEn: 'Position type', sample: '人工货架' },
    { value: 'position_status', label: '库位状态', labelEn: 'Position status', sample: '未分配' },
  ],
  material: [
    { value: 'code', label: '物料编码', labelEn: 'Material code', sample: 'WL0001' },
    { value: 'name', label: '物料名称', labelEn: 'Material name', sample: '深沟球轴承' },
    { value: 'spec', label: '规格型号', labelEn: 'Specification', sample: '6204-2RS' },
    { value: 'unit', label: '计量单位', labelEn: 'Unit', sample: '个' },
    { value: 'category', label: '物料类别', labelEn: 'Category', sample: '原材料' },
  ],
};

/** Every field code of every kind (the layout's shape check; which kind may bind which is checkLayout's). */
export const ALL_FIELD_CODES = [...new Set(Object.values(KIND_FIELDS).flatMap((fs) => fs.map((f) => f.value)))];

/** The kind a stored value names; none (templates from before kinds) is a barcode template. */
export function kindOf(value: unknown): TargetKind {
  return TARGET_KINDS.some((k) => k.value === value) ? (value as TargetKind) : DEFAULT_KIND;
}

export const kindLabel = (kind: TargetKind, en: boolean) => {
  const k = TARGET_KINDS.find((x) => x.value === kind)!;
  return en ? k.labelEn : k.label;
};

export const isKindField = (kind: TargetKind, field: string) => KIND_FIELDS[kind].some((f) => f.value === field);

/** The fields' sample values of a kind (the designer's canvas and the preview PDF). */
export const sampleValues = (kind: TargetKind): Record<string, string> => Object.fromEntries(KIND_FIELDS[kind].map((f) => [f.value, f.sample]));

/**
 * The list page each kind prints from: its 打印标签 action (function `{page}.tag`) lets a caller print
 * that kind's labels, and its entity tells the shared action handler which kind its rows are.
 */
export const KIND_SOURCES: Record<TargetKind, { page: string; entity: string }> = {
  barcode: { page: 'barcode/Barcode', entity: 'Barcode' },
  position: { page: 'warehouse/Position', entity: 'WmsPosition' },
  material: { page: 'mdm/Material', entity: 'Material' },
};

/** The kind whose records a list of an entity shows (the barcode list's, when none). */
export function kindOfEntity(entityCode: string): TargetKind {
  const hit = (Object.entries(KIND_SOURCES) as Array<[TargetKind, { entity: string }]>).find(([, s]) => s.entity === entityCode);
  return hit ? hit[0] : DEFAULT_KIND;
}
