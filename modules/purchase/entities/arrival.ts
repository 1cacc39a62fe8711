// 采购到货 (purchase/PurchaseArrival, receipt type purchase-arrival): goods received from a
// supplier, made from an order's lines (purchaseToArrival) or entered by hand. Its audit moves the
// order's arrived quantities and makes it payable: payable = after-discount amount − paid with it.
import { a, entity } from '../../../schemas/entities/define';
import { TODAY, attaches, costLines, docCode, goodsLine, goodsLink, lineRemark, money, moneyBlock, payType, progress, projectDict, quantity, remark, settlementLines } from '../../../schemas/entities/documents';

const spare = Array.from({ length: 12 }, (_, i) => a.string(`attr${i + 1}`, `扩展字段${i + 1}`, `Extra field ${i + 1}`, { max: 256 }));

export const PurchaseArrival = entity({
  id: 102,
  code: 'PurchaseArrival',
  name: '采购到货单',
  nameEn: 'Purchase arrival',
  module: 'purchase',
  table: 'erp_purchase_arrival',
  lookup: 'tenant',
  receipt: { typeCode: 'purchase-arrival', flow: false },
  attrs: [
    docCode('DH'),
    a.quote('RelatedPurchase', 'purchase_id', '采购订单', 'Purchase order', 'PurchaseOrder', { table: 150 }),
    a.date('arrival_date', '到货日期', 'Arrival date', { required: true, defaultValue: TODAY, when: 'past', query: true, table: 110, index: true }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { required: true, query: true, table: 160 }),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { table: 120 }),
    a.dict('purchase_type', '采购类型', 'Purchase type', 'purchase_type', { query: true, table: 100 }),
    payType(),
    projectDict(),
    ...moneyBlock({
      attrs: [money('paid_on_arrival', '到货时付款', 'Paid on arrival', { compute: 'sum(pays.amount)' }), progress(money, 'settled', '付款单已付', 'Paid by payments')],
      expr: 'paid_on_arrival + settled',
    }),
    money('payable', '应付金额', 'Payable', { compute: 'real_price - paid_on_arrival' }),
    money('total_cost', '采购费用', 'Purchase costs', { compute: 'sum(cost_items.amount)' }),
    progress(money, 'invoiced', '已开票金额', 'Invoiced', { table: 100 }),
    quantity('returned_total', '已退货数量', 'Returned quantity', { compute: 'sum(items.returned_qty)' }),
    remark(),
    attaches(),
    ...spare,
  ],
  children: {
    items: {
      table: 'erp_purchase_arrival_item',
      name: '到货明细',
      nameEn: 'Arrival lines',
      min: 1,
      attrs: [
        ...goodsLine('purchase_price'),
        a.int('order_item_id', '订单明细', 'Order line', { min: 1 }),
        a.quote('RelatedPurchase', 'order_id', '采购订单', 'Purchase order', 'PurchaseOrder', { maintained: true }),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        progress(quantity, 'returned_qty', '已退货数量', 'Returned'),
        // moved by the warehouse entries made from it (modules/warehouse arrivalToEntry)
        progress(quantity, 'entered_qty', '已入库数量', 'Entered'),
        lineRemark(),
      ],
    },
    pays: settlementLines('erp_purchase_arrival_pay', '付款', 'Payments', '付款金额'),
    cost_items: costLines('erp_purchase_arrival_cost', '采购费用'),
  },
  links: [
    goodsLink({
      code: 'purchaseToArrival',
      verb: ['到货', 'receive'],
      source: { entity: 'PurchaseOrder', child: 'items' },
      via: 'order_item_id',
      sourceHeader: 'order_id',
      progress: 'arrived_qty',
      finish: true,
      header: { purchase_id: 'id', supplier_id: 'supplier_id', warehouse_id: 'warehouse_id', pay_type: 'pay_type', project_dict: 'project_dict', discount_rate: 'discount_rate' },
    }),
  ],
});
