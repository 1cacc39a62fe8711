// 设备年检 (equipment/inspectAnnually): the statutory yearly inspection of special equipment —
// cranes, pressure vessels, lifts: the machines that carry a special-equipment registration code
// (注册代码) on their record. Due date, the inspecting body, its certificate and result; the audit
// is the inspection done: a passing one sets the next due date (a year after the inspection when
// left empty), which 年检逾期 reads.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, docCode, remark } from '../../../schemas/entities/documents';

export const INSPECTION_RESULTS = [
  { value: 'Pass', label: '合格', labelEn: 'Passed' },
  { value: 'Conditional', label: '整改后合格', labelEn: 'Passed after rectification' },
  { value: 'Fail', label: '不合格', labelEn: 'Failed' },
];

/** the results after which the machine may be used until the next due date */
export const PASSING = ['Pass', 'Conditional'];

export const AnnualInspection = entity({
  id: 556,
  code: 'AnnualInspection',
  name: '设备年检',
  nameEn: 'Annual inspection',
  module: 'equipment',
  table: 'eqp_annual_inspect',
  lookup: 'tenant',
  receipt: { typeCode: 'equipment-inspect', flow: false },
  attrs: [
    docCode('NJ', '年检单号', 'Inspection number'),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { required: true, query: true, table: 150 }),
    a.date('due_date', '应检日期', 'Due date', { required: true, query: true, table: 110, index: true }),
    a.string('inspect_body', '检验机构', 'Inspecting body', { max: 128, table: 180 }),
    a.date('inspect_date', '检验日期', 'Inspected on', { query: true, table: 110, when: 'past' }),
    a.string('certificate_no', '检验证书编号', 'Certificate number', { max: 64, query: true, table: 140 }),
    a.enumType('result', '检验结论', 'Result', INSPECTION_RESULTS, { query: true, table: 100 }),
    a.date('next_due_date', '下次检验日期', 'Next due date', { table: 110 }),
    a.string('inspector_name', '检验员', 'Inspector', { max: 64, table: 90 }),
    remark(),
    attaches(),
  ],
});
