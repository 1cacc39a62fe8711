// 过程检验 (quality/InProcessInspection, quality/ProcessInspectDetail): the inspection of one output
// report (报工) of a work order's operation, created by the report itself when the product needs
// inspection (物料 需要检验) under a started in-process scheme — 首检 (the operation's first report),
// 巡检 (patrol, by the scheme's schedule) or 末检 (the report that completes the operation). Its
// readings have the incoming readings' shape; judged like an incoming lot (the same rule code),
// never changed after; a rejected one may be re-inspected (a new inspection naming it).
import { a, entity } from '../../../schemas/entities/define';
import { docCode, quantity, remark } from '../../../schemas/entities/documents';
import { INSPECT_RESULTS, PROCESS_KINDS, PROCESS_STATES } from './options';
import { itemLimits, LIMIT } from './scheme';

const COUNT = { int: 10, scale: 4 } as const;

export const QualityProcess = entity({
  id: 504,
  code: 'QualityProcess',
  name: '过程检验',
  nameEn: 'In-process inspection',
  module: 'quality',
  table: 'quality_process',
  attrs: [
    docCode('GJ', '检验单号', 'Inspection no.'),
    a.enumType('kind', '检验类别', 'Kind', PROCESS_KINDS, { maintained: true, query: true, table: 80 }),
    a.enumType('state', '检验状态', 'State', PROCESS_STATES, { maintained: true, query: true, table: 80 }),
    a.enumType('result', '检验结果', 'Result', INSPECT_RESULTS, { maintained: true, query: true, table: 80 }),
    a.quote('FuzzyCommon', 'order_id', '工单', 'Work order', 'WorkOrder', { maintained: true, query: true, table: 150 }),
    a.int('op_id', '工单工序', 'Operation', { maintained: true, index: true }),
    a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { maintained: true, query: true, table: 120 }),
    a.quote('FuzzyCommon', 'output_id', '来源报工', 'Source report', 'ProductionOutput', { maintained: true, table: 150 }),
    a.quote('Material', 'material_id', '产品', 'Product', 'Material', { maintained: true, query: true, table: 160 }),
    a.quote('FuzzyCommon', 'scheme_id', '检验方案', 'Scheme', 'InspectScheme', { maintained: true, table: 140 }),
    quantity('report_qty', '报工数量', 'Reported', { maintained: true, digits: COUNT, table: 90 }),
    a.int('sample_size', '样本量', 'Sample size', { maintained: true, table: 80 }),
    a.int('ac', '接收数Ac', 'Ac', { maintained: true, table: 70 }),
    a.int('re', '拒收数Re', 'Re', { maintained: true, table: 70 }),
    quantity('inspected_qty', '检验数量', 'Inspected', { digits: COUNT, min: 0, defaultValue: 0, table: 90 }),
    quantity('qualified_qty', '合格数量', 'Qualified', { digits: COUNT, min: 0, defaultValue: 0, table: 90 }),
    a.number('pass_rate', '合格率(%)', 'Pass rate (%)', { digits: { int: 3, scale: 2 }, compute: 'if(inspected_qty > 0, round(qualified_qty * 100 / inspected_qty, 2), null)', table: 90 }),
    // the rejected inspection this one inspects again (复检)
    a.quote('FuzzyCommon', 'reinspect_of', '复检来源', 'Re-inspection of', 'QualityProcess', { maintained: true, table: 140 }),
    a.string('inspector', '检验员', 'Inspector', { maintained: true, max: 64, table: 90 }),
    a.dateTime('inspect_dt', '判定时间', 'Judged at', { maintained: true, table: 150 }),
    remark(),
  ],
  children: {
    readings: {
      table: 'quality_process_reading',
      name: '检验记录',
      nameEn: 'Readings',
      attrs: [...itemLimits(), a.number('reading', '实测值', 'Reading', LIMIT), a.string('answer', '检验结果', 'Answer', { max: 64 }), a.bool('qualified', '判定合格', 'Qualified')],
    },
  },
});
