// The boards' pure arithmetic (tested without a database): where an order stands on the process
// board, what state a machine shows, the hourly output of today and the qualified rate — all
// decimal-exact over the database's numeric strings.
import { Big } from '../../../../schemas/compute/decimal';
import type { BoardLane, BoardOrder, EquipmentState, ProcessColumn } from '../contracts';

/** a number as shown: no trailing zeros (20.5000 → 20.5) */
export const shown = (v: string | number | Big | null | undefined): string => new Big(v ?? 0).toFixed(6).replace(/\.?0+$/, '');

/** part / whole in percent, 2 decimals, at most 100; 0 when the whole is 0 */
export function percentOf(part: string | number | Big, whole: string | number | Big): string {
  const w = new Big(whole);
  if (w.lte(0)) return '0.00';
  const p = new Big(part).times(100).div(w);
  return (p.gt(100) ? new Big(100) : p).round(2, Big.roundHalfUp).toFixed(2);
}

/** the board's lane of an order by its manufacturing state (null: not on the board) */
export function laneOf(state: string): BoardLane | null {
  if (state === 'Wait') return 'waiting';
  if (state === 'Process' || state === 'Debug') return 'running';
  if (state === 'Pause') return 'paused';
  return null;
}

export interface OperationRow {
  orderId: number;
  code: string;
  materialName: string;
  state: string;
  seq: number;
  processId: number;
  processName: string;
  planQty: string;
  doneQty: string;
  equipmentName: string | null;
}

/**
 * Each active order at its current operation — the first (by seq) not done — in its process's
 * column; an order with every operation done stays at its last one. Columns in the order of
 * their first appearance in `processOrder` (the route order), then by name.
 */
export function processColumns(ops: readonly OperationRow[], processOrder: readonly number[] = []): ProcessColumn[] {
  const byOrder = new Map<number, OperationRow[]>();
  for (const op of ops) {
    const list = byOrder.get(op.orderId) ?? [];
    list.push(op);
    byOrder.set(op.orderId, list);
  }
  const columns = new Map<number, ProcessColumn>();
  for (const list of byOrder.values()) {
    const sorted = [...list].sort((a, b) => a.seq - b.seq);
    const current = sorted.find((op) => new Big(op.doneQty).lt(op.planQty)) ?? sorted[sorted.length - 1];
    const lane = laneOf(current.state);
    if (!lane) continue;
    let column = columns.get(current.processId);
    if (!column) {
      column = { processId: current.processId, processName: current.processName, waiting: [], running: [], paused: [] };
      columns.set(current.processId, column);
    }
    const order: BoardOrder = {
      id: current.orderId,
      code: current.code,
      materialName: current.materialName,
      state: current.state,
      seq: current.seq,
      planQty: shown(current.planQty),
      doneQty: shown(current.doneQty),
      percent: percentOf(current.doneQty, current.planQty),
      equipmentName: current.equipmentName,
    };
    column[lane].push(order);
  }
  const rank = (id: number) => {
    const i = processOrder.indexOf(id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  for (const c of columns.values()) for (const lane of ['waiting', 'running', 'paused'] as const) c[lane].sort((a, b) => a.code.localeCompare(b.code));
  return [...columns.values()].sort((a, b) => rank(a.processId) - rank(b.processId) || a.processName.localeCompare(b.processName));
}

/** equipment status: 2 stopped, 4 fault (5 scrapped is not shown at all) */
const DOWN = ['2', '4'];

/** what a machine shows: down when stopped or in fault, else by the order on it (running before paused) */
export function equipmentState(status: string | null, orderStates: readonly string[]): EquipmentState {
  if (status !== null && DOWN.includes(status)) return 'down';
  if (orderStates.some((s) => s === 'Process' || s === 'Debug')) return 'running';
  if (orderStates.includes('Pause')) return 'paused';
  return 'idle';
}

/** 24 hourly sums (hours without output: 0) */
export function hourlyOutput(rows: ReadonlyArray<{ hour: number; qty: string }>): Array<{ hour: number; qty: string }> {
  const sums = Array.from({ length: 24 }, () => new Big(0));
  for (const r of rows) if (r.hour >= 0 && r.hour < 24) sums[r.hour] = sums[r.hour].plus(r.qty);
  return sums.map((qty, hour) => ({ hour, qty: shown(qty) }));
}
