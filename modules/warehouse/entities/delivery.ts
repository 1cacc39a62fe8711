// 出库单 (warehouse/Delivery, receipt type wms-delivery) and 原料出库单 (warehouse/DeliveryRaw,
// wms-delivery-raw): goods taken out of a warehouse — a sale delivery's lines (saleToWmsDelivery), a
// delivery apply's (applyToDelivery / applyToRawDelivery) or entered directly. One declaration, two
// documents: the raw one issues materials to production against 出库申请. The audit takes the stock
// out at the line's position and batch, or first in first out where the line leaves them open, at
// the warehouse's moving average (server/stock); refused when the stock is not there.
import { a, entity, type EntityDef, type LinkDef } from '../../../schemas/entities/define';
import { billDate, docCode, goodsLine, goodsLink, lineRemark, money, quantity, remark } from '../../../schemas/entities/documents';

export const DELIVERY_TYPES = [
  { value: 'Sale', label: '销售出库', labelEn: 'Sale' },
  { value: 'Production', label: '生产领料', labelEn: 'Production issue' },
  { value: 'Return', label: '采购退货出库', labelEn: 'Purchase return' },
  { value: 'Other', label: '其他出库', labelEn: 'Other' },
];

const position = () =>
  a.quote('FuzzyCommon', 'position_id', '库位', 'Position', 'WmsPosition', { quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.warehouse_id' } } });

/** A line drawn from a delivery apply's line: the draft takes the apply's batch and position too. */
const fromApply = (code: string): LinkDef =>
  goodsLink({
    code,
    verb: ['出库', 'issue'],
    source: { entity: 'WmsDeliveryApply', child: 'items' },
    via: 'apply_item_id',
    sourceHeader: 'apply_id',
    progress: 'issued_qty',
    from: ['Audit', 'Finish'],
    header: { apply_id: 'id', warehouse_id: 'warehouse_id', delivery_type: 'apply_type' },
    extraRow: { batch_no: 'batch_no', position_id: 'position_id' },
  });

interface DeliveryKind {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  table: string;
  typeCode: string;
  prefix: string;
  defaultType: string;
  /** the sale delivery it may come from (the sales one only) */
  sale: boolean;
  applyLink: string;
}

function deliveryEntity(k: DeliveryKind): EntityDef {
  return entity({
    id: k.id,
    code: k.code,
    name: k.name,
    nameEn: k.nameEn,
    module: 'warehouse',
    table: k.table,
    lookup: 'tenant',
    receipt: { typeCode: k.typeCode, flow: false },
    attrs: [
      docCode(k.prefix),
      a.enumType('delivery_type', '出库类型', 'Delivery type', DELIVERY_TYPES, { required: true, defaultValue: k.defaultType, query: true, table: 100 }),
      billDate(),
      a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
      ...(k.sale ? [a.quote('FuzzyCommon', 'sale_delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { table: 150 })] : []),
      a.quote('FuzzyCommon', 'apply_id', '出库申请', 'Delivery apply', 'WmsDeliveryApply', { table: 150 }),
      ...(k.sale ? [a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { query: true, table: 160 })] : []),
      quantity('total_qty', '出库数量', 'Quantity', { compute: 'sum(items.quantity)', table: 100 }),
      money('total_price', '出库金额', 'Amount', { compute: 'sum(items.amount)', table: 110 }),
      remark(),
    ],
    children: {
      items: {
        table: `${k.table}_item`,
        name: '出库明细',
        nameEn: 'Delivery lines',
        min: 1,
        attrs: [
          ...goodsLine(k.sale ? 'sale_price' : 'purchase_price'),
          a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
          position(),
          ...(k.sale
            ? [
                a.int('delivery_item_id', '发货明细', 'Delivery line', { min: 1 }),
                a.quote('FuzzyCommon', 'sale_delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { maintained: true }),
              ]
            : []),
          a.int('apply_item_id', '申请明细', 'Apply line', { min: 1 }),
          a.quote('FuzzyCommon', 'apply_id', '出库申请', 'Delivery apply', 'WmsDeliveryApply', { maintained: true }),
          lineRemark(),
        ],
      },
    },
    links: [
      ...(k.sale
        ? [
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
          ]
        : []),
      fromApply(k.applyLink),
    ],
    stock: [{ child: 'items', kind: 'out', ledgerKind: 'delivery', material: 'material_id', quantity: 'quantity', warehouse: 'header.warehouse_id', position: 'position_id', batch: 'batch_no' }],
  });
}

export const WmsDelivery = deliveryEntity({
  id: 704,
  code: 'WmsDelivery',
  name: '出库单',
  nameEn: 'Warehouse delivery',
  table: 'wms_delivery',
  typeCode: 'wms-delivery',
  prefix: 'CK',
  defaultType: 'Other',
  sale: true,
  applyLink: 'applyToDelivery',
});

export const WmsDeliveryRaw = deliveryEntity({
  id: 716,
  code: 'WmsDeliveryRaw',
  name: '原料出库单',
  nameEn: 'Raw material delivery',
  table: 'wms_delivery_raw',
  typeCode: 'wms-delivery-raw',
  prefix: 'YL',
  defaultType: 'Production',
  sale: false,
  applyLink: 'applyToRawDelivery',
});
