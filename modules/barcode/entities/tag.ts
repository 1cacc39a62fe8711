// 标签打印记录 (barcode/TagDetail): one row per print of labels — which template (its code, name and
// size as they were then: a template changed or removed later does not rewrite history), which
// codes — barcodes, or positions or materials (标签对象) — how many copies of each and how many labels
// that made, who printed and when. Written only by the print (server/tag-print.ts); the page is a
// read-only generated list. (Its columns keep their first names: barcode_count, barcodes.)
import { a, entity } from '../../../schemas/entities/define';
import { TARGET_KINDS } from '../../identity/public';

export const BarcodeTag = entity({
  id: 803,
  code: 'BarcodeTag',
  name: '标签打印记录',
  nameEn: 'Label print',
  module: 'barcode',
  table: 'barcode_tag',
  attrs: [
    a.dateTime('printed_at', '打印时间', 'Printed at', { query: true, table: 160, index: true }),
    a.string('printed_by', '打印人', 'Printed by', { max: 128, query: true, table: 100 }),
    a.string('label_code', '标签编码', 'Label code', { max: 128, query: true, table: 110 }),
    a.string('label_name', '标签名称', 'Label name', { max: 128, table: 130 }),
    a.string('label_size', '尺寸(mm)', 'Size (mm)', { max: 32, table: 90 }),
    a.int('label_id', '标签模板', 'Label template', { table: false }),
    a.enumType('target_kind', '标签对象', 'Printed', TARGET_KINDS.map((k) => ({ ...k })), { query: true, table: 80 }),
    a.int('barcode_count', '编码数', 'Codes', { table: 80 }),
    a.int('copies', '份数', 'Copies', { table: 70 }),
    a.int('label_count', '标签张数', 'Labels', { table: 90 }),
    a.string('barcodes', '打印的编码', 'Codes printed', { max: 20000, query: true, table: 320, fuzzy: true }),
  ],
});
