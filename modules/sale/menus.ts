// 销售管理: the sale documents (their page stacks, pages.ts, in that order) and its reports (reports.ts).
import { stackMenus } from '../../schemas/documents/stack';
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { saleStacks } from './pages';
import { saleReports } from './reports';

export const saleMenu: MenuDef = mod('sale', '销售管理', 'Sales', 'ShopOutlined', [
  ...stackMenus(saleStacks),
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
