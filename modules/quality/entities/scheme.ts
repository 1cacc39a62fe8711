// 检验方案 (quality/table, quality/InspectRuleDetail): what is inspected for a material, a process
// route or a process — its items with standard value and limits, the sampling plan, how often
// (检验频次: by time, by quantity or at set times) and what passes (合格率 / 合格数). A scheme code
// has versions (V1, V2 …), one row each: a new version copies the latest one (previous_id), and
// the status machine Undefined → Saved → (Reedit ⇄) Passed → Start ⇄ Stop moves a version by the
// status-switch call only (never by a save). At most one version of a code is started; a started
// or stopped version is never edited again — a new version is (server/scheme-rules.ts).
import { type AttrDef, a, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';
import { INSPECT_KINDS, MEASURES, SCHEDULES, SCHEME_STATUSES, SCHEME_TARGETS } from './options';

/** reading and limit values: 12 integer and 6 decimal digits */
export const LIMIT = { digits: { int: 12, scale: 6 } } as const;

/** An item with its standard value, limits and key flag: a scheme line, and the reading copied from it. */
export const itemLimits = (): AttrDef[] => [
  a.quote('FuzzyCommon', 'item_id', '检验项目', 'Item', 'QualityItem', { required: true }),
  a.number('standard_value', '标准值', 'Standard value', LIMIT),
  a.number('lower_limit', '下限', 'Lower limit', LIMIT),
  a.number('upper_limit', '上限', 'Upper limit', LIMIT),
  a.bool('key_item', '关键项', 'Key item', { defaultValue: false }),
];

export const InspectScheme = entity({
  id: 501,
  code: 'InspectScheme',
  name: '检验方案',
  nameEn: 'Inspection scheme',
  module: 'quality',
  table: 'quality_scheme',
  lookup: 'tenant',
  attrs: [
    a.string('code', '方案编码', 'Scheme code', { required: true, max: 128, noSpaces: true, query: true, table: 140, index: true, fuzzy: true }),
    a.string('scheme_name', '方案名称', 'Scheme name', { required: true, max: 128, query: true, table: 180, fuzzy: true }),
    a.int('scheme_version', '版本', 'Version', { maintained: true, table: 60 }),
    a.enumType('status', '状态', 'Status', SCHEME_STATUSES, { maintained: true, query: true, table: 90 }),
    a.enumType('inspect_kind', '检验类型', 'Inspection type', INSPECT_KINDS, { required: true, defaultValue: 'Incoming', query: true, table: 90 }),
    a.enumType('target_type', '方案对象', 'Scheme for', SCHEME_TARGETS, { required: true, defaultValue: 'Material', table: 90 }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { query: true, table: 160 }),
    a.quote('FuzzyCommon', 'routing_id', '工艺路线', 'Process route', 'ProcessRoute', { query: true, table: 140 }),
    a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { query: true, table: 120 }),
    a.quote('FuzzyCommon', 'sample_plan_id', '抽样方案', 'Sampling plan', 'QualitySamplePlan', { table: 140 }),
    a.enumType('schedule', '检验频次', 'Schedule', SCHEDULES, { required: true, defaultValue: 'PeriodicByMaterial', table: 110 }),
    a.number('schedule_value', '频次数值', 'Every', { digits: { int: 10, scale: 2 }, min: 0, table: 90 }),
    a.string('custom_times', '自定义时间', 'Custom times', { max: 256 }),
    a.enumType('measure', '判定方式', 'Judged by', MEASURES, { required: true, defaultValue: 'QualifiedRate', table: 90 }),
    a.number('measure_value', '判定值', 'Pass mark', { required: true, digits: { int: 10, scale: 2 }, min: 0, defaultValue: 100, table: 80 }),
    // the version this one was copied from (addVersion): hidden, set by the call
    a.int('previous_id', '上一版本', 'Previous version'),
    remark(),
  ],
  children: {
    lines: {
      table: 'quality_scheme_line',
      name: '检验项目',
      nameEn: 'Items',
      attrs: [
        ...itemLimits(),
        a.remark('remark', '备注', 'Remarks', { max: 512 }),
      ],
    },
  },
});
