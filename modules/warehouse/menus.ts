// 仓储管理 (Warehouse) of the Web menu: the catalogue's node with the pages built here — areas,
// positions, entries and deliveries as generated pages — and the others kept as the catalogue
// declares them until they are built.
import { detail, documentPage, masterData, mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { warehouseModule as catalogueNode } from '../../schemas/menus/web/warehouse';
import { warehousePages as p } from './pages';
import { warehouseReports as r } from './reports';
import { arrivalMenus } from './arrival/menus';
import { storageMenus } from './puton/parts';

const built: Record<string, MenuDef[]> = {
  ...arrivalMenus,
  ...storageMenus,
  'warehouse/Entry': [documentPage(p.Entry, '入库单', 'Warehouse entries', { repeal: true, needCopy: true }), detail(p.Entry.detailUrl, '入库单详情', 'Warehouse entry detail')],
  'warehouse/EntryDetail': [reportPage(r.EntryRecord), documentPage(p.SimpleEntry, '简易入库', 'Quick entries'), detail(p.SimpleEntry.detailUrl, '简易入库详情', 'Quick entry detail')],
  'warehouse/Apply': [documentPage(p.Apply, '出库申请', 'Delivery applications', { repeal: true }), detail(p.Apply.detailUrl, '出库申请详情', 'Delivery application detail')],
  'warehouse/ApplyDetail': [],
  'warehouse/Delivery': [documentPage(p.Delivery, '出库单', 'Warehouse deliveries', { needCopy: true }), detail(p.Delivery.detailUrl, '出库单详情', 'Warehouse delivery detail')],
  'warehouse/DeliveryDetail': [
    documentPage(p.DeliveryRaw, '原料出库单', 'Raw material deliveries', { needCopy: true }),
    detail(p.DeliveryRaw.detailUrl, '原料出库单详情', 'Raw material delivery detail'),
  ],
  'warehouse/Transfer': [documentPage(p.Transfer, '调拨单', 'Stock transfers'), detail(p.Transfer.detailUrl, '调拨单详情', 'Stock transfer detail')],
  'warehouse/TransferDetail': [],
  'warehouse/Count': [documentPage(p.Count, '盘点单', 'Stock counts'), detail(p.Count.detailUrl, '盘点单详情', 'Stock count detail')],
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
  masterData(p.Area, '库区', 'Storage areas'),
  detail(p.Area.detailUrl, '库区详情', 'Storage area detail'),
  masterData(p.Position, '库位', 'Positions'),
  detail(p.Position.detailUrl, '库位详情', 'Position detail'),
  ...(catalogueNode.children ?? []).flatMap((c) => (c.url && c.url in built ? built[c.url] : [c])),
]);
