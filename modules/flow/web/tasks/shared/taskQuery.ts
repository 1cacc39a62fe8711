// The task screen's query: receiptTypeCode, lowcodeTag, gsReviewer, appCode,
// enableTitle, deployId, taskId, procInsId, executionId, procDefId, taskType, finished, init,
// complete, detail — read from the address, and written by the lists for a row. Starting a flow
// for a document (init) also names it: entityCode and receiptId.
import type { FlowTaskRow, TaskType } from '../../../contracts';
import { TASK_TYPES } from '../../../contracts';
import type { TaskListDeclaration } from '../lists/declarations';

export interface TaskQuery {
  receiptTypeCode: string | null;
  lowcodeTag: boolean;
  /** the warehouse reviewer mark (wms-delivery-apply only) */
  gsReviewer: string | null;
  appCode: string | null;
  /** the screen's own title is shown (default) */
  enableTitle: boolean;
  deployId: string | null;
  taskId: string | null;
  procInsId: string | null;
  executionId: string | null;
  procDefId: string | null;
  taskType: TaskType | null;
  finished: boolean;
  init: boolean;
  complete: boolean;
  detail: boolean;
  /** init for a document: the document */
  entityCode: string | null;
  receiptId: number | null;
}

const STRINGS = ['receiptTypeCode', 'gsReviewer', 'appCode', 'deployId', 'taskId', 'procInsId', 'executionId', 'procDefId', 'entityCode'] as const;
const FLAGS = ['lowcodeTag', 'finished', 'init', 'complete', 'detail'] as const;

/** 'true' / '1' / 'yes' are true; anything else (or nothing) is false. */
export const flag = (value: string | null): boolean => value !== null && /^(true|1|yes)$/i.test(value.trim());

export function readTaskQuery(search: URLSearchParams): TaskQuery {
  const text = (k: string) => {
    const v = search.get(k)?.trim();
    return v ? v : null;
  };
  const out = {} as TaskQuery;
  for (const k of STRINGS) out[k] = text(k);
  for (const k of FLAGS) out[k] = flag(search.get(k));
  const enable = search.get('enableTitle');
  out.enableTitle = enable === null || enable === '' || flag(enable);
  const type = text('taskType');
  out.taskType = type && (TASK_TYPES as readonly string[]).includes(type) ? (type as TaskType) : null;
  const receipt = text('receiptId');
  out.receiptId = receipt && /^\d+$/.test(receipt) ? Number(receipt) : null;
  return out;
}

/** The address names what to show: a definition to start (init), else a task or an instance. */
export const namesATask = (q: Pick<TaskQuery, 'init' | 'deployId' | 'procDefId' | 'taskId' | 'procInsId'>): boolean =>
  q.init ? !!(q.procDefId ?? q.deployId) : !!(q.taskId ?? q.procInsId);

/** The form is shown read-only (a view of what happened, not a task to do). */
export const isViewOnly = (q: Pick<TaskQuery, 'finished' | 'complete' | 'detail' | 'init'>): boolean => !q.init && (q.finished || q.complete || q.detail);

/**
 * The screen a list row opens: its task (when it has one) and instance, the list as taskType (for
 * previous/next), finished when the row is done — a handled task, or for the instance lists and
 * the copies a flow with a finish time.
 */
export function taskScreenHref(list: TaskListDeclaration, row: FlowTaskRow): string {
  const q = new URLSearchParams();
  if (row.taskId && !list.byInstance) q.set('taskId', row.taskId);
  q.set('procInsId', row.procInsId);
  q.set('procDefId', row.procDefId);
  q.set('deployId', row.deployId);
  q.set('taskType', list.taskType);
  const finished = list.taskType === 'finished' || (list.taskType !== 'wait' && !!row.finishTime);
  q.set('finished', String(finished));
  if (row.appCode) q.set('appCode', row.appCode);
  return `${list.detailPath}?${q.toString()}`;
}
