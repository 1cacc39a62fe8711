// 点检任务 (equipment/EquipmentCheckList): one check of one machine for one period of a plan (or
// made by hand), its readings copied from the template's items. Filled on the page or the Hmi and
// committed when done; a reading outside its limits (or judged NG) is marked, and the task's
// result says whether any was. `plan_period` (plan / machine / period) is unique per tenant, so a
// period's task is made once however many generators run at the same moment.
import { a, entity } from '../../../schemas/entities/define';
import { docCode, remark } from '../../../schemas/entities/documents';
import { checkItemAttrs, READING } from './template';

export const OK_NG = [
  { value: 'OK', label: '正常', labelEn: 'OK' },
  { value: 'NG', label: '异常', labelEn: 'Not OK' },
];

/** A reading is out of limits: below the lower or above the upper limit, or judged NG. */
const OUT_OF_LIMIT = "if((kind == 'OkNg' && ok_value == 'NG') || value < lower_limit || value > upper_limit, true, false)";

export const CheckTask = entity({
  id: 552,
  code: 'CheckTask',
  name: '点检任务',
  nameEn: 'Check task',
  module: 'equipment',
  table: 'eqp_check_task',
  lookup: 'tenant',
  receipt: { typeCode: 'equipment-check', flow: false },
  attrs: [
    docCode('DJ', '任务编号', 'Task number'),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { required: true, query: true, table: 150 }),
    a.quote('FuzzyCommon', 'plan_id', '维保计划', 'Maintenance plan', 'MaintenancePlan', { query: true, table: 150 }),
    a.quote('FuzzyCommon', 'template_id', '点检模板', 'Check template', 'CheckTemplate', { table: 140 }),
    a.date('period_start', '周期开始', 'Period start', { table: 110 }),
    a.date('due_date', '到期日期', 'Due date', { required: true, query: true, table: 110, index: true }),
    a.string('plan_period', '计划周期', 'Plan period', { max: 64, unique: true, maintained: true }),
    a.dateTime('done_at', '完成时间', 'Done at', { maintained: true, table: 150 }),
    a.string('checker_name', '点检人', 'Checked by', { max: 64, maintained: true, table: 90 }),
    a.enumType('overdue', '逾期', 'Overdue', [
      { value: 'Yes', label: '已逾期', labelEn: 'Overdue' },
      { value: 'No', label: '未逾期', labelEn: 'On time' },
    ], { query: true, table: 80, readSql: "case when t.status_dict in ('Saved', 'DeApproval') and t.due_date < current_date then 'Yes' else 'No' end" }),
    a.enumType('result', '点检结果', 'Result', [
      { value: 'Normal', label: '正常', labelEn: 'Normal' },
      { value: 'Abnormal', label: '异常', labelEn: 'Abnormal' },
    ], {
      query: true,
      table: 80,
      readSql: 'case when exists (select 1 from eqp_check_task_reading r where r.tenant_id = t.tenant_id and r.owner_id = t.id and r.out_of_limit) then \'Abnormal\' else \'Normal\' end',
    }),
    remark(),
  ],
  children: {
    readings: {
      table: 'eqp_check_task_reading',
      name: '点检记录',
      nameEn: 'Readings',
      min: 1,
      attrs: [
        ...checkItemAttrs(),
        a.number('value', '实测值', 'Reading', { digits: READING }),
        a.enumType('ok_value', '判定', 'Judgement', OK_NG),
        a.bool('out_of_limit', '超限', 'Out of limits', { compute: OUT_OF_LIMIT }),
        a.string('note', '说明', 'Note', { max: 256 }),
      ],
    },
  },
});
