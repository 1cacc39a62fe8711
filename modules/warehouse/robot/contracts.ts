// wms.Robot: the robot scheduling page's calls (warehouse/robotScheduling) — the board (robots,
// queue, running and recent tasks) and the three things a dispatcher does by hand: queue a task,
// retry a failed one, cancel a queued one. Each needs the page (reading) or its function.
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import { ROBOT_PAGE } from './menus';
import type { RobotTaskStatus, RobotTaskType } from './entity';

export interface RobotView {
  id: number;
  code: string;
  name: string;
  warehouseName: string | null;
  /** Idle, Busy, Offline */
  state: string;
  /** the task it holds (Busy) */
  taskCode: string | null;
}

export interface RobotTaskView {
  id: number;
  code: string;
  taskType: RobotTaskType;
  status: RobotTaskStatus;
  priority: number;
  warehouseName: string | null;
  fromPosition: string | null;
  toPosition: string | null;
  containerCode: string | null;
  materialName: string | null;
  quantity: string | null;
  robotCode: string | null;
  failReason: string | null;
  docCode: string | null;
  queuedAt: string | null;
  dispatchedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface RobotBoard {
  robots: RobotView[];
  /** queued, highest priority first, then oldest */
  queue: RobotTaskView[];
  /** dispatched and running */
  running: RobotTaskView[];
  /** confirmed, failed and cancelled, newest first (at most 20) */
  recent: RobotTaskView[];
  /** the warehouses with positions of automatic storage, and those positions (what a task by hand may name) */
  automatic: Array<{ id: number; name: string; positions: Array<{ id: number; code: string; name: string }> }>;
}

export const queueArgs = z.object({
  taskType: z.enum(['PutOn', 'Pick', 'Move']),
  warehouseId: idArg,
  fromPositionId: idArg.nullish(),
  toPositionId: idArg.nullish(),
  containerCode: z.string().trim().max(128).nullish(),
  materialId: idArg.nullish(),
  quantity: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a quantity of at most 12 digits and 4 decimals').nullish(),
  priority: z.number().int().min(0).max(9).default(5),
});
export type QueueArgs = z.input<typeof queueArgs>;

const taskId = z.object({ id: idArg });

export const wmsRobot = defineService('wms.Robot', {
  /** []: the robots with their state, the queue, what runs and what finished lately */
  board: call<[], RobotBoard>(args(), { page: ROBOT_PAGE }),
  /** [{taskType, warehouseId, fromPositionId, toPositionId, …}]: queues a task by hand (positions of automatic storage in that warehouse) */
  queue: call<[QueueArgs], RobotTaskView>(args(['task', queueArgs]), { page: ROBOT_PAGE, op: 'create' }),
  /** [{id}]: a failed task queued again */
  retry: call<[{ id: number }], RobotTaskView>(args(['task', taskId]), { page: ROBOT_PAGE, op: 'retry' }),
  /** [{id}]: a queued task cancelled */
  cancel: call<[{ id: number }], RobotTaskView>(args(['task', taskId]), { page: ROBOT_PAGE, op: 'cancel' }),
});
