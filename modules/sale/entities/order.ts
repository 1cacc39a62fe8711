// 销售订单 (sale/Order, receipt type erp-sale): what a customer ordered. Deliveries made from it
// move each line's delivered quantity (delivery rate); it finishes when everything is delivered.
// Profit: gross = amount after discount − cost of goods (Σ quantity × cost price); net = gross −
// selling expenses; rates are percents of the amount after discount.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, goodsLine, lineRemark, money, moneyBlock, payType, price, progress, projectDict, quantity, rate, remark } from '../../../schemas/entities/documents';

export const URGENCY = [
  { value: 'Normal', label: '普通', labelEn: 'Normal' },
  { value: 'Urgency', label: '紧急', labelEn: 'Urgent' },
  { value: 'ExtraUrgency', label: '特急', labelEn: 'Extra urgent' },
];

export const DELIVERY_ALERT = [
  { value: 'Normal', label: '正常', labelEn: 'On schedule' },
  { value: 'EarlyWarning', label: '预警', labelEn: 'Due soon' },
  { value: 'Overdue', label: '逾期', labelEn: 'Overdue' },
];

/** Days before the delivery date an open order starts to warn (the spec gives no number). */
export const EARLY_WARNING_DAYS = 3;

const spare = Array.from({ length: 7 }, (_, i) => a.string(`attr${i + 1}`, `扩展字段${i + 1}`, `Extra field ${i + 1}`, { max: 256 }));

export const SaleOrder = entity({
  id: 201,
  code: 'SaleOrder',
  name: '销售订单',
  nameEn: 'Sales order',
  module: 'sale',
  table: 'erp_sale',
  lookup: 'tenant',
  receipt: { typeCode: 'erp-sale', flow: true },
  attrs: [
    docCode('XS'),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { required: true, query: true, table: 160 }),
    a.string('customer_addr', '收货地址', 'Delivery address', { max: 512 }),
    a.quote('SalesMan', 'salesman_id', '业务员', 'Salesman', 'Person', { query: true, table: 100 }),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { table: 120 }),
    billDate(),
    a.date('delivery_date', '交货日期', 'Delivery date', { query: true, table: 110, index: true }),
    a.enumType('urgency', '紧急程度', 'Urgency', URGENCY, { required: true, defaultValue: 'Normal', query: true, table: 90 }),
    // an order still to deliver is Overdue after its delivery date and warns in the days before it;
    // the clock moves it, so it is derived when read (filterable like any field), never stored
    a.enumType('delivery_alert_status', '交货预警', 'Delivery alert', DELIVERY_ALERT, {
      query: true,
      table: 90,
      readSql: `case when t.delivery_date is null or t.status_dict in ('Finish', 'Manual', 'Repeal') then 'Normal'
        when t.delivery_date < current_date then 'Overdue'
        when t.delivery_date <= current_date + ${EARLY_WARNING_DAYS} then 'EarlyWarning' else 'Normal' end`,
    }),
    payType(),
    projectDict(),
    ...moneyBlock({ attrs: [progress(money, 'receipted', '已收款', 'Received', { table: 100 })], expr: 'receipted' }),
    money('total_cost', '成本金额', 'Cost of goods', { compute: 'sum(items.cost_amount)' }),
    money('other_cost', '销售费用', 'Selling expenses', { defaultValue: 0, min: 0 }),
    money('gross', '毛利', 'Gross profit', { compute: 'real_price - total_cost', table: 100 }),
    rate('gross_rate', '毛利率(%)', 'Gross margin (%)', { compute: 'gross * 100 / real_price', min: undefined }),
    money('net_profit', '净利润', 'Net profit', { compute: 'gross - other_cost' }),
    rate('net_profit_rate', '净利率(%)', 'Net margin (%)', { compute: 'net_profit * 100 / real_price', min: undefined }),
    rate('delivery_rate', '发货率(%)', 'Delivered (%)', { compute: 'sum(items.delivered_qty) * 100 / sum(items.quantity)', table: 90 }),
    progress(money, 'invoiced', '已开票金额', 'Invoiced', { table: 100 }),
    money('uninvoiced', '未开票金额', 'Uninvoiced', { compute: 'real_price - invoiced' }),
    remark(),
    attaches(),
    ...spare,
  ],
  children: {
    items: {
      table: 'erp_sale_item',
      name: '销售明细',
      nameEn: 'Order lines',
      min: 1,
      attrs: [
        ...goodsLine('sale_price'),
        price('cost_price', '成本单价', 'Cost price', { defaultValue: 0 }),
        money('cost_amount', '成本金额', 'Cost amount', { compute: 'quantity * cost_price' }),
        progress(quantity, 'delivered_qty', '已发货数量', 'Delivered'),
        quantity('undelivered_qty', '未发货数量', 'Not yet delivered', { compute: 'quantity - delivered_qty' }),
        lineRemark(),
      ],
    },
  },
});
