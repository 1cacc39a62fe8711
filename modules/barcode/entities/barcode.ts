// 条码档案 (barcode/Barcode): one label's record — its code (unique in the tenant), type, the
// material and count it carries, its batch and supplier, its parent in a tree of containers and
// contents (bind / unbind), its quality result and exception state, and where it lies (ids the
// warehouse fills). Counts are decimal-exact and below ten billion, never negative.
import { a, entity } from '../../../schemas/entities/define';
import { quantity } from '../../../schemas/entities/documents';
import { BARCODE_STATES, BARCODE_TYPES, QUALITY_RESULTS } from './options';

/** material counts below ten billion — ten integer digits */
export const COUNT_DIGITS = { int: 10, scale: 4 } as const;

export const Barcode = entity({
  id: 800,
  code: 'Barcode',
  name: '条码档案',
  nameEn: 'Barcode',
  module: 'barcode',
  table: 'barcode_barcode',
  lookup: 'tenant',
  tree: true,
  importKey: ['code'],
  attrs: [
    a.string('code', '条码', 'Barcode', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 180, fuzzy: true }),
    a.enumType('barcode_type', '条码类型', 'Barcode type', BARCODE_TYPES, { required: true, defaultValue: 'Material', query: true, table: 90 }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { query: true, table: 160 }),
    quantity('count', '数量', 'Count', { digits: COUNT_DIGITS, min: 0, defaultValue: 0, table: 100 }),
    a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true, query: true, table: 130, index: true }),
    a.string('arrival_batch', '到货批次', 'Arrival batch', { max: 128, query: true, table: 130 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 150 }),
    a.quote('FuzzyCommon', 'parent_id', '父条码', 'Parent barcode', 'Barcode', { table: 160 }),
    a.enumType('quality_result', '质检结果', 'Quality result', QUALITY_RESULTS, { defaultValue: 'Wait', query: true, table: 90 }),
    a.enumType('state', '异常状态', 'Exception state', BARCODE_STATES, { query: true, table: 90 }),
    // plain ids: the warehouse fills them when it puts the goods away
    a.int('warehouse_id', '仓库', 'Warehouse', { index: true }),
    a.int('position_id', '库位', 'Position'),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 160 }),
  ],
});
