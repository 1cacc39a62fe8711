// 销售管理: the sale documents (generated pages) and its reports (declared in reports.ts).
import { documentMenu } from '../../schemas/documents/menus';
import { btn, mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { salePages } from './pages';
import { saleReports } from './reports';

export const saleMenu: MenuDef = mod('sale', '销售管理', 'Sales', 'ShopOutlined', [
  ...documentMenu(salePages.Order, ['销售订单', 'Sales orders'], ['销售订单详情', 'Sales order detail'], {
    needCopy: true,
    extra: [btn('sale.order', 'invoice', '标记开票', 'Mark invoiced'), btn('sale.order', 'createWorkOrder', '生成工单', 'Create work orders')],
  }),
  ...documentMenu(salePages.Delivery, ['销售发货', 'Sales deliveries'], ['销售发货详情', 'Sales delivery detail'], { needCopy: true }),
  ...documentMenu(salePages.Reject, ['销售退货', 'Sales returns'], ['销售退货详情', 'Sales return detail']),
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
