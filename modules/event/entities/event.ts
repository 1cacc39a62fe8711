// 事件 (id 881): one occurrence of a rule on a machine (or a work order), written only by the
// server: its code, rule, machine, severity, the value that crossed, start and (when the condition
// clears) end, and its status 待确认 → 已确认 → (已升级) → 已关闭 with who acknowledged and closed it,
// the close cause and note; comments (评论) as child rows. `subject` keys the one open event per rule
// and machine (or order).
import { a, entity } from '../../../schemas/entities/define';
import { CAUSE_DICT, EVENT_STATUSES, SEVERITIES, SOURCES } from '../options';

const kept = { maintained: true } as const;

export const Event = entity({
  id: 881,
  code: 'Event',
  name: '事件',
  nameEn: 'Event',
  module: 'event',
  table: 'evt_event',
  attrs: [
    a.string('code', '事件编号', 'Number', { ...kept, max: 64, query: true, table: 150, index: true, fuzzy: true }),
    a.enumType('event_status', '事件状态', 'Status', EVENT_STATUSES, { ...kept, query: true, table: 80, index: true }),
    a.enumType('severity', '严重程度', 'Severity', SEVERITIES, { ...kept, query: true, table: 80, index: true }),
    a.string('title', '事件内容', 'Description', { ...kept, max: 256, table: 220 }),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Machine', 'Equipment', { ...kept, query: true, table: 120 }),
    a.dateTime('start_at', '开始时间', 'Started at', { ...kept, query: true, table: 150, index: true }),
    a.dateTime('end_at', '结束时间', 'Ended at', { ...kept, table: 150 }),
    a.dict('cause', '原因', 'Cause', CAUSE_DICT, { ...kept, query: true, table: 100 }),
    a.quote('FuzzyCommon', 'rule_id', '事件规则', 'Rule', 'EventRule', { ...kept, query: true, table: 140 }),
    a.enumType('source', '事件来源', 'Source', SOURCES, { ...kept, query: true, table: 90 }),
    a.string('trigger_value', '触发值', 'Value', { ...kept, max: 64, table: 90 }),
    a.int('hits', '触发次数', 'Occurrences', { ...kept, table: 80 }),
    a.string('ack_name', '确认人', 'Acknowledged by', { ...kept, max: 64, table: 90 }),
    a.dateTime('ack_at', '确认时间', 'Acknowledged at', { ...kept, table: 150 }),
    a.dateTime('escalated_at', '升级时间', 'Escalated at', { ...kept, table: 150 }),
    a.string('close_note', '关闭说明', 'Close note', { ...kept, max: 512, table: 160 }),
    a.string('close_name', '关闭人', 'Closed by', { ...kept, max: 64, table: 90 }),
    a.dateTime('close_at', '关闭时间', 'Closed at', { ...kept, table: 150 }),
    a.string('subject', '对象', 'Subject', { ...kept, max: 128, table: 120 }),
  ],
  children: {
    comments: {
      table: 'evt_event_comment',
      name: '评论',
      nameEn: 'Comments',
      attrs: [
        a.string('content', '评论内容', 'Comment', { required: true, max: 1024 }),
        a.string('author', '评论人', 'By', { max: 64 }),
        a.dateTime('at', '评论时间', 'At'),
      ],
    },
  },
});
