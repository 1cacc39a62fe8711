// 入库单 (warehouse/Entry, receipt type wms-entry): goods put into a warehouse, made from a purchase
// arrival's lines (arrivalToEntry) or entered directly; and 简易入库 (warehouse/SimpleEntry,
// wms-simple-entry): the quick one for goods without a purchase behind them (found stock, samples,
// production returns) — no arrival, no barcodes. Their audit moves the stock in at each line's
// position and batch at the line's price (server/stock, declared below) and the arrival's entered
// quantities; the un-audit takes them out again while they are still there.
import { a, entity, type AttrDef, type EntityDef } from '../../../schemas/entities/define';
import { billDate, docCode, goodsLine, goodsLink, lineRemark, money, quantity, remark } from '../../../schemas/entities/documents';

export const ENTRY_TYPES = [
  { value: 'Purchase', label: '采购入库', labelEn: 'Purchase' },
  { value: 'Production', label: '生产入库', labelEn: 'Production' },
  { value: 'Return', label: '退货入库', labelEn: 'Sales return' },
  { value: 'Other', label: '其他入库', labelEn: 'Other' },
];

const STOCK_IN = [
  { child: 'items', kind: 'in', ledgerKind: 'entry', material: 'material_id', quantity: 'quantity', price: 'unit_price', warehouse: 'header.warehouse_id', position: 'position_id', batch: 'batch_no', expiry: 'expiry_date', supplier: 'header.supplier_id' },
] as const satisfies EntityDef['stock'];

const position = (): AttrDef =>
  a.quote('FuzzyCommon', 'position_id', '库位', 'Position', 'WmsPosition', { quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'header.warehouse_id' } } });

export const WmsSimpleEntry = entity({
  id: 717,
  code: 'WmsSimpleEntry',
  name: '简易入库',
  nameEn: 'Quick entry',
  module: 'warehouse',
  table: 'wms_simple_entry',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-simple-entry', flow: false },
  attrs: [
    docCode('JR'),
    a.enumType('entry_type', '入库类型', 'Entry type', ENTRY_TYPES, { required: true, defaultValue: 'Other', query: true, table: 100 }),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 160 }),
    quantity('total_qty', '入库数量', 'Quantity', { compute: 'sum(items.quantity)', table: 100 }),
    money('total_price', '入库金额', 'Amount', { compute: 'sum(items.amount)', table: 110 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_simple_entry_item',
      name: '入库明细',
      nameEn: 'Entry lines',
      min: 1,
      attrs: [...goodsLine('purchase_price'), a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }), position(), a.date('expiry_date', '有效期至', 'Expiry date', { when: 'future' }), lineRemark()],
    },
  },
  stock: [...STOCK_IN],
});

export const WmsEntry = entity({
  id: 703,
  code: 'WmsEntry',
  name: '入库单',
  nameEn: 'Warehouse entry',
  module: 'warehouse',
  table: 'wms_entry',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-entry', flow: false },
  attrs: [
    docCode('RK'),
    a.enumType('entry_type', '入库类型', 'Entry type', ENTRY_TYPES, { required: true, defaultValue: 'Other', query: true, table: 100 }),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'arrival_id', '采购到货单', 'Purchase arrival', 'PurchaseArrival', { table: 150 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 160 }),
    quantity('total_qty', '入库数量', 'Quantity', { compute: 'sum(items.quantity)', table: 100 }),
    money('total_price', '入库金额', 'Amount', { compute: 'sum(items.amount)', table: 110 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_entry_item',
      name: '入库明细',
      nameEn: 'Entry lines',
      min: 1,
      attrs: [
        ...goodsLine('purchase_price'),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        position(),
        a.date('expiry_date', '有效期至', 'Expiry date', { when: 'future' }),
        // the packs' barcodes (codes separated by commas, spaces or new lines): the stock-in rules of arrival/server/stock-in.ts
        a.remark('barcodes', '条码', 'Barcodes', { max: 4000 }),
        a.int('arrival_item_id', '到货明细', 'Arrival line', { min: 1 }),
        a.quote('FuzzyCommon', 'arrival_id', '采购到货单', 'Purchase arrival', 'PurchaseArrival', { maintained: true }),
        lineRemark(),
      ],
    },
  },
  links: [
    goodsLink({
      code: 'arrivalToEntry',
      verb: ['入库', 'enter'],
      source: { entity: 'PurchaseArrival', child: 'items' },
      via: 'arrival_item_id',
      sourceHeader: 'arrival_id',
      progress: 'entered_qty',
      from: ['Audit', 'Finish'],
      header: { arrival_id: 'id', supplier_id: 'supplier_id', warehouse_id: 'warehouse_id' },
      extraRow: { batch_no: 'batch_no' },
    }),
  ],
  stock: [...STOCK_IN],
});
