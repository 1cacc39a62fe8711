// The engine's commands. Each runs inside the caller's transaction with the instance row locked
// (loadRun), checks who may do it, changes rows in memory, flushes, and lets the receipt follow.
import { randomUUID } from 'node:crypto';
import type { Actor, Run, TaskRow, Trx } from './run';
import { loadRun, Run as RunClass } from './run';
import type { EngineEnv } from './env';
import { flowError } from './messages';
import { addComment, approveTask, childDone, endInstance, rejectInstance } from './complete';
import { moveBackTo, returnTargets } from './returns';
import { cancelTree, closeTask, enter, fireBoundary, leave, nodeOf, throwSignal } from './walk';
import { armTimer, durationMs } from './timers';

export interface EngineCall {
  trx: Trx;
  env: EngineEnv;
  tenantId: string;
  actor: Actor;
}

async function finish(run: Run): Promise<Run> {
  await run.flush();
  if (run.receiptMoves.length && run.env.moveReceipt) await run.env.moveReceipt(run);
  return run;
}

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

export const isCandidate = (t: TaskRow, userId: number) => t.assignee_id === null && t.candidate_users.includes(userId);
export const mayAct = (t: TaskRow, userId: number) => t.assignee_id === userId || isCandidate(t, userId);

function mustAct(run: Run, t: TaskRow): void {
  if (t.delegation === 'PENDING' && t.owner_id === run.actor.userId && t.assignee_id !== run.actor.userId) throw flowError(run.actor, 'conflict', 'delegationPending', { name: t.assignee_name ?? '' });
  if (!mayAct(t, run.actor.userId)) throw flowError(run.actor, 'perm', 'notYourTask');
}

