// 销售管理: the sale documents (generated pages) and its reports (declared in reports.ts).
import { btn, detail, documentPage, mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { salePages } from './pages';
import { saleReports } from './reports';

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
  reportPage(saleReports.Item),
  reportPage(saleReports.Delivery),
  reportPage(saleReports.MaterialSummary),
  reportPage(saleReports.CustomerSummary),
  reportPage(saleReports.SalesmanSummary),
  reportPage(saleReports.Receipt),
  reportPage(saleReports.Profit),
  reportPage(saleReports.Rank),
  reportPage(saleReports.OrderAssociation),
]);
