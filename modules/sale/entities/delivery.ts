// 销售发货 (sale/Delivery, receipt type sale-delivery): goods sent to a customer, made from an
// order's lines (saleToSaleDelivery) or entered by hand. Its audit moves the order's delivered
// quantities and makes it receivable: arrearage = amount after discount − received.
// Returns made from it move its returned quantities and its reject status.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, costLines, docCode, goodsLine, goodsLink, lineRemark, money, moneyBlock, payType, price, progress, projectDict, quantity, remark, settlementLines } from '../../../schemas/entities/documents';

export const REJECT_STATUS = [
  { value: 'UnReject', label: '未退货', labelEn: 'Not returned' },
  { value: 'PartReject', label: '部分退货', labelEn: 'Partly returned' },
  { value: 'CompleteReject', label: '全部退货', labelEn: 'Fully returned' },
];

export const SaleDelivery = entity({
  id: 202,
  code: 'SaleDelivery',
  name: '销售发货单',
  nameEn: 'Sales delivery',
  module: 'sale',
  table: 'erp_sale_delivery',
  lookup: 'tenant',
  receipt: { typeCode: 'sale-delivery', flow: false },
  attrs: [
    docCode('FH'),
    a.quote('RelatedSale', 'sale_id', '销售订单', 'Sales order', 'SaleOrder', { table: 150 }),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { required: true, query: true, table: 160 }),
    a.quote('SalesMan', 'salesman_id', '业务员', 'Salesman', 'Person', { query: true, table: 100 }),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { table: 120 }),
    a.quote('Settlement', 'account_id', '结算账户', 'Account', 'Settlement'),
    billDate(),
    payType(),
    projectDict(),
    ...moneyBlock({
      attrs: [money('paid_on_delivery', '发货时收款', 'Received on delivery', { compute: 'sum(pays.amount)' }), progress(money, 'settled', '收款单已收', 'Received by receipts')],
      expr: 'paid_on_delivery + settled',
    }),
    money('receipted', '已收款', 'Received', { compute: 'paid', table: 100 }),
    money('receivable', '应收金额', 'Receivable', { compute: 'real_price - paid_on_delivery' }),
    money('arrearage', '欠款', 'Outstanding', { compute: 'real_price - paid', table: 100 }),
    money('total_cost', '成本金额', 'Cost of goods', { compute: 'sum(items.cost_amount)' }),
    quantity('reject_num', '退货数量', 'Returned quantity', { compute: 'sum(items.returned_qty)' }),
    a.enumType('reject_status', '退货状态', 'Return status', REJECT_STATUS, {
      compute: "reject_num == 0 ? 'UnReject' : reject_num >= sum(items.quantity) ? 'CompleteReject' : 'PartReject'",
      query: true,
      table: 90,
    }),
    a.dateTime('audit_dt', '审核时间', 'Audited at', { maintained: true, table: 150 }),
    remark(),
    attaches(),
  ],
  children: {
    items: {
      table: 'erp_sale_delivery_item',
      name: '发货明细',
      nameEn: 'Delivery lines',
      min: 1,
      attrs: [
        ...goodsLine('sale_price'),
        price('cost_price', '成本单价', 'Cost price', { defaultValue: 0 }),
        money('cost_amount', '成本金额', 'Cost amount', { compute: 'quantity * cost_price' }),
        a.int('order_item_id', '订单明细', 'Order line', { min: 1 }),
        a.quote('RelatedSale', 'order_id', '销售订单', 'Sales order', 'SaleOrder', { maintained: true }),
        a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true }),
        progress(quantity, 'returned_qty', '已退货数量', 'Returned'),
        // moved by the warehouse deliveries made from it (modules/warehouse saleToWmsDelivery)
        progress(quantity, 'issued_qty', '已出库数量', 'Issued'),
        lineRemark(),
      ],
    },
    pays: settlementLines('erp_sale_delivery_pay', '收款', 'Receipts', '收款金额'),
    cost_items: costLines('erp_sale_delivery_cost', '销售费用'),
  },
  links: [
    goodsLink({
      code: 'saleToSaleDelivery',
      verb: ['发货', 'deliver'],
      source: { entity: 'SaleOrder', child: 'items' },
      via: 'order_item_id',
      sourceHeader: 'order_id',
      progress: 'delivered_qty',
      finish: true,
      header: { sale_id: 'id', customer_id: 'customer_id', salesman_id: 'salesman_id', warehouse_id: 'warehouse_id', pay_type: 'pay_type', project_dict: 'project_dict', discount_rate: 'discount_rate' },
      extraRow: { cost_price: 'cost_price' },
    }),
  ],
});
