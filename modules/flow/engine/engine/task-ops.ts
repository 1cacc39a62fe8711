// Operations on one task that do not move its token: add-sign before/after and remove-sign (child
// tasks under the task), delegate (the owner keeps it) and transfer (the new assignee completes it),
// claim and unclaim of a task offered to candidates.
import { randomUUID } from 'node:crypto';
import { claimFor, type EngineCall, isCandidate, mustAct, onTask } from './commands';
import { addComment, childDone } from './complete';
import { flowError } from './messages';
import type { Run } from './run';
import { closeTask } from './walk';

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
      if (task.status !== 'running') throw flowError(run.actor, 'conflict', 'waitingSigners');
      if (!isCandidate(task, run.actor.userId)) throw flowError(run.actor, 'perm', 'notYourTask');
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
