// The fixed option lists of 事件管理, shared by the entities, the calls, the server's evaluation and
// the web part. Severity is a fixed list rather than a tenant dictionary: escalation moves an event
// one step up it, so its order is part of the rules.

/** 提示 < 一般 < 严重 < 紧急 (escalation takes the next one; 紧急 stays 紧急) */
export const SEVERITIES = [
  { value: 'Info', label: '提示', labelEn: 'Info' },
  { value: 'Minor', label: '一般', labelEn: 'Minor' },
  { value: 'Major', label: '严重', labelEn: 'Major' },
  { value: 'Critical', label: '紧急', labelEn: 'Critical' },
];
export type Severity = 'Info' | 'Minor' | 'Major' | 'Critical';
export const severityUp = (s: Severity): Severity => {
  const i = SEVERITIES.findIndex((x) => x.value === s);
  return SEVERITIES[Math.min(i + 1, SEVERITIES.length - 1)]!.value as Severity;
};

/** 待确认 → 已确认 → (已升级) → 已关闭; an unacknowledged event past its rule's minutes is 已升级 */
export const EVENT_STATUSES = [
  { value: 'Open', label: '待确认', labelEn: 'To acknowledge' },
  { value: 'Acked', label: '已确认', labelEn: 'Acknowledged' },
  { value: 'Escalated', label: '已升级', labelEn: 'Escalated' },
  { value: 'Closed', label: '已关闭', labelEn: 'Closed' },
];
export type EventStatus = 'Open' | 'Acked' | 'Escalated' | 'Closed';

/** what a rule watches */
export const SOURCES = [
  { value: 'Variable', label: '采集变量', labelEn: 'IoT variable' },
  { value: 'MachineStop', label: '设备停机', labelEn: 'Machine stopped' },
  { value: 'OrderLate', label: '工单逾期', labelEn: 'Work order late' },
  { value: 'DefectRate', label: '不良率超限', labelEn: 'Defect rate over limit' },
];
export type Source = 'Variable' | 'MachineStop' | 'OrderLate' | 'DefectRate';

/** how a variable's values are judged */
export const CONDITIONS = [
  { value: 'Threshold', label: '阈值', labelEn: 'Threshold' },
  { value: 'Duration', label: '持续', labelEn: 'Held for' },
  { value: 'Rate', label: '变化率', labelEn: 'Rate of change' },
  { value: 'NoData', label: '无数据', labelEn: 'No data' },
];
export type Condition = 'Threshold' | 'Duration' | 'Rate' | 'NoData';

export const OPERATORS = [
  { value: 'Gt', label: '>', labelEn: '>' },
  { value: 'Ge', label: '>=', labelEn: '>=' },
  { value: 'Lt', label: '<', labelEn: '<' },
  { value: 'Le', label: '<=', labelEn: '<=' },
  { value: 'Eq', label: '=', labelEn: '=' },
];
export type Operator = 'Gt' | 'Ge' | 'Lt' | 'Le' | 'Eq';

/** the tenant dictionary of close causes (关闭原因), every tenant starts with these */
export const CAUSE_DICT = 'event_cause';
export const CAUSES: ReadonlyArray<readonly [string, string, string]> = [
  ['Mechanical', '机械故障', 'Mechanical fault'],
  ['Electrical', '电气故障', 'Electrical fault'],
  ['Material', '缺料', 'Material shortage'],
  ['Tooling', '换刀/工装', 'Tool change'],
  ['Process', '工艺调整', 'Process adjustment'],
  ['Planned', '计划停机', 'Planned stop'],
  ['FalseAlarm', '误报', 'False alarm'],
];
