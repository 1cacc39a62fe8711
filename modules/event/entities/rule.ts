// 事件规则 (id 880): what a rule watches (an IoT variable on a machine, a machine's stops, late work
// orders), its condition and decimal limit, the severity and the roles it notifies, and its
// escalation (unacknowledged for N minutes: another role, one severity up). A rule without a
// machine watches every machine that sends the variable. Switched on and off with 启用.
import { a, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';
import { CONDITIONS, OPERATORS, SEVERITIES, SOURCES } from '../options';

const LIMIT = { int: 12, scale: 4 };
const SECONDS = { int: 7, scale: 0 };

export const EventRule = entity({
  id: 880,
  code: 'EventRule',
  name: '事件规则',
  nameEn: 'Event rule',
  module: 'event',
  table: 'evt_rule',
  importKey: ['code'],
  attrs: [
    a.string('code', '规则编码', 'Code', { required: true, max: 64, noSpaces: true, unique: true, query: true, table: 120, index: true, fuzzy: true }),
    a.string('name', '规则名称', 'Name', { required: true, max: 128, query: true, table: 160, fuzzy: true }),
    a.enumType('source', '事件来源', 'Source', SOURCES, { required: true, defaultValue: 'Variable', query: true, table: 100 }),
    a.quote('FuzzyCommon', 'variable_id', '采集变量', 'Variable', 'IotVar', { table: 120 }),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Machine', 'Equipment', { query: true, table: 120 }),
    a.enumType('condition', '条件类型', 'Condition', CONDITIONS, { required: true, defaultValue: 'Threshold', table: 90 }),
    a.enumType('operator', '比较', 'Operator', OPERATORS, { defaultValue: 'Gt', table: 60 }),
    a.number('limit_value', '限值', 'Limit', { digits: LIMIT, table: 90 }),
    // how far back over the limit a value must come before the event records its end (hysteresis)
    a.number('deadband', '回差', 'Deadband', { digits: LIMIT, min: 0, defaultValue: 0, table: 70 }),
    a.int('duration_seconds', '持续秒数', 'Held for (s)', { digits: SECONDS, min: 0, table: 90 }),
    a.int('window_seconds', '变化率窗口秒数', 'Rate window (s)', { digits: SECONDS, min: 0 }),
    a.enumType('severity', '严重程度', 'Severity', SEVERITIES, { required: true, defaultValue: 'Minor', query: true, table: 80 }),
    // role codes, comma separated (roles are no entity: the server checks each is a role of the tenant)
    a.string('notify_roles', '通知角色', 'Notified roles', { required: true, max: 256, table: 140 }),
    a.int('escalate_minutes', '升级分钟数', 'Escalate after (min)', { digits: SECONDS, min: 0, table: 100 }),
    a.string('escalate_roles', '升级通知角色', 'Escalation roles', { max: 256, table: 120 }),
    a.bool('enabled', '启用', 'Enabled', { defaultValue: false, query: true, table: 70 }),
    remark(),
  ],
});
