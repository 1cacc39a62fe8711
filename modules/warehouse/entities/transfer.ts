// 调拨单 (warehouse/Transfer, receipt type wms-transfer): goods moved from one position to another,
// in one warehouse or between two. Its audit takes each line out of its from-position (first in
// first out where the batch is open) and puts it on its to-position at the price it left with
// (server/stock); a line whose two places are the same is refused: 库位不能一样.
import { a, entity } from '../../../schemas/entities/define';
import { SAME_POSITION } from '../messages';
import { billDate, docCode, lineRemark, money, price, quantity, remark } from '../../../schemas/entities/documents';

export const WmsTransfer = entity({
  id: 705,
  code: 'WmsTransfer',
  name: '调拨单',
  nameEn: 'Stock transfer',
  module: 'warehouse',
  table: 'wms_transfer',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-transfer', flow: false },
  attrs: [
    docCode('YK'),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '调出仓库', 'From warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.quote('WareHouse', 'to_warehouse_id', '调入仓库', 'To warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    quantity('total_qty', '调拨数量', 'Quantity', { compute: 'sum(items.quantity)', table: 100 }),
    money('total_price', '调拨金额', 'Amount', { compute: 'sum(items.amount)', table: 110 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_transfer_item',
      name: '调拨明细',
      nameEn: 'Transfer lines',
      min: 1,
      attrs: [
        a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, fill: { spec: 'spec', unit: 'unit', unit_price: 'purchase_price' } }),
        a.string('spec', '规格型号', 'Specification', { max: 128 }),
        a.dict('unit', '单位', 'Unit', 'unit'),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        a.quote('FuzzyCommon', 'from_position_id', '调出库位', 'From position', 'WmsPosition', {
          quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.warehouse_id' } },
          differsFrom: { attr: 'to_position_id', message: SAME_POSITION },
        }),
        a.quote('FuzzyCommon', 'to_position_id', '调入库位', 'To position', 'WmsPosition', {
          quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.to_warehouse_id' } },
          differsFrom: { attr: 'from_position_id', message: SAME_POSITION },
        }),
        quantity('package_qty', '每包数量', 'Per package', { min: 0 }),
        a.int('package_count', '包数', 'Packages', { min: 0 }),
        quantity('quantity', '数量', 'Quantity', { required: true, positive: true, clearsWhenEmpty: ['package_qty', 'package_count'] }),
        price('unit_price', '单价', 'Unit price'),
        money('amount', '金额', 'Amount', { compute: 'quantity * unit_price' }),
        lineRemark(),
      ],
    },
  },
  stock: [
    {
      child: 'items',
      kind: 'transfer',
      ledgerKind: 'transfer',
      material: 'material_id',
      quantity: 'quantity',
      warehouse: 'header.warehouse_id',
      position: 'from_position_id',
      batch: 'batch_no',
      to: { warehouse: 'header.to_warehouse_id', position: 'to_position_id' },
    },
  ],
});
