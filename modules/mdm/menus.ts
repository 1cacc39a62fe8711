// The 主数据 (master data) node of the Web menu: the generated master-data pages and the ones
// still to be built (ERP base data). BOMs, routes, process units, equipment records and the factory
// calendar are the production module's node 生产基础 (modules/production/menus.ts).
import { detail, list, masterData, mod } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { financePages } from '../finance/public';
import { memberMenuItems } from '../system/public';
import { mdmPages } from './pages';

export const mdmMenu: MenuDef = mod('mdm', '主数据', 'Master data', 'AppstoreOutlined', [
  masterData(mdmPages.Material, '物料', 'Materials'),
  detail('mdm/MaterialDetail', '物料详情', 'Material detail'),
  masterData(mdmPages.Supplier, '供应商', 'Suppliers'),
  detail('mdm/SupplierDetail', '供应商详情', 'Supplier detail'),
  masterData(mdmPages.Customer, '客户', 'Customers'),
  detail('mdm/CustomerDetail', '客户详情', 'Customer detail'),
  masterData(mdmPages.Warehouse, '仓库', 'Warehouses'),
  detail('mdm/WarehouseDetail', '仓库详情', 'Warehouse detail'),
  masterData(mdmPages.Location, '位置', 'Locations'),
  detail('mdm/LocationDetail', '位置详情', 'Location detail'),
  masterData(mdmPages.Process, '工序', 'Processes'),
  detail('mdm/ProcessDetail', '工序详情', 'Process detail'),
  masterData(mdmPages.Container, '容器', 'Containers'),
  detail('mdm/ContainerDetail', '容器详情', 'Container detail'),
  list('mdm/TaskPerformance', '工序绩效', 'Task performance'),
  // ERP base data (mdm/member, mdm/budget, mdm/settlement): staff members, income/expense items, settlement accounts.
  ...memberMenuItems,
  masterData(financePages.Budget, '收支项目', 'Income and expense items'),
  detail(financePages.Budget.detailUrl, '收支项目详情', 'Income and expense item detail'),
  masterData(financePages.Settlement, '结算账户', 'Settlement accounts'),
  detail(financePages.Settlement.detailUrl, '结算账户详情', 'Settlement account detail'),
  list('mdm/DataModel', '主数据模型', 'Master data models'),
  list('mdm/Data', '主数据维护', 'Master data records'),
]);
