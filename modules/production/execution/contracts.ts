// The shop-floor calls. The customer's call names are task.Order/{getEquipmentWorkOrder, applyWorkOrder,
// enterWorkOrder, listByProduceDynamics} and task.OrderTask/finishByProcess {orderIds, processId};
// feeding, output, return, carry-over and the tracking map have no spec name: they are ours —
// task.Feeding (feed, returnMaterial), task.Output (report), task.Carry (carryOver), dcm.Track
// (graph). Feeding, return and output are the shop floor's (task/Order 开工 function); carry-over
// the finisher's (完工); finishByProcess and apply are 工单任务's buttons.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';
import type { RecordValue } from '../../../schemas/rpc/datax';

export const ORDER_PAGE = 'task/Order';
export const ORDER_TASK_PAGE = 'task/OrderTask';
export const TRACK_PAGE = 'dcm/track';

/** a decimal quantity as text or number (never a float inside the server: Big reads the text) */
const qty = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^-?\d{1,12}(\.\d{1,6})?$/.test(v), { message: 'must be a decimal number (12 integer and 6 decimal digits at most)' });
const optQty = qty.optional().default('0');
const text = (max: number) => z.string().trim().max(max);

const shopFloor = { page: ORDER_PAGE, op: 'start' } as const;

export const feedArg = z.object({
  orderId: idArg,
  /** the operation (prd_work_order_op id) fed */
  opId: idArg.optional().nullable(),
  feedingType: z.enum(['Order', 'Equipment', 'Centralised']).default('Order'),
  /** scanned: its material, batch and place */
  barcode: text(128).optional().nullable(),
  /** or chosen: material + batch + warehouse */
  materialId: idArg.optional().nullable(),
  batchNo: text(128).optional().nullable(),
  warehouseId: idArg.optional().nullable(),
  qty,
  remark: text(512).optional().nullable(),
});
export type FeedArg = z.output<typeof feedArg>;

export const outputArg = z.object({
  orderId: idArg,
  opId: idArg,
  qualifiedQty: optQty,
  unqualifiedQty: optQty,
  scrapQty: optQty,
  defectReason: text(32).optional().nullable(),
  remark: text(512).optional().nullable(),
});
export type OutputArg = z.output<typeof outputArg>;

export const returnArg = z.object({ feedingId: idArg, qty, remark: text(512).optional().nullable() });
export const carryArg = z.object({ orderId: idArg, targetId: idArg.optional().nullable(), /** or the target's number (scanned) */ targetCode: text(64).optional().nullable(), qty, remark: text(512).optional().nullable() });
export const applyArg = z.object({ taskId: idArg, qty, remark: text(512).optional().nullable() });
export const finishArg = z.object({ orderIds: z.array(idArg).min(1), processId: idArg });
export const trackArg = z.object({ orderId: idArg.optional().nullable(), from: z.string().optional().nullable(), to: z.string().optional().nullable(), dimension: z.enum(['process', 'equipment']).default('process') });
export const dynamicsArg = z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(500).default(20), orderId: idArg.optional().nullable() });

/** An operation of an order as a task: what it has to make, what is done, what is fed into it. */
export interface OrderTaskView {
  id: number;
  seq: number;
  processId: number;
  processName: string;
  processType: string | null;
  equipmentId: number | null;
  equipmentName: string | null;
  planQty: string;
  doneQty: string;
  finished: boolean;
}

export interface FedView {
  id: number;
  code: string;
  opId: number;
  barcode: string | null;
  materialId: number;
  materialName: string;
  batchNo: string | null;
  qty: string;
  returnedQty: string;
  leftQty: string;
}

export interface OrderExecView {
  id: number;
  code: string;
  state: string;
  materialName: string;
  planQty: string;
  finishQty: string;
  qualifiedQty: string;
  unqualifiedQty: string;
  scrapQty: string;
  remainder: string;
  batchNo: string | null;
  equipmentId: number | null;
  tasks: OrderTaskView[];
  fed: FedView[];
}

export interface DynamicsRow {
  kind: 'feeding' | 'output' | 'return';
  id: number;
  code: string;
  orderCode: string;
  processName: string | null;
  materialName: string | null;
  qty: string;
  at: string;
  by: string | null;
}

