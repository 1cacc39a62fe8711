// 采购管理: the purchase documents (generated pages) and its reports (declared in reports.ts).
import { btn, detail, documentPage, list, mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { purchasePages } from './pages';
import { purchaseReports } from './reports';

export const purchaseMenu: MenuDef = mod('purchase', '采购管理', 'Purchasing', 'ShoppingCartOutlined', [
  documentPage(purchasePages.Order, '采购订单', 'Purchase orders', {
    needCopy: true,
    extra: [btn('purchase.order', 'invoice', '标记开票', 'Mark invoiced'), btn('purchase.order', 'createEntry', '生成入库单', 'Create entry')],
  }),
  detail(purchasePages.Order.detailUrl, '采购订单详情', 'Purchase order detail'),
  documentPage(purchasePages.Arrival, '采购到货', 'Purchase arrivals', { needCopy: true }),
  detail(purchasePages.Arrival.detailUrl, '采购到货详情', 'Purchase arrival detail'),
  documentPage(purchasePages.Reject, '采购退货', 'Purchase returns'),
  detail(purchasePages.Reject.detailUrl, '采购退货详情', 'Purchase return detail'),
  list('purchase/Replenishment', '采购补货', 'Replenishment'),
  reportPage(purchaseReports.Item),
  reportPage(purchaseReports.MaterialSummary),
  reportPage(purchaseReports.SupplierSummary),
  reportPage(purchaseReports.Pay),
]);
