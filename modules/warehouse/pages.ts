// Warehouse pages: generated lists and details over its entities (areas and positions as master
// data, entries and deliveries as documents); "create from" is a declared detail action of the
// source documents (purchase arrival → 入库, sale delivery → 出库).
import { documentPageDef as doc, masterDataPageDef as masterData, type PageDef } from '../../schemas/pages/types';

export const warehousePages = {
  Area: masterData('warehouse/Area', 'WmsArea'),
  Position: masterData('warehouse/Position', 'WmsPosition'),
  Entry: doc('warehouse/Entry', 'warehouse/EntryDetail', 'WmsEntry', {
    actions: [{ code: 'suggest', label: '推荐库位', labelEn: 'Suggest positions', place: 'detail', handler: 'callService', call: '/wms.Entry/suggestPositions', statuses: ['Saved', 'DeApproval', 'Commit'] }],
    statusLists: { open: ['Saved', 'Commit', 'DeApproval', 'Audit'], history: ['Finish', 'Manual', 'Reject', 'Repeal'] },
  }),
  Delivery: doc('warehouse/Delivery', 'warehouse/DeliveryDetail', 'WmsDelivery'),
  Transfer: doc('warehouse/Transfer', 'warehouse/TransferDetail', 'WmsTransfer'),
  Count: doc('warehouse/Count', 'warehouse/CountDetail', 'WmsCount', {
    actions: [{ code: 'start', label: '开始盘点', labelEn: 'Start counting', place: 'detail', handler: 'callService', call: '/wms.Count/startCount', statuses: ['Saved', 'DeApproval'] }],
  }),
} satisfies Record<string, PageDef>;
