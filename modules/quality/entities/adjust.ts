// 检验结果调整 (quality/Adjust, quality/AdjustDetail): a document changing a judged incoming
// inspection's result — the inspection's and, line by line, its barcodes' (before and after), with
// the reason. Its audit applies the change to the barcodes' quality result, the inspection's
// barcode rows and its result in one transaction, refused where a barcode already in stock would
// break the stock-in rules under the new result; its un-audit restores the results the audit
// found. server/adjust-rules.ts.
import { a, entity } from '../../../schemas/entities/define';
import { docCode, remark } from '../../../schemas/entities/documents';
import { INSPECT_RESULTS } from './options';

const JUDGEMENTS = INSPECT_RESULTS.filter((r) => r.value === 'Qualified' || r.value === 'Unqualified');

export const QualityAdjust = entity({
  id: 507,
  code: 'QualityAdjust',
  name: '检验结果调整',
  nameEn: 'Inspection adjustment',
  module: 'quality',
  table: 'quality_adjust',
  receipt: { typeCode: 'quality-adjust', flow: false },
  attrs: [
    docCode('TZ', '调整单号', 'Adjustment no.'),
    a.quote('FuzzyCommon', 'incoming_id', '来料检验单', 'Incoming inspection', 'QualityIncoming', { required: true, query: true, table: 150 }),
    a.enumType('before_result', '调整前结果', 'Result before', INSPECT_RESULTS, { maintained: true, table: 90 }),
    a.enumType('after_result', '调整后结果', 'Result after', JUDGEMENTS, { required: true, query: true, table: 90 }),
    a.string('reason', '调整原因', 'Reason', { required: true, max: 512, table: 220 }),
    remark(),
  ],
  children: {
    lines: {
      table: 'quality_adjust_line',
      name: '调整条码',
      nameEn: 'Barcodes',
      attrs: [
        a.string('code', '条码', 'Barcode', { required: true, max: 128 }),
        a.enumType('before_result', '调整前结果', 'Result before', INSPECT_RESULTS, { maintained: true }),
        a.enumType('after_result', '调整后结果', 'Result after', JUDGEMENTS, { required: true }),
      ],
    },
  },
});
