// Operations on a whole instance: the initiator's revoke, an approver's withdraw, stop, delete, a
// due timer firing and a signal thrown from outside.
import { type EngineCall, onInstance } from './commands';
import { addComment, endInstance } from './complete';
import { flowError } from './messages';
import { moveBackTo } from './returns';
import type { FlowNodeModel } from '../model/types';
import type { ExecRow, Run } from './run';
import { armTimer, durationMs } from './timers';
import { scopeListens, triggerEventSubProcess } from './event-subprocess';
import { closeTask, fireBoundary, leave, nodeOf, throwSignal } from './walk';

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
      if (mine?.status !== 'approve' || mine.finished_by !== run.actor.userId) throw flowError(run.actor, 'conflict', 'taskNotFound');
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
export async function fireTimer(c: EngineCall, timer: { id: number; instance_id: string; execution_id: string; node_id: string; cycle: string | null; repeats_left: number | null; due_at: Date }): Promise<Run> {
  const { run: fired } = await onInstance(c, timer.instance_id, async (run) => {
    await run.trx.deleteFrom('flow_timer').where('tenant_id', '=', run.tenantId).where('id', '=', timer.id).execute();
    const exec = run.execs.get(timer.execution_id);
    const node = run.model.nodes.get(timer.node_id);
    if (!exec || !node) return;
    if (node.kind === 'startEvent') {
      // an event sub-process's timer: a non-interrupting cycle arms its next round
      if (!node.interrupting) armNextRound(run, exec, node, timer);
      if (scopeListens(run, exec)) await triggerEventSubProcess(run, exec, node);
      return;
    }
    if (node.kind === 'boundaryEvent') {
      if (!node.cancelActivity) armNextRound(run, exec, node, timer);
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
  return fired;
}

/** A cycle timer that leaves its activity running is armed again for its next round, while rounds are left. */
function armNextRound(run: Run, exec: ExecRow, node: FlowNodeModel, timer: { cycle: string | null; repeats_left: number | null; due_at: Date }): void {
  if (!timer.cycle || timer.repeats_left === 0) return;
  armTimer(run, exec, node, { dueAt: new Date(timer.due_at.getTime() + (durationMs(timer.cycle) ?? 0)), cycle: timer.cycle, repeatsLeft: timer.repeats_left === null ? null : timer.repeats_left - 1 });
  run.timersGone.delete(exec.id);
}

export async function signalInstance(c: EngineCall, instanceId: string, name: string): Promise<Run> {
  return (await onInstance(c, instanceId, (run) => throwSignal(run, name))).run;
}
