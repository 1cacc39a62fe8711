// Warehouse pages: generated lists and details over its entities (areas and positions as master
// data, entries and deliveries as documents); "create from" is a declared detail action of the
// source documents (purchase arrival → 入库, sale delivery → 出库).
import { type ActionDef, documentPageDef as doc, masterDataPageDef as masterData, type PageDef } from '../../schemas/pages/types';
import { TAG_HANDLER } from '../barcode/public';

/** 推荐拣货: the stock of every line without a position, nearest expiry first (wms.*.suggestPicking) */
/** document lists with an open / history switch (入库单, 上架单, 码垛单) */
export const OPEN_OR_HISTORY = { open: ['Saved', 'Commit', 'DeApproval', 'Audit'], history: ['Finish', 'Manual', 'Reject', 'Repeal'] };

const pickAction = (call: string): ActionDef => ({ code: 'pick', label: '推荐拣货', labelEn: 'Suggest picking', place: 'detail', handler: 'callService', call, statuses: ['Saved', 'DeApproval', 'Commit'] });

/** 生成库位二维码 on the position list (web/qr) */
export const POSITION_QR_HANDLER = 'warehouse.positionQr';

export const warehousePages = {
  Area: masterData('warehouse/Area', 'WmsArea'),
  Position: masterData('warehouse/Position', 'WmsPosition', {
    actions: [
      { code: 'positionQr', label: '生成库位二维码', labelEn: 'Position QR codes', place: 'toolbar', handler: POSITION_QR_HANDLER },
      // the selected positions' labels with a 库位 label template (barcode/web/tag, one dialog for every kind)
      { code: 'tag', label: '打印标签', labelEn: 'Print labels', place: 'toolbar', handler: TAG_HANDLER },
    ],
  }),
  Entry: doc('warehouse/Entry', 'warehouse/EntryDetail', 'WmsEntry', {
    actions: [{ code: 'suggest', label: '推荐库位', labelEn: 'Suggest positions', place: 'detail', handler: 'callService', call: '/wms.Entry/suggestPositions', statuses: ['Saved', 'DeApproval', 'Commit'] }],
    statusLists: OPEN_OR_HISTORY,
  }),
  SimpleEntry: doc('warehouse/SimpleEntry', 'warehouse/SimpleEntryDetail', 'WmsSimpleEntry'),
  Apply: doc('warehouse/Apply', 'warehouse/ApplyDetail', 'WmsDeliveryApply', {
    actions: [
      { code: 'toDelivery', label: '生成出库单', labelEn: 'Issue goods', place: 'detail', handler: 'convert', call: '/wms.Delivery/applyToDelivery', arg: 'applyId', target: 'warehouse/Delivery', statuses: ['Audit'] },
      { code: 'toRawDelivery', label: '生成原料出库单', labelEn: 'Issue materials', place: 'detail', handler: 'convert', call: '/wms.DeliveryRaw/applyToRawDelivery', arg: 'applyId', target: 'warehouse/DeliveryRaw', statuses: ['Audit'] },
    ],
  }),
  Delivery: doc('warehouse/Delivery', 'warehouse/DeliveryDetail', 'WmsDelivery', { actions: [pickAction('/wms.Delivery/suggestPicking')] }),
  DeliveryRaw: doc('warehouse/DeliveryRaw', 'warehouse/DeliveryRawDetail', 'WmsDeliveryRaw', { actions: [pickAction('/wms.DeliveryRaw/suggestPicking')] }),
  Transfer: doc('warehouse/Transfer', 'warehouse/TransferDetail', 'WmsTransfer'),
  Count: doc('warehouse/Count', 'warehouse/CountDetail', 'WmsCount', {
    actions: [{ code: 'start', label: '开始盘点', labelEn: 'Start counting', place: 'detail', handler: 'callService', call: '/wms.Count/startCount', statuses: ['Saved', 'DeApproval'] }],
  }),
} satisfies Record<string, PageDef>;
