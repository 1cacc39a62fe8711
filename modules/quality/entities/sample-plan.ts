// 抽样方案 (quality/Sample): how a lot is sampled by GB/T 2828.1 — its inspection level and AQL,
// whether the switching rules apply (normal / tightened / reduced), and where they stand now
// (the severity and the switching state, kept by the inspections judged under it).
import { a, codeAndName, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';
import { AQL_OPTIONS, LEVEL_OPTIONS, SEVERITIES } from './options';

export const QualitySamplePlan = entity({
  id: 502,
  code: 'QualitySamplePlan',
  name: '抽样方案',
  nameEn: 'Sampling plan',
  module: 'quality',
  table: 'quality_sample_plan',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('抽样方案编码', '抽样方案名称', 'Plan name'),
    a.enumType('inspect_level', '检验水平', 'Inspection level', LEVEL_OPTIONS, { required: true, defaultValue: 'II', query: true, table: 120 }),
    a.enumType('aql', '接收质量限(AQL)', 'AQL', AQL_OPTIONS, { required: true, defaultValue: '1.0', query: true, table: 100 }),
    a.bool('switching', '启用转移规则', 'Switching rules', { defaultValue: true, table: 100 }),
    a.bool('reduced_allowed', '允许放宽检验', 'Reduced allowed', { defaultValue: false, table: 100 }),
    a.enumType('severity', '当前严格度', 'Current severity', SEVERITIES, { maintained: true, query: true, table: 100 }),
    // the switching state (sampling/switching.ts) as JSON, kept by the judged inspections
    a.string('switching_state', '转移状态', 'Switching state', { maintained: true, max: 256 }),
    remark(),
  ],
});
