// Event sub-processes: a sub-process of a scope (the process, or a sub-process) that an event
// starts — an error thrown inside the scope, a message, a signal, a timer armed when the scope
// begins. Interrupting ones cancel whatever else the scope is doing and the scope ends with them;
// non-interrupting ones run beside it (as often as their event comes) and the scope waits for them.
import type { FlowNodeModel } from '../model/types';
import type { ExecRow, Run } from './run';
import { armTimer, parseTimer } from './timers';
import { cancelTree, enter } from './walk';

/** The sub-process node an execution is the scope of (null: the process itself), or undefined when it is none. */
export function scopeNodeOf(run: Run, exec: ExecRow): string | null | undefined {
  if (exec.kind === 'root') return null;
  if ((exec.kind === 'scope' || exec.kind === 'miItem') && exec.node_id && run.model.nodes.get(exec.node_id)?.kind === 'subProcess') return exec.node_id;
  return undefined;
}

/** start events of the event sub-processes directly in scope `scopeNode` */
export function eventStartsIn(run: Run, scopeNode: string | null): FlowNodeModel[] {
  const out: FlowNodeModel[] = [];
  for (const esp of run.model.nodes.values()) {
    if (!esp.triggeredByEvent || esp.parent !== scopeNode) continue;
    for (const n of run.model.nodes.values()) if (n.parent === esp.id && n.kind === 'startEvent') out.push(n);
  }
  return out;
}

/** A scope begins: the timers of its event sub-processes are armed on it. */
export function armEventStarts(run: Run, scope: ExecRow): void {
  const scopeNode = scopeNodeOf(run, scope);
  if (scopeNode === undefined) return;
  for (const start of eventStartsIn(run, scopeNode)) if (start.timer) armTimer(run, scope, start, parseTimer(run, scope, start));
}

/** Whether the scope still listens: an interrupting event sub-process already running has ended that. */
export function scopeListens(run: Run, scope: ExecRow): boolean {
  return !run.children(scope).some((c) => {
    const esp = c.node_id ? run.model.nodes.get(c.node_id) : undefined;
    return !!esp?.triggeredByEvent && [...run.model.nodes.values()].some((s) => s.parent === esp.id && s.kind === 'startEvent' && s.interrupting);
  });
}

/** The event of `start` happened in `scope`: its event sub-process runs there. */
export async function triggerEventSubProcess(run: Run, scope: ExecRow, start: FlowNodeModel): Promise<void> {
  const espId = start.parent!;
  if (start.interrupting) {
    for (const c of run.children(scope)) cancelTree(run, c, 'cancel');
    // the scope's other event sub-processes stop listening; its own boundary timers stay
    const starts = new Set(eventStartsIn(run, scopeNodeOf(run, scope) ?? null).map((s) => s.id));
    for (let i = run.timers.length - 1; i >= 0; i--) if (run.timers[i].execution_id === scope.id && starts.has(run.timers[i].node_id)) run.timers.splice(i, 1);
    await dropArmedTimers(run, scope, [...starts]);
  }
  const sub = run.newExec(scope, espId, 'scope');
  sub.state = 'wait';
  run.enterActivity(sub, espId, false);
  await enter(run, run.newExec(sub, start.id, 'token'), start.id);
}

/** timers stored by earlier commands for these start events of the scope */
async function dropArmedTimers(run: Run, scope: ExecRow, nodeIds: string[]): Promise<void> {
  if (!nodeIds.length || run.newExecs.has(scope.id)) return;
  await run.trx.deleteFrom('flow_timer').where('tenant_id', '=', run.tenantId).where('execution_id', '=', scope.id).where('node_id', 'in', nodeIds).execute();
}
