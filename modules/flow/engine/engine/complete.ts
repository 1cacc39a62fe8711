// Finishing tasks: an approval moves the token on; an add-signer's task reports to its parent
// (before-signers hand the parent back to its owner when the last is done; after-signers complete
// the parent); reject ends the whole instance as Reject; the instance-wide cancels (revoke, stop).
import type { TaskStatus } from '../store/tables';
import { runListeners } from './listeners';
import type { Run, TaskRow } from './run';
import { cancelTree, closeTask, leave, nodeOf } from './walk';

export type CommentType = '1' | '2' | '3' | 'delegate' | 'assign' | 'addSign' | 'removeSign' | 'claim' | 'unclaim' | 'revoke' | 'stop' | 'withdraw' | 'resolve' | 'noApprover';

export function addComment(run: Run, task: TaskRow | null, type: CommentType, message: string | undefined): void {
  run.comments.push({ task_id: task?.id ?? null, user_id: run.actor.userId, user_name: run.actor.userName, type, message: message ?? '' });
}

/** An approval: the task closes and, unless it belongs to an add-signer, its token moves on. */
export async function approveTask(run: Run, task: TaskRow, comment: string | undefined, opts: { silent?: boolean } = {}): Promise<void> {
  closeTask(run, task, 'approve', task.assignee_id ?? run.actor.userId);
  if (!opts.silent) addComment(run, task, '1', comment);
  const node = nodeOf(run, task.node_id);
  const exec = task.execution_id ? run.execs.get(task.execution_id) : undefined;
  await runListeners(run, node, 'task', 'complete', exec ?? null, task);
  if (task.parent_task_id) return childDone(run, task);
  if (!exec) return;
  // after-signers still open would be orphaned: they go with the approval
  for (const c of run.openTasks().filter((t) => t.execution_id === exec.id)) closeTask(run, c, 'cancel');
  run.endActivity(exec, task.node_id);
  await leave(run, exec);
}

/** An add-signer's task is done (or removed): the parent goes on when none of its signers is left. */
export async function childDone(run: Run, child: TaskRow): Promise<void> {
  const parent = child.parent_task_id ? run.tasks.get(child.parent_task_id) : undefined;
  if (!parent?.open) return;
  if (run.openTasks().some((t) => t.parent_task_id === parent.id)) return;
  if (parent.status === 'waitBefore') {
    parent.status = 'running';
    parent.assignee_id = parent.owner_id;
    parent.assignee_name = parent.owner_name;
    run.touchTask(parent);
  } else if (parent.status === 'approving') {
    await approveTask(run, parent, undefined, { silent: true });
  }
}

/** Refuse: the flow ends as Reject — the task (and the add-sign parents above it) reject, every other open task is cancelled. */
export function rejectInstance(run: Run, task: TaskRow, comment: string | undefined): void {
  addComment(run, task, '3', comment);
  for (let t: TaskRow | undefined = task; t; t = t.parent_task_id ? run.tasks.get(t.parent_task_id) : undefined) closeTask(run, t, 'reject', run.actor.userId);
  endInstance(run, 'Reject', 'cancel');
  if (run.inst.entity_code && run.inst.receipt_id) run.receiptMoves.push('reject');
}

/** Ends the instance now: every token and open task goes (tasks close with `taskStatus`). */
export function endInstance(run: Run, status: 'Reject' | 'Cancel', taskStatus: TaskStatus, reason: string | null = null): void {
  for (const t of run.openTasks()) closeTask(run, t, taskStatus);
  for (const e of [...run.execs.values()]) if (run.execs.has(e.id) && e.kind === 'root') cancelTree(run, e, 'cancel');
  for (const e of [...run.execs.values()]) run.removeExec(e);
  run.inst.status = status;
  run.inst.end_time = run.now;
  run.inst.end_reason = reason;
  run.instanceDirty = true;
}
