// 批次管理 (barcode/Batch) and 批次调整 (barcode/BatchAdjust). A batch's code is the batch number
// its barcodes carry (batch_no) and never changes; what an adjustment may change is beside it:
// code2 the supplier's batch number (SupplierBatch), code3 the factory's own (LocalBatch), the
// expiry date (Expiry) and the re-inspection date (Reinspect); Other only records a note.
import { a, entity } from '../../../schemas/entities/define';
import { ADJUST_TYPES, ENTRY_TYPES } from './options';

export const BarcodeBatch = entity({
  id: 801,
  code: 'BarcodeBatch',
  name: '批次',
  nameEn: 'Batch',
  module: 'barcode',
  table: 'barcode_batch',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    a.string('code', '批次号', 'Batch', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 150, fuzzy: true }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { query: true, table: 160 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 150 }),
    a.date('arrival_date', '到货日期', 'Arrival date', { table: 110, index: true }),
    a.date('expiry_date', '有效期至', 'Expiry date', { table: 110 }),
    a.date('reinspect_date', '复检日期', 'Re-inspection date', { table: 110 }),
    a.string('code2', '供应商批次号', 'Supplier batch', { max: 128, query: true, table: 130 }),
    a.string('code3', '本厂批次号', 'Local batch', { max: 128, query: true, table: 130 }),
    a.dict('project', '项目', 'Project', 'project', { query: true, table: 110 }),
    a.enumType('entry_type', '入库类型', 'Entry type', ENTRY_TYPES, { defaultValue: 'Purchase', query: true, table: 100 }),
    a.remark('remark', '备注', 'Remark', { max: 512 }),
  ],
});

export const BatchAdjust = entity({
  id: 802,
  code: 'BatchAdjust',
  name: '批次调整',
  nameEn: 'Batch adjustment',
  module: 'barcode',
  table: 'barcode_batch_adjust',
  attrs: [
    a.string('code', '调整单号', 'Adjustment no.', { max: 128, noSpaces: true, unique: true, autoCode: 'PCTZ', query: true, table: 160 }),
    a.quote('FuzzyCommon', 'batch_id', '批次', 'Batch', 'BarcodeBatch', { required: true, query: true, table: 150 }),
    a.enumType('adjust_type', '调整类型', 'Adjust type', ADJUST_TYPES, { required: true, query: true, table: 100 }),
    a.string('old_value', '原值', 'Old value', { max: 128, table: 130 }),
    a.string('new_value', '新值', 'New value', { max: 128, table: 130 }),
    a.remark('reason', '调整原因', 'Reason', { required: true, max: 512, table: 200 }),
  ],
});
