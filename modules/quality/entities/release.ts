// 质量放行 (quality/Release): a document releasing goods judged unqualified (让步接收 concession,
// 偏差放行 deviation) or not inspected yet (紧急放行 urgent use), with the reason, who approved it,
// the quantity and the barcodes. Its audit sets the barcodes' quality result to qualified (what
// the stock-in accepts), remembering each barcode's result and state before; its un-audit restores
// them; audited, it is not edited (the document's status rules). server/release-rules.ts.
import { a, entity } from '../../../schemas/entities/define';
import { docCode, quantity, remark } from '../../../schemas/entities/documents';
import { INSPECT_RESULTS, RELEASE_TYPES } from './options';

const COUNT = { int: 10, scale: 4 } as const;

export const QualityRelease = entity({
  id: 506,
  code: 'QualityRelease',
  name: '质量放行',
  nameEn: 'Quality release',
  module: 'quality',
  table: 'quality_release',
  receipt: { typeCode: 'quality-release', flow: true },
  attrs: [
    docCode('FX', '放行单号', 'Release no.'),
    a.enumType('release_type', '放行类型', 'Release type', RELEASE_TYPES, { required: true, defaultValue: 'Concession', query: true, table: 100 }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, query: true, table: 160 }),
    quantity('quantity', '放行数量', 'Quantity', { required: true, digits: COUNT, positive: true, table: 90 }),
    a.string('reason', '放行原因', 'Reason', { required: true, max: 512, table: 220 }),
    a.string('approver', '批准人', 'Approved by', { required: true, max: 64, query: true, table: 90 }),
    remark(),
  ],
  children: {
    barcodes: {
      table: 'quality_release_barcode',
      name: '放行条码',
      nameEn: 'Barcodes',
      attrs: [
        a.string('code', '条码', 'Barcode', { required: true, max: 128 }),
        // what the audit found and the un-audit restores
        a.enumType('before_result', '放行前结果', 'Result before', INSPECT_RESULTS, { maintained: true }),
        a.string('before_state', '放行前状态', 'State before', { maintained: true, max: 32 }),
      ],
    },
  },
});
