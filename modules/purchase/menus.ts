// 采购管理: the purchase documents (generated pages) and its reports (declared in reports.ts).
import { documentMenu } from '../../schemas/documents/menus';
import { btn, list, mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { purchasePages } from './pages';
import { purchaseReports } from './reports';

export const purchaseMenu: MenuDef = mod('purchase', '采购管理', 'Purchasing', 'ShoppingCartOutlined', [
  ...documentMenu(purchasePages.Order, ['采购订单', 'Purchase orders'], ['采购订单详情', 'Purchase order detail'], {
    needCopy: true,
    extra: [btn('purchase.order', 'invoice', '标记开票', 'Mark invoiced'), btn('purchase.order', 'createEntry', '生成入库单', 'Create entry')],
  }),
  ...documentMenu(purchasePages.Arrival, ['采购到货', 'Purchase arrivals'], ['采购到货详情', 'Purchase arrival detail'], { needCopy: true }),
  ...documentMenu(purchasePages.Reject, ['采购退货', 'Purchase returns'], ['采购退货详情', 'Purchase return detail']),
  list('purchase/Replenishment', '采购补货', 'Replenishment'),
  reportPage(purchaseReports.Item),
  reportPage(purchaseReports.MaterialSummary),
  reportPage(purchaseReports.SupplierSummary),
  reportPage(purchaseReports.Pay),
]);
