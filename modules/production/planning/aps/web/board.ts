// The scheduling pages' pure mapping between the calls and the Gantt widget.
// - boardTasks: process units (groups) → equipment (rows) holding their operations as siblings;
//   the orders' due dates (planned end) as milestones in a group of their own; operations without
//   a machine or a time in a group of their own (a row per order, its operations one after another
//   from the order's planned start). Locked operations (orders on the shop floor) and late ones
//   (their order ends after its due date), and late orders' due dates, carry the widget's marks
//   (a padlock, a warning triangle drawn on the bar): names stay names. Each operation waits for
//   its order's operation before it in the route (the nearest lower seq): drawn as an arrow.
// - runBoard: an APS run's proposal as a board (the same picture, read-only).
// - editToSave: a widget edit as the operations to save, or why it is refused (nothing is deleted
//   in planning; only operations move, only onto equipment rows, never locked ones).
import type { GanttEdit, GanttTask } from '../../../../../renderers/gantt/Gantt';
import type { ApsRunView, GanttBoard, OperationEdit, PlanOperation, PlanOrder } from '../contracts';

const MINUTE = 60_000;

export const unitKey = (id: number | null) => `u${id ?? 0}`;
export const machineKey = (id: number) => `e${id}`;
export const opKey = (id: number) => `o${id}`;
export const dueKey = (orderId: number) => `d${orderId}`;
export const waitingKey = (orderId: number) => `w${orderId}`;
export const DUE_GROUP = 'due';
export const UNSCHEDULED_GROUP = 'unscheduled';

export interface BoardTexts {
  noUnit: string;
  dueDates: string;
  unscheduled: string;
  /** the due date's name: `{code}` and `{late}` (empty when on time) */
  due: (code: string, lateMinutes: number) => string;
}

/** 'YYYY-MM-DD HH:mm:ss' ⇄ wall milliseconds (UTC arithmetic: no time zone moves a plan) */
export const millisOf = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10), +s.slice(11, 13), +s.slice(14, 16), +s.slice(17, 19) || 0);
const two = (n: number) => String(n).padStart(2, '0');
export const stampOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
};

/** Minutes an order finishes after its due date (0: on time or unknown). */
export function lateMinutes(order: PlanOrder, operations: readonly PlanOperation[]): number {
  if (!order.planEnd) return 0;
  const ends = operations.filter((p) => p.orderId === order.id && p.end).map((p) => millisOf(p.end!));
  if (!ends.length) return 0;
  return Math.max(0, Math.ceil((Math.max(...ends) - millisOf(order.planEnd)) / MINUTE));
}

const scheduled = (p: PlanOperation, machines: ReadonlySet<number>) => p.equipmentId !== null && machines.has(p.equipmentId) && !!p.start && !!p.end;

export function boardTasks(board: GanttBoard, texts: BoardTexts): GanttTask[] {
  const tasks: GanttTask[] = [];
  const orders = new Map(board.orders.map((o) => [o.id, o]));
  const machines = new Set(board.equipment.map((e) => e.id));
  const late = new Map(board.orders.map((o) => [o.id, lateMinutes(o, board.operations)]));
  const before = routePredecessors(board.operations);
  const opTask = (p: PlanOperation, parentId: string, start: string, end: string): GanttTask => {
    const o = orders.get(p.orderId);
    return {
      id: opKey(p.id),
      name: `${o?.code ?? ''} ${p.processName}`.trim(),
      type: 'sibling',
      parentId,
      start,
      end,
      progress: o?.state === 'Completed' ? 100 : 0,
      operationId: p.id,
      orderId: p.orderId,
      locked: !!o?.locked,
      late: (late.get(p.orderId) ?? 0) > 0,
      dependsOn: before.get(p.id) ?? [],
    };
  };
  const units = [...board.units];
  if (board.equipment.some((e) => e.unitId === null || !board.units.some((u) => u.id === e.unitId))) units.push({ id: 0, code: '', name: texts.noUnit });
  for (const u of units) {
    const own = board.equipment.filter((e) => (u.id === 0 ? e.unitId === null || !board.units.some((x) => x.id === e.unitId) : e.unitId === u.id));
    if (!own.length) continue;
    tasks.push({ id: unitKey(u.id), name: u.name, type: 'group' });
    for (const e of own) {
      tasks.push({ id: machineKey(e.id), name: `${e.code} ${e.name}`, type: 'leaf', parentId: unitKey(u.id), equipmentId: e.id });
      for (const p of board.operations) if (p.equipmentId === e.id && scheduled(p, machines)) tasks.push(opTask(p, machineKey(e.id), p.start!, p.end!));
    }
  }
  const due = board.orders.filter((o) => o.planEnd);
  if (due.length) {
    tasks.push({ id: DUE_GROUP, name: texts.dueDates, type: 'group' });
    for (const o of due) tasks.push({ id: dueKey(o.id), name: texts.due(o.code, late.get(o.id) ?? 0), type: 'milestone', parentId: DUE_GROUP, start: o.planEnd!, done: o.state === 'Completed', orderId: o.id, late: (late.get(o.id) ?? 0) > 0 });
  }
  const waiting = board.orders.filter((o) => board.operations.some((p) => p.orderId === o.id && !scheduled(p, machines)));
  if (waiting.length) {
    tasks.push({ id: UNSCHEDULED_GROUP, name: texts.unscheduled, type: 'group' });
    for (const o of waiting) {
      tasks.push({ id: waitingKey(o.id), name: `${o.code} ${o.product}`.trim(), type: 'leaf', parentId: UNSCHEDULED_GROUP, orderId: o.id, locked: !!o.locked });
      // one after another from the order's planned start (or the board's first day), at least an hour each
      let at = millisOf(o.planStart ?? `${board.from} 08:00:00`);
      for (const p of board.operations.filter((x) => x.orderId === o.id && !scheduled(x, machines))) {
        const start = p.start && p.end ? millisOf(p.start) : at;
        const end = p.start && p.end ? millisOf(p.end) : start + Math.max(60, Math.ceil(Number(p.minutes) || 0)) * MINUTE;
        tasks.push(opTask(p, waitingKey(o.id), stampOf(start), stampOf(end)));
        at = end;
      }
    }
  }
  return tasks;
}

