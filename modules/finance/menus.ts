// 财务管理: the money documents (their page stacks, pages.ts) and the money reports. Its base data
// (结算账户, 收支项目) sit in 主数据.
import { stackMenus } from '../../schemas/documents/stack';
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { financeDocumentStacks } from './pages';
import { financeReports } from './reports';

export const financeMenu: MenuDef = mod('finance', '财务管理', 'Finance', 'AccountBookOutlined', [
  ...stackMenus(financeDocumentStacks),
  ...financeReports.map((r) => reportPage(r)),
]);
