// 采购管理: the purchase documents (their page stacks, pages.ts, in that order) and its reports (reports.ts).
import { stackMenus } from '../../schemas/documents/stack';
import { btn, mod, page, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { purchaseStacks } from './pages';
import { purchaseReports } from './reports';
import { REPLENISHMENT_PAGE } from './replenishment';

export const purchaseMenu: MenuDef = mod('purchase', '采购管理', 'Purchasing', 'ShoppingCartOutlined', [
  ...stackMenus(purchaseStacks),
  // call-backed (erp.Replenishment), not a generated list: its rows are computed, not records
  page(REPLENISHMENT_PAGE, '采购补货', 'Replenishment', { buttons: [btn('purchase.replenishment', 'createOrders', '生成采购订单', 'Create purchase orders')] }),
  reportPage(purchaseReports.Item),
  reportPage(purchaseReports.MaterialSummary),
  reportPage(purchaseReports.SupplierSummary),
  reportPage(purchaseReports.Pay),
]);