/** Each operation's predecessors in its order's route: the operations of the nearest lower seq (several when they run side by side). */
export function routePredecessors(operations: readonly PlanOperation[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const byOrder = new Map<number, PlanOperation[]>();
  for (const p of operations) byOrder.set(p.orderId, [...(byOrder.get(p.orderId) ?? []), p]);
  for (const route of byOrder.values()) {
    const seqs = [...new Set(route.map((p) => p.seq))].sort((a, b) => a - b);
    for (const p of route) {
      const i = seqs.indexOf(p.seq);
      out.set(p.id, i > 0 ? route.filter((x) => x.seq === seqs[i - 1]).map((x) => opKey(x.id)) : []);
    }
  }
  return out;
}

/** An APS run's proposal as a board: its orders (due dates, late ones flagged) and the slots it proposes. */
export function runBoard(run: ApsRunView): GanttBoard {
  const mine = new Set(run.orders.map((o) => o.orderId));
  const orders: PlanOrder[] = run.orders.map((o) => ({ id: o.orderId, code: o.code, version: o.version, state: 'Wait', priority: '', product: o.product, planQty: '', planStart: null, planEnd: o.due, locked: false }));
  // the other orders' operations the run kept in place: shown locked
  for (const p of run.operations) {
    if (mine.has(p.orderId) || orders.some((o) => o.id === p.orderId)) continue;
    orders.push({ id: p.orderId, code: p.orderCode, version: 0, state: 'Process', priority: '', product: '', planQty: '', planStart: null, planEnd: null, locked: true });
  }
  const operations: PlanOperation[] = run.operations.map((p) => ({ id: p.operationId, orderId: p.orderId, seq: p.seq, processId: p.processId, processName: p.processName, equipmentId: p.equipmentId, minutes: '0', start: p.start, end: p.end, doneQty: '0' }));
  const day = run.from.slice(0, 10);
  return { from: day, to: (run.makespan ?? run.from).slice(0, 10), units: run.units, equipment: run.equipment, orders, operations };
}

export type Refusal = { refuse: 'noDelete' } | { refuse: 'onlyOperations' } | { refuse: 'notMachineRow' } | { refuse: 'locked'; code: string };
export type SavePlan = { edits: OperationEdit[]; versions: Record<string, number> } | Refusal;

/** A widget edit (a move, a resize, their undo and redo) as the operations to save with their orders' versions. */
export function editToSave(edit: GanttEdit, board: { orders: readonly PlanOrder[] }, versions: ReadonlyMap<number, number>): SavePlan {
  const orders = new Map(board.orders.map((o) => [o.id, o]));
  const edits = new Map<number, OperationEdit>();
  for (const { before, after } of edit.changes) {
    if (!after) return { refuse: 'noDelete' };
    const task = after.task;
    const id = String(task.id);
    if (!id.startsWith('o') || typeof task.operationId !== 'number') {
      // a row itself changing (moved in the tree, or a due date dragged) is not a plan's edit
      if (!before || JSON.stringify(before.task) !== JSON.stringify(task) || before.index !== after.index) return { refuse: 'onlyOperations' };
      continue;
    }
    const order = orders.get(task.orderId as number);
    if (order?.locked || task.locked) return { refuse: 'locked', code: order?.code ?? '' };
    const parent = String(task.parentId ?? '');
    let equipmentId: number | null;
    if (/^e\d+$/.test(parent)) equipmentId = Number(parent.slice(1));
    else if (/^w\d+$/.test(parent)) equipmentId = null;
    else return { refuse: 'notMachineRow' };
    edits.set(task.operationId, { operationId: task.operationId, equipmentId, start: String(task.start), end: String(task.end) });
  }
  const list = [...edits.values()];
  const touched = new Set(list.map((e) => [...edit.changes].map((c) => c.after!.task).find((t) => t.operationId === e.operationId)!.orderId as number));
  const out: Record<string, number> = {};
  for (const id of touched) out[String(id)] = versions.get(id) ?? orders.get(id)?.version ?? 0;
  return { edits: list, versions: out };
}
