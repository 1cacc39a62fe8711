// task.Board: the two large-screen views, one call each, for whoever holds the page —
// process (工序看板: per process the orders waiting, running and paused there, today's totals) and
// display (生产大屏: per equipment its state and running order, today's outputs and hourly output).
// Quantities are decimal strings; `at` is when the server read them (the page shows it).
import { args, call, defineService } from '../../../schemas/rpc/define';

import { DISPLAY_PAGE, PROCESS_BOARD_PAGE } from './paths';

export { DISPLAY_PAGE, PROCESS_BOARD_PAGE };

/** today's figures (the server's day): orders running now, finished today, output and its qualified rate */
export interface BoardTotals {
  running: number;
  finishedToday: number;
  outputToday: string;
  qualifiedToday: string;
  /** percent with 2 decimals; '0.00' when nothing was reported today */
  qualifiedRate: string;
}

export type BoardLane = 'waiting' | 'running' | 'paused';

/** an order at one of its operations: done there against planned */
export interface BoardOrder {
  id: number;
  code: string;
  materialName: string;
  state: string;
  seq: number;
  planQty: string;
  doneQty: string;
  /** done / planned in percent, 0–100, 2 decimals */
  percent: string;
  equipmentName: string | null;
}

export interface ProcessColumn {
  processId: number;
  processName: string;
  waiting: BoardOrder[];
  running: BoardOrder[];
  paused: BoardOrder[];
}

export interface ProcessBoardView {
  at: string;
  totals: BoardTotals;
  processes: ProcessColumn[];
}

/** running: an order runs on it; paused: its order is paused; idle: nothing on it; down: stopped or in fault (spec equipment status 2, 4) */
export type EquipmentState = 'running' | 'paused' | 'idle' | 'down';

export interface DisplayEquipment {
  id: number;
  code: string;
  name: string;
  state: EquipmentState;
  order: { id: number; code: string; materialName: string; planQty: string; doneQty: string; percent: string } | null;
}

export interface DisplayOutput {
  id: number;
  code: string;
  at: string;
  orderCode: string;
  materialName: string;
  processName: string | null;
  equipmentName: string | null;
  qualified: string;
  unqualified: string;
  scrap: string;
  by: string | null;
}

export interface DisplayView {
  at: string;
  totals: BoardTotals;
  equipment: DisplayEquipment[];
  /** today's outputs, newest first (at most 50) */
  outputs: DisplayOutput[];
  /** output per hour of today, 24 entries (hour 0–23) */
  hourly: Array<{ hour: number; qty: string }>;
}

export const taskBoard = defineService('task.Board', {
  /** []: the process board */
  process: call<[], ProcessBoardView>(args(), { page: PROCESS_BOARD_PAGE }),
  /** []: the production display */
  display: call<[], DisplayView>(args(), { page: DISPLAY_PAGE }),
});
