// 出库单 (warehouse/Delivery, receipt type wms-delivery): goods taken out of a warehouse, made from a
// sale delivery's lines (saleToWmsDelivery) or entered directly. Its audit takes the stock out at
// the line's position and batch, or first in first out where the line leaves them open, at the
// warehouse's moving average (server/stock); refused when the stock is not there.
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, goodsLine, goodsLink, lineRemark, money, quantity, remark } from '../../../schemas/entities/documents';

export const DELIVERY_TYPES = [
  { value: 'Sale', label: '销售出库', labelEn: 'Sale' },
  { value: 'Production', label: '生产领料', labelEn: 'Production issue' },
  { value: 'Return', label: '采购退货出库', labelEn: 'Purchase return' },
  { value: 'Other', label: '其他出库', labelEn: 'Other' },
];

export const WmsDelivery = entity({
  id: 704,
  code: 'WmsDelivery',
  name: '出库单',
  nameEn: 'Warehouse delivery',
  module: 'warehouse',
  table: 'wms_delivery',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-delivery', flow: false },
  attrs: [
    docCode('CK'),
    a.enumType('delivery_type', '出库类型', 'Delivery type', DELIVERY_TYPES, { required: true, defaultValue: 'Other', query: true, table: 100 }),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'sale_delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { table: 150 }),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { query: true, table: 160 }),
    quantity('total_qty', '出库数量', 'Quantity', { compute: 'sum(items.quantity)', table: 100 }),
    money('total_price', '出库金额', 'Amount', { compute: 'sum(items.amount)', table: 110 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_delivery_item',
      name: '出库明细',
      nameEn: 'Delivery lines',
      min: 1,
      attrs: [
        ...goodsLine('sale_price'),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        a.quote('FuzzyCommon', 'position_id', '库位', 'Position', 'WmsPosition', { quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.warehouse_id' } } }),
        a.int('delivery_item_id', '发货明细', 'Delivery line', { min: 1 }),
        a.quote('FuzzyCommon', 'sale_delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { maintained: true }),
        lineRemark(),
      ],
    },
  },
  links: [
    goodsLink({
      code: 'saleToWmsDelivery',
      verb: ['出库', 'issue'],
      source: { entity: 'SaleDelivery', child: 'items' },
      via: 'delivery_item_id',
      sourceHeader: 'sale_delivery_id',
      progress: 'issued_qty',
      from: ['Audit', 'Finish'],
      header: { sale_delivery_id: 'id', customer_id: 'customer_id', warehouse_id: 'warehouse_id' },
      extraRow: { batch_no: 'batch_no' },
    }),
  ],
  stock: [{ child: 'items', kind: 'out', ledgerKind: 'delivery', material: 'material_id', quantity: 'quantity', warehouse: 'header.warehouse_id', position: 'position_id', batch: 'batch_no' }],
});
