// The manufacturing state of a work order, beside its receipt status: Saved (awaiting
// release) until the order is audited, then Wait; an operator starts it (Process), may pause it
// (Pause) and start it again, and completes it (Completed, once); recall takes a waiting order back
// to Saved, recycle withdraws one not started (Recycled); Debug is trial production (it runs like
// Process). Pure: which move is allowed from where, and what the state becomes.

export const MANUFACTURING_STATES = [
  { value: 'Saved', label: '待下达', labelEn: 'Saved' },
  { value: 'Wait', label: '待加工', labelEn: 'To be processed' },
  { value: 'Process', label: '加工中', labelEn: 'Processing' },
  { value: 'Pause', label: '已暂停', labelEn: 'Paused' },
  { value: 'Completed', label: '已完工', labelEn: 'Finished' },
  { value: 'Recycled', label: '已回收', labelEn: 'Recycled' },
  { value: 'Debug', label: '调试中', labelEn: 'Debugging' },
] as const;

export type ManufacturingState = (typeof MANUFACTURING_STATES)[number]['value'];

/** the active list, the done one and the pending group */
export const ACTIVE_STATES: readonly ManufacturingState[] = ['Wait', 'Process', 'Pause', 'Debug'];
export const RUNNING_STATES: readonly ManufacturingState[] = ['Process', 'Debug'];

export type OrderMove = 'release' | 'start' | 'debug' | 'pause' | 'complete' | 'recall' | 'recycle';

const FROM: Record<OrderMove, readonly ManufacturingState[]> = {
  release: ['Saved', 'Recycled'],
  start: ['Wait', 'Pause', 'Debug'],
  debug: ['Wait', 'Pause'],
  pause: ['Process', 'Debug'],
  complete: ['Process', 'Pause', 'Debug'],
  recall: ['Wait'],
  recycle: ['Saved', 'Wait'],
};

const TO: Record<OrderMove, ManufacturingState> = {
  release: 'Wait',
  start: 'Process',
  debug: 'Debug',
  pause: 'Pause',
  complete: 'Completed',
  recall: 'Saved',
  recycle: 'Recycled',
};

export const mayMove = (move: OrderMove, from: ManufacturingState): boolean => FROM[move].includes(from);
export const stateAfter = (move: OrderMove): ManufacturingState => TO[move];

/** updateWorkOrderState {manufacturingState}: the move that leads there from a state, or null. */
export function moveTo(from: ManufacturingState, to: ManufacturingState): OrderMove | null {
  const move = (Object.keys(TO) as OrderMove[]).find((m) => TO[m] === to && FROM[m].includes(from));
  return move ?? null;
}
