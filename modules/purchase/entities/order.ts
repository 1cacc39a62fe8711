// 采购订单 (purchase/order, receipt type erp-purchase): what is ordered from a supplier. Arrivals
// made from it move each line's arrived quantity; it finishes when every line has arrived.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, goodsLine, lineRemark, money, moneyBlock, payType, progress, projectDict, quantity, remark } from '../../../schemas/entities/documents';

export const PurchaseOrder = entity({
  id: 101,
  code: 'PurchaseOrder',
  name: '采购订单',
  nameEn: 'Purchase order',
  module: 'purchase',
  table: 'erp_purchase',
  lookup: 'tenant',
  receipt: { typeCode: 'erp-purchase', flow: true },
  attrs: [
    docCode('CG'),
    a.enumType('type', '订单类型', 'Order type', [
      { value: 'Purchase', label: '采购', labelEn: 'Purchase' },
      { value: 'Reject', label: '退货', labelEn: 'Return' },
    ], { required: true, defaultValue: 'Purchase', table: 80 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { required: true, query: true, table: 160 }),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { table: 120 }),
    billDate(),
    a.date('delivery_date', '交货日期', 'Delivery date', { table: 110 }),
    payType(),
    projectDict(),
    ...moneyBlock({ attrs: [progress(money, 'settled', '付款单已付', 'Paid by payments')], expr: 'settled' }),
    money('total_cost', '采购费用', 'Purchase costs', { defaultValue: 0 }),
    progress(money, 'invoiced', '已开票金额', 'Invoiced', { table: 100 }),
    money('uninvoiced', '未开票金额', 'Uninvoiced', { compute: 'real_price - invoiced' }),
    quantity('arrived_total', '已到货数量', 'Arrived quantity', { compute: 'sum(items.arrived_qty)', table: 100 }),
    remark(),
    attaches(),
  ],
  children: {
    items: {
      table: 'erp_purchase_item',
      name: '采购明细',
      nameEn: 'Order lines',
      min: 1,
      attrs: [
        ...goodsLine('purchase_price'),
        a.date('delivery_date', '交货日期', 'Delivery date'),
        progress(quantity, 'arrived_qty', '已到货数量', 'Arrived'),
        quantity('remaining_qty', '未到货数量', 'Not yet arrived', { compute: 'quantity - arrived_qty' }),
        lineRemark(),
      ],
    },
  },
});
