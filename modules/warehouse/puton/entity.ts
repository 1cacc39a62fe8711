// 上架单 (warehouse/PutOn, receipt type wms-put-on): goods waiting in a warehouse's receiving place —
// unplaced (an entry line without a position) or on a receiving position (kind Default) — put on
// their target positions. Its audit is a stock transfer in the ledger (server/stock, declared
// below) from each line's source place to its target position, which becomes Used; 推荐库位 fills
// the targets by the putaway strategies (putaway.ts). The source place is resolved by the audit
// (puton/server.ts): the line's from position, else the receiving place holding the goods, kept in
// source_position_id (0: the unplaced goods).
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, lineRemark, quantity, remark } from '../../../schemas/entities/documents';
import type { PutawayStrategy } from '../putaway';

export const PUTAWAY_STRATEGY_OPTIONS: Array<{ value: PutawayStrategy; label: string; labelEn: string }> = [
  { value: 'batch', label: '同批次优先', labelEn: 'Same batch first' },
  { value: 'highFirst', label: '高层优先', labelEn: 'High layers first' },
  { value: 'lowFirst', label: '低层优先', labelEn: 'Low layers first' },
  { value: 'shelfFirst', label: '先货架后地面', labelEn: 'Shelf, then ground' },
  { value: 'groundFirst', label: '先地面后货架', labelEn: 'Ground, then shelf' },
  { value: 'alley', label: '按巷道平均', labelEn: 'Even by alley' },
  { value: 'layer', label: '按层平均', labelEn: 'Even by layer' },
];

const position = (code: string, name: string, nameEn: string) =>
  a.quote('FuzzyCommon', code, name, nameEn, 'WmsPosition', { quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.warehouse_id' } } });

export const WmsPutOn = entity({
  id: 708,
  code: 'WmsPutOn',
  name: '上架单',
  nameEn: 'Put-on order',
  module: 'warehouse',
  table: 'wms_put_on',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-put-on', flow: false },
  attrs: [
    docCode('SJ'),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.enumType('strategy', '上架策略', 'Putaway strategy', PUTAWAY_STRATEGY_OPTIONS, { defaultValue: 'batch', table: 110 }),
    quantity('total_qty', '上架数量', 'Quantity', { compute: 'sum(items.quantity)', table: 100 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_put_on_item',
      name: '上架明细',
      nameEn: 'Put-on lines',
      min: 1,
      attrs: [
        a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, fill: { spec: 'spec', unit: 'unit' } }),
        a.string('spec', '规格型号', 'Specification', { max: 128 }),
        a.dict('unit', '单位', 'Unit', 'unit'),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        quantity('quantity', '数量', 'Quantity', { required: true, positive: true }),
        position('from_position_id', '来源库位', 'From position'),
        position('to_position_id', '目标库位', 'To position'),
        // the place the audit took the goods from (0: unplaced in the warehouse), set by the audit
        a.int('source_position_id', '实际来源', 'Taken from', { min: 0, maintained: true }),
        lineRemark(),
      ],
    },
  },
  stock: [
    {
      child: 'items',
      kind: 'transfer',
      ledgerKind: 'putOn',
      material: 'material_id',
      quantity: 'quantity',
      warehouse: 'header.warehouse_id',
      position: 'source_position_id',
      batch: 'batch_no',
      to: { warehouse: 'header.warehouse_id', position: 'to_position_id' },
    },
  ],
});
