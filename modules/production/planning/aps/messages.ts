// The scheduling pages' refusals [zh_CN, en_US] (plan.Gantt, plan.Aps). The spec names none for
// plan/*: these are ours, each naming the order, operation or run it is about.
import type { Lang } from '../../../../server/i18n';

export const PLAN_MESSAGES = {
  versionChanged: ['工单{code}已被他人修改，本次排程未保存，请刷新后重试', 'Work order {code} was changed by someone else: nothing of this schedule was saved, reload and try again'],
  versionMissing: ['缺少工单{code}的版本号', 'The version of work order {code} is missing'],
  locked: ['工单{code}{state}，其工序已锁定，不能调整', 'Work order {code} is {state}: its operations are locked'],
  notCapable: ['设备{equipment}不能加工工序{process}', 'Equipment {equipment} cannot run process {process}'],
  equipmentDown: ['设备{equipment}当前不可用（{status}）', 'Equipment {equipment} cannot run now ({status})'],
  equipmentMissing: ['设备不存在：{id}', 'No such equipment: {id}'],
  operationMissing: ['工序不存在：{id}', 'No such operation: {id}'],
  startAfterEnd: ['工序{process}（工单{code}）的开始时间必须早于结束时间', 'Operation {process} of work order {code} must start before it ends'],
  beforeRoute: ['工序{process}（工单{code}）不能在前道工序{before}结束（{end}）前开始', 'Operation {process} of work order {code} cannot start before operation {before} ends ({end})'],
  notReleased: ['工单{code}当前为{state}，只有待加工的工单可以排程', 'Work order {code} is {state}: only orders to be processed are scheduled'],
  orderMissing: ['工单不存在：{id}', 'No such work order: {id}'],
  noOperations: ['工单{code}没有工序，不能排程', 'Work order {code} has no operations to schedule'],
  runMissing: ['排程不存在：{id}', 'No such APS run: {id}'],
  runNotDraft: ['排程{code}{status}，不能{action}', 'APS run {code} is {status}: cannot {action}'],
  changedSincePreview: ['工单{code}在预览后已变更，请重新运行排程', 'Work order {code} changed after the preview: run the schedule again'],
  fromPast: ['排程起点不能早于当前时间', 'The schedule cannot start before now'],
  rangeTooLong: ['日期范围不能超过{days}天', 'The date range cannot exceed {days} days'],
} as const satisfies Record<string, readonly [string, string]>;

export type PlanMessage = keyof typeof PLAN_MESSAGES;

export function planMsg(lang: Lang, key: PlanMessage, vars: Record<string, string | number> = {}): string {
  const text: string = PLAN_MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
