// 盘点单 (warehouse/Count, receipt type wms-stock-count): a count of places. Started (开始盘点), its
// places are frozen (stock status 盘点中: nothing moves in or out there) and each line's booked
// quantity is taken from the stock; the counted quantities are entered; audited, the differences
// are posted as adjustments (server/stock, kind adjust) and the places are released. Un-audited,
// the adjustments are reversed.
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, lineRemark, quantity, remark } from '../../../schemas/entities/documents';

export const WmsCount = entity({
  id: 706,
  code: 'WmsCount',
  name: '盘点单',
  nameEn: 'Stock count',
  module: 'warehouse',
  table: 'wms_count',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-stock-count', flow: false },
  attrs: [
    docCode('PD'),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    // set by 开始盘点: from then on the counted places are frozen
    a.dateTime('started_at', '开始盘点时间', 'Counting started', { maintained: true, table: 150 }),
    quantity('total_diff', '盘盈盘亏', 'Difference', { compute: 'sum(items.diff_qty)', table: 100 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_count_item',
      name: '盘点明细',
      nameEn: 'Count lines',
      min: 1,
      attrs: [
        a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, fill: { spec: 'spec', unit: 'unit' } }),
        a.string('spec', '规格型号', 'Specification', { max: 128 }),
        a.dict('unit', '单位', 'Unit', 'unit'),
        a.quote('FuzzyCommon', 'position_id', '库位', 'Position', 'WmsPosition', { quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.warehouse_id' } } }),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        // taken from the stock when the count is submitted (its places frozen from then on)
        quantity('booked_qty', '账面数量', 'Booked', { maintained: true }),
        quantity('counted_qty', '实盘数量', 'Counted', { min: 0 }),
        // counted − booked, set by the server when the count is audited
        quantity('diff_qty', '差异数量', 'Difference', { maintained: true }),
        lineRemark(),
      ],
    },
  },
  stock: [{ child: 'items', kind: 'adjust', ledgerKind: 'count', material: 'material_id', quantity: 'diff_qty', warehouse: 'header.warehouse_id', position: 'position_id', batch: 'batch_no' }],
});
