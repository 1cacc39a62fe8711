// 出库申请 (warehouse/Apply, receipt type wms-delivery-apply): a department asks the warehouse for
// goods — production's materials, samples, spare parts. It may go through an approval flow (the
// warehouse's reviewer then sets batches and positions while approving, server/flow
// edit-in-approval); audited, the warehouse issues it with 出库单 or 原料出库单 made from its lines,
// which move its issued quantities. It moves no stock itself.
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, goodsLine, lineRemark, money, progress, quantity, remark } from '../../../schemas/entities/documents';
import { DELIVERY_TYPES } from './delivery';

export const WmsDeliveryApply = entity({
  id: 711,
  code: 'WmsDeliveryApply',
  name: '出库申请',
  nameEn: 'Delivery apply',
  module: 'warehouse',
  table: 'wms_delivery_apply',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-delivery-apply', flow: true, reviewersParam: 'WmsApplyReviewers' },
  attrs: [
    docCode('SQ'),
    a.enumType('apply_type', '申请类型', 'Apply type', DELIVERY_TYPES, { required: true, defaultValue: 'Production', query: true, table: 100 }),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'department_id', '申请部门', 'Department', 'Department', { query: true, table: 130 }),
    a.date('need_date', '需求日期', 'Needed by', { table: 110 }),
    quantity('total_qty', '申请数量', 'Quantity', { compute: 'sum(items.quantity)', table: 100 }),
    quantity('issued_total', '已出库数量', 'Issued', { compute: 'sum(items.issued_qty)', table: 100 }),
    money('total_price', '申请金额', 'Amount', { compute: 'sum(items.amount)', table: 110 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_delivery_apply_item',
      name: '申请明细',
      nameEn: 'Apply lines',
      min: 1,
      attrs: [
        ...goodsLine('purchase_price'),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        a.quote('FuzzyCommon', 'position_id', '库位', 'Position', 'WmsPosition', { quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.warehouse_id' } } }),
        progress(quantity, 'issued_qty', '已出库', 'Issued'),
        lineRemark(),
      ],
    },
  },
});
