// 仓储管理 (Warehouse) of the Web menu: the planned node (menu-plan.ts) with the pages built here — areas,
// positions, entries and deliveries as generated pages — and the others kept as the catalogue
// declares them until they are built.
import { documentMenu, masterDataMenu } from '../../schemas/documents/menus';
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { warehousePlan as catalogueNode } from './menu-plan';
import { warehousePages as p } from './pages';
import { warehouseReports as r } from './reports';
import { arrivalMenus } from './arrival/menus';

const built: Record<string, MenuDef[]> = {
  ...arrivalMenus,
  'warehouse/Entry': [...documentMenu(p.Entry, ['入库单', 'Warehouse entries'], ['入库单详情', 'Warehouse entry detail'], { repeal: true, needCopy: true })],
  'warehouse/EntryDetail': [reportPage(r.EntryRecord), ...documentMenu(p.SimpleEntry, ['简易入库', 'Quick entries'], ['简易入库详情', 'Quick entry detail'])],
  'warehouse/Apply': [...documentMenu(p.Apply, ['出库申请', 'Delivery applications'], ['出库申请详情', 'Delivery application detail'], { repeal: true })],
  'warehouse/ApplyDetail': [],
  'warehouse/Delivery': [...documentMenu(p.Delivery, ['出库单', 'Warehouse deliveries'], ['出库单详情', 'Warehouse delivery detail'], { needCopy: true })],
  'warehouse/DeliveryDetail': [
    ...documentMenu(p.DeliveryRaw, ['原料出库单', 'Raw material deliveries'], ['原料出库单详情', 'Raw material delivery detail'], { needCopy: true }),
  ],
  'warehouse/Transfer': [...documentMenu(p.Transfer, ['调拨单', 'Stock transfers'], ['调拨单详情', 'Stock transfer detail'])],
  'warehouse/TransferDetail': [],
  'warehouse/Count': [...documentMenu(p.Count, ['盘点单', 'Stock counts'], ['盘点单详情', 'Stock count detail'])],
  'warehouse/CountDetail': [],
  // 生成库位二维码 is on the position list (an action on the selected positions)
  'warehouse/Stock': [reportPage(r.Stock)],
  'warehouse/StockBook': [reportPage(r.StockBook)],
  'warehouse/StandingBook': [reportPage(r.StandingBook)],
  'warehouse/Snapshot': [reportPage(r.Snapshot)],
  'warehouse/ExpiryReport': [reportPage(r.ExpiryReport)],
  'warehouse/SafeStockReport': [reportPage(r.SafeStockReport)],
};

export const warehouseMenu: MenuDef = mod('warehouse', '仓储管理', 'Warehouse', 'InboxOutlined', [
  ...masterDataMenu(p.Area, ['库区', 'Storage areas'], ['库区详情', 'Storage area detail']),
  ...masterDataMenu(p.Position, ['库位', 'Positions'], ['库位详情', 'Position detail']),
  ...(catalogueNode.children ?? []).flatMap((c) => (c.url && c.url in built ? built[c.url] : [c])),
]);
