// 销售管理: the sale documents (generated pages) and its reports.
import { btn, detail, documentPage, mod, report } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { salePages } from './pages';

export const saleMenu: MenuDef = mod('sale', '销售管理', 'Sales', 'ShopOutlined', [
  documentPage(salePages.Order, '销售订单', 'Sales orders', {
    needCopy: true,
    extra: [btn('sale.order', 'invoice', '标记开票', 'Mark invoiced'), btn('sale.order', 'createWorkOrder', '生成工单', 'Create work orders')],
  }),
  detail(salePages.Order.detailUrl, '销售订单详情', 'Sales order detail'),
  documentPage(salePages.Delivery, '销售发货', 'Sales deliveries', { needCopy: true }),
  detail(salePages.Delivery.detailUrl, '销售发货详情', 'Sales delivery detail'),
  documentPage(salePages.Reject, '销售退货', 'Sales returns'),
  detail(salePages.Reject.detailUrl, '销售退货详情', 'Sales return detail'),
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
