// 仓储作业 of the App (mobile) portal: stock in and out, counts, put-away and the stock query, laid out for a phone.
// 收货, 上架 and 领料 are the Web's 入库单, 上架单 and 出库申请 nodes under the floor's names: the same urls,
// so the same function codes — a role holds them on the phone exactly as on the Web.
import { detail, mod, ops, page, receipt } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { warehouseStacks } from './pages';
import { putOnStacks } from './puton/pages';

/** a stack's list and detail nodes, the list named and drawn as the floor calls it */
const asApp = ([list, ...rest]: MenuDef[], name: string, nameEn: string, icon: string): MenuDef[] => [{ ...list, name, nameEn, icon }, ...rest];

export const warehouseAppMenu: MenuDef = mod('warehouse', '仓储作业', 'Warehouse work', 'InboxOutlined', [
  ...asApp(warehouseStacks.Entry.menu, '收货', 'Receive goods', 'ImportOutlined'),
  ...asApp(putOnStacks.PutOn.menu, '上架', 'Put-away', 'VerticalAlignTopOutlined'),
  ...asApp(warehouseStacks.Apply.menu, '领料', 'Issue materials', 'ShoppingCartOutlined'),
  receipt('warehouse/Delivery', '出库', 'Stock out', 'warehouse/DeliveryDetail', { icon: 'ExportOutlined' }),
  detail('warehouse/DeliveryDetail', '出库单详情', 'Warehouse delivery detail'),
  receipt('warehouse/Count', '盘点', 'Stock count', 'warehouse/CountDetail', { icon: 'AuditOutlined' }),
  detail('warehouse/CountDetail', '盘点单详情', 'Stock count detail'),
  page('warehouse/Stock', '库存查询', 'Stock query', {
    icon: 'SearchOutlined',
    buttons: ops('warehouse.stock', ['view'], 'warehouse/StockDetail'),
  }),
  detail('warehouse/StockDetail', '库存明细', 'Stock detail'),
]);
