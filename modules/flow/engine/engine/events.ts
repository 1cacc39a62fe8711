// Events on tokens: boundary timers armed and disarmed with the activity, signals and messages
// delivered in the instance (catch events, receive tasks, boundaries, event-based gateways, event
// sub-processes), boundary events firing (interrupting or not), and error end events caught by an
// enclosing error event sub-process or activity's error boundary.
import type { FlowNodeModel } from '../model/types';
import { eventStartsIn, scopeListens, scopeNodeOf, triggerEventSubProcess } from './event-subprocess';
import type { ExecRow, Run } from './run';
import { armTimer, parseTimer } from './timers';
import { cancelTree, endToken, endWithError, enter, leave, nodeOf } from './walk';

export function armBoundaries(run: Run, exec: ExecRow, node: FlowNodeModel): void {
  for (const b of run.model.nodes.values()) {
    if (b.attachedTo === node.id && b.kind === 'boundaryEvent' && b.timer) armTimer(run, exec, b, parseTimer(run, exec, b));
  }
}

export function disarm(run: Run, exec: ExecRow): void {
  for (let i = run.timers.length - 1; i >= 0; i--) if (run.timers[i].execution_id === exec.id) run.timers.splice(i, 1);
  run.timersGone.add(exec.id);
}

/**
 * An error end event: the nearest enclosing activity (a sub-process, a multi-instance body) with an
 * error boundary event catching the code takes it — the activity is interrupted and its boundary's
 * flow is taken. False when none catches it: the token then ends as at a plain end event (Flowable
 * would refuse the command; a flow stuck on a drawing mistake helps nobody).
 */
export async function throwError(run: Run, exec: ExecRow, code: string): Promise<boolean> {
  for (let scope = exec.parent_id ? run.execs.get(exec.parent_id) : undefined; scope; scope = scope.parent_id ? run.execs.get(scope.parent_id) : undefined) {
    // an error event sub-process of the scope catches before the scope's own boundary
    const scopeNode = scopeNodeOf(run, scope);
    const handler = scopeNode === undefined ? undefined : errorCatcher(eventStartsIn(run, scopeNode), code);
    if (handler) {
      run.removeExec(exec);
      await triggerEventSubProcess(run, scope, handler);
      return true;
    }
    if (scope.kind === 'miItem' || !scope.node_id) continue;
    const at = scope.node_id;
    const catcher = errorCatcher(
      [...run.model.nodes.values()].filter((b) => b.kind === 'boundaryEvent' && b.attachedTo === at),
      code,
    );
    if (!catcher) continue;
    run.removeExec(exec);
    await fireBoundary(run, scope, catcher);
    return true;
  }
  return false;
}

/**
 * An error raised at `exec`: by an error end event, or coming out of a called process at its call
 * activity (`atActivity`: the activity's own error boundary is the first to catch it). Uncaught in
 * a called process, the process ends and its caller takes the error; uncaught at the top, the
 * token ends as at a plain end event.
 */
export async function raiseError(run: Run, exec: ExecRow, code: string, atActivity = false): Promise<void> {
  if (atActivity && exec.node_id) {
    const at = exec.node_id;
    const own = errorCatcher(
      [...run.model.nodes.values()].filter((b) => b.kind === 'boundaryEvent' && b.attachedTo === at),
      code,
    );
    if (own) return fireBoundary(run, exec, own);
  }
  if (await throwError(run, exec, code)) return;
  if (run.inst.parent_instance_id) return endWithError(run, exec, code);
  if (atActivity && exec.node_id) run.endActivity(exec, exec.node_id);
  return endToken(run, exec);
}

/** the catcher of an error code: one naming the code wins over one catching any error */
function errorCatcher(candidates: FlowNodeModel[], code: string): FlowNodeModel | undefined {
  return candidates.find((b) => b.errorCode === code) ?? candidates.find((b) => b.errorCode === '');
}

/** A signal thrown in the instance: every token waiting for it moves on (catch events, boundaries, event gateways, event sub-processes). */
export async function throwSignal(run: Run, name: string): Promise<void> {
  await deliver(run, { kind: 'signal', name });
}

/** A message arrives at the instance: its first waiting receiver takes it; false when none waits. */
export function deliverMessage(run: Run, name: string): Promise<boolean> {
  return deliver(run, { kind: 'message', name });
}

interface Trigger {
  kind: 'signal' | 'message';
  name: string;
}
const hears = (n: FlowNodeModel, t: Trigger) => (t.kind === 'signal' ? n.signal : n.message) === t.name;

/** Delivers a signal (to every waiting receiver) or a message (to the first only); whether anyone took it. */
async function deliver(run: Run, t: Trigger): Promise<boolean> {
  const once = t.kind === 'message';
  let taken = false;
  for (const e of [...run.execs.values()]) {
    if (taken && once) break;
    if (!run.execs.has(e.id)) continue;
    const scopeNode = scopeNodeOf(run, e);
    if (scopeNode !== undefined && scopeListens(run, e)) {
      const start = eventStartsIn(run, scopeNode).find((s) => hears(s, t));
      if (start) {
        await triggerEventSubProcess(run, e, start);
        taken = true;
        if (once) break;
      }
    }
    if (!e.node_id || !run.execs.has(e.id) || e.state !== 'wait') continue;
    const n = nodeOf(run, e.node_id);
    if ((n.kind === 'intermediateCatchEvent' || n.kind === 'receiveTask') && hears(n, t)) {
      disarm(run, e);
      run.endActivity(e, n.id);
      await leave(run, e);
      taken = true;
      continue;
    }
    if (n.kind === 'eventBasedGateway') {
      const target = n.outgoing.map((f) => run.model.flows.get(f)!).find((f) => hears(nodeOf(run, f.target), t));
      if (target) {
        disarm(run, e);
        run.endActivity(e, n.id);
        run.activities.push({ execution_id: e.id, node_id: target.target, node_kind: 'sequenceFlow', name: target.name, task_id: null, flow_id: target.id, end_time: run.now, outcome: n.id });
        e.node_id = target.target;
        run.enterActivity(e, target.target, true);
        await leave(run, e);
        taken = true;
        continue;
      }
    }
    for (const b of run.model.nodes.values()) {
      if (taken && once) break;
      if (b.attachedTo === n.id && b.kind === 'boundaryEvent' && hears(b, t) && run.execs.has(e.id)) {
        await fireBoundary(run, e, b);
        taken = true;
      }
    }
  }
  return taken;
}

/** A boundary event fires on the activity `exec` runs: interrupting ones cancel it first. */
export async function fireBoundary(run: Run, exec: ExecRow, boundary: FlowNodeModel): Promise<void> {
  if (boundary.cancelActivity) {
    cancelTree(run, exec, 'cancel', true);
    exec.kind = 'token';
    exec.mi = null;
    run.touch(exec);
    return enter(run, exec, boundary.id);
  }
  const parent = exec.parent_id ? run.execs.get(exec.parent_id)! : null;
  return enter(run, run.newExec(parent, null, 'token'), boundary.id);
}
