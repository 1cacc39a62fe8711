// What the scheduling pages agree on, shared by the server and the web (pure).
// - An operation is locked (never moved by a planner or the APS pass) once its order is on the
//   shop floor: started (Process, Debug), paused (Pause) or finished (Completed). The shop floor
//   decides from there; a planner reschedules what waits.
// - The APS pass schedules released orders waiting to start (Wait): a paused order is the
//   operator's, an order not released (Saved) is not the planner's yet.
// - An equipment can run an operation when it is usable (status 0 initial or 1 normal) and lists
//   the operation's process among the processes it runs (设备档案 · 可加工工序).
import type { ManufacturingState } from '../../orders/state';

export const LOCKED_STATES: readonly ManufacturingState[] = ['Process', 'Debug', 'Pause', 'Completed'];
export const SCHEDULED_STATES: readonly ManufacturingState[] = ['Wait'];
/** the orders the Gantt plan shows: released ones and finished ones (for what their machines did) */
export const BOARD_STATES: readonly ManufacturingState[] = ['Wait', 'Process', 'Debug', 'Pause', 'Completed'];
export const USABLE_EQUIPMENT = ['0', '1'] as const;

export const isLocked = (state: string): boolean => (LOCKED_STATES as readonly string[]).includes(state);

export interface Capability {
  status: string;
  processIds: readonly number[];
}
export const canRun = (e: Capability, processId: number): boolean => (USABLE_EQUIPMENT as readonly string[]).includes(e.status) && e.processIds.includes(processId);

/** the Gantt plan's largest date range, and the APS pass's horizon (days) */
export const MAX_RANGE_DAYS = 120;
export const APS_HORIZON_DAYS = 60;
