// The engine's commands. Each runs inside the caller's transaction with the instance row locked
// (loadRun), checks who may do it, changes rows in memory, flushes, and lets the receipt follow.
import { randomUUID } from 'node:crypto';
import type { Actor, Run, TaskRow, Trx } from './run';
import { loadRun, Run as RunClass } from './run';
import type { EngineEnv } from './env';
import { flowError } from './messages';
import { addComment, approveTask, rejectInstance } from './complete';
import { moveBackTo, returnTargets } from './returns';
import { settle } from './settle';
import { armEventStarts } from './event-subprocess';
import { cancelTree, closeTask, enter, nodeOf } from './walk';

export interface EngineCall {
  trx: Trx;
  env: EngineEnv;
  tenantId: string;
  actor: Actor;
}

const finish = (run: Run) => settle(run);

/** Runs `fn` on the instance, locked; refuses a missing or ended instance. */
export async function onInstance<T>(c: EngineCall, instanceId: string, fn: (run: Run) => Promise<T>, opts: { ended?: boolean } = {}): Promise<{ run: Run; result: T }> {
  const run = await loadRun(c.trx, c.env, c.tenantId, instanceId, c.actor);
  if (!run) throw flowError(c.actor, 'missing', 'instanceNotFound');
  if (!opts.ended && run.inst.status !== 'Ongoing') throw flowError(c.actor, 'conflict', 'instanceEnded');
  const result = await fn(run);
  await finish(run);
  return { run, result };
}

/** Runs `fn` on an open task of the tenant (its instance locked first). */
export async function onTask<T>(c: EngineCall, taskId: string, fn: (run: Run, task: TaskRow) => Promise<T>): Promise<{ run: Run; result: T }> {
  const row = await c.trx.selectFrom('flow_task').select('instance_id').where('tenant_id', '=', c.tenantId).where('id', '=', taskId).executeTakeFirst();
  if (!row) throw flowError(c.actor, 'missing', 'taskNotFound');
  return onInstance(c, row.instance_id, async (run) => {
    const task = run.tasks.get(taskId);
    if (!task?.open) throw flowError(c.actor, 'conflict', 'taskNotFound');
    return fn(run, task);
  });
}

// a task waiting for its added signers has no assignee but is its owner's, not the candidates'
export const isCandidate = (t: TaskRow, userId: number) => t.assignee_id === null && t.status === 'running' && t.candidate_users.includes(userId);
export const mayAct = (t: TaskRow, userId: number) => t.assignee_id === userId || isCandidate(t, userId);

export function mustAct(run: Run, t: TaskRow): void {
  if (t.delegation === 'PENDING' && t.owner_id === run.actor.userId && t.assignee_id !== run.actor.userId) throw flowError(run.actor, 'conflict', 'delegationPending', { name: t.assignee_name ?? '' });
  if (!mayAct(t, run.actor.userId)) throw flowError(run.actor, 'perm', 'notYourTask');
}

export function claimFor(run: Run, t: TaskRow, userId: number, name: string): void {
  t.assignee_id = userId;
  t.assignee_name = name;
  t.claim_time = run.now;
  run.touchTask(t);
}

export interface StartArgs {
  defId: string;
  variables?: Record<string, unknown>;
  entityCode?: string | null;
  receiptId?: number | null;
  receiptCode?: string | null;
  departmentId?: number | null;
  departmentName?: string | null;
  copyUserIds?: number[];
  appCode?: string | null;
  pageUrl?: string | null;
  parent?: { instanceId: string; executionId: string };
  /** the start event to start from (a message start event); default: the process's none start event */
  startNodeId?: string;
}

export async function startInstance(c: EngineCall, a: StartArgs): Promise<Run> {
  const def = await c.trx.selectFrom('flow_definition').select(['id', 'name', 'suspended']).where('tenant_id', '=', c.tenantId).where('id', '=', a.defId).executeTakeFirst();
  if (!def) throw flowError(c.actor, 'missing', 'definitionNotFound');
  if (def.suspended) throw flowError(c.actor, 'conflict', 'definitionSuspended');
  if (a.entityCode && a.receiptId) {
    const running = await c.trx.selectFrom('flow_instance').select('id').where('tenant_id', '=', c.tenantId).where('entity_code', '=', a.entityCode).where('receipt_id', '=', a.receiptId).where('status', '=', 'Ongoing').executeTakeFirst();
    if (running) throw flowError(c.actor, 'conflict', 'receiptRunning');
  }
  const model = await c.env.modelOf(c.trx, c.tenantId, def.id);
  const inst = {
    id: randomUUID(),
    tenant_id: c.tenantId,
    def_id: def.id,
    parent_instance_id: a.parent?.instanceId ?? null,
    parent_execution_id: a.parent?.executionId ?? null,
    name: def.name,
    status: 'Ongoing' as const,
    entity_code: a.entityCode ?? null,
    receipt_id: a.receiptId ?? null,
    receipt_code: a.receiptCode ?? null,
    start_user_id: c.actor.userId,
    start_user_name: c.actor.userName,
    start_dept_id: a.departmentId ?? null,
    start_dept_name: a.departmentName ?? null,
    variables: { ...(a.variables ?? {}), INITIATOR: c.actor.userId, initiator: c.actor.userId } as Record<string, unknown>,
    app_code: a.appCode ?? null,
    page_url: a.pageUrl ?? null,
    start_time: new Date(),
    end_time: null,
    end_reason: null,
  };
  const startNode = nodeOf({ model } as Run, a.startNodeId ?? model.starts[0]);
  if (startNode.initiator) inst.variables[startNode.initiator] = c.actor.userId;
  await c.trx.insertInto('flow_instance').values({ ...inst, variables: JSON.stringify(inst.variables) }).execute();
  const run = new RunClass(c.trx, c.env, c.tenantId, inst, model, c.actor);
  if (a.entityCode && a.receiptId) run.receiptMoves.push('start');
  const root = run.newExec(null, null, 'root');
  armEventStarts(run, root);
  run.starting = true;
  for (const u of new Set(a.copyUserIds ?? [])) run.copies.push({ task_id: null, node_id: null, node_name: null, user_id: u, reason: 'start' });
  await enter(run, run.newExec(root, null, 'token'), startNode.id);
  run.starting = false;
  return finish(run);
}

