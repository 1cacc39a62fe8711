// Web menu: warehouse, barcode, identity and IoT (business document §2 Warehouse, Barcode,
// Identity, IoT). The spec names the warehouse/* pages only loosely ("entry, delivery, apply,
// arrival, ..."): the urls below are our Pascal-case names for them.
import { btn, detail, list, mod, ops, page, receipt, report, screen } from '../buttons';
import type { MenuDef } from '../types';

export const warehouseModule: MenuDef = mod('warehouse', '仓储管理', 'Warehouse', 'InboxOutlined', [
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

const bc = 'barcode.barcode';

export const barcodeModule: MenuDef = mod('barcode', '条码管理', 'Barcodes', 'BarcodeOutlined', [
  list('barcode/Barcode', '条码档案', 'Barcodes', undefined, {
    extra: [
      btn(bc, 'merge', '合并', 'Merge'),
      btn(bc, 'split', '拆分', 'Split'),
      btn(bc, 'bind', '绑定', 'Bind'),
      btn(bc, 'unbind', '解绑', 'Unbind'),
      btn(bc, 'transfer', '转移', 'Transfer'),
      btn(bc, 'adjust', '数量调整', 'Adjust quantity'),
    ],
  }),
  list('barcode/Batch', '批次管理', 'Batches'),
  list('barcode/BatchAdjust', '批次调整', 'Batch adjustments'),
  list('barcode/Tag', '条码标签', 'Barcode tags', 'barcode/TagDetail'),
  detail('barcode/TagDetail', '条码标签详情', 'Barcode tag detail'),
]);

export const identityModule: MenuDef = mod('identity', '标识管理', 'Identity', 'TagsOutlined', [
  list('identity/Field', '标识字段', 'Identity fields'),
  list('identity/Rule', '编码规则', 'Coding rules', 'identity/RuleDetail', {
    extra: [btn('identity.rule', 'generate', '批量生成', 'Generate in batch')],
  }),
  detail('identity/RuleDetail', '编码规则详情', 'Coding rule detail'),
  list('identity/Label', '标签模板', 'Label templates', undefined, { extra: ops('identity.label', ['enable', 'disable']) }),
  screen('identity/PrintDesigner', '打印设计器', 'Print designer'),
]);

export const iotModule: MenuDef = mod('iot', '物联网', 'IoT', 'WifiOutlined', [
  // `aggrement` is the spec's spelling of the protocol (agreement) page; kept as the route.
  list('iot/aggrement', '通讯协议', 'Protocols'),
  list('iot/collectModel', '采集模型', 'Collection models'),
  list('iot/var', '采集变量', 'Collection variables'),
  list('iot/template', '采集模板', 'Collection templates', 'iot/CollectTemplateDetail'),
  detail('iot/CollectTemplateDetail', '采集模板详情', 'Collection template detail'),
  list('iot/collect', '采集网关', 'Collection gateways', 'iot/GatewayDetail'),
  detail('iot/GatewayDetail', '网关详情', 'Gateway detail'),
]);
