import { a, codeAndName, entity, PICTURE } from '../../../schemas/entities/define';

const digits12x6 = { int: 12, scale: 6 };

export const Material = entity({
  id: 3,
  code: 'Material',
  name: '物料',
  nameEn: 'Material',
  module: 'mdm',
  lookup: 'tenant',
  table: 'mdm_material',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('物料编码', '物料名称', 'Material name'),
    a.string('spec', '规格型号', 'Specification', { max: 128, query: true, table: 140, fuzzy: true }),
    a.string('barcode', '条码', 'Barcode', { max: 128, noSpaces: true }),
    a.dict('category', '物料类别', 'Category', 'material_category', { query: true, table: 110 }),
    a.enumType('count_type', '计量方式', 'Count type', [
      { value: 'Num', label: '数量', labelEn: 'Quantity' },
      { value: 'Volume', label: '体积', labelEn: 'Volume' },
      { value: 'Weight', label: '重量', labelEn: 'Weight' },
    ], { defaultValue: 'Num', required: true }),
    a.dict('unit', '计量单位', 'Unit', 'unit', { required: true, table: 80 }),
    a.int('unit_precision', '单位精度', 'Unit precision', { min: 0, defaultValue: 0 }),
    a.enumType('manu_mode', '生产方式', 'Manufacturing mode', [
      { value: 'HouseMade', label: '自制', labelEn: 'House-made' },
      { value: 'OutSourced', label: '委外', labelEn: 'Outsourced' },
      { value: 'Purchased', label: '外购', labelEn: 'Purchased' },
      { value: 'Virtual', label: '虚拟件', labelEn: 'Virtual' },
    ], { query: true, table: 90 }),
    a.number('conversion_ratio', '换算比例', 'Conversion ratio', { digits: { int: 4, scale: 6 }, positive: true }),
    a.number('sale_price', '参考售价', 'Reference sale price', { digits: digits12x6, min: 0, table: 110 }),
    a.number('purchase_price', '参考进价', 'Reference purchase price', { digits: digits12x6, min: 0 }),
    a.number('safe_stock', '安全库存', 'Safety stock', { digits: digits12x6, min: 0 }),
    a.bool('need_quality', '需要检验', 'Needs inspection', { defaultValue: false, table: 90 }),
    a.bool('need_batch', '批次管理', 'Batch managed', { defaultValue: false }),
    a.bool('need_barcode', '条码管理', 'Barcode managed', { defaultValue: false }),
    a.files('picture', '图片', 'Picture', PICTURE),
    a.remark('description', '描述', 'Description', { max: 512 }),
  ],
});
