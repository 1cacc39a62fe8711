// 仓储作业 of the App (mobile) portal: stock in and out, counts, put-away and the stock query, laid out for a phone.
import { detail, mod, ops, page, receipt } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const warehouseAppMenu: MenuDef = mod('warehouse', '仓储作业', 'Warehouse work', 'InboxOutlined', [
  receipt('warehouse/Entry', '入库', 'Stock in', 'warehouse/EntryDetail', { icon: 'ImportOutlined', repeal: true }),
  detail('warehouse/EntryDetail', '入库单详情', 'Warehouse entry detail'),
  receipt('warehouse/Delivery', '出库', 'Stock out', 'warehouse/DeliveryDetail', { icon: 'ExportOutlined' }),
  detail('warehouse/DeliveryDetail', '出库单详情', 'Warehouse delivery detail'),
  receipt('warehouse/Count', '盘点', 'Stock count', 'warehouse/CountDetail', { icon: 'AuditOutlined' }),
  detail('warehouse/CountDetail', '盘点单详情', 'Stock count detail'),
  page('warehouse/PutOn', '上架', 'Put-away', { icon: 'VerticalAlignTopOutlined', buttons: ops('warehouse.putOn', ['create', 'commit']) }),
  page('warehouse/Stock', '库存查询', 'Stock query', {
    icon: 'SearchOutlined',
    buttons: ops('warehouse.stock', ['view'], 'warehouse/StockDetail'),
  }),
  detail('warehouse/StockDetail', '库存明细', 'Stock detail'),
]);
