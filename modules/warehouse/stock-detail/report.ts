// 库存明细 (warehouse/StockDetail), what a row of 库存查询 opens: the material's stock by warehouse,
// area, position, batch and barcode (the barcodes in stock at each place, and what of the place's
// stock no barcode holds), and below it the material's recent moves (this month's ledger, newest
// first). Both read the views the stock reports read, scoped like them (by the warehouse).
import type { DataType } from '../../../schemas/entities/define';
import { defineReport, type ViewColumn } from '../../../schemas/reports/define';
import { MOVE_KINDS } from '../reports';
import { STOCK_STATUS } from '../stock-status';

export const STOCK_DETAIL_URL = 'warehouse/StockDetail';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const material = col('material_id', '物料', 'Material', 'Material', { quote: 'Material' });
const warehouse = col('warehouse_id', '仓库', 'Warehouse', 'WareHouse', { quote: 'Warehouse' });
const area = col('area_id', '库区', 'Area', 'FuzzyCommon', { quote: 'WmsArea' });
const position = col('position_id', '库位', 'Position', 'FuzzyCommon', { quote: 'WmsPosition' });
const batch = col('batch_no', '批次号', 'Batch', 'String');

// each balance's barcodes in stock at its place, then the rest of the balance (no barcode) when there is any
const PLACE = `b.tenant_id = s.tenant_id and b.material_id = s.material_id and b.warehouse_id = s.warehouse_id
           and coalesce(b.batch_no, '') = coalesce(s.batch_no, '') and coalesce(nullif(b.position_id, 0), 0) = coalesce(s.position_id, 0)
           and b.state = 'InStock' and b.count > 0`;
const BY_BARCODE = `
  select s.tenant_id, b.id, s.material_id, s.warehouse_id, s.area_id, s.position_id, s.batch_no, b.code as barcode, b.count as qty,
         s.status, s.expiry_date, s.depart_id, s.create_id
    from wms_stock s join barcode_barcode b on ${PLACE}
  union all
  select s.tenant_id, -s.id, s.material_id, s.warehouse_id, s.area_id, s.position_id, s.batch_no, null, s.total - coalesce(c.held, 0),
         s.status, s.expiry_date, s.depart_id, s.create_id
    from wms_stock s left join lateral (select sum(b.count) as held from barcode_barcode b where ${PLACE}) c on true
   where s.total - coalesce(c.held, 0) <> 0`;

export const STOCK_DETAIL_VIEWS: ReadonlyArray<readonly [string, string]> = [['wms_stock_barcode', BY_BARCODE]];

export const stockDetailReports = {
  Places: defineReport({
    code: 'warehouse.StockDetail',
    url: STOCK_DETAIL_URL,
    name: '库存明细',
    nameEn: 'Stock detail',
    source: {
      view: 'wms_stock_barcode',
      columns: [
        material, warehouse, area, position, batch,
        col('barcode', '条码', 'Barcode', 'String'),
        col('qty', '数量', 'Quantity', 'MaterialNum', { scale: 4 }),
        col('status', '库存状态', 'Stock status', 'EnumType', { options: STOCK_STATUS }),
        col('expiry_date', '有效期至', 'Expiry date', 'DateTime', { column: 'date' }),
      ],
    },
    detail: true,
    dimensions: [{ field: 'warehouse_id' }, { field: 'area_id' }, { field: 'position_id' }, { field: 'batch_no' }, { field: 'barcode' }, { field: 'status' }, { field: 'expiry_date' }, { field: 'material_id' }],
    measures: [{ code: 'qty', name: '数量', nameEn: 'Quantity', agg: 'sum', of: 'qty', scale: 4 }],
    filters: [{ field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'batch_no', kind: 'fuzzy' }, { field: 'barcode', kind: 'fuzzy' }],
    sort: { field: 'warehouse_id', order: 'asc' },
  }),
  Moves: defineReport({
    code: 'warehouse.StockDetailMoves',
    url: STOCK_DETAIL_URL,
    name: '近期出入库',
    nameEn: 'Recent moves',
    source: {
      view: 'wms_stock_ledger',
      columns: [
        material, warehouse, position, batch,
        col('kind', '业务类型', 'Movement', 'EnumType', { options: MOVE_KINDS }),
        col('doc_code', '单据编号', 'Number', 'String'),
        col('move_date', '日期', 'Date', 'DateTime', { column: 'date' }),
        col('moved_at', '时间', 'Time', 'DateTime'),
        col('qty', '变动数量', 'Change', 'MaterialNum', { scale: 4 }),
        col('user_name', '操作人', 'By', 'String'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'moved_at' }, { field: 'kind' }, { field: 'doc_code' }, { field: 'warehouse_id' }, { field: 'position_id' }, { field: 'batch_no' }, { field: 'user_name' }, { field: 'material_id' }],
    measures: [{ code: 'qty', name: '变动数量', nameEn: 'Change', agg: 'sum', of: 'qty', scale: 4 }],
    filters: [{ field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'kind', kind: 'in' }, { field: 'move_date', kind: 'dateRange' }],
    dateField: 'move_date',
    defaultRange: 'month',
    sort: { field: 'moved_at', order: 'desc' },
  }),
};
