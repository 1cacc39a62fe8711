// 销售管理's report pages as data (schemas/reports): approved documents (Audit, Finish) of the
// current month unless the page asks for other dates. Line amounts are before the header's
// discount; customer, salesman and receipt figures come from the headers (after discount).
import { defineReport, type ReportDimension } from '../../schemas/reports/define';

const ORDER_LINES = { entity: 'SaleOrder', child: 'items' } as const;
const DELIVERY_LINES = { entity: 'SaleDelivery', child: 'items' } as const;
const customer = { field: 'header.customer_id', kind: 'eq' } as const;
const salesman = { field: 'header.salesman_id', kind: 'eq' } as const;
const material = { field: 'material_id', kind: 'eq' } as const;
const billDate = { field: 'header.bill_date', kind: 'dateRange' } as const;
const lineDates = { dateField: 'header.bill_date', defaultRange: 'month' } as const;
const headerDates = { dateField: 'bill_date', defaultRange: 'month' } as const;

/** The rank types (ByMaterial, ByCustomer) over lines. */
const RANK = {
  top: 10,
  measure: 'amount',
  types: { ByMaterial: [{ field: 'material_id' }], ByCustomer: [{ field: 'header.customer_id' }] } as Record<string, ReportDimension[]>,
  labels: { ByMaterial: { name: '按物料', nameEn: 'By material' }, ByCustomer: { name: '按客户', nameEn: 'By customer' } },
};

