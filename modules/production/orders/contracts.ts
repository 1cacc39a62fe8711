// task.Order (spec §7 Work orders): the generic receipt calls bound to the work order and its page,
// and the shop-floor moves of its manufacturing state (start, pause, complete, recall, recycle,
// updateWorkOrderState) — each checked against the page's function of the same name.
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { receiptCalls } from '../../../schemas/rpc/receiptCalls';
import { MANUFACTURING_STATES } from './state';

export const ORDER_PAGE = 'task/Order';

const orderCalls = receiptCalls('WorkOrder', ORDER_PAGE);
const on = (op: string) => ({ entity: 'WorkOrder', op, page: ORDER_PAGE });
/** the page function a move to each state needs */
const STATE_FUNCTION: Record<string, string> = { Wait: 'audit', Process: 'start', Debug: 'start', Pause: 'pause', Completed: 'complete', Saved: 'recall', Recycled: 'recycle' };
const stateArg = z.object({ workOrderId: idArg, manufacturingState: z.enum(MANUFACTURING_STATES.map((s) => s.value) as [string, ...string[]]) });

export const taskOrder = defineService('task.Order', {
  ...orderCalls,
  get: orderCalls.detail,
  remove: orderCalls.removeByIds,
  /** [id, equipmentId?]: 开工 — the order runs on its equipment (or the one named, which it keeps); one order per equipment */
  start: call<[number, number?], RecordValue>(args(['id', idArg], ['equipmentId', idArg.optional()]), on('start')),
  /** [id]: 暂停 — only by whoever started it */
  pause: call<[number], RecordValue>(args(['id', idArg]), on('pause')),
  /** [id]: 完工 — once */
  complete: call<[number], RecordValue>(args(['id', idArg]), on('complete')),
  /** [id]: 撤回 — a released order not started goes back to be edited (un-audited) */
  recall: call<[number], RecordValue>(args(['id', idArg]), on('recall')),
  /** [id]: 回收 — an order not started is withdrawn */
  recycle: call<[number], RecordValue>(args(['id', idArg]), on('recycle')),
  /** [{manufacturingState, workOrderId}]: the move that leads to that state, with its rules */
  updateWorkOrderState: call<[z.infer<typeof stateArg>], RecordValue>(args(['state', stateArg]), ([a]) => on(STATE_FUNCTION[a.manufacturingState] ?? 'start')),
});
