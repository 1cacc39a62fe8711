// 物料清单 (mdm/Bom): a material's bill of materials — type Sale or Produce, version, the base
// quantity its lines are for — with its lines (child material, quantity per, loss rate, the process
// it is fed at). A child may have a BOM of its own (multi-level); a BOM that contains its own
// material at any level is refused (server/bom-rules.ts).
import { a, enableStatus, entity } from '../../../schemas/entities/define';
import { docCode, remark } from '../../../schemas/entities/documents';

const qty = { digits: { int: 12, scale: 6 } } as const;

export const BOM_TYPES = [
  { value: 'Produce', label: '生产', labelEn: 'Produce' },
  { value: 'Sale', label: '销售', labelEn: 'Sale' },
];

export const Bom = entity({
  id: 900,
  code: 'Bom',
  name: '物料清单',
  nameEn: 'Bill of materials',
  module: 'production',
  table: 'prd_bom',
  lookup: 'tenant',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    docCode('BOM', 'BOM编码', 'BOM code'),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, query: true, table: 200 }),
    a.string('bom_version', '版本', 'Version', { required: true, max: 32, noSpaces: true, defaultValue: 'V1', query: true, table: 80 }),
    a.enumType('bom_type', 'BOM类型', 'BOM type', BOM_TYPES, { required: true, defaultValue: 'Produce', query: true, table: 90 }),
    a.number('quantity', '基础数量', 'Base quantity', { ...qty, required: true, positive: true, defaultValue: 1, table: 90 }),
    enableStatus(),
    remark(),
  ],
  children: {
    items: {
      table: 'prd_bom_item',
      name: '物料清单明细',
      nameEn: 'BOM lines',
      min: 1,
      attrs: [
        a.quote('Material', 'material_id', '子物料', 'Child material', 'Material', { required: true }),
        a.number('quantity', '用量', 'Quantity per', { ...qty, required: true, positive: true }),
        a.number('loss_rate', '损耗率(%)', 'Loss rate (%)', { digits: { int: 3, scale: 4 }, min: 0, maxValue: 100, defaultValue: 0 }),
        a.quote('FuzzyCommon', 'process_id', '投料工序', 'Fed at process', 'Process'),
        a.remark('remark', '备注', 'Remarks', { max: 512 }),
      ],
    },
  },
});
