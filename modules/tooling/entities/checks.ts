// Fixture check plans and results (ids 617, 618). A plan says which fixture type is checked, when
// (every cycle of days, at a product change, at an install) and in which shift, and its items (the
// check paper): each a standard value with its upper and lower deviation. A result is one check of
// one fixture against one plan in one shift of one day, each reading marked out of limits when it
// leaves standard − lower … standard + upper; written only by the check call.
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';
import { SHIFTS, TOOL_INT, TRIGGER_TYPES, VERDICTS } from './options';

const MEASURE = { int: 12, scale: 4 };

export const FixtureCheckPlan = entity({
  id: 617,
  code: 'FixtureCheckPlan',
  name: '工装点检计划',
  nameEn: 'Fixture check plan',
  module: 'tooling',
  table: 'tool_fixture_check_plan',
  lookup: 'tenant',
  attrs: [
    ...codeAndName('计划编码', '计划名称', 'Plan'),
    a.quote('FuzzyCommon', 'define_id', '工装类型', 'Fixture type', 'FixtureDefine', { required: true, query: true, table: 150 }),
    a.enumType('trigger_type', '触发类型', 'Trigger', TRIGGER_TYPES, { required: true, defaultValue: 'Cycle', query: true, table: 100 }),
    a.int('cycle_days', '周期(天)', 'Cycle (days)', { ...TOOL_INT, min: 1, table: 80 }),
    a.enumType('shift', '触发班次', 'Shift', SHIFTS, { required: true, defaultValue: 'Day', query: true, table: 80 }),
    enableStatus(),
    remark(),
  ],
  children: {
    items: {
      table: 'tool_fixture_check_item',
      name: '点检项目',
      nameEn: 'Check items',
      attrs: [
        a.string('item', '点检项目', 'Item', { required: true, max: 128 }),
        a.number('standard_value', '标准值', 'Standard value', { required: true, digits: MEASURE }),
        a.number('upper_deviation', '上偏差', 'Upper deviation', { required: true, min: 0, digits: MEASURE, defaultValue: 0 }),
        a.number('lower_deviation', '下偏差', 'Lower deviation', { required: true, min: 0, digits: MEASURE, defaultValue: 0 }),
        a.string('unit', '单位', 'Unit', { max: 32 }),
      ],
    },
  },
});

export const FixtureCheckResult = entity({
  id: 618,
  code: 'FixtureCheckResult',
  name: '工装点检结果',
  nameEn: 'Fixture check result',
  module: 'tooling',
  table: 'tool_fixture_check_result',
  attrs: [
    a.string('code', '点检单号', 'Number', { required: true, max: 128, query: true, table: 150 }),
    a.quote('FuzzyCommon', 'fixture_id', '工装', 'Fixture', 'FixtureFile', { required: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'plan_id', '点检计划', 'Check plan', 'FixtureCheckPlan', { required: true, query: true, table: 150 }),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Machine', 'Equipment', { query: true, table: 140 }),
    a.date('check_date', '点检日期', 'Check date', { required: true, query: true, table: 100 }),
    a.enumType('shift', '班次', 'Shift', SHIFTS, { required: true, query: true, table: 70 }),
    a.enumType('verdict', '结论', 'Verdict', VERDICTS, { required: true, query: true, table: 70 }),
    a.int('out_count', '超差项数', 'Items out of limits', { ...TOOL_INT, table: 90 }),
    remark(),
  ],
  children: {
    readings: {
      table: 'tool_fixture_check_reading',
      name: '点检明细',
      nameEn: 'Readings',
      attrs: [
        a.string('item', '点检项目', 'Item', { required: true, max: 128 }),
        a.number('standard_value', '标准值', 'Standard value', { digits: MEASURE }),
        a.number('upper_deviation', '上偏差', 'Upper deviation', { digits: MEASURE }),
        a.number('lower_deviation', '下偏差', 'Lower deviation', { digits: MEASURE }),
        a.number('value', '实测值', 'Reading', { required: true, digits: MEASURE }),
        a.bool('out_of_limits', '超差', 'Out of limits', { defaultValue: false }),
      ],
    },
  },
});
