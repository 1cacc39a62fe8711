// The six task lists as data: which call (by taskType), which columns, which row buttons under
// which function codes (schemas/menus/web/platform.ts flowModule), and which task screen a row
// opens. One template (TaskListTemplate.tsx) draws them all.
import type { FlowTaskRow, TaskType } from '../../../contracts';

export type ListKey = 'todo' | 'finished' | 'process' | 'copy' | 'company' | 'table';

export type ColumnKey = 'process' | 'receiptCode' | 'taskName' | 'initiator' | 'assignee' | 'currentNodes' | 'received' | 'started' | 'handled' | 'finished' | 'copied' | 'duration' | 'status';

/** open: opens the task screen (处理 / 查看); the others act on the row where it is. */
export type RowActionKey = 'handle' | 'view' | 'claim' | 'unclaim' | 'delegate' | 'assign' | 'revokeTask' | 'revoke' | 'stop' | 'delete' | 'read';

export interface TaskListDeclaration {
  key: ListKey;
  /** the list's source (flow.FlowableTask/taskList's taskType), also the task screen's pager */
  taskType: TaskType;
  /** the list's own page (the task screen's 返回 goes back to it) */
  url: string;
  /** function-code prefix of the page's buttons */
  prefix: string;
  /** the page a row opens (the view button's detailPath) */
  detailPath: string;
  columns: readonly ColumnKey[];
  actions: readonly RowActionKey[];
  /** the instance status is a filter (lists that hold finished flows) */
  statusFilter: boolean;
  /** rows are instances (no task of the caller): keyed and paged by instance */
  byInstance: boolean;
}

const TASK_SCREEN = 'flow/taskDetail';

export const TASK_LISTS: Readonly<Record<ListKey, TaskListDeclaration>> = {
  todo: {
    key: 'todo',
    url: 'flowable/Todo',
    taskType: 'wait',
    prefix: 'flowable.todo',
    detailPath: TASK_SCREEN,
    columns: ['process', 'receiptCode', 'taskName', 'initiator', 'assignee', 'received'],
    actions: ['handle', 'claim', 'unclaim', 'delegate', 'assign'],
    statusFilter: false,
    byInstance: false,
  },
  finished: {
    key: 'finished',
    url: 'flowable/Finish',
    taskType: 'finished',
    prefix: 'flowable.finish',
    detailPath: TASK_SCREEN,
    columns: ['process', 'receiptCode', 'taskName', 'initiator', 'received', 'handled', 'duration', 'currentNodes', 'status'],
    actions: ['view', 'revokeTask'],
    statusFilter: true,
    byInstance: false,
  },
  process: {
    key: 'process',
    url: 'flowable/Process',
    taskType: 'myPross',
    prefix: 'flowable.process',
    detailPath: TASK_SCREEN,
    columns: ['process', 'receiptCode', 'currentNodes', 'started', 'finished', 'duration', 'status'],
    actions: ['view', 'revoke', 'stop', 'delete'],
    statusFilter: true,
    byInstance: true,
  },
  copy: {
    key: 'copy',
    url: 'flowable/CopySend',
    taskType: 'copy',
    prefix: 'flowable.copySend',
    detailPath: TASK_SCREEN,
    columns: ['process', 'receiptCode', 'taskName', 'initiator', 'currentNodes', 'copied', 'status'],
    actions: ['view', 'read'],
    statusFilter: true,
    byInstance: false,
  },
  company: {
    key: 'company',
    url: 'flowable/Company',
    taskType: 'All',
    prefix: 'flowable.company',
    detailPath: TASK_SCREEN,
    columns: ['process', 'receiptCode', 'initiator', 'currentNodes', 'started', 'finished', 'duration', 'status'],
    actions: ['view', 'stop', 'delete'],
    statusFilter: true,
    byInstance: true,
  },
  table: {
    key: 'table',
    url: 'flow/table',
    taskType: 'centerView',
    prefix: 'flow.table',
    // flow/table's 查看 opens flow/detail (the same task screen)
    detailPath: 'flow/detail',
    columns: ['process', 'receiptCode', 'taskName', 'initiator', 'assignee', 'received', 'handled', 'duration', 'status'],
    actions: ['view'],
    statusFilter: true,
    byInstance: false,
  },
};

/** The function code a row button needs; null: none (the server alone judges it). */
export function actionCode(list: TaskListDeclaration, action: RowActionKey): string | null {
  switch (action) {
    case 'revokeTask':
      return `${list.prefix}.revoke`;
    // 我的流程 has no 撤回 button code: the initiator may always take their flow back
    case 'revoke':
      return null;
    default:
      return `${list.prefix}.${action}`;
  }
}

/** Whether a row offers the action, by the row alone (the caller is `me`). */
export function rowOffers(action: RowActionKey, row: FlowTaskRow, me: number): boolean {
  switch (action) {
    case 'handle':
    case 'view':
    case 'delete':
      return true;
    case 'claim':
      return row.claimable;
    case 'unclaim':
      return row.claimed;
    case 'delegate':
    case 'assign':
      // a task waiting to be claimed is claimed first; a delegate resolves, never passes on
      return !row.claimable && row.assigneeId === me && row.delegation !== 'PENDING';
    case 'revokeTask':
      return row.status === 'Ongoing' && !!row.taskId;
    case 'revoke':
      return row.status === 'Ongoing' && row.startUserId === me;
    case 'stop':
      return row.status === 'Ongoing';
    case 'read':
      return row.read === false;
  }
}

/** The row buttons shown: offered by the row and granted to the role (by its function code). */
export function rowActions(list: TaskListDeclaration, row: FlowTaskRow, me: number, can: (code: string) => boolean): RowActionKey[] {
  return list.actions.filter((a) => {
    const code = actionCode(list, a);
    return rowOffers(a, row, me) && (code === null || can(code));
  });
}

/** The row's identity in its list (the pager finds the current row by it). */
export function rowKey(list: TaskListDeclaration, row: Pick<FlowTaskRow, 'taskId' | 'procInsId' | 'copySendId'>): string {
  if (list.taskType === 'copy') return `copy:${row.copySendId ?? row.procInsId}`;
  return list.byInstance || !row.taskId ? `ins:${row.procInsId}` : `task:${row.taskId}`;
}

/** The list a task screen was opened from, by its taskType. */
export function listOfTaskType(taskType: string | null | undefined): TaskListDeclaration | null {
  return Object.values(TASK_LISTS).find((l) => l.taskType === taskType) ?? null;
}
