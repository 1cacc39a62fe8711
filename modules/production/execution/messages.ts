// The refusals of shop-floor execution [zh_CN, en_US] (carry-over, feeding, output, return and
// the task messages): one key each, so a handler names the refusal and a test asserts the exact text.
import type { Lang } from '../../../server/i18n';

export const EXEC_MESSAGES = {
  // feeding (投料)
  feedQtyZero: ['投料数量不能为0', 'The feeding quantity cannot be 0'],
  feedOverContainer: ['投料数量{qty}不能大于容器数量{max}', 'The feeding quantity {qty} cannot exceed the container quantity {max}'],
  mixedBatches: ['最多支持2个批次混批，不支持更多批次混批', 'At most 2 batches can be mixed; more mixed batches are unsupported'],
  nextNotInspection: ['投料需要下道工序为质检工序', 'Feeding needs the next process to be a quality-inspection process'],
  reworkHandled: ['返工处理过的物料不能投料：{code}', 'Rework-handled material cannot be fed: {code}'],
  unfinishedTask: ['存在未完成的任务（上道工序{process}），不能投料', 'An unfinished task exists (previous process {process}): cannot feed'],
  barcodeEmpty: ['条码不能为空', 'The barcode cannot be empty'],
  routeEmpty: ['工单{code}的工艺路线为空', 'The route of work order {code} is empty'],
  processEmpty: ['工序不能为空', 'The process cannot be empty'],
  containerEmpty: ['容器为空：{code}', 'The container is empty: {code}'],
  containerScanContent: ['请扫描容器内的物料条码：{code}', 'Scan the material barcodes inside the container: {code}'],
  outOfRange: ['物料{material}不在工序{process}的投料范围内', 'Material {material} is outside the fed range of process {process}'],
  materialEmpty: ['请选择物料', 'Choose the material'],
  noWarehouse: ['条码{code}不在库中，不能投料', 'Barcode {code} is not in stock: cannot feed'],
  barcodeNoMaterial: ['条码{code}没有物料', 'Barcode {code} carries no material'],
  notRunning: ['工单{code}当前为{state}，开工后才能{action}', 'Work order {code} is {state}: start it before you {action}'],
  noOperation: ['工单{code}没有该工序任务', 'Work order {code} has no such operation'],
  noOrder: ['工单不存在：{id}', 'No such work order: {id}'],
  // return (退料)
  returnOverFed: ['退料数量{qty}不能大于剩余投料数量{left}', 'The return quantity {qty} cannot exceed the remaining fed quantity {left}'],
  returnZero: ['退料数量不能为0', 'The return quantity cannot be 0'],
  noReturnable: ['没有可退的物料', 'No returnable material'],
  // output (报工)
  outputZero: ['报工数量不能为0', 'The output quantity cannot be 0'],
  overProduction: ['不能超产：工序{process}已完成{done}，计划{plan}，本次{qty}', 'Over-production is refused: process {process} has {done} done of {plan} planned, and {qty} more was reported'],
  defectReasonRequired: ['不合格数量大于0时必须填写不良原因', 'Unqualified output requires a defect reason'],
  noProductWarehouse: ['工单{code}没有入库仓库', 'Work order {code} has no output warehouse'],
  // carry-over (结转)
  carryTargetRequired: ['请选择结转目标工单', 'Choose the work order to carry over to'],
  carryToSelf: ['结转目标工单不能是工单本身', 'The carry-over target cannot be the order itself'],
  carryZero: ['结转数量不能为0', 'The carry quantity cannot be 0'],
  carryOverRemainder: ['结转数量{qty}不能大于剩余数量{left}', 'The carry quantity {qty} cannot exceed the remainder {left}'],
  carryTargetDone: ['目标工单{code}已完工或已回收，不能结转', 'Work order {code} is finished or recycled: nothing can be carried to it'],
  // tasks
  applyOverTask: ['申请数量{qty}不能大于原任务数量{max}', 'The apply quantity {qty} cannot exceed the original task count {max}'],
  applyZero: ['申请数量不能为0', 'The apply quantity cannot be 0'],
  noEquipmentTask: ['设备{equipment}没有任务', 'No task for equipment {equipment}'],
  noEquipment: ['设备不存在：{id}', 'No such equipment: {id}'],
  noMatchingData: ['没有匹配的数据', 'No matching data'],
  processNotInOrders: ['所选工单没有工序{process}', 'The chosen work orders have no process {process}'],
} as const satisfies Record<string, readonly [string, string]>;

export type ExecMessage = keyof typeof EXEC_MESSAGES;

export function em(lang: Lang | string, key: ExecMessage, vars: Record<string, string | number> = {}): string {
  const text: string = EXEC_MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** what each action is called in 'start it before you …' */
export const ACTION_NAMES = {
  feed: ['投料', 'feed'],
  output: ['报工', 'report output'],
  return: ['退料', 'return material'],
} as const;
