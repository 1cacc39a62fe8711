import { a, codeAndName, entity } from '../../../schemas/entities/define';

export const Process = entity({
  id: 6,
  code: 'Process',
  name: '工序',
  nameEn: 'Process',
  module: 'mdm',
  lookup: 'tenant',
  table: 'mdm_process',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('工序编码', '工序名称', 'Process name'),
    a.dict('type', '工序类型', 'Type', 'process_type', { query: true, table: 100 }),
    a.dict('technic', '工艺', 'Technique', 'process_technic', { table: 100 }),
    a.bool('is_important', '关键工序', 'Key process', { defaultValue: false, table: 90 }),
    a.bool('is_rework', '返工工序', 'Rework process', { defaultValue: false, table: 90 }),
    a.bool('allow_dispatch', '允许派工', 'Allow dispatch', { defaultValue: true }),
    a.bool('allow_entry', '允许入库', 'Allow stock entry', { defaultValue: false }),
    a.number('standard_minutes', '标准工时(分钟)', 'Standard minutes', { digits: { int: 12, scale: 6 }, min: 0, table: 110 }),
    a.remark('description', '描述', 'Description', { max: 1024 }),
  ],
});
