// Web menu: purchase, sale and finance (business document §2 Purchase, Sale, Finance).
import { btn, detail, list, mod, receipt, report } from '../buttons';
import type { MenuDef } from '../types';

export const purchaseModule: MenuDef = mod('purchase', '采购管理', 'Purchasing', 'ShoppingCartOutlined', [
  receipt('purchase/order', '采购订单', 'Purchase orders', 'purchase/PurchaseDetail', {
    needCopy: true,
    extra: [btn('purchase.order', 'invoice', '标记开票', 'Mark invoiced'), btn('purchase.order', 'createEntry', '生成入库单', 'Create entry')],
  }),
  detail('purchase/PurchaseDetail', '采购订单详情', 'Purchase order detail'),
  receipt('purchase/PurchaseArrival', '采购到货', 'Purchase arrivals', 'purchase/PurchaseArrivalDetail', { needCopy: true }),
  detail('purchase/PurchaseArrivalDetail', '采购到货详情', 'Purchase arrival detail'),
  receipt('purchase/returnGoods', '采购退货', 'Purchase returns', 'purchase/PurchaseRejectDetail'),
  detail('purchase/PurchaseRejectDetail', '采购退货详情', 'Purchase return detail'),
  list('purchase/Replenishment', '采购补货', 'Replenishment'),
  report('purchase/ItemReport', '采购明细表', 'Purchase item report'),
  report('purchase/MaterialSummaryReport', '采购汇总表（按物料）', 'Purchase summary by material'),
  report('purchase/SupplierSummaryReport', '采购汇总表（按供应商）', 'Purchase summary by supplier'),
  report('purchase/PayReport', '采购付款表', 'Purchase payment report'),
]);

export const saleModule: MenuDef = mod('sale', '销售管理', 'Sales', 'ShopOutlined', [
  receipt('sale/Order', '销售订单', 'Sales orders', 'sale/OrderDetail', {
    needCopy: true,
    extra: [btn('sale.order', 'invoice', '标记开票', 'Mark invoiced'), btn('sale.order', 'createWorkOrder', '生成工单', 'Create work orders')],
  }),
  detail('sale/OrderDetail', '销售订单详情', 'Sales order detail'),
  receipt('sale/Delivery', '销售发货', 'Sales deliveries', 'sale/DeliveryDetail', { needCopy: true }),
  detail('sale/DeliveryDetail', '销售发货详情', 'Sales delivery detail'),
  receipt('sale/Reject', '销售退货', 'Sales returns', 'sale/RejectDetail'),
  detail('sale/RejectDetail', '销售退货详情', 'Sales return detail'),
  report('sale/ItemReport', '销售明细表', 'Sales item report'),
  report('sale/DeliveryReport', '发货明细表', 'Delivery item report'),
  report('sale/MaterialSummaryReport', '销售汇总表（按物料）', 'Sales summary by material'),
  report('sale/CustomerSummaryReport', '销售汇总表（按客户）', 'Sales summary by customer'),
  report('sale/SalesmanSummaryReport', '销售汇总表（按业务员）', 'Sales summary by salesman'),
  report('sale/ReceiptReport', '销售收款表', 'Sales receipt report'),
  report('sale/ProfitReport', '销售毛利表', 'Sales gross profit report'),
  report('sale/RankReport', '销售排行榜', 'Sales ranking'),
  report('sale/OrderAssociation', '订单关联查询', 'Order association'),
]);

export const financeModule: MenuDef = mod('finance', '财务管理', 'Finance', 'AccountBookOutlined', [
  receipt('finance/Income', '收款单', 'Receipts', 'finance/IncomeDetail'),
  detail('finance/IncomeDetail', '收款单详情', 'Receipt detail'),
  receipt('finance/Payment', '付款单', 'Payments', 'finance/PaymentDetail'),
  detail('finance/PaymentDetail', '付款单详情', 'Payment detail'),
  receipt('finance/WriteOff', '核销单', 'Write-offs', 'finance/WriteOffDetail'),
  detail('finance/WriteOffDetail', '核销单详情', 'Write-off detail'),
  receipt('finance/OtherIncome', '其他收入单', 'Other income', 'finance/OtherReceiptDetail'),
  detail('finance/OtherReceiptDetail', '其他收入单详情', 'Other income detail'),
  receipt('finance/OtherPayment', '其他支出单', 'Other expenses', 'finance/OtherPayDetail'),
  detail('finance/OtherPayDetail', '其他支出单详情', 'Other expense detail'),
  // Expense claims (entity ExpenseClaim-Web) open their form from the list; no detail path is named.
  receipt('finance/Expense', '费用报销', 'Expense claims'),
  receipt('finance/Transfer', '资金调拨单', 'Fund transfers', 'finance/TransferDetail'),
  detail('finance/TransferDetail', '资金调拨单详情', 'Fund transfer detail'),
  report('finance/TransactionFlowReport', '资金流水表', 'Transaction flow report'),
  report('finance/SupplierStatement', '供应商对账单', 'Supplier statement'),
  report('finance/CustomerStatement', '客户对账单', 'Customer statement'),
  report('finance/DebtReport', '往来欠款表', 'Debt report'),
  report('finance/ReceivableSummaryReport', '应收账款汇总表', 'Receivables summary'),
  report('finance/ReceivableItem', '应收账款明细表', 'Receivables detail report'),
  report('finance/PayableSummaryReport', '应付账款汇总表', 'Payables summary'),
  report('finance/PayableItem', '应付账款明细表', 'Payables detail report'),
  report('finance/OtherIncomePaymentItem', '其他收支明细表', 'Other income and expense items'),
  report('finance/IncomeExpenseReport', '收支汇总表', 'Income and expense report'),
  report('finance/ProfitReport', '利润表', 'Profit report'),
  report('finance/AccountStat', '账户统计表', 'Account statistics'),
  report('finance/AnnualSummary', '年度收支汇总', 'Annual summary'),
  report('finance/ProjectSummary', '项目收支汇总', 'Project summary'),
]);
