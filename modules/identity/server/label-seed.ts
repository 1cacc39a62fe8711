// Demo label templates of the demo tenant: 物料标签 (60×40 mm: material, spec, batch, count, a
// Code128 of the barcode and its QR code), 成品标签 (100×70 mm, larger, with supplier and expiry)
// and a disabled 设备标签 (50×30 mm), so 标签模板 and 打印标签 show something on the first start.
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
    state: 'Disable',
    width_mm: 50,
    height_mm: 30,
    remark: '设备铭牌（停用示例）',
    elements: withIds([text(2, 2, 46, 6, '设备标签', undefined, 10, true), { type: 'qrcode', x: 32, y: 10, w: 16, h: 16, field: 'code' }, text(2, 12, 28, 5, '', 'code', 7)]),
  },
] as const;

export async function seedLabelsDemo({ db, tenant, creator }: SeedContext): Promise<void> {
  if (tenant.code !== 'demo') return;
  const who = { create_id: creator.id, create_name: creator.name, modify_id: creator.id, modify_name: creator.name };
  // biome-ignore lint: the module's tables are not in the static DB type
  await (db as Kysely<any>)
    .insertInto('identity_label')
    .values(DEMO_LABELS.map(({ elements, ...l }) => ({ tenant_id: tenant.id, ...l, layout: JSON.stringify({ elements }), status_dict: 'Saved', ...who })))
    .execute();
}
