// task.Order is declared with its page stack (pages.ts); industry.Order moves several orders at
// once by the same page functions.
import { z } from 'zod';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import { on, orderStacks, STATE_FUNCTION } from './pages';
import { ORDER_PAGE } from './paths';
import { MANUFACTURING_STATES } from './state';

export { ORDER_PAGE };

export const taskOrder = orderStacks.Order.service;

/** industry.Order (updateOrderStatus, recycle): several orders moved at once, all or nothing */
export const industryOrder = defineService('industry.Order', {
  /** [{orderIds, status}]: every order moved to the manufacturing state (by the move that leads there) */
  updateOrderStatus: call<[{ orderIds: number[]; status: string }], RecordValue[]>(
    args(['options', z.object({ orderIds: z.array(idArg).min(1).max(500), status: z.enum(MANUFACTURING_STATES.map((s) => s.value) as [string, ...string[]]) })]),
    ([a]) => on(STATE_FUNCTION[a.status] ?? 'start'),
  ),
  /** [{orderIds}]: the orders recycled (withdrawn before they start) */
  recycle: call<[{ orderIds: number[] }], RecordValue[]>(args(['options', z.object({ orderIds: z.array(idArg).min(1).max(500) })]), on('recycle')),
});
