// The scheduling calls (ours: the spec names none for plan/*). plan.Gantt answers the board of
// plan/GanttPlan (process units, equipment, orders and their operations in a date range) and saves
// its edits with the version of every order touched, all or nothing. plan.Aps lists the orders the
// pass may take, previews a run (a draft with its proposed slots and late orders), reads one back,
// confirms it into the orders (refused when an order changed since the preview) or voids it.
// Times travel as the factory's wall clock, 'YYYY-MM-DD HH:mm:ss' (the Gantt's format).
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../../../schemas/rpc/define';
import { isDate } from '../../calendar/logic';

import { APS_DETAIL_PAGE, APS_PAGE, GANTT_PAGE } from './paths';

export { APS_DETAIL_PAGE, APS_PAGE, GANTT_PAGE };

const STAMP = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
export const isStamp = (s: string): boolean => STAMP.test(s) && isDate(s.slice(0, 10));
const stamp = z.string().refine(isStamp, { error: '时间格式应为 YYYY-MM-DD HH:mm:ss' });
const date = z.string().refine(isDate, { error: '日期格式应为 YYYY-MM-DD' });

export interface PlanUnit {
  id: number;
  code: string;
  name: string;
}
export interface PlanEquipment {
  id: number;
  code: string;
  name: string;
  unitId: number | null;
  status: string;
  processIds: number[];
}
export interface PlanOrder {
  id: number;
  code: string;
  version: number;
  state: string;
  priority: string;
  product: string;
  planQty: string;
  /** the order's planned window; its end is the due date */
  planStart: string | null;
  planEnd: string | null;
  locked: boolean;
}
export interface PlanOperation {
  id: number;
  orderId: number;
  seq: number;
  processId: number;
  processName: string;
  equipmentId: number | null;
  minutes: string;
  start: string | null;
  end: string | null;
  doneQty: string;
}
export interface GanttBoard {
  from: string;
  to: string;
  units: PlanUnit[];
  equipment: PlanEquipment[];
  orders: PlanOrder[];
  operations: PlanOperation[];
}

export interface OperationEdit {
  operationId: number;
  /** null: taken off its machine (unscheduled) */
  equipmentId: number | null;
  start: string;
  end: string;
}
export interface GanttSave {
  edits: OperationEdit[];
  /** the version each touched order had when the board was loaded */
  versions: Record<string, number>;
}
export interface SavedOrders {
  orders: Array<{ id: number; version: number }>;
}

const range = z.object({ from: date, to: date }).refine((r) => r.from <= r.to, { error: '开始日期不能晚于结束日期' });
const edit = z.object({ operationId: idArg, equipmentId: idArg.nullable(), start: stamp, end: stamp });
const save = z.object({ edits: z.array(edit).min(1).max(2000), versions: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)) });

export const planGantt = defineService('plan.Gantt', {
  /** [{from, to}]: the board of the date range (YYYY-MM-DD, at most 120 days) */
  load: call<[{ from: string; to: string }], GanttBoard>(args(['range', range]), { page: GANTT_PAGE }),
  /** [{edits, versions}]: moved / resized operations, all or nothing; answers the orders' new versions */
  save: call<[GanttSave], SavedOrders>(args(['schedule', save]), { page: GANTT_PAGE, op: 'save' }),
});

export interface ApsCandidate {
  id: number;
  code: string;
  product: string;
  planQty: string;
  priority: string;
  planStart: string | null;
  planEnd: string | null;
  operations: number;
}
export interface ApsRunOrder {
  orderId: number;
  code: string;
  product: string;
  version: number;
  due: string | null;
  end: string | null;
  /** 0 when on time */
  lateMinutes: number;
}
export interface ApsRunOperation {
  operationId: number;
  orderId: number;
  orderCode: string;
  seq: number;
  processId: number;
  processName: string;
  equipmentId: number | null;
  start: string | null;
  end: string | null;
  setupMinutes: number;
  /** held by another order on the shop floor (not moved by this run) */
  fixed: boolean;
}
export interface ApsRunView {
  id: number;
  code: string;
  status: string;
  from: string;
  makespan: string | null;
  orders: ApsRunOrder[];
  operations: ApsRunOperation[];
  units: PlanUnit[];
  equipment: PlanEquipment[];
}

const orderIds = z.array(idArg).min(1).max(500);

export const planAps = defineService('plan.Aps', {
  /** []: the orders the pass may take (released, waiting: 待加工) */
  candidates: call<[], ApsCandidate[]>(args(), { page: APS_PAGE }),
  /** [{orderIds, from?}]: runs the pass from `from` (default: the next whole hour) and stores a draft run */
  preview: call<[{ orderIds: number[]; from?: string }], ApsRunView>(args(['run', z.object({ orderIds, from: stamp.optional() })]), { page: APS_PAGE, op: 'run' }),
  /** [runId]: a run with its slots and late orders */
  result: call<[number], ApsRunView>(args(['runId', idArg]), { page: APS_PAGE }),
  /** [runId]: writes a draft run's slots into its orders, refused when one changed since the preview */
  confirm: call<[number], SavedOrders>(args(['runId', idArg]), { page: APS_PAGE, op: 'confirm' }),
  /** [runId]: sets a draft run aside */
  void: call<[number], { id: number; status: string }>(args(['runId', idArg]), { page: APS_PAGE, op: 'repeal' }),
});
