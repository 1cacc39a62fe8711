// 采购管理's report pages as data (schemas/reports): approved documents (Audit, Finish) of the
// year so far unless the page asks for other dates. Order lines are amounts before the header's
// discount; supplier and payment figures come from the headers (after discount).
import { defineReport } from '../../schemas/reports/define';

const ORDER_LINES = { entity: 'PurchaseOrder', child: 'items' } as const;
const supplier = { field: 'header.supplier_id', kind: 'eq' } as const;
const material = { field: 'material_id', kind: 'eq' } as const;
const billDate = { field: 'header.bill_date', kind: 'dateRange' } as const;

export const purchaseReports = {
  /** 采购明细表: every order line with its document, supplier and progress */
  Item: defineReport({
    code: 'purchase.ItemReport',
    url: 'purchase/ItemReport',
    name: '采购明细表',
    nameEn: 'Purchase item report',
    source: ORDER_LINES,
    detail: true,
    dimensions: [
      { field: 'header.code' },
      { field: 'header.bill_date' },
      { field: 'header.supplier_id' },
      { field: 'material_id' },
      { field: 'spec' },
      { field: 'unit' },
    ],
    measures: [
      { code: 'quantity', name: '数量', nameEn: 'Quantity', of: 'quantity', agg: 'sum' },
      { code: 'unitPrice', name: '单价', nameEn: 'Unit price', of: 'unit_price' },
      { code: 'amount', name: '金额', nameEn: 'Amount', of: 'amount', agg: 'sum' },
      { code: 'arrivedQty', name: '已到货数量', nameEn: 'Arrived', of: 'arrived_qty', agg: 'sum' },
      { code: 'remainingQty', name: '未到货数量', nameEn: 'Not yet arrived', of: 'remaining_qty', agg: 'sum' },
    ],
    filters: [supplier, material, { field: 'header.code', kind: 'fuzzy' }, billDate],
    dateField: 'header.bill_date',
    defaultRange: 'year',
  }),

  /** 采购汇总表（按物料）: ordered quantity, amount and average price per material */
  MaterialSummary: defineReport({
    code: 'purchase.MaterialSummaryReport',
    url: 'purchase/MaterialSummaryReport',
    name: '采购汇总表（按物料）',
    nameEn: 'Purchase summary by material',
    source: ORDER_LINES,
    dimensions: [{ field: 'material_id' }],
    measures: [
      { code: 'quantity', name: '采购数量', nameEn: 'Quantity', agg: 'sum', of: 'quantity' },
      { code: 'amount', name: '采购金额', nameEn: 'Amount', agg: 'sum', of: 'amount' },
      { code: 'avgPrice', name: '平均单价', nameEn: 'Average price', formula: 'quantity == 0 ? 0 : amount / quantity', scale: 4 },
      { code: 'arrivedQty', name: '已到货数量', nameEn: 'Arrived', agg: 'sum', of: 'arrived_qty' },
      { code: 'lines', name: '明细行数', nameEn: 'Lines', agg: 'count' },
    ],
    filters: [material, supplier, billDate],
    dateField: 'header.bill_date',
    defaultRange: 'year',
    sort: { field: 'amount', order: 'desc' },
    chart: { type: 'bar', measures: ['amount'] },
  }),

  /** 采购汇总表（按供应商）: orders, amounts after discount, paid and unpaid per supplier */
  SupplierSummary: defineReport({
    code: 'purchase.SupplierSummaryReport',
    url: 'purchase/SupplierSummaryReport',
    name: '采购汇总表（按供应商）',
    nameEn: 'Purchase summary by supplier',
    source: { entity: 'PurchaseOrder' },
    dimensions: [{ field: 'supplier_id' }],
    measures: [
      { code: 'orders', name: '订单数', nameEn: 'Orders', agg: 'count' },
      { code: 'totalPrice', name: '合计金额', nameEn: 'Total', agg: 'sum', of: 'total_price' },
      { code: 'discount', name: '优惠金额', nameEn: 'Discount', agg: 'sum', of: 'discount' },
      { code: 'realPrice', name: '优惠后金额', nameEn: 'Amount after discount', agg: 'sum', of: 'real_price' },
      { code: 'paid', name: '已付金额', nameEn: 'Paid', agg: 'sum', of: 'paid' },
      { code: 'pendingPay', name: '未付金额', nameEn: 'Unpaid', agg: 'sum', of: 'pending_pay' },
    ],
    filters: [{ field: 'supplier_id', kind: 'eq' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    defaultRange: 'year',
    sort: { field: 'realPrice', order: 'desc' },
    chart: { type: 'bar', measures: ['realPrice', 'paid'] },
  }),

  /** 采购付款表: what arrivals made payable per supplier — amount after discount, paid, still to pay */
  Pay: defineReport({
    code: 'purchase.PayReport',
    url: 'purchase/PayReport',
    name: '采购付款表',
    nameEn: 'Purchase payment report',
    source: { entity: 'PurchaseArrival' },
    dimensions: [{ field: 'supplier_id' }],
    measures: [
      { code: 'arrivals', name: '到货单数', nameEn: 'Arrivals', agg: 'count' },
      { code: 'realPrice', name: '应付金额', nameEn: 'Amount due', agg: 'sum', of: 'real_price' },
      { code: 'paid', name: '已付金额', nameEn: 'Paid', agg: 'sum', of: 'paid' },
      { code: 'pendingPay', name: '未付金额', nameEn: 'Unpaid', agg: 'sum', of: 'pending_pay' },
      { code: 'paidRate', name: '付款比例(%)', nameEn: 'Paid (%)', formula: 'realPrice == 0 ? 0 : paid * 100 / realPrice', scale: 2 },
    ],
    filters: [{ field: 'supplier_id', kind: 'eq' }, { field: 'arrival_date', kind: 'dateRange' }],
    dateField: 'arrival_date',
    defaultRange: 'year',
    sort: { field: 'pendingPay', order: 'desc' },
  }),
};
