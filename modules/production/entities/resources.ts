// Production resources: 工序单元 (mdm/ProcessUnit: production lines and work centres of an
// organisation, with the shift rules they work) and 设备档案 (mdm/Equipment: machines of a unit,
// the processes each can run, its equipment status, how many jobs it runs at once).
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { money, remark } from '../../../schemas/entities/documents';

export const ProcessUnit = entity({
  id: 903,
  code: 'ProcessUnit',
  name: '工序单元',
  nameEn: 'Process unit',
  module: 'production',
  table: 'prd_process_unit',
  lookup: 'tenant',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('工序单元编码', '工序单元名称', 'Unit name'),
    a.enumType('unit_type', '单元类型', 'Unit type', [
      { value: 'Line', label: '产线', labelEn: 'Production line' },
      { value: 'WorkCentre', label: '工作中心', labelEn: 'Work centre' },
    ], { required: true, defaultValue: 'Line', query: true, table: 100 }),
    enableStatus(),
    remark(),
  ],
  children: {
    shifts: {
      table: 'prd_process_unit_shift',
      name: '班次',
      nameEn: 'Shifts',
      attrs: [a.quote('FuzzyCommon', 'shift_rule_id', '班次规则', 'Shift rule', 'ShiftRule', { required: true })],
    },
  },
});

/** Equipment status: 0 initial, 1 normal, 2 stopped, 4 fault, 5 scrapped. */
export const EQUIPMENT_STATUSES = [
  { value: '0', label: '初始', labelEn: 'Initial' },
  { value: '1', label: '正常', labelEn: 'Normal' },
  { value: '2', label: '停机', labelEn: 'Stopped' },
  { value: '4', label: '故障', labelEn: 'Fault' },
  { value: '5', label: '报废', labelEn: 'Scrapped' },
];

/** Maintenance status, kept by the equipment module's check tasks: 1 normal, 2 maintenance overdue. */
export const MAINTENANCE_STATUSES = [
  { value: '1', label: '正常', labelEn: 'Normal' },
  { value: '2', label: '维保逾期', labelEn: 'Maintenance overdue' },
];

export const Equipment = entity({
  id: 904,
  code: 'Equipment',
  name: '设备档案',
  nameEn: 'Equipment',
  module: 'production',
  table: 'prd_equipment',
  lookup: 'tenant',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('设备编码', '设备名称', 'Equipment name'),
    a.enumType('level', '设备等级', 'Level', [
      { value: 'A', label: 'A类', labelEn: 'Class A' },
      { value: 'B', label: 'B类', labelEn: 'Class B' },
      { value: 'C', label: 'C类', labelEn: 'Class C' },
    ], { required: true, defaultValue: 'B', table: 80 }),
    a.dict('equipment_type', '设备类型', 'Type', 'equipment_type', { query: true, table: 110 }),
    a.quote('FuzzyCommon', 'process_unit_id', '工序单元', 'Process unit', 'ProcessUnit', { query: true, table: 150 }),
    a.enumType('equipment_status', '设备状态', 'Equipment status', EQUIPMENT_STATUSES, { required: true, defaultValue: '0', query: true, table: 90 }),
    a.enumType('maintenance_status', '维保状态', 'Maintenance status', MAINTENANCE_STATUSES, { defaultValue: '1', maintained: true, query: true, table: 90 }),
    a.int('parallel', '并行任务数', 'Parallel jobs', { required: true, min: 1, defaultValue: 1, digits: { int: 4, scale: 0 }, table: 90 }),
    a.bool('is_key', '关键设备', 'Key equipment', { defaultValue: false, table: 90 }),
    a.string('registration_code', '注册代码', 'Registration code', { max: 20, noSpaces: true }),
    // what an hour of this machine standing costs (the events module's 停机损失)
    money('hourly_cost', '小时成本', 'Hourly cost', { min: 0, table: 90 }),
    remark(),
  ],
  children: {
    processes: {
      table: 'prd_equipment_process',
      name: '可加工工序',
      nameEn: 'Processes it runs',
      attrs: [a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { required: true })],
    },
  },
});
