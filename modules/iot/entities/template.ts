// 采集模板 (iot/template, detail iot/CollectTemplateDetail): the variables of one collection model a
// gateway reads and how often (a Modbus gateway polls every period; MQTT devices publish when they do).
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

export const CollectTemplate = entity({
  id: 843,
  code: 'IotCollectTemplate',
  name: '采集模板',
  nameEn: 'Collection template',
  module: 'iot',
  table: 'iot_collect_template',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('模板编码', '模板名称', 'Template name'),
    a.quote('FuzzyCommon', 'model_id', '采集模型', 'Collection model', 'IotCollectModel', { required: true, query: true, table: 140 }),
    a.int('period_seconds', '采集周期(秒)', 'Period (s)', { required: true, defaultValue: 5, min: 1, maxValue: 86400, table: 100 }),
    enableStatus(),
    remark(),
  ],
  children: {
    vars: {
      table: 'iot_collect_template_var',
      name: '采集变量',
      nameEn: 'Variables',
      min: 1,
      attrs: [a.quote('FuzzyCommon', 'var_id', '采集变量', 'Variable', 'IotVar', { required: true })],
    },
  },
});
