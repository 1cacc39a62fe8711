// Previous/next on the task screen across the list it was opened from: the list hands its page
// (rows + the query that found them) to the screen through sessionStorage, keyed by taskType; the
// screen walks it and loads the neighbouring page of flow.FlowableTask/taskList at a boundary.
import type { FlowQuery, FlowTaskRow, TaskType } from '../../../contracts';
import type { TaskQuery } from './taskQuery';

export type ListQuery = FlowQuery & { page: number; pageSize: number };

export interface TaskNavState {
  taskType: TaskType;
  query: ListQuery;
  rows: FlowTaskRow[];
  total: number;
}

export const navKey = (taskType: TaskType) => `plantform.flowTasks:${taskType}`;

export function saveNav(state: TaskNavState): void {
  try {
    sessionStorage.setItem(navKey(state.taskType), JSON.stringify(state));
  } catch {
    // storage full or disabled: the screen pages from the list's first page
  }
}

export function readNav(taskType: TaskType): TaskNavState | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(navKey(taskType)) ?? 'null') as TaskNavState | null;
    return value && Array.isArray(value.rows) && value.query && value.taskType === taskType ? value : null;
  } catch {
    return null;
  }
}

/** Is the row the one the screen shows? Task lists by task, instance lists and copies by instance. */
export function isCurrentRow(row: FlowTaskRow, q: Pick<TaskQuery, 'taskId' | 'procInsId' | 'taskType'>): boolean {
  const byTask = q.taskType !== 'myPross' && q.taskType !== 'All' && q.taskType !== 'copy' && !!q.taskId;
  return byTask ? row.taskId === q.taskId : row.procInsId === q.procInsId;
}

export type NavStep = { row: FlowTaskRow } | { end: 'first' | 'last' } | { load: number };

/**
 * The neighbour of the current row in direction `delta`: a row of the same page, the page to load
 * first, or the end reached (已经是第一条了！ / 已经是最后一条了！).
 */
export function navStep(state: TaskNavState, q: Pick<TaskQuery, 'taskId' | 'procInsId' | 'taskType'>, delta: -1 | 1): NavStep {
  const index = state.rows.findIndex((r) => isCurrentRow(r, q));
  const { page, pageSize } = state.query;
  const target = index + delta;
  if (index >= 0 && target >= 0 && target < state.rows.length) return { row: state.rows[target] };
  if (delta < 0) return index >= 0 && page > 1 ? { load: page - 1 } : { end: 'first' };
  return index >= 0 && page * pageSize < state.total ? { load: page + 1 } : { end: 'last' };
}

/** Loading page `page` for a step in direction `delta`: its last row going back, its first going on. */
export function landing(rows: readonly FlowTaskRow[], delta: -1 | 1): FlowTaskRow | null {
  return (delta < 0 ? rows[rows.length - 1] : rows[0]) ?? null;
}

/**
 * After the current task was handled: the row now where it stood (the next one — the handled one
 * left the list, or is skipped if it is still there), else the one before it; null when none is left.
 */
export function nextAfterAction(before: readonly FlowTaskRow[], after: readonly FlowTaskRow[], q: Pick<TaskQuery, 'taskId' | 'procInsId' | 'taskType'>): FlowTaskRow | null {
  const index = Math.max(0, before.findIndex((r) => isCurrentRow(r, q)));
  const remaining = after.filter((r) => !isCurrentRow(r, q));
  return remaining[Math.min(index, remaining.length - 1)] ?? null;
}
