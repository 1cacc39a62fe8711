// The 主数据 (master data) node of the Web menu: the generated master-data pages (their page stacks,
// pages.ts) and the ones still to be built (ERP base data). BOMs, routes, process units, equipment
// records and the factory calendar are the production module's node 生产基础 (modules/production/menus.ts).
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { modelMenuItems } from '../datagov/public';
import { financeStacks } from '../finance/public';
import { memberMenuItems } from '../system/public';
import { mdmStacks as s } from './pages';
import { taskPerformanceReport } from './task-performance/report';

export const mdmMenu: MenuDef = mod('mdm', '主数据', 'Master data', 'AppstoreOutlined', [
  ...s.Material.menu,
  ...s.Supplier.menu,
  ...s.Customer.menu,
  ...s.Warehouse.menu,
  ...s.Location.menu,
  ...s.Process.menu,
  ...s.Container.menu,
  reportPage(taskPerformanceReport),
  // ERP base data (mdm/member, mdm/budget, mdm/settlement): staff members, income/expense items, settlement accounts.
  ...memberMenuItems,
  ...financeStacks.Budget.menu,
  ...financeStacks.Settlement.menu,
  ...modelMenuItems,
]);
