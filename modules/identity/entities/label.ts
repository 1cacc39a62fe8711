// 标签模板 (label template): its code and name, the business print it serves
// (模板编码: one of TEMPLATE_CODES, labels/layout.ts), its state (启用 / 停用: only an enabled template prints), its size in
// mm and its layout — elements placed in mm (labels/layout.ts), stored as JSON text and checked on
// every save (server/label-hooks.ts). Designed on 打印设计器 (identity/PrintDesigner). 标签对象 says what
// it prints — barcodes, positions or materials (labels/kinds.ts); a template stored before it had one
// is a barcode template.
import { a, entity } from '../../../schemas/entities/define';
import { DEFAULT_KIND, TARGET_KINDS } from '../labels/kinds';
import { LABEL_LIMITS, LABEL_STATES, MAX_LAYOUT_CHARS, TEMPLATE_CODES } from '../labels/layout';

const options = (list: ReadonlyArray<{ value: string; label: string; labelEn: string }>) => list.map((o) => ({ ...o }));
const size = { required: true, digits: { int: 3, scale: 1 }, min: LABEL_LIMITS.minMm, maxValue: LABEL_LIMITS.maxMm, table: 90 } as const;

export const IdentityLabel = entity({
  id: 602,
  code: 'IdentityLabel',
  name: '标签模板',
  nameEn: 'Label template',
  module: 'identity',
  table: 'identity_label',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    a.string('code', '标签编码', 'Label code', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 140, index: true, fuzzy: true }),
    a.string('name', '标签名称', 'Label name', { required: true, max: 128, query: true, table: 180, fuzzy: true }),
    a.enumType('template_code', '模板编码', 'Template code', options(TEMPLATE_CODES), { required: true, defaultValue: 'BarCodeExport', query: true, table: 120 }),
    a.enumType('target_kind', '标签对象', 'Prints', options(TARGET_KINDS), { required: true, defaultValue: DEFAULT_KIND, query: true, table: 80 }),
    a.enumType('state', '状态', 'State', options(LABEL_STATES), { required: true, defaultValue: 'Enable', query: true, table: 80 }),
    a.number('width_mm', '宽度(mm)', 'Width (mm)', size),
    a.number('height_mm', '高度(mm)', 'Height (mm)', size),
    // the designer's JSON: {elements: [...]} (checked by the save's hook, not shown in the list)
    a.remark('layout', '布局', 'Layout', { max: MAX_LAYOUT_CHARS, table: false }),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 200 }),
  ],
});
