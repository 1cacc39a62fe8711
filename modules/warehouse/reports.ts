// The stock pages as report declarations over views.ts: 库存查询 (what is where, with its moving
// average value), 库存账簿 (in, out and net per material and warehouse over a period) and 出入库台账
// (every movement with the running balance of its material in its warehouse), 库存快照 (what was where
// at the end of a past day, summed from the ledger), 效期预警表 and 安全库存预警表. They read the same
// ledger the audits write, so they agree with each other by construction.
import type { DataType } from '../../schemas/entities/define';
import { MONEY } from '../../schemas/entities/documents';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../schemas/reports/define';
import { ENTRY_TYPES } from './entities/entry';
import { STOCK_STATUS } from './stock-status';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const qty = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'MaterialNum', { scale: 4 });
const amount = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'Costs', { scale: MONEY.scale });
const sumOf = (code: string, name: string, nameEn: string, scale = 4): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of: code, scale });

const material = col('material_id', '物料', 'Material', 'Material', { quote: 'Material' });
const warehouse = col('warehouse_id', '仓库', 'Warehouse', 'WareHouse', { quote: 'Warehouse' });
const area = col('area_id', '库区', 'Area', 'FuzzyCommon', { quote: 'WmsArea' });
const position = col('position_id', '库位', 'Position', 'FuzzyCommon', { quote: 'WmsPosition' });
const batch = col('batch_no', '批次号', 'Batch', 'String');

/** the ledger's kinds of movement */
export const MOVE_KINDS = [
  { value: 'entry', label: '入库', labelEn: 'Entry' },
  { value: 'delivery', label: '出库', labelEn: 'Delivery' },
  { value: 'transferIn', label: '调入', labelEn: 'Transfer in' },
  { value: 'transferOut', label: '调出', labelEn: 'Transfer out' },
  { value: 'count', label: '盘点调整', labelEn: 'Count adjustment' },
];

const stockView = {
  view: 'wms_stock',
  columns: [
    material, warehouse, area, position, batch,
    col('status', '库存状态', 'Stock status', 'EnumType', { options: STOCK_STATUS }),
    qty('total', '库存数量', 'On hand'), qty('occupied', '占用数量', 'Occupied'), qty('locked', '锁定数量', 'Locked'), qty('available', '可用数量', 'Available'),
    col('unit_price', '单价', 'Unit price', 'Number', { scale: 6 }), amount('total_price', '金额', 'Value'),
    col('expiry_date', '有效期至', 'Expiry date', 'DateTime', { column: 'date' }),
    col('supplier_id', '供应商', 'Supplier', 'Supplier', { quote: 'Supplier' }),
    col('first_in', '首次入库', 'First in', 'DateTime', { column: 'date' }),
  ],
};

const ledgerView = {
  view: 'wms_stock_ledger',
  columns: [
    material, warehouse, area, position, batch,
    col('kind', '业务类型', 'Movement', 'EnumType', { options: MOVE_KINDS }),
    col('doc_code', '单据编号', 'Number', 'String'),
    col('move_date', '日期', 'Date', 'DateTime', { column: 'date' }),
    col('moved_at', '时间', 'Time', 'DateTime'),
    qty('in_qty', '入库数量', 'In'), qty('out_qty', '出库数量', 'Out'), qty('qty', '变动数量', 'Change'),
    col('unit_price', '单价', 'Unit price', 'Number', { scale: 6 }),
    amount('in_amount', '入库金额', 'In value'), amount('out_amount', '出库金额', 'Out value'), amount('amount', '变动金额', 'Change value'),
    col('user_name', '操作人', 'By', 'String'),
  ],
};

const EXPIRY_STATES = [
  { value: 'Expired', label: '已过期', labelEn: 'Expired' },
  { value: 'Near', label: '临期', labelEn: 'Expiring within 30 days' },
  { value: 'Valid', label: '正常', labelEn: 'Valid' },
];
const SAFE_STATES = [
  { value: 'Below', label: '低于安全库存', labelEn: 'Below safety stock' },
  { value: 'Enough', label: '充足', labelEn: 'Enough' },
];

const expiryView = {
  view: 'wms_stock_expiry',
  columns: [
    ...stockView.columns,
    col('days_left', '剩余天数', 'Days left', 'Number', { scale: 0 }),
    col('expiry_state', '效期状态', 'Expiry state', 'EnumType', { options: EXPIRY_STATES }),
  ],
};

