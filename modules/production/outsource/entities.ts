// 委外 (subcontracting, task.OutsourceOrder): operations of a
// work order given to a supplier (委外加工 — OutsourceTask: one operation, a quantity, a price), and
// whole products bought as made by a supplier (委外生产单 — OutsourceOrder with lines). Both are
// receipts (audited, flow-bindable) on the engine.
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, goodsLine, lineRemark, progress, quantity, remark, money, price } from '../../../schemas/entities/documents';

export const OutsourceTask = entity({
  id: 960,
  code: 'OutsourceTask',
  name: '委外加工',
  nameEn: 'Subcontracted operation',
  module: 'production',
  table: 'prd_outsource_task',
  lookup: 'readers',
  receipt: { typeCode: 'task-subcontract', flow: true },
  attrs: [
    docCode('WW', '委外单号', 'Subcontract number'),
    a.quote('FuzzyCommon', 'order_id', '生产工单', 'Work order', 'WorkOrder', { required: true, query: true, table: 150 }),
    a.int('op_id', '工单工序', 'Operation', { required: true, min: 1 }),
    a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { maintained: true, query: true, table: 110 }),
    a.quote('Material', 'material_id', '产品', 'Product', 'Material', { maintained: true, query: true, table: 150 }),
    a.quote('Supplier', 'supplier_id', '委外供应商', 'Supplier', 'Supplier', { required: true, query: true, table: 160 }),
    quantity('quantity', '委外数量', 'Quantity', { required: true, positive: true, table: 90 }),
    price('unit_price', '加工单价', 'Unit price', { defaultValue: 0, table: 90 }),
    money('amount', '加工费', 'Amount', { compute: 'quantity * unit_price', table: 100 }),
    a.date('delivery_date', '交货日期', 'Delivery date', { table: 110 }),
    progress(quantity, 'received_qty', '已收回数量', 'Received', { table: 90 }),
    remark(),
  ],
});

export const OutsourceOrder = entity({
  id: 961,
  code: 'OutsourceOrder',
  name: '委外生产单',
  nameEn: 'Outsourced production order',
  module: 'production',
  table: 'prd_outsource_order',
  lookup: 'readers',
  receipt: { typeCode: 'pmt-outsource', flow: true },
  attrs: [
    docCode('WS', '委外生产单号', 'Order number'),
    a.quote('Supplier', 'supplier_id', '委外供应商', 'Supplier', 'Supplier', { required: true, query: true, table: 160 }),
    billDate(),
    a.date('delivery_date', '交货日期', 'Delivery date', { table: 110 }),
    a.quote('FuzzyCommon', 'order_id', '生产工单', 'Work order', 'WorkOrder', { table: 150 }),
    money('total', '合计金额', 'Total', { compute: 'sum(items.amount)', table: 110 }),
    remark(),
  ],
  children: {
    items: {
      table: 'prd_outsource_order_item',
      name: '委外产品',
      nameEn: 'Products',
      min: 1,
      attrs: [...goodsLine('purchase_price'), progress(quantity, 'received_qty', '已收回数量', 'Received'), lineRemark()],
    },
  },
});

/** Outsource creation state of a work order: it may get subcontracted operations, has some, or may not */
export const OUTSOURCE_STATES = [
  { value: 'CanCreate', label: '可委外', labelEn: 'Can subcontract' },
  { value: 'Created', label: '已委外', labelEn: 'Subcontracted' },
  { value: 'NoSubcontract', label: '不可委外', labelEn: 'Not subcontractable' },
];