export const saleReports = {
  /** 销售明细表: every order line with its document, customer, salesman and delivery progress */
  Item: defineReport({
    code: 'sale.ItemReport',
    url: 'sale/ItemReport',
    name: '销售明细表',
    nameEn: 'Sales item report',
    source: ORDER_LINES,
    detail: true,
    dimensions: [{ field: 'header.code' }, { field: 'header.bill_date' }, { field: 'header.customer_id' }, { field: 'header.salesman_id' }, { field: 'material_id' }, { field: 'spec' }, { field: 'unit' }],
    measures: [
      { code: 'quantity', name: '数量', nameEn: 'Quantity', of: 'quantity', agg: 'sum' },
      { code: 'unitPrice', name: '单价', nameEn: 'Unit price', of: 'unit_price' },
      { code: 'amount', name: '金额', nameEn: 'Amount', of: 'amount', agg: 'sum' },
      { code: 'deliveredQty', name: '已发货数量', nameEn: 'Delivered', of: 'delivered_qty', agg: 'sum' },
      { code: 'undeliveredQty', name: '未发货数量', nameEn: 'Not yet delivered', of: 'undelivered_qty', agg: 'sum' },
    ],
    filters: [customer, salesman, material, { field: 'header.code', kind: 'fuzzy' }, billDate],
    ...lineDates,
  }),

  /** 发货明细表: every delivery line with its document, customer and returns */
  Delivery: defineReport({
    code: 'sale.DeliveryReport',
    url: 'sale/DeliveryReport',
    name: '发货明细表',
    nameEn: 'Delivery item report',
    source: DELIVERY_LINES,
    detail: true,
    dimensions: [{ field: 'header.code' }, { field: 'header.bill_date' }, { field: 'header.customer_id' }, { field: 'material_id' }, { field: 'spec' }, { field: 'unit' }, { field: 'batch_no' }],
    measures: [
      { code: 'quantity', name: '发货数量', nameEn: 'Quantity', of: 'quantity', agg: 'sum' },
      { code: 'unitPrice', name: '单价', nameEn: 'Unit price', of: 'unit_price' },
      { code: 'amount', name: '金额', nameEn: 'Amount', of: 'amount', agg: 'sum' },
      { code: 'returnedQty', name: '已退货数量', nameEn: 'Returned', of: 'returned_qty', agg: 'sum' },
    ],
    filters: [customer, material, { field: 'header.code', kind: 'fuzzy' }, billDate],
    ...lineDates,
  }),

  /** 销售汇总表（按物料）: ordered quantity, amount, cost and gross profit per material */
  MaterialSummary: defineReport({
    code: 'sale.MaterialSummaryReport',
    url: 'sale/MaterialSummaryReport',
    name: '销售汇总表（按物料）',
    nameEn: 'Sales summary by material',
    source: ORDER_LINES,
    dimensions: [{ field: 'material_id' }],
    measures: [
      { code: 'quantity', name: '销售数量', nameEn: 'Quantity', agg: 'sum', of: 'quantity' },
      { code: 'amount', name: '销售金额', nameEn: 'Amount', agg: 'sum', of: 'amount' },
      { code: 'cost', name: '成本金额', nameEn: 'Cost', agg: 'sum', of: 'cost_amount' },
      { code: 'gross', name: '毛利', nameEn: 'Gross profit', formula: 'amount - cost', scale: 2 },
      { code: 'deliveredQty', name: '已发货数量', nameEn: 'Delivered', agg: 'sum', of: 'delivered_qty' },
    ],
    filters: [material, customer, salesman, billDate],
    ...lineDates,
    sort: { field: 'amount', order: 'desc' },
    chart: { type: 'bar', measures: ['amount', 'cost'] },
  }),

  /** 销售汇总表（按客户）: orders, amounts after discount, cost, gross and received per customer */
  CustomerSummary: defineReport({
    code: 'sale.CustomerSummaryReport',
    url: 'sale/CustomerSummaryReport',
    name: '销售汇总表（按客户）',
    nameEn: 'Sales summary by customer',
    source: { entity: 'SaleOrder' },
    dimensions: [{ field: 'customer_id' }],
    measures: [
      { code: 'orders', name: '订单数', nameEn: 'Orders', agg: 'count' },
      { code: 'totalPrice', name: '合计金额', nameEn: 'Total', agg: 'sum', of: 'total_price' },
      { code: 'realPrice', name: '优惠后金额', nameEn: 'Amount after discount', agg: 'sum', of: 'real_price' },
      { code: 'totalCost', name: '成本金额', nameEn: 'Cost', agg: 'sum', of: 'total_cost' },
      { code: 'gross', name: '毛利', nameEn: 'Gross profit', agg: 'sum', of: 'gross' },
      { code: 'receipted', name: '已收款', nameEn: 'Received', agg: 'sum', of: 'receipted' },
    ],
    filters: [{ field: 'customer_id', kind: 'eq' }, { field: 'salesman_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    ...headerDates,
    sort: { field: 'realPrice', order: 'desc' },
    chart: { type: 'bar', measures: ['realPrice'] },
  }),

  /** 销售汇总表（按业务员）: orders, amounts after discount, gross and received per salesman */
  SalesmanSummary: defineReport({
    code: 'sale.SalesmanSummaryReport',
    url: 'sale/SalesmanSummaryReport',
    name: '销售汇总表（按业务员）',
    nameEn: 'Sales summary by salesman',
    source: { entity: 'SaleOrder' },
    dimensions: [{ field: 'salesman_id' }],
    measures: [
      { code: 'orders', name: '订单数', nameEn: 'Orders', agg: 'count' },
      { code: 'realPrice', name: '优惠后金额', nameEn: 'Amount after discount', agg: 'sum', of: 'real_price' },
      { code: 'gross', name: '毛利', nameEn: 'Gross profit', agg: 'sum', of: 'gross' },
      { code: 'receipted', name: '已收款', nameEn: 'Received', agg: 'sum', of: 'receipted' },
      { code: 'grossRate', name: '毛利率(%)', nameEn: 'Gross margin (%)', formula: 'realPrice == 0 ? 0 : gross * 100 / realPrice', scale: 2 },
    ],
    filters: [{ field: 'salesman_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    ...headerDates,
    sort: { field: 'realPrice', order: 'desc' },
    chart: { type: 'bar', measures: ['realPrice', 'gross'] },
  }),

  /** 销售收款表: what deliveries made receivable per customer — receivable, received, outstanding */
  Receipt: defineReport({
    code: 'sale.ReceiptReport',
    url: 'sale/ReceiptReport',
    name: '销售收款表',
    nameEn: 'Sales receipt report',
    source: { entity: 'SaleDelivery' },
    dimensions: [{ field: 'customer_id' }],
    measures: [
      { code: 'deliveries', name: '发货单数', nameEn: 'Deliveries', agg: 'count' },
      { code: 'receivable', name: '应收金额', nameEn: 'Receivable', agg: 'sum', of: 'real_price' },
      { code: 'received', name: '已收金额', nameEn: 'Received', agg: 'sum', of: 'receipted' },
      { code: 'outstanding', name: '欠款', nameEn: 'Outstanding', agg: 'sum', of: 'arrearage' },
    ],
    filters: [{ field: 'customer_id', kind: 'eq' }, { field: 'salesman_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    ...headerDates,
    sort: { field: 'outstanding', order: 'desc' },
  }),

  /**
   * 销售毛利表 over delivery lines per material: amount, cost, gross = amount − cost, gross rate.
   * Returns are not netted here (a returned line still counts as delivered; 销售退货 has its own
   * list), and line amounts are before the delivery's header discount.
   */
  Profit: defineReport({
    code: 'sale.ProfitReport',
    url: 'sale/ProfitReport',
    name: '销售毛利表',
    nameEn: 'Sales gross profit report',
    source: DELIVERY_LINES,
    dimensions: [{ field: 'material_id' }],
    measures: [
      { code: 'quantity', name: '发货数量', nameEn: 'Quantity', agg: 'sum', of: 'quantity' },
      { code: 'amount', name: '销售金额', nameEn: 'Amount', agg: 'sum', of: 'amount' },
      { code: 'cost', name: '成本金额', nameEn: 'Cost', agg: 'sum', of: 'cost_amount' },
      { code: 'gross', name: '毛利', nameEn: 'Gross profit', formula: 'amount - cost', scale: 2 },
      { code: 'grossRate', name: '毛利率(%)', nameEn: 'Gross margin (%)', formula: 'amount == 0 ? 0 : (amount - cost) * 100 / amount', scale: 2 },
    ],
    filters: [material, customer, { field: 'header.salesman_id', kind: 'eq' }, billDate],
    ...lineDates,
    sort: { field: 'amount', order: 'desc' },
  }),

  /** 销售排行榜: the top 10 materials or customers by ordered amount */
  Rank: defineReport({
    code: 'sale.RankReport',
    url: 'sale/RankReport',
    name: '销售排行榜',
    nameEn: 'Sales ranking',
    source: ORDER_LINES,
    dimensions: [{ field: 'material_id' }],
    measures: [
      { code: 'amount', name: '销售金额', nameEn: 'Amount', agg: 'sum', of: 'amount' },
      { code: 'quantity', name: '销售数量', nameEn: 'Quantity', agg: 'sum', of: 'quantity' },
    ],
    filters: [customer, salesman, billDate],
    ...lineDates,
    rank: RANK,
    chart: { type: 'bar', measures: ['amount'] },
  }),

  /** The same ranking over delivery lines (erp.SaleDelivery/summaryRankPage; the ranking page's access) */
  DeliveryRank: defineReport({
    code: 'sale.DeliveryRankReport',
    url: 'sale/RankReport',
    name: '发货排行榜',
    nameEn: 'Delivery ranking',
    source: DELIVERY_LINES,
    dimensions: [{ field: 'material_id' }],
    measures: [
      { code: 'amount', name: '发货金额', nameEn: 'Amount', agg: 'sum', of: 'amount' },
      { code: 'quantity', name: '发货数量', nameEn: 'Quantity', agg: 'sum', of: 'quantity' },
    ],
    filters: [customer, billDate],
    ...lineDates,
    rank: RANK,
    chart: { type: 'bar', measures: ['amount'] },
  }),

  /** 订单关联查询: each order line and what became of it — delivered, returned from its deliveries, still to deliver */
  OrderAssociation: defineReport({
    code: 'sale.OrderAssociation',
    url: 'sale/OrderAssociation',
    name: '订单关联查询',
    nameEn: 'Order association',
    source: ORDER_LINES,
    detail: true,
    dimensions: [{ field: 'header.code' }, { field: 'header.bill_date' }, { field: 'header.customer_id' }, { field: 'material_id' }, { field: 'spec' }, { field: 'unit' }],
    measures: [
      { code: 'quantity', name: '订单数量', nameEn: 'Ordered', of: 'quantity', agg: 'sum' },
      { code: 'deliveredQty', name: '已发货数量', nameEn: 'Delivered', of: 'delivered_qty', agg: 'sum' },
      // returns move the delivery lines, not the order line: summed over the deliveries made from it
      { code: 'returnedQty', name: '已退货数量', nameEn: 'Returned', of: 'returned_qty', agg: 'sum', linked: { entity: 'SaleDelivery', child: 'items', via: 'order_item_id' } },
      { code: 'undeliveredQty', name: '未发货数量', nameEn: 'Not yet delivered', of: 'undelivered_qty', agg: 'sum' },
    ],
    filters: [customer, material, { field: 'header.code', kind: 'fuzzy' }, billDate],
    ...lineDates,
  }),
};
