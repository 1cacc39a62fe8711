// 物料质量设置 (quality/MaterialSetting): the quality settings of a material beyond the master
// data's 需要检验 (need_quality), kept by the quality module keyed by the material because master
// data offers no hook for other modules' attributes — 检验提醒 (needQualityRemind: a message to the
// inspectors when an inspection is created), 自动抽样 (needAutoSample: the sample size from the
// scheme's sampling plan), 允许复检 (needRequality: a rejected inspection may be inspected again,
// once).
// Whether a material is inspected at all stays 需要检验 of the master data.
import { a, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

export const QualityMaterialSetting = entity({
  id: 505,
  code: 'QualityMaterialSetting',
  name: '物料质量设置',
  nameEn: 'Material quality settings',
  module: 'quality',
  table: 'quality_material_setting',
  importKey: ['material_id'],
  attrs: [
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, unique: true, query: true, table: 180 }),
    a.bool('need_quality_remind', '检验提醒', 'Remind inspectors', { defaultValue: false, table: 90 }),
    a.bool('need_auto_sample', '自动抽样', 'Sample automatically', { defaultValue: true, table: 90 }),
    a.bool('need_requality', '允许复检', 'Re-inspection allowed', { defaultValue: false, table: 90 }),
    remark(),
  ],
});
