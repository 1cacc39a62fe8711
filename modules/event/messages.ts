// The events' refusals and notices, in Chinese and English: one key each, so a handler names the
// refusal and a test asserts the exact text.
export const EVENT_MESSAGES = {
  eventNotFound: ['事件不存在：{id}', 'Event not found: {id}'],
  alreadyAcked: ['事件已确认，不能重复确认：{code}', 'The event is already acknowledged: {code}'],
  closedNoAck: ['事件已关闭，不能确认：{code}', 'The event is closed and cannot be acknowledged: {code}'],
  alreadyClosed: ['事件已关闭，不能重复关闭：{code}', 'The event is already closed: {code}'],
  causeUnknown: ['关闭原因不存在：{cause}', 'No such close cause: {cause}'],
  ruleNotFound: ['事件规则不存在：{id}', 'Event rule not found: {id}'],
  roleUnknown: ['通知角色不存在：{code}', 'No such role: {code}'],
  variableRequired: ['采集变量规则必须选择采集变量', 'A variable rule needs a variable'],
  limitRequired: ['{condition}条件必须填写限值', 'A {condition} condition needs a limit'],
  durationRequired: ['{condition}条件必须填写持续秒数', 'A {condition} condition needs its seconds'],
  windowRequired: ['变化率条件必须填写窗口秒数', 'A rate condition needs its window seconds'],
  escalateRoleRequired: ['填写了升级分钟数时必须填写升级通知角色', 'Escalation minutes need an escalation role'],
  rangeTooLong: ['规则测试的时间范围不能超过 {days} 天', 'A rule test covers at most {days} days'],
  rangeOrder: ['开始时间必须早于结束时间', 'The start must be before the end'],
  testNeedsMachine: ['规则测试请选择设备', 'Choose a machine for the rule test'],
  testVariableOnly: ['规则测试只适用于采集变量和设备停机规则', 'A rule test applies to variable and machine-stop rules only'],
  defectLimitRequired: ['不良率规则必须填写限值（%）', 'A defect-rate rule needs its limit (%)'],
  noticeTitle: ['【{severity}】{rule}：{subject}', '[{severity}] {rule}: {subject}'],
  noticeBody: ['事件 {code}：{subject} {what}，触发值 {value}，开始于 {at}', 'Event {code}: {subject} {what}, value {value}, since {at}'],
  escalatedTitle: ['【升级·{severity}】{rule}：{subject}', '[Escalated · {severity}] {rule}: {subject}'],
  escalatedBody: ['事件 {code} 已 {minutes} 分钟未确认，已升级', 'Event {code} was not acknowledged for {minutes} minutes and is escalated'],
  lateWhat: ['工单计划完工 {planEnd} 已逾期', 'work order past its planned end {planEnd}'],
  stopWhat: ['停机', 'stopped'],
  defectWhat: ['不良率 {rate}% 超过 {limit}%', 'defect rate {rate}% over {limit}%'],
  noDataWhat: ['{seconds} 秒无数据', 'no data for {seconds} s'],
} as const satisfies Record<string, readonly [string, string]>;

export type EventMessage = keyof typeof EVENT_MESSAGES;

/** The message in the language with its {placeholders} filled. */
export function em(lang: string, key: EventMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = EVENT_MESSAGES[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
