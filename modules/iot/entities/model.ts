// 采集模型 (iot/collectModel): a machine model's set of collection variables (采集变量 name their
// model); templates take variables of one model.
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

export const CollectModel = entity({
  id: 841,
  code: 'IotCollectModel',
  name: '采集模型',
  nameEn: 'Collection model',
  module: 'iot',
  table: 'iot_collect_model',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('模型编码', '模型名称', 'Model name'),
    a.dict('equipment_type', '设备类型', 'Equipment type', 'equipment_type', { query: true, table: 120 }),
    enableStatus(),
    remark(),
  ],
});
