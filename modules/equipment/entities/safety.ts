// 安全隐患 (equipment/Insecure): a safety hazard found on a machine or a place — who found it, how
// grave, what must be done by when; the audit closes it once rectified, with the measure taken and
// photos or documents as evidence. Open past its deadline it is overdue. 困人统计 (equipment/Trapped):
// a person trapped by a lift or a machine — when, how many, when released (the duration follows),
// by whom and why; its statistics by machine and month are the report 困人统计分析.
import { a, entity } from '../../../schemas/entities/define';
import { docCode, remark } from '../../../schemas/entities/documents';

export const HAZARD_LEVELS = [
  { value: 'General', label: '一般隐患', labelEn: 'General' },
  { value: 'Major', label: '重大隐患', labelEn: 'Major' },
];

const OPEN = "t.status_dict in ('Saved', 'Commit', 'DeApproval')";

export const SafetyHazard = entity({
  id: 557,
  code: 'SafetyHazard',
  name: '安全隐患',
  nameEn: 'Safety hazard',
  module: 'equipment',
  table: 'eqp_hazard',
  lookup: 'tenant',
  receipt: { typeCode: 'equipment-hazard', flow: false },
  attrs: [
    docCode('YH', '隐患编号', 'Hazard number'),
    a.dateTime('found_dt', '发现时间', 'Found at', { required: true, query: true, table: 150, index: true, when: 'past' }),
    a.string('found_by', '发现人', 'Found by', { required: true, max: 64, table: 90 }),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { query: true, table: 150 }),
    a.string('location', '位置', 'Location', { max: 128, table: 140 }),
    a.enumType('level', '隐患等级', 'Level', HAZARD_LEVELS, { required: true, defaultValue: 'General', query: true, table: 90 }),
    a.string('description', '隐患描述', 'Description', { required: true, max: 1024, table: 240 }),
    a.date('deadline', '整改期限', 'Rectify by', { required: true, query: true, table: 110 }),
    a.string('responsible_name', '整改责任人', 'Responsible', { max: 64, table: 90 }),
    a.string('measure', '整改措施', 'Measure taken', { max: 1024, table: 200 }),
    a.dateTime('closed_at', '关闭时间', 'Closed at', { maintained: true, table: 150 }),
    a.enumType('overdue', '逾期', 'Overdue', [
      { value: 'Yes', label: '已逾期', labelEn: 'Overdue' },
      { value: 'No', label: '未逾期', labelEn: 'On time' },
    ], { query: true, table: 80, readSql: `case when ${OPEN} and t.deadline < current_date then 'Yes' else 'No' end` }),
    remark(),
    a.files('evidence', '整改证据', 'Evidence', { accept: [], maxBytes: 20 * 1024 * 1024, max: 10 }),
  ],
});

export const Entrapment = entity({
  id: 558,
  code: 'Entrapment',
  name: '困人事件',
  nameEn: 'Entrapment',
  module: 'equipment',
  table: 'eqp_entrapment',
  lookup: 'tenant',
  receipt: { typeCode: 'equipment-trapped', flow: false },
  attrs: [
    docCode('KR', '事件编号', 'Incident number'),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { required: true, query: true, table: 150 }),
    a.dateTime('trapped_at', '被困时间', 'Trapped at', { required: true, query: true, table: 150, index: true, when: 'past' }),
    a.dateTime('released_at', '解救时间', 'Released at', { table: 150 }),
    a.int('people', '被困人数', 'People trapped', { required: true, min: 1, maxValue: 999, defaultValue: 1, digits: { int: 3, scale: 0 }, table: 80 }),
    a.number('duration_minutes', '被困时长(分钟)', 'Duration (min)', {
      digits: { int: 8, scale: 0 },
      table: 100,
      readSql: 'round((extract(epoch from (t.released_at - t.trapped_at)) / 60.0)::numeric, 0)',
    }),
    a.string('rescuer_name', '救援人', 'Released by', { max: 64, table: 90 }),
    a.string('cause', '原因', 'Cause', { max: 512, table: 200 }),
    a.bool('injured', '有人受伤', 'Injuries', { defaultValue: false, table: 80 }),
    remark(),
  ],
});
