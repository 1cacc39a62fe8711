// 采购管理: the purchase documents (their page stacks, pages.ts, in that order) and its reports (reports.ts).
import { stackMenus } from '../../schemas/documents/stack';
import { list, mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { purchaseStacks } from './pages';
import { purchaseReports } from './reports';

export const purchaseMenu: MenuDef = mod('purchase', '采购管理', 'Purchasing', 'ShoppingCartOutlined', [
  ...stackMenus(purchaseStacks),
  list('purchase/Replenishment', '采购补货', 'Replenishment'),
  reportPage(purchaseReports.Item),
  reportPage(purchaseReports.MaterialSummary),
  reportPage(purchaseReports.SupplierSummary),
  reportPage(purchaseReports.Pay),
]);
