// 维保计划 (equipment/plan): which machines are checked with which template, how often (every
// day, week, month or n days from its start) and when next; the generator (server/generate.ts)
// makes one check task per machine and period, and moves next_due.
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

export const PLAN_CYCLES = [
  { value: 'Day', label: '每天', labelEn: 'Daily' },
  { value: 'Week', label: '每周', labelEn: 'Weekly' },
  { value: 'Month', label: '每月', labelEn: 'Monthly' },
  { value: 'EveryN', label: '每隔N天', labelEn: 'Every n days' },
];

export const MaintenancePlan = entity({
  id: 551,
  code: 'MaintenancePlan',
  name: '维保计划',
  nameEn: 'Maintenance plan',
  module: 'equipment',
  table: 'eqp_plan',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('计划编码', '计划名称', 'Plan name'),
    a.quote('FuzzyCommon', 'template_id', '点检模板', 'Check template', 'CheckTemplate', { required: true, query: true, table: 150 }),
    // one machine, or every machine of a type (the template's type when both are empty)
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { query: true, table: 150 }),
    a.dict('equipment_type', '设备类型', 'Equipment type', 'equipment_type', { query: true, table: 110 }),
    a.enumType('cycle', '周期', 'Cycle', PLAN_CYCLES, { required: true, defaultValue: 'Day', query: true, table: 90 }),
    a.int('every_days', '间隔天数', 'Every n days', { min: 1, maxValue: 3650, digits: { int: 4, scale: 0 }, table: 90 }),
    a.date('start_date', '开始日期', 'Start date', { required: true, table: 110 }),
    a.date('next_due', '下次到期', 'Next due', { maintained: true, table: 110 }),
    enableStatus(),
    remark(),
  ],
});