export interface TrackNode {
  key: string;
  kind: 'order' | 'task' | 'input' | 'output' | 'entry';
  label: string;
  code: string;
  /** name: value pairs shown in the node's detail */
  detail: Array<[string, string]>;
  at: string | null;
  by: string | null;
}

export interface TrackGraph {
  nodes: TrackNode[];
  links: Array<{ from: string; to: string }>;
}

/** the spec's task.Order calls of the shop floor: spread into task.Order (orders/contracts.ts), served by server/tasks.ts */
export const orderExecCalls = {
  /** [equipmentId]: the order the equipment is running, with its tasks; none → 设备…没有任务 */
  getEquipmentWorkOrder: call<[number], OrderExecView>(args(['equipmentId', idArg]), { page: ORDER_PAGE }),
  /** [orderId]: an order entered at the terminal: its tasks, what is fed and left to return */
  enterWorkOrder: call<[number], OrderExecView>(args(['orderId', idArg]), { page: ORDER_PAGE }),
  /** [{taskId, qty}]: an operator applies for part of an operation's task (≤ its original count) */
  applyWorkOrder: call<[z.output<typeof applyArg>], RecordValue>(args(['apply', applyArg]), { page: ORDER_TASK_PAGE, op: 'apply' }),
  /** [{page, pageSize, orderId?}]: the newest feedings, returns and outputs */
  listByProduceDynamics: call<[z.output<typeof dynamicsArg>], Paged<DynamicsRow>>(args(['query', dynamicsArg]), { page: ORDER_PAGE }),
};

export const taskOrderTask = defineService('task.OrderTask', {
  /** [{orderIds, processId}]: the process's task of each order finished (done = planned) */
  finishByProcess: call<[z.output<typeof finishArg>], { finished: number }>(args(['finish', finishArg]), { page: ORDER_TASK_PAGE, op: 'finish' }),
});

export interface FeedableBarcode {
  code: string;
  materialName: string;
  batchNo: string | null;
  count: string;
  /** free stock of its material and batch in its warehouse */
  free: string;
}

export const taskFeeding = defineService('task.Feeding', {
  /** [keyword?]: in-stock material barcodes whose batch lies free in their warehouse (the dialog's suggestions, newest first, 20) */
  candidates: call<[string?], FeedableBarcode[]>(args(['keyword', z.string().max(128).optional()]), shopFloor),
  /** [feed]: 投料 — out of stock at the barcode's (or the chosen batch's) place, into the operation */
  feed: call<[FeedArg], RecordValue>(args(['feed', feedArg]), shopFloor),
  /** [{feedingId, qty}]: 退料 — back to where it was taken from, at most what is left of the feeding */
  returnMaterial: call<[z.output<typeof returnArg>], RecordValue>(args(['return', returnArg]), shopFloor),
});

export const taskOutput = defineService('task.Output', {
  /** [output]: 报工 — the operation's done grows; the last operation's qualified output enters stock */
  report: call<[OutputArg], RecordValue>(args(['output', outputArg]), shopFloor),
});

export const taskCarry = defineService('task.Carry', {
  /** [{orderId, targetId, qty}]: 结转 — part of the order's remainder moved to another order */
  carryOver: call<[z.output<typeof carryArg>], RecordValue>(args(['carry', carryArg]), { page: ORDER_PAGE, op: 'complete' }),
});

export interface TrackOrder {
  id: number;
  code: string;
  materialName: string;
  state: string;
}

export const dcmTrack = defineService('dcm.Track', {
  /** [keyword?]: the orders with shop-floor records (newest first, 50), for the map's picker */
  orders: call<[string?], TrackOrder[]>(args(['keyword', z.string().max(128).optional()]), { page: TRACK_PAGE }),
  /** [{orderId | from+to, dimension}]: 追踪图谱 — order → tasks → fed barcodes/batches → outputs → entries */
  graph: call<[z.output<typeof trackArg>], TrackGraph>(args(['track', trackArg]), { page: TRACK_PAGE }),
});
