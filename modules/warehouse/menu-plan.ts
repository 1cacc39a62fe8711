// The pages of 仓储管理 as the product plans them: menus.ts and the parts put the built pages in their place;
// the others stay as planned (placeholders) until they are built.
import { btn, detail, list, mod, ops, page, receipt, report, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const warehousePlan: MenuDef = mod('warehouse', '仓储管理', 'Warehouse', 'InboxOutlined', [
  receipt('warehouse/Arrival', '到货登记', 'Arrival registrations', 'warehouse/ArrivalDetail'),
  detail('warehouse/ArrivalDetail', '到货登记详情', 'Arrival registration detail'),
  receipt('warehouse/Entry', '入库单', 'Warehouse entries', 'warehouse/EntryDetail', { repeal: true, needCopy: true }),
  detail('warehouse/EntryDetail', '入库单详情', 'Warehouse entry detail'),
  list('warehouse/Stack', '组盘码垛', 'Stacking'),
  list('warehouse/PutOn', '上架任务', 'Put-away tasks'),
  receipt('warehouse/Apply', '出库申请', 'Delivery applications', 'warehouse/ApplyDetail', { repeal: true }),
  detail('warehouse/ApplyDetail', '出库申请详情', 'Delivery application detail'),
  receipt('warehouse/Delivery', '出库单', 'Warehouse deliveries', 'warehouse/DeliveryDetail', { needCopy: true }),
  detail('warehouse/DeliveryDetail', '出库单详情', 'Warehouse delivery detail'),
  list('warehouse/Reject', '退货单', 'Return orders'),
  receipt('warehouse/Count', '盘点单', 'Stock counts', 'warehouse/CountDetail'),
  detail('warehouse/CountDetail', '盘点单详情', 'Stock count detail'),
  receipt('warehouse/Transfer', '调拨单', 'Stock transfers', 'warehouse/TransferDetail'),
  detail('warehouse/TransferDetail', '调拨单详情', 'Stock transfer detail'),
  page('warehouse/Stock', '库存查询', 'Stock query', {
    buttons: [
      ...ops('warehouse.stock', ['view'], 'warehouse/StockDetail'),
      ...ops('warehouse.stock', ['export', 'print']),
      btn('warehouse.stock', 'positionQr', '生成库位二维码', 'Generate position QR codes'),
    ],
  }),
  detail('warehouse/StockDetail', '库存明细', 'Stock detail'),
  screen('warehouse/Visual', '库存可视化', 'Stock visualisation'),
  report('warehouse/Snapshot', '库存快照', 'Stock snapshots'),
  report('warehouse/StockBook', '库存账簿', 'Stock book'),
  report('warehouse/StandingBook', '出入库台账', 'Standing book'),
  report('warehouse/ExpiryReport', '效期预警表', 'Expiry report'),
  report('warehouse/SafeStockReport', '安全库存预警表', 'Safety stock report'),
  screen('warehouse/robotScheduling', '机器人调度', 'Robot scheduling'),
]);
