import { a, codeAndName, entity } from '../../../schemas/entities/define';

const size = { digits: { int: 12, scale: 6 }, min: 0 } as const;

export const Container = entity({
  id: 5,
  code: 'Container',
  name: '容器',
  nameEn: 'Container',
  module: 'mdm',
  lookup: 'tenant',
  table: 'mdm_container',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('容器编码', '容器名称', 'Container name'),
    a.dict('type', '容器类型', 'Type', 'container_type', { query: true, table: 100 }),
    a.int('quantity', '数量', 'Quantity', { required: true, min: 0, digits: { int: 4, scale: 0 }, table: 80 }),
    a.number('length', '长', 'Length', size),
    a.number('width', '宽', 'Width', size),
    a.number('height', '高', 'Height', size),
    a.dict('size_unit', '尺寸单位', 'Size unit', 'length_unit'),
    a.number('net_weight', '净重', 'Net weight', size),
    a.dict('weight_unit', '重量单位', 'Weight unit', 'weight_unit'),
    a.string('colour', '颜色', 'Colour', { max: 64 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { table: 160 }),
    a.bool('high_temp', '耐高温', 'Heat resistant', { defaultValue: false }),
    a.bool('corrosion_resistant', '耐腐蚀', 'Corrosion resistant', { defaultValue: false }),
    a.remark('description', '描述', 'Description', { max: 1024 }),
  ],
  children: {
    materials: {
      table: 'mdm_container_material',
      name: '容器物料',
      nameEn: 'Materials held',
      attrs: [
        a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true }),
        a.number('upper_limit', '上限', 'Upper limit', { required: true, digits: { int: 4, scale: 6 }, positive: true }),
      ],
    },
  },
});
