// 条码变动 (no page): what a document's audit did to barcodes — which it created and what each one was
// before — so that its un-audit gives every barcode back exactly what it had (server/barcodes.ts).
// Written and read by the hooks only; one row per document and barcode.
import { a, entity } from '../../../../schemas/entities/define';

export const WmsBarcodeMove = entity({
  id: 713,
  code: 'WmsBarcodeMove',
  name: '条码变动',
  nameEn: 'Barcode change',
  module: 'warehouse',
  table: 'wms_barcode_move',
  attrs: [
    a.string('doc_entity', '单据类型', 'Document type', { max: 64, index: true }),
    a.int('doc_id', '单据', 'Document', { index: true }),
    a.int('barcode_id', '条码', 'Barcode', { index: true }),
    a.string('code', '条码号', 'Barcode', { max: 128 }),
    a.bool('created', '由单据新建', 'Created by the document'),
    // the barcode's fields before the audit, and what the audit set (JSON)
    a.remark('prior', '变动前', 'Before', { max: 4000 }),
    a.remark('applied', '变动后', 'After', { max: 4000 }),
  ],
});
