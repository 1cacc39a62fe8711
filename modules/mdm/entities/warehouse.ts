import { a, codeAndName, entity } from '../../../schemas/entities/define';

const area = { digits: { int: 12, scale: 6 }, positive: true } as const;

export const Warehouse = entity({
  id: 4,
  code: 'Warehouse',
  name: '仓库',
  nameEn: 'Warehouse',
  module: 'mdm',
  lookup: 'tenant',
  table: 'mdm_warehouse',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('仓库编码', '仓库名称', 'Warehouse name'),
    a.enumType('type', '仓库类型', 'Type', [
      { value: 'Raw', label: '原料仓', labelEn: 'Raw materials' },
      { value: 'Semi', label: '半成品仓', labelEn: 'Semi-finished' },
      { value: 'Finished', label: '成品仓', labelEn: 'Finished goods' },
      { value: 'Unqualified', label: '不合格品仓', labelEn: 'Non-conforming' },
    ], { required: true, query: true, table: 100 }),
    a.quote('FuzzyCommon', 'admin_id', '管理员', 'Administrator', 'Person', { table: 100 }),
    a.number('area', '面积(㎡)', 'Area (m²)', { ...area, table: 100 }),
    a.number('usable_area', '可用面积(㎡)', 'Usable area (m²)', area),
    a.int('layers', '层数', 'Layers', { positive: true, digits: { int: 12, scale: 0 } }),
    a.number('layer_height', '层高(m)', 'Layer height (m)', area),
    a.enumType('storage_method', '存储方式', 'Storage method', [
      { value: 'ManualPlane', label: '人工平库', labelEn: 'Manual floor' },
      { value: 'ManualRack', label: '人工货架', labelEn: 'Manual rack' },
      { value: 'Automatic3d', label: '自动化立体库', labelEn: 'Automated 3D' },
    ]),
    // off by default: an out-move never takes more than is there (server/stock)
    a.bool('allow_negative', '允许负库存', 'Allow negative stock'),
    a.string('address', '地址', 'Address', { max: 1024, table: 200 }),
    a.remark('description', '描述', 'Description', { max: 1024 }),
  ],
  children: {
    locations: {
      table: 'mdm_warehouse_location',
      name: '库区',
      nameEn: 'Locations',
      min: 1,
      attrs: [
        a.string('name', '库区名称', 'Location name', { required: true, max: 128, unique: true }),
        a.string('remark', '备注', 'Remark', { max: 256 }),
      ],
    },
  },
});