const safeStockView = {
  view: 'wms_safe_stock',
  columns: [
    material,
    qty('safe_stock', '安全库存', 'Safety stock'), qty('total', '库存数量', 'On hand'), qty('available', '可用数量', 'Available'), qty('shortage', '短缺数量', 'Shortage'),
    col('safe_state', '预警状态', 'State', 'EnumType', { options: SAFE_STATES }),
  ],
};

export const ENTRY_RECORD_STATES = [
  { value: 'Valid', label: '有效', labelEn: 'Valid' },
  { value: 'Finished', label: '已完成', labelEn: 'Finished' },
  { value: 'Manual', label: '手工完成', labelEn: 'Finished by hand' },
  { value: 'Invalid', label: '已作废', labelEn: 'Invalid' },
];

const entryRecordView = {
  view: 'wms_entry_record',
  columns: [
    col('record_status', '记录状态', 'Record status', 'EnumType', { options: ENTRY_RECORD_STATES }),
    col('doc_code', '单据编号', 'Number', 'String'),
    col('bill_date', '单据日期', 'Bill date', 'DateTime', { column: 'date' }),
    col('entry_type', '入库类型', 'Entry type', 'EnumType', { options: ENTRY_TYPES }),
    warehouse,
    col('supplier_id', '供应商', 'Supplier', 'Supplier', { quote: 'Supplier' }),
    material, batch, position,
    qty('quantity', '入库数量', 'Quantity'),
    col('unit_price', '单价', 'Unit price', 'Number', { scale: 6 }),
    amount('amount', '入库金额', 'Amount'),
    col('expiry_date', '有效期至', 'Expiry date', 'DateTime', { column: 'date' }),
  ],
};

