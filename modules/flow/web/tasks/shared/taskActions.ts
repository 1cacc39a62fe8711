// What each task operation asks for in its dialog and which flow.FlowableTask call it makes with
// what: refuse and return need a comment (请输入处理意见), return a target
// node, add-sign a type (前加签 0 / 后加签 1: 请选择加签类型) and signers; agree takes copy recipients.

export type TaskMethod = 'complete' | 'taskReject' | 'taskReturn' | 'addSign' | 'delegate' | 'assign';

export type DialogKind = 'agree' | 'refuse' | 'return' | 'addSign' | 'delegate' | 'assign';

export interface DialogFields {
  comment: 'required' | 'optional';
  copyTo?: true;
  returnTarget?: true;
  signType?: true;
  /** one user (委派, 转办) or several (加签) */
  users?: 'one' | 'many';
}

export const DIALOG_FIELDS: Readonly<Record<DialogKind, DialogFields>> = {
  agree: { comment: 'optional', copyTo: true },
  refuse: { comment: 'required' },
  return: { comment: 'required', returnTarget: true },
  addSign: { comment: 'optional', signType: true, users: 'many' },
  delegate: { comment: 'optional', users: 'one' },
  assign: { comment: 'optional', users: 'one' },
};

export interface DialogValues {
  comment?: string;
  copyTo?: number[];
  targetKey?: string;
  signType?: 0 | 1;
  userIds?: number[];
  userId?: number;
}

export interface TaskRef {
  taskId: string;
  instanceId: string;
}

export interface TaskCall {
  method: TaskMethod;
  args: [Record<string, unknown>];
}

const text = (v?: string) => v?.trim() ?? '';

/** The call a dialog's values make: method and its argument tuple. */
export function dialogCall(kind: DialogKind, task: TaskRef, v: DialogValues): TaskCall {
  const comment = text(v.comment);
  switch (kind) {
    case 'agree':
      return { method: 'complete', args: [{ taskId: task.taskId, instanceId: task.instanceId, comment, ...(v.copyTo?.length ? { copySendUserIds: v.copyTo } : {}) }] };
    case 'refuse':
      return { method: 'taskReject', args: [{ taskId: task.taskId, comment }] };
    case 'return':
      return { method: 'taskReturn', args: [{ taskId: task.taskId, targetKey: v.targetKey, comment }] };
    case 'addSign':
      return { method: 'addSign', args: [{ taskId: task.taskId, type: v.signType, userIds: v.userIds ?? [], comment }] };
    case 'delegate':
      return { method: 'delegate', args: [{ taskId: task.taskId, userId: v.userId, comment }] };
    case 'assign':
      return { method: 'assign', args: [{ taskId: task.taskId, userId: v.userId, comment }] };
  }
}

/** 重新提交: completes the initiator's returned task with an empty comment. */
export const recommitCall = (task: TaskRef): TaskCall => ({ method: 'complete', args: [{ taskId: task.taskId, instanceId: task.instanceId, comment: '' }] });
