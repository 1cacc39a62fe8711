// Where goods lie in a warehouse: its storage areas (库区) and the positions (库位) in them, with the
// statuses, types and kinds of positions. Stock balances name
// them by id (server/stock); a position's place in its area is platoon × column × layer.
import { a, codeAndName, entity } from '../../../schemas/entities/define';

export const POSITION_STATUS = [
  { value: 'NonAlloc', label: '未分配', labelEn: 'Not allocated' },
  { value: 'Alloc', label: '已分配', labelEn: 'Allocated' },
  { value: 'Used', label: '已使用', labelEn: 'In use' },
  { value: 'BreakDown', label: '故障', labelEn: 'Broken down' },
  { value: 'SealUp', label: '封存', labelEn: 'Sealed' },
];

export const POSITION_TYPES = [
  { value: 'ManualPlane', label: '人工平库', labelEn: 'Manual floor' },
  { value: 'ManualRack', label: '人工货架', labelEn: 'Manual rack' },
  { value: 'Automatic3d', label: '自动化立体库', labelEn: 'Automated 3D' },
  { value: 'AutomaticIntensive', label: '自动化密集库', labelEn: 'Automated high-density' },
  { value: 'Underground', label: '地下库', labelEn: 'Underground' },
];

const coordinate = (code: string, name: string, nameEn: string) => a.int(code, name, nameEn, { min: 1, digits: { int: 6, scale: 0 }, query: true, table: 70 });

export const WmsArea = entity({
  id: 701,
  code: 'WmsArea',
  name: '库区',
  nameEn: 'Storage area',
  module: 'warehouse',
  lookup: 'tenant',
  table: 'wms_area',
  importKey: ['code'],
  attrs: [
    ...codeAndName('库区编码', '库区名称', 'Area name'),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 160 }),
    a.remark('description', '描述', 'Description', { max: 1024 }),
  ],
});

export const WmsPosition = entity({
  id: 702,
  code: 'WmsPosition',
  name: '库位',
  nameEn: 'Position',
  module: 'warehouse',
  lookup: 'tenant',
  table: 'wms_position',
  importKey: ['code'],
  attrs: [
    ...codeAndName('库位编码', '库位名称', 'Position name'),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'area_id', '库区', 'Area', 'WmsArea', { required: true, query: true, table: 120, quote: { entity: 'WmsArea', show: ['code', 'name'], scope: { warehouse_id: 'warehouse_id' } } }),
    coordinate('platoon_num', '排', 'Row'),
    coordinate('column_num', '列', 'Column'),
    coordinate('layer_num', '层', 'Layer'),
    a.enumType('position_type', '库位类型', 'Position type', POSITION_TYPES, { required: true, defaultValue: 'ManualRack', query: true, table: 110 }),
    a.enumType('kind', '库位种类', 'Kind', [
      { value: 'Default', label: '默认', labelEn: 'Default' },
      { value: 'Normal', label: '普通', labelEn: 'Normal' },
    ], { defaultValue: 'Normal', table: 80 }),
    a.enumType('position_status', '库位状态', 'Position status', POSITION_STATUS, { required: true, defaultValue: 'NonAlloc', query: true, table: 90 }),
    a.number('capacity', '容量', 'Capacity', { digits: { int: 12, scale: 6 }, min: 0, table: 90 }),
  ],
});
