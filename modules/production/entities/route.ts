// 工艺路线 (mdm/ProcessRoute): ordered processes (the mdm Process entity) with their standard time
// and unit, setup time, the process unit that may run each and whether the next process is a
// quality inspection; 物料工艺路线 (mdm/MaterialRoute): which route a material is made by, one of a
// material's routes being its default (server/route-rules.ts).
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

const time = { digits: { int: 12, scale: 6 }, min: 0 } as const;

export const TIME_UNITS = [
  { value: 'Minute', label: '分钟', labelEn: 'Minute' },
  { value: 'Hour', label: '小时', labelEn: 'Hour' },
  { value: 'Day', label: '天', labelEn: 'Day' },
];

export const ProcessRoute = entity({
  id: 901,
  code: 'ProcessRoute',
  name: '工艺路线',
  nameEn: 'Process route',
  module: 'production',
  table: 'prd_process_route',
  lookup: 'tenant',
  perOrgan: true,
  importKey: ['code'],
  attrs: [...codeAndName('工艺路线编码', '工艺路线名称', 'Route name'), enableStatus(), remark()],
  children: {
    processes: {
      table: 'prd_process_route_item',
      name: '工序',
      nameEn: 'Processes',
      min: 1,
      attrs: [
        a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { required: true }),
        a.number('standard_time', '标准工时', 'Standard time', { ...time, required: true }),
        a.enumType('time_unit', '时间单位', 'Time unit', TIME_UNITS, { required: true, defaultValue: 'Minute' }),
        a.number('setup_time', '准备时间', 'Setup time', { ...time, defaultValue: 0 }),
        a.quote('FuzzyCommon', 'process_unit_id', '工序单元', 'Process unit', 'ProcessUnit'),
        a.bool('next_inspect', '下道工序质检', 'Next process inspects', { defaultValue: false }),
        a.remark('remark', '备注', 'Remarks', { max: 512 }),
      ],
    },
  },
});

export const MaterialRoute = entity({
  id: 902,
  code: 'MaterialRoute',
  name: '物料工艺路线',
  nameEn: 'Material route',
  module: 'production',
  table: 'prd_material_route',
  perOrgan: true,
  attrs: [
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, query: true, table: 200 }),
    a.quote('FuzzyCommon', 'route_id', '工艺路线', 'Process route', 'ProcessRoute', { required: true, query: true, table: 200 }),
    a.bool('is_default', '默认路线', 'Default route', { defaultValue: false, table: 90 }),
    remark(),
  ],
});