function claimFor(run: Run, t: TaskRow, userId: number, name: string): void {
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
  const startNode = nodeOf({ model } as Run, model.starts[0]);
  if (startNode.initiator) inst.variables[startNode.initiator] = c.actor.userId;
  await c.trx.insertInto('flow_instance').values({ ...inst, variables: JSON.stringify(inst.variables) }).execute();
  const run = new RunClass(c.trx, c.env, c.tenantId, inst, model, c.actor);
  if (a.entityCode && a.receiptId) run.receiptMoves.push('start');
  const root = run.newExec(null, null, 'root');
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

export async function addSign(c: EngineCall, taskId: string, type: 0 | 1 | undefined, userIds: number[] | undefined, comment: string | undefined): Promise<Run> {
  if (type === undefined) throw flowError(c.actor, 'bad', 'signTypeRequired');
  if (!userIds?.length) throw flowError(c.actor, 'bad', 'signUsersRequired');
  return (
    await onTask(c, taskId, async (run, task) => {
      if (task.status !== 'running' || task.assignee_id !== run.actor.userId || task.delegation === 'PENDING') throw flowError(run.actor, 'bad', 'noSignTask');
      const kids = [...run.tasks.values()].filter((t) => t.open && t.parent_task_id === task.id);
      if (kids.some((k) => k.sign_type !== type)) throw flowError(run.actor, 'conflict', 'signMixed');
      const names = await run.env.userNames(run.trx, run.tenantId, userIds);
      const busy = new Set([task.assignee_id, task.owner_id, ...kids.map((k) => k.assignee_id)]);
      for (const u of userIds) {
        if (!names.has(u)) throw flowError(run.actor, 'bad', 'userNotFound');
        if (busy.has(u)) throw flowError(run.actor, 'conflict', 'signDuplicate', { name: names.get(u)! });
      }
      addComment(run, task, 'addSign', comment);
      task.owner_id = task.owner_id ?? task.assignee_id;
      task.owner_name = task.owner_name ?? task.assignee_name;
      if (type === 0) {
        task.status = 'waitBefore';
        task.assignee_id = null;
        task.assignee_name = null;
      } else task.status = 'approving';
      run.touchTask(task);
      for (const u of [...new Set(userIds)]) {
        run.addTask({ ...task, id: randomUUID(), assignee_id: u, assignee_name: names.get(u)!, owner_id: null, owner_name: null, delegation: null, parent_task_id: task.id, sign_type: type, candidate_users: [], candidate_groups: [], status: 'running', open: true, claim_time: null, create_time: run.now, finish_time: null, finished_by: null, first_node: false });
      }
    })
  ).run;
}

export async function removeSign(c: EngineCall, taskId: string, childIds: string[] | undefined, comment: string | undefined): Promise<Run> {
  return (
    await onTask(c, taskId, async (run, task) => {
      if (task.owner_id !== run.actor.userId && task.assignee_id !== run.actor.userId) throw flowError(run.actor, 'bad', 'noSignTask');
      const kids = run.openTasks().filter((t) => t.parent_task_id === task.id && (!childIds?.length || childIds.includes(t.id)));
      if (!kids.length) throw flowError(run.actor, 'bad', 'noSignTask');
      addComment(run, task, 'removeSign', comment);
      for (const k of kids) {
        for (const g of run.openTasks().filter((t) => t.parent_task_id === k.id)) closeTask(run, g, 'cancel');
        closeTask(run, k, 'cancel');
      }
      await childDone(run, kids[0]);
    })
  ).run;
}

async function toUser(c: EngineCall, taskId: string, userId: number, comment: string | undefined, mode: 'delegate' | 'assign'): Promise<Run> {
  return (
    await onTask(c, taskId, async (run, task) => {
      if (task.status !== 'running') throw flowError(run.actor, 'conflict', 'waitingSigners');
      mustAct(run, task);
      if (task.delegation === 'PENDING') throw flowError(run.actor, 'conflict', 'delegationPending', { name: task.assignee_name ?? '' });
      if (userId === run.actor.userId) throw flowError(run.actor, 'bad', 'sameUser');
      const name = (await run.env.userNames(run.trx, run.tenantId, [userId])).get(userId);
      if (!name) throw flowError(run.actor, 'bad', 'userNotFound');
      addComment(run, task, mode, comment);
      run.touchTask(task);
      task.owner_id = task.owner_id ?? run.actor.userId;
      task.owner_name = task.owner_name ?? run.actor.userName;
      task.assignee_id = userId;
      task.assignee_name = name;
      task.delegation = mode === 'delegate' ? 'PENDING' : null;
      run.touchTask(task);
    })
  ).run;
}
export const delegateTask = (c: EngineCall, taskId: string, userId: number, comment?: string) => toUser(c, taskId, userId, comment, 'delegate');
export const assignTask = (c: EngineCall, taskId: string, userId: number, comment?: string) => toUser(c, taskId, userId, comment, 'assign');

export async function claimTask(c: EngineCall, taskId: string, comment?: string): Promise<Run> {
  return (
    await onTask(c, taskId, async (run, task) => {
      if (task.assignee_id !== null && task.assignee_id !== run.actor.userId) throw flowError(run.actor, 'conflict', 'claimedByOther', { name: task.assignee_name ?? '' });
      if (task.assignee_id === run.actor.userId) return;
      if (!task.candidate_users.includes(run.actor.userId)) throw flowError(run.actor, 'perm', 'notYourTask');
      addComment(run, task, 'claim', comment);
      claimFor(run, task, run.actor.userId, run.actor.userName);
    })
  ).run;
}

export async function unclaimTask(c: EngineCall, taskId: string): Promise<Run> {
  return (
    await onTask(c, taskId, async (run, task) => {
      if (task.assignee_id !== run.actor.userId) throw flowError(run.actor, 'conflict', 'notClaimedByYou');
      if (!task.candidate_users.length) throw flowError(run.actor, 'conflict', 'notClaimable');
      addComment(run, task, 'unclaim', '');
      run.touchTask(task);
      task.assignee_id = null;
      task.assignee_name = null;
      task.claim_time = null;
      run.touchTask(task);
    })
  ).run;
}

/** The initiator takes the whole flow back (the receipt returns to Saved). */
export async function revokeInstance(c: EngineCall, instanceId: string, comment?: string): Promise<Run> {
  return (
    await onInstance(c, instanceId, async (run) => {
      if (run.inst.start_user_id !== run.actor.userId) throw flowError(run.actor, 'perm', 'notInitiator');
      addComment(run, null, 'revoke', comment);
      endInstance(run, 'Cancel', 'revoke', 'revoke');
      if (run.inst.entity_code && run.inst.receipt_id) run.receiptMoves.push('cancel');
    })
  ).run;
}

/** An approver withdraws the approval of `taskId` while no later task has been handled. */
export async function withdrawTask(c: EngineCall, instanceId: string, taskId: string, comment?: string): Promise<Run> {
  return (
    await onInstance(c, instanceId, async (run) => {
      const mine = await run.trx.selectFrom('flow_task').selectAll().where('tenant_id', '=', run.tenantId).where('id', '=', taskId).where('instance_id', '=', instanceId).executeTakeFirst();
      if (!mine || mine.status !== 'approve' || mine.finished_by !== run.actor.userId) throw flowError(run.actor, 'conflict', 'taskNotFound');
      const later = await run.trx
        .selectFrom('flow_task')
        .select('id')
        .where('tenant_id', '=', run.tenantId)
        .where('instance_id', '=', instanceId)
        .where('open', '=', false)
        .where('status', 'in', ['approve', 'return'])
        .where('finish_time', '>', mine.finish_time!)
        .where('id', '!=', mine.id)
        .limit(1)
        .executeTakeFirst();
      if (later) throw flowError(run.actor, 'conflict', 'withdrawLate');
      addComment(run, null, 'withdraw', comment);
      await moveBackTo(run, nodeOf(run, mine.node_id), null, 'revoke');
    })
  ).run;
}

/** Stops the flow (the initiator, or who holds the all-processes page): it ends as Cancel, the receipt returns to Saved. */
export async function stopInstance(c: EngineCall, instanceId: string, comment?: string): Promise<Run> {
  return (
    await onInstance(c, instanceId, async (run) => {
      addComment(run, null, 'stop', comment);
      endInstance(run, 'Cancel', 'cancel', 'stop');
      if (run.inst.entity_code && run.inst.receipt_id) run.receiptMoves.push('cancel');
    })
  ).run;
}

/** Deletes an instance with all its rows; a receipt still in approval returns to Saved. */
export async function deleteInstance(c: EngineCall, instanceId: string): Promise<void> {
  const { run } = await onInstance(
    c,
    instanceId,
    async (r) => {
      if (r.inst.status === 'Ongoing' && r.inst.entity_code && r.inst.receipt_id) r.receiptMoves.push('cancel');
      for (const t of r.openTasks()) closeTask(r, t, 'cancel');
    },
    { ended: true },
  );
  await c.trx.deleteFrom('flow_instance').where('tenant_id', '=', c.tenantId).where('id', '=', run.inst.id).execute();
}

/** A due timer fires in its instance: a boundary event (interrupting or not), a catch event, or an event-based gateway's branch. */
export async function fireTimer(c: EngineCall, timer: { id: number; instance_id: string; execution_id: string; node_id: string; cycle: string | null; repeats_left: number | null; due_at: Date }): Promise<void> {
  await onInstance(c, timer.instance_id, async (run) => {
    await run.trx.deleteFrom('flow_timer').where('tenant_id', '=', run.tenantId).where('id', '=', timer.id).execute();
    const exec = run.execs.get(timer.execution_id);
    const node = run.model.nodes.get(timer.node_id);
    if (!exec || !node) return;
    if (node.kind === 'boundaryEvent') {
      if (!node.cancelActivity && timer.cycle && timer.repeats_left !== 0) {
        armTimer(run, exec, node, { dueAt: new Date(timer.due_at.getTime() + (durationMs(timer.cycle) ?? 0)), cycle: timer.cycle, repeatsLeft: timer.repeats_left === null ? null : timer.repeats_left - 1 });
        run.timersGone.delete(exec.id);
      }
      return fireBoundary(run, exec, node);
    }
    if (exec.node_id === node.id) {
      run.endActivity(exec, node.id);
      return leave(run, exec);
    }
    const gateway = exec.node_id ? run.model.nodes.get(exec.node_id) : undefined;
    if (gateway?.kind === 'eventBasedGateway') {
      const flow = gateway.outgoing.map((f) => run.model.flows.get(f)!).find((f) => f.target === node.id)!;
      run.timersGone.add(exec.id);
      run.endActivity(exec, gateway.id);
      run.activities.push({ execution_id: exec.id, node_id: node.id, node_kind: 'sequenceFlow', name: flow.name, task_id: null, flow_id: flow.id, end_time: run.now, outcome: gateway.id });
      exec.node_id = node.id;
      run.enterActivity(exec, node.id, true);
      return leave(run, exec);
    }
  });
}

export async function signalInstance(c: EngineCall, instanceId: string, name: string): Promise<Run> {
  return (await onInstance(c, instanceId, (run) => throwSignal(run, name))).run;
}

export { cancelTree };