export interface CompleteArgs {
  comment?: string;
  variables?: Record<string, unknown>;
  copyUserIds?: number[];
}

/** Agree. A delegate's agree hands the task back to its owner (resolve); a candidate's agree claims it first. */
export async function completeTask(c: EngineCall, taskId: string, a: CompleteArgs = {}): Promise<Run> {
  return (
    await onTask(c, taskId, async (run, task) => {
      mustAct(run, task);
      if (task.status !== 'running') throw flowError(run.actor, 'conflict', 'waitingSigners');
      for (const [k, v] of Object.entries(a.variables ?? {})) run.setVar(k, v);
      for (const u of new Set(a.copyUserIds ?? [])) run.copies.push({ task_id: task.id, node_id: task.node_id, node_name: task.name, user_id: u, reason: 'manual' });
      if (task.delegation === 'PENDING') {
        addComment(run, task, 'resolve', a.comment);
        task.assignee_id = task.owner_id;
        task.assignee_name = task.owner_name;
        task.delegation = 'RESOLVED';
        run.touchTask(task);
        return;
      }
      if (task.assignee_id === null) claimFor(run, task, run.actor.userId, run.actor.userName);
      await approveTask(run, task, a.comment);
    })
  ).run;
}

export async function rejectTask(c: EngineCall, taskId: string, comment: string | undefined): Promise<Run> {
  if (!comment?.trim()) throw flowError(c.actor, 'bad', 'commentRequired');
  return (
    await onTask(c, taskId, async (run, task) => {
      mustAct(run, task);
      rejectInstance(run, task, comment);
    })
  ).run;
}

export async function returnTask(c: EngineCall, taskId: string, targetKey: string | undefined, comment: string | undefined): Promise<Run> {
  if (!comment?.trim()) throw flowError(c.actor, 'bad', 'commentRequired');
  if (!targetKey) throw flowError(c.actor, 'bad', 'returnTargetRequired');
  return (
    await onTask(c, taskId, async (run, task) => {
      mustAct(run, task);
      const root = rootTask(run, task);
      const target = (await returnTargets(run, root.node_id)).find((n) => n.id === targetKey);
      if (!target) throw flowError(run.actor, 'bad', 'returnTargetInvalid', { name: run.model.nodes.get(targetKey)?.name ?? targetKey });
      addComment(run, task, '2', comment);
      if (root !== task) closeTask(run, task, 'return', run.actor.userId);
      await moveBackTo(run, target, root, 'return');
    })
  ).run;
}

/** the task an add-signer's task belongs to (itself when not an add-signer's) */
function rootTask(run: Run, t: TaskRow): TaskRow {
  let cur = t;
  while (cur.parent_task_id && run.tasks.get(cur.parent_task_id)) cur = run.tasks.get(cur.parent_task_id)!;
  return cur;
}

export async function listReturnTargets(c: EngineCall, taskId: string) {
  const row = await c.trx.selectFrom('flow_task').select(['instance_id', 'node_id', 'open']).where('tenant_id', '=', c.tenantId).where('id', '=', taskId).executeTakeFirst();
  if (!row?.open) throw flowError(c.actor, 'missing', 'taskNotFound');
  const run = await loadRun(c.trx, c.env, c.tenantId, row.instance_id, c.actor);
  if (!run) throw flowError(c.actor, 'missing', 'instanceNotFound');
  const task = run.tasks.get(taskId)!;
  return returnTargets(run, rootTask(run, task).node_id);
}

export { addSign, assignTask, claimTask, delegateTask, removeSign, unclaimTask } from './task-ops';
export { deleteInstance, fireTimer, revokeInstance, signalInstance, stopInstance, withdrawTask } from './instance-ops';
export { cancelTree };
