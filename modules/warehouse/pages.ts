// 仓储管理's page stacks, each declared once: areas and positions as master data, the documents that
// move stock (entries, quick entries, delivery applies, deliveries, raw deliveries, transfers,
// counts) with their services under the customer's call names (get and remove beside detail and
// removeByIds) and their read-only views (查看单据, the flow task screen). "Create from" is a
// declared detail action of the source (purchase arrival → 入库, sale delivery → 出库, apply → 出库).
import { GET_REMOVE } from '../../schemas/documents/define';
import { documentStack, masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { ActionDef } from '../../schemas/pages/types';
import { TAG_HANDLER } from '../barcode/public';
import { arrivalsToEnterCall, startCountCall, suggestPickingCall, suggestPositionsCall } from './document-calls';
import { WmsDeliveryApply } from './entities/apply';
import { WmsCount } from './entities/count';
import { WmsDelivery, WmsDeliveryRaw } from './entities/delivery';
import { WmsEntry, WmsSimpleEntry } from './entities/entry';
import { WmsArea, WmsPosition } from './entities/place';
import { WmsTransfer } from './entities/transfer';

/** document lists with an open / history switch (入库单, 上架单, 码垛单) */
export const OPEN_OR_HISTORY = { open: ['Saved', 'Commit', 'DeApproval', 'Audit'], history: ['Finish', 'Manual', 'Reject', 'Repeal'] };

/** 推荐库位 on a document's detail while its lines may still change */
export const suggestAction = (call: string): ActionDef => ({ code: 'suggest', label: '推荐库位', labelEn: 'Suggest positions', place: 'detail', handler: 'callService', call, statuses: ['Saved', 'DeApproval', 'Commit'] });

/** 推荐拣货: the stock of every line without a position, nearest expiry first (wms.*.suggestPicking) */
const pickAction = (call: string): ActionDef => ({ code: 'pick', label: '推荐拣货', labelEn: 'Suggest picking', place: 'detail', handler: 'callService', call, statuses: ['Saved', 'DeApproval', 'Commit'] });

/** 生成库位二维码 on the position list (web/qr) */
export const POSITION_QR_HANDLER = 'warehouse.positionQr';

export const warehouseStacks = {
  Area: masterDataStack({ entity: WmsArea, list: { url: 'warehouse/Area', labels: ['库区', 'Storage areas'] }, detail: { url: 'warehouse/AreaDetail', labels: ['库区详情', 'Storage area detail'] } }),
  Position: masterDataStack({
    entity: WmsPosition,
    list: {
      url: 'warehouse/Position',
      labels: ['库位', 'Positions'],
      actions: [
        { code: 'positionQr', label: '生成库位二维码', labelEn: 'Position QR codes', place: 'toolbar', handler: POSITION_QR_HANDLER },
        // the selected positions' labels with a 库位 label template (barcode/web/tag, one dialog for every kind)
        { code: 'tag', label: '打印标签', labelEn: 'Print labels', place: 'toolbar', handler: TAG_HANDLER },
      ],
    },
    detail: { url: 'warehouse/PositionDetail', labels: ['库位详情', 'Position detail'] },
  }),
  Entry: documentStack({
    entity: WmsEntry,
    list: { url: 'warehouse/Entry', labels: ['入库单', 'Warehouse entries'], actions: [suggestAction('/wms.Entry/suggestPositions')], statusLists: OPEN_OR_HISTORY },
    detail: { url: 'warehouse/EntryDetail', labels: ['入库单详情', 'Warehouse entry detail'] },
    menu: { repeal: true, needCopy: true },
    service: 'wms.Entry',
    aliases: GET_REMOVE,
    /** arrivalToEntry: a draft entry with what remains of the arrival's lines */
    conversions: { arrivalToEntry: 'arrivalId' },
    own: (_generic, page) => ({
      /** 推荐库位 by a putaway strategy (default batch: where the batch lies, else the lowest empty position) */
      suggestPositions: suggestPositionsCall('WmsEntry', page),
      fuzzyArrivalNotFinishedPage: arrivalsToEnterCall(),
    }),
    receiptView: { tables: ['items'], headFirst: ['code', 'entry_type', 'bill_date', 'warehouse_id', 'arrival_id', 'supplier_id'] },
  }),
  SimpleEntry: documentStack({
    entity: WmsSimpleEntry,
    list: { url: 'warehouse/SimpleEntry', labels: ['简易入库', 'Quick entries'] },
    detail: { url: 'warehouse/SimpleEntryDetail', labels: ['简易入库详情', 'Quick entry detail'] },
    service: 'wms.SimpleEntry',
    aliases: GET_REMOVE,
    receiptView: { tables: ['items'], headFirst: ['code', 'entry_type', 'bill_date', 'warehouse_id', 'supplier_id'] },
  }),
  Apply: documentStack({
    entity: WmsDeliveryApply,
    list: {
      url: 'warehouse/Apply',
      labels: ['出库申请', 'Delivery applications'],
      actions: [
        { code: 'toDelivery', label: '生成出库单', labelEn: 'Issue goods', place: 'detail', handler: 'convert', call: '/wms.Delivery/applyToDelivery', arg: 'applyId', target: 'warehouse/Delivery', statuses: ['Audit'] },
        { code: 'toRawDelivery', label: '生成原料出库单', labelEn: 'Issue materials', place: 'detail', handler: 'convert', call: '/wms.DeliveryRaw/applyToRawDelivery', arg: 'applyId', target: 'warehouse/DeliveryRaw', statuses: ['Audit'] },
      ],
    },
    detail: { url: 'warehouse/ApplyDetail', labels: ['出库申请详情', 'Delivery application detail'] },
    menu: { repeal: true },
    /** create, modify, summaryPage, detail, auditByIds, commit, removeByIds, repeal, deApproval … and remove */
    service: 'wms.DeliveryApply',
    aliases: { remove: 'removeByIds' },
    receiptView: { tables: ['items'], headFirst: ['code', 'apply_type', 'bill_date', 'warehouse_id', 'department_id', 'need_date'] },
  }),
  Delivery: documentStack({
    entity: WmsDelivery,
    list: { url: 'warehouse/Delivery', labels: ['出库单', 'Warehouse deliveries'], actions: [pickAction('/wms.Delivery/suggestPicking')] },
    detail: { url: 'warehouse/DeliveryDetail', labels: ['出库单详情', 'Warehouse delivery detail'] },
    menu: { needCopy: true },
    service: 'wms.Delivery',
    aliases: GET_REMOVE,
    /** drafts with what remains of the sale delivery's (saleToWmsDelivery) or the apply's (applyToDelivery) lines */
    conversions: { saleToWmsDelivery: 'deliveryId', applyToDelivery: 'applyId' },
    own: (_generic, page) => ({ suggestPicking: suggestPickingCall('WmsDelivery', page) }),
    receiptView: { tables: ['items'], headFirst: ['code', 'delivery_type', 'bill_date', 'warehouse_id', 'sale_delivery_id', 'customer_id'] },
  }),
  DeliveryRaw: documentStack({
    entity: WmsDeliveryRaw,
    list: { url: 'warehouse/DeliveryRaw', labels: ['原料出库单', 'Raw material deliveries'], actions: [pickAction('/wms.DeliveryRaw/suggestPicking')] },
    detail: { url: 'warehouse/DeliveryRawDetail', labels: ['原料出库单详情', 'Raw material delivery detail'] },
    menu: { needCopy: true },
    service: 'wms.DeliveryRaw',
    aliases: GET_REMOVE,
    conversions: { applyToRawDelivery: 'applyId' },
    own: (_generic, page) => ({ suggestPicking: suggestPickingCall('WmsDeliveryRaw', page) }),
    receiptView: { tables: ['items'], headFirst: ['code', 'delivery_type', 'bill_date', 'warehouse_id', 'apply_id'] },
  }),
  Transfer: documentStack({
    entity: WmsTransfer,
    list: { url: 'warehouse/Transfer', labels: ['调拨单', 'Stock transfers'] },
    detail: { url: 'warehouse/TransferDetail', labels: ['调拨单详情', 'Stock transfer detail'] },
    service: 'wms.Transfer',
    aliases: GET_REMOVE,
    receiptView: { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id', 'to_warehouse_id'] },
  }),
  Count: documentStack({
    entity: WmsCount,
    list: {
      url: 'warehouse/Count',
      labels: ['盘点单', 'Stock counts'],
      actions: [{ code: 'start', label: '开始盘点', labelEn: 'Start counting', place: 'detail', handler: 'callService', call: '/wms.Count/startCount', statuses: ['Saved', 'DeApproval'] }],
    },
    detail: { url: 'warehouse/CountDetail', labels: ['盘点单详情', 'Stock count detail'] },
    service: 'wms.Count',
    aliases: GET_REMOVE,
    own: (_generic, page) => ({ startCount: startCountCall('WmsCount', page) }),
    receiptView: { tables: ['items'], headFirst: ['code', 'bill_date', 'warehouse_id'] },
  }),
};

/** The page definitions by stack (what tests and actions read of a page: its url, its actions). */
export const warehousePages = pagesByKey(warehouseStacks);
