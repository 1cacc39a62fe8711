// The work order's refusals [zh_CN, en_US] (its manufacturing state moves, its planning and reshaping rules).
import type { Lang } from '../../../server/i18n';

export const ORDER_MESSAGES = {
  startAfterEnd: ['计划开始时间必须早于计划完成时间', 'The planned start must be before the planned end'],
  startPast: ['计划开始时间不能早于当前时间', 'The planned start cannot be earlier than now'],
  endPast: ['计划完成时间必须晚于当前时间', 'The planned end must be after now'],
  notNow: ['工单{code}当前为{state}，不能{action}', 'Work order {code} is {state}: cannot {action}'],
  equipmentBusy: ['设备{equipment}正在加工工单{other}，一台设备同一时间只能加工一个工单', 'Equipment {equipment} is running work order {other}: one equipment runs one order at a time'],
  noEquipment: ['请先为工单{code}指定设备', 'Choose the equipment of work order {code} first'],
  equipmentDown: ['设备{equipment}当前不可用（{status}）', 'Equipment {equipment} cannot run now ({status})'],
  notStarter: ['只有开工人{name}可以暂停工单{code}', 'Only {name}, who started work order {code}, may pause it'],
  finishedTwice: ['工单{code}已完工，不能重复完工', 'Work order {code} is finished already'],
  startedNoUnaudit: ['工单{code}已开工，不能反审核', 'Work order {code} has started: it cannot be un-audited'],
  noRoute: ['工单{code}没有工艺路线', 'Work order {code} has no route'],
  saleNotAudited: ['销售订单{code}未审核，不能生成工单', 'Sales order {code} is not audited: no work orders can be made from it'],
  salePlanned: ['销售订单{code}的产品已全部生成工单', 'Every product of sales order {code} has its work orders already'],
  combineTooFew: ['合并工单至少需要选择两个单物料工单', 'Combining needs at least two single-material work orders'],
  combineNotSingle: ['工单{code}不是单物料工单，不能合并', 'Work order {code} is not a single-material order: it cannot be combined'],
  combineProduct: ['合并的工单必须是同一产品', 'Combined work orders must make the same product'],
  splitOne: ['拆分只能选择一个合并工单', 'Choose exactly one combined work order to split'],
  splitNotCombine: ['工单{code}不是合并工单', 'Work order {code} is not a combined order'],
  splitTooMuch: ['拆分数量之和{asked}必须小于工单{code}的计划数量{qty}', 'The split quantities ({asked}) must be less than the planned quantity {qty} of work order {code}'],
  equipmentCannot: ['设备{equipment}不能加工工序{process}', 'Equipment {equipment} cannot run process {process}'],
  positiveInteger: ['请输入正整数', 'Enter a positive whole number'],
  opNotOfOrder: ['工序{op}不属于工单{code}', 'Operation {op} is not one of work order {code}'],
  opsDone: ['工单{code}已有工序报工，不能重新生成工序', 'Work order {code} has operations with output: its operations cannot be rendered again'],
  notFinished: ['工单{code}尚未完工', 'Work order {code} is not finished'],
  countsOver: ['合格、不合格与报废数量之和{sum}不能超过完工数量{finish}', 'Qualified, unqualified and scrapped ({sum}) cannot exceed the finished quantity {finish}'],
} as const satisfies Record<string, readonly [string, string]>;

export type OrderMessage = keyof typeof ORDER_MESSAGES;

export function om(lang: Lang, key: OrderMessage, vars: Record<string, string | number> = {}): string {
  const text: string = ORDER_MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** what each move is called in a refusal */
export const MOVE_NAMES: Record<string, readonly [string, string]> = {
  release: ['下达', 'release it'],
  start: ['开工', 'start it'],
  debug: ['调试', 'debug it'],
  pause: ['暂停', 'pause it'],
  complete: ['完工', 'finish it'],
  recall: ['撤回', 'recall it'],
  recycle: ['回收', 'recycle it'],
  dispatch: ['派工', 'dispatch it'],
  split: ['拆分', 'split it'],
  combine: ['合并', 'combine it'],
  render: ['重新生成工序', 'render its operations again'],
};
