// Demo label templates of the demo tenant: 物料标签 (60×40 mm: material, spec, batch, count, a
// Code128 of the barcode and its QR code), 成品标签 (100×70 mm, larger, with supplier and expiry)
// and a disabled 设备标签 (50×30 mm) print barcodes; 库位标签 (80×50 mm: code, name, warehouse and
// area, a QR code of the position code) prints positions and 物料档案标签 (70×40 mm: code, name,
// spec, unit, category and a Code128 of the material code) materials — so 标签模板 and every
// 打印标签 show something on the first start.
import type { Kysely } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import type { LabelElement } from '../labels/layout';

type E = Omit<LabelElement, 'id'>;
const text = (x: number, y: number, w: number, h: number, caption: string, field: LabelElement['field'] | undefined, fontSize: number, bold = false): E => ({
  type: 'text', x, y, w, h, text: caption, ...(field ? { field } : {}), fontSize, ...(bold ? { bold } : {}),
});
const withIds = (elements: E[]): LabelElement[] => elements.map((e, i) => ({ id: `e${i + 1}`, ...e }));

export const DEMO_LABELS = [
  {
    code: 'WLBQ',
    name: '物料标签',
    template_code: 'BarCodeExport',
    target_kind: 'barcode',
    state: 'Enable',
    width_mm: 60,
    height_mm: 40,
    remark: '原材料入库贴标：物料、规格、批次、数量与条码',
    elements: withIds([
      { type: 'rect', x: 1, y: 1, w: 58, h: 38, lineWidth: 0.3 },
      text(3, 2, 54, 6, '', 'material_name', 11, true),
      text(3, 8, 36, 4.5, '编码：', 'material_code', 7),
      text(3, 12.5, 36, 4.5, '规格：', 'spec', 7),
      text(3, 17, 36, 4.5, '批次：', 'batch_no', 7),
      text(3, 21.5, 36, 4.5, '数量：', 'count', 7),
      { type: 'qrcode', x: 42, y: 8, w: 15, h: 15, field: 'code' },
      { type: 'barcode', x: 3, y: 27, w: 54, h: 7.5, field: 'code' },
      text(3, 34.5, 54, 4, '', 'code', 6),
    ]),
  },
  {
    code: 'CPBQ',
    name: '成品标签',
    template_code: 'FinishedProduct',
    target_kind: 'barcode',
    state: 'Enable',
    width_mm: 100,
    height_mm: 70,
    remark: '成品包装箱外标签',
    elements: withIds([
      { type: 'rect', x: 2, y: 2, w: 96, h: 66, lineWidth: 0.5 },
      text(4, 4, 92, 9, '合格证 · ', 'material_name', 16, true),
      { type: 'line', x: 2, y: 14, w: 96, h: 0, lineWidth: 0.3 },
      text(5, 16, 62, 6, '物料编码：', 'material_code', 9),
      text(5, 22, 62, 6, '规格型号：', 'spec', 9),
      text(5, 28, 62, 6, '批次号：', 'batch_no', 9),
      text(5, 34, 62, 6, '数量：', 'count', 9),
      text(5, 40, 62, 6, '供应商：', 'supplier_name', 9),
      text(5, 46, 62, 6, '有效期至：', 'expiry_date', 9),
      { type: 'qrcode', x: 70, y: 17, w: 25, h: 25, field: 'code' },
      { type: 'barcode', x: 5, y: 54, w: 90, h: 9, field: 'code' },
      text(5, 63, 90, 4, '', 'code', 7),
    ]),
  },
  {
    code: 'SBBQ',
    name: '设备标签',
    template_code: 'EquipmentLabel',
    target_kind: 'barcode',
    state: 'Disable',
    width_mm: 50,
    height_mm: 30,
    remark: '设备铭牌（停用示例）',
    elements: withIds([text(2, 2, 46, 6, '设备标签', undefined, 10, true), { type: 'qrcode', x: 32, y: 10, w: 16, h: 16, field: 'code' }, text(2, 12, 28, 5, '', 'code', 7)]),
  },
  {
    code: 'KWBQ',
    name: '库位标签',
    template_code: 'BarCodeExport',
    target_kind: 'position',
    state: 'Enable',
    width_mm: 80,
    height_mm: 50,
    remark: '货架库位标识：库位编码、名称、仓库库区与库位二维码',
    elements: withIds([
      { type: 'rect', x: 1, y: 1, w: 78, h: 48, lineWidth: 0.4 },
      text(4, 3, 46, 10, '', 'code', 13, true),
      text(4, 14, 46, 6, '', 'name', 10),
      text(4, 22, 46, 5, '仓库：', 'warehouse', 8),
      text(4, 28, 46, 5, '库区：', 'area', 8),
      text(4, 34, 46, 5, '类型：', 'position_type', 8),
      { type: 'qrcode', x: 52, y: 8, w: 25, h: 25, field: 'code' },
      text(52, 35, 25, 5, '扫码上架', undefined, 7),
    ]),
  },
  {
    code: 'WLDA',
    name: '物料档案标签',
    template_code: 'BarCodeExport',
    target_kind: 'material',
    state: 'Enable',
    width_mm: 70,
    height_mm: 40,
    remark: '物料货位牌：物料编码、名称、规格、单位、类别与物料编码条码',
    elements: withIds([
      { type: 'rect', x: 1, y: 1, w: 68, h: 38, lineWidth: 0.3 },
      text(3, 2, 64, 7, '', 'name', 12, true),
      text(3, 9, 40, 4.5, '编码：', 'code', 7),
      text(3, 13.5, 40, 4.5, '规格：', 'spec', 7),
      text(3, 18, 30, 4.5, '单位：', 'unit', 7),
      text(35, 18, 32, 4.5, '类别：', 'category', 7),
      { type: 'barcode', x: 3, y: 24, w: 64, h: 9, field: 'code' },
      text(3, 33.5, 64, 4, '', 'code', 6),
    ]),
  },
] as const;

export async function seedLabelsDemo({ db, tenant, creator }: SeedContext): Promise<void> {
  if (tenant.code !== 'demo') return;
  const who = { create_id: creator.id, create_name: creator.name, modify_id: creator.id, modify_name: creator.name };
  // biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
  await (db as Kysely<any>)
    .insertInto('identity_label')
    .values(DEMO_LABELS.map(({ elements, ...l }) => ({ tenant_id: tenant.id, ...l, layout: JSON.stringify({ elements }), status_dict: 'Saved', ...who })))
    .execute();
}
