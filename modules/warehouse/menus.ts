// 仓储管理 (Warehouse) of the Web menu: the planned node (menu-plan.ts) with the pages built here — areas,
// positions and the documents from their page stacks (pages.ts), the stock reports — in place of
// the planned ones; the parts' entries replace theirs, and the others stay as planned until built.
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { warehousePlan as catalogueNode } from './menu-plan';
import { warehouseStacks as s } from './pages';
import { warehouseReports as r } from './reports';

// each planned url with the entries that take its place (a stack's menu is its list and its detail)
const built: Record<string, MenuDef[]> = {
  'warehouse/Entry': s.Entry.menu,
  'warehouse/EntryDetail': [reportPage(r.EntryRecord), ...s.SimpleEntry.menu],
  'warehouse/Apply': s.Apply.menu,
  'warehouse/ApplyDetail': [],
  'warehouse/Delivery': s.Delivery.menu,
  'warehouse/DeliveryDetail': s.DeliveryRaw.menu,
  'warehouse/Transfer': s.Transfer.menu,
  'warehouse/TransferDetail': [],
  'warehouse/Count': s.Count.menu,
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
  ...s.Area.menu,
  ...s.Position.menu,
  ...(catalogueNode.children ?? []).flatMap((c) => (c.url && c.url in built ? built[c.url] : [c])),
]);