export const warehouseReports = {
  EntryRecord: defineReport({
    code: 'warehouse.EntryRecord',
    url: 'warehouse/EntryRecord',
    name: '入库记录',
    nameEn: 'Entry records',
    source: entryRecordView,
    detail: true,
    dimensions: [{ field: 'record_status' }, { field: 'doc_code' }, { field: 'bill_date' }, { field: 'entry_type' }, { field: 'warehouse_id' }, { field: 'supplier_id' }, { field: 'material_id' }, { field: 'batch_no' }, { field: 'position_id' }, { field: 'expiry_date' }],
    measures: [sumOf('quantity', '入库数量', 'Quantity'), { code: 'unit_price', name: '单价', nameEn: 'Unit price', agg: 'avg', of: 'unit_price', scale: 6 }, sumOf('amount', '入库金额', 'Amount', MONEY.scale)],
    filters: [
      { field: 'record_status', kind: 'in', initial: ['Valid'] },
      { field: 'entry_type', kind: 'in' },
      { field: 'warehouse_id', kind: 'eq' },
      { field: 'material_id', kind: 'eq' },
      { field: 'supplier_id', kind: 'eq' },
      { field: 'doc_code', kind: 'fuzzy' },
      { field: 'batch_no', kind: 'fuzzy' },
    ],
    dateField: 'bill_date',
    defaultRange: 'all',
  }),
  Stock: defineReport({
    code: 'warehouse.Stock',
    url: 'warehouse/Stock',
    name: '库存查询',
    nameEn: 'Stock query',
    source: stockView,
    detail: true,
    dimensions: [{ field: 'material_id' }, { field: 'warehouse_id' }, { field: 'area_id' }, { field: 'position_id' }, { field: 'batch_no' }, { field: 'status' }, { field: 'expiry_date' }, { field: 'supplier_id' }],
    measures: [sumOf('total', '库存数量', 'On hand'), sumOf('occupied', '占用数量', 'Occupied'), sumOf('locked', '锁定数量', 'Locked'), sumOf('available', '可用数量', 'Available'), { code: 'unit_price', name: '单价', nameEn: 'Unit price', agg: 'avg', of: 'unit_price', scale: 6 }, sumOf('total_price', '金额', 'Value', MONEY.scale)],
    filters: [{ field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'area_id', kind: 'eq' }, { field: 'position_id', kind: 'eq' }, { field: 'batch_no', kind: 'fuzzy' }, { field: 'status', kind: 'in' }],
    sort: { field: 'material_id', order: 'asc' },
 
    // a row opens its material's 库存明细 (every warehouse, position, batch and barcode, and its recent moves)
    open: { url: 'warehouse/StockDetail', with: { material_id: 'material_id' } },
  }),
  StockBook: defineReport({
    code: 'warehouse.StockBook',
    url: 'warehouse/StockBook',
    name: '库存账簿',
    nameEn: 'Stock book',
    source: ledgerView,
    dimensions: [{ field: 'material_id' }, { field: 'warehouse_id' }],
    measures: [sumOf('in_qty', '入库数量', 'In'), sumOf('out_qty', '出库数量', 'Out'), sumOf('qty', '净变动', 'Net'), sumOf('in_amount', '入库金额', 'In value', MONEY.scale), sumOf('out_amount', '出库金额', 'Out value', MONEY.scale)],
    filters: [{ field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'move_date', kind: 'dateRange' }],
    dateField: 'move_date',
    defaultRange: 'month',
    sort: { field: 'in_qty', order: 'desc' },
    chart: { type: 'bar', measures: ['in_qty', 'out_qty'] },
  }),
  StandingBook: defineReport({
    code: 'warehouse.StandingBook',
    url: 'warehouse/StandingBook',
    name: '出入库台账',
    nameEn: 'Standing book',
    source: ledgerView,
    detail: true,
    dimensions: [{ field: 'moved_at' }, { field: 'material_id' }, { field: 'warehouse_id' }, { field: 'position_id' }, { field: 'batch_no' }, { field: 'kind' }, { field: 'doc_code' }, { field: 'user_name' }],
    measures: [sumOf('in_qty', '入库数量', 'In'), sumOf('out_qty', '出库数量', 'Out'), { code: 'unit_price', name: '单价', nameEn: 'Unit price', agg: 'avg', of: 'unit_price', scale: 6 }, sumOf('amount', '变动金额', 'Change value', MONEY.scale)],
    filters: [{ field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'kind', kind: 'in' }, { field: 'doc_code', kind: 'fuzzy' }, { field: 'move_date', kind: 'dateRange' }],
    dateField: 'move_date',
    defaultRange: 'month',
    balance: { of: 'qty', partition: ['material_id', 'warehouse_id'], order: ['moved_at'], name: '结存数量', nameEn: 'Balance' },
  }),
  Snapshot: defineReport({
    code: 'warehouse.Snapshot',
    url: 'warehouse/Snapshot',
    name: '库存快照',
    nameEn: 'Stock snapshot',
    source: ledgerView,
    dimensions: [{ field: 'material_id' }, { field: 'warehouse_id' }, { field: 'area_id' }, { field: 'position_id' }, { field: 'batch_no' }],
    measures: [sumOf('qty', '结存数量', 'On hand'), sumOf('amount', '结存金额', 'Value', MONEY.scale)],
    filters: [{ field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'area_id', kind: 'eq' }, { field: 'batch_no', kind: 'fuzzy' }],
    dateField: 'move_date',
    defaultRange: 'asOf',
    hideZero: 'qty',
    sort: { field: 'material_id', order: 'asc' },
  }),
  ExpiryReport: defineReport({
    code: 'warehouse.ExpiryReport',
    url: 'warehouse/ExpiryReport',
    name: '效期预警表',
    nameEn: 'Expiry report',
    source: expiryView,
    detail: true,
    dimensions: [{ field: 'expiry_date' }, { field: 'days_left' }, { field: 'expiry_state' }, { field: 'material_id' }, { field: 'warehouse_id' }, { field: 'area_id' }, { field: 'position_id' }, { field: 'batch_no' }, { field: 'supplier_id' }],
    measures: [sumOf('total', '库存数量', 'On hand'), sumOf('available', '可用数量', 'Available'), sumOf('total_price', '金额', 'Value', MONEY.scale)],
    filters: [{ field: 'expiry_state', kind: 'in' }, { field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'batch_no', kind: 'fuzzy' }, { field: 'expiry_date', kind: 'dateRange' }],
    sort: { field: 'expiry_date', order: 'asc' },
  }),
  SafeStockReport: defineReport({
    code: 'warehouse.SafeStockReport',
    url: 'warehouse/SafeStockReport',
    name: '安全库存预警表',
    nameEn: 'Safety stock report',
    source: safeStockView,
    detail: true,
    dimensions: [{ field: 'material_id' }, { field: 'safe_state' }],
    measures: [sumOf('safe_stock', '安全库存', 'Safety stock'), sumOf('total', '库存数量', 'On hand'), sumOf('available', '可用数量', 'Available'), sumOf('shortage', '短缺数量', 'Shortage')],
    filters: [{ field: 'safe_state', kind: 'in' }, { field: 'material_id', kind: 'eq' }],
    sort: { field: 'shortage', order: 'desc' },
  }),
};
