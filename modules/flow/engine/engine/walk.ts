// Token movement: entering a node runs its behaviour until the token waits (user task, receive
// task, timer or signal catch, a join still missing arrivals, a sub-process or call in progress)
// or ends. Gateways, multi-instance bodies, sub-process scopes and boundary timers are all
// explicit rows (run.ts), so a later command — complete, return, a timer — continues from them.
import { evaluate, evaluateCondition, ExprError, parseExpression } from '../expr';
import type { FlowNodeModel, SequenceFlowModel } from '../model/types';
import { flowError } from './messages';
import type { ExecRow, Run } from './run';
import { armTimer, armTimersAfterGateway, parseTimer } from './timers';
import { createUserTask } from './user-task';
import { runListeners, runServiceHandler } from './listeners';
import { armBoundaries, deliverMessage, disarm, fireBoundary, raiseError, throwSignal } from './events';
import { armEventStarts } from './event-subprocess';
import { miItemDone, startMultiInstance } from './multi-instance';
import { skipExpressionHolds, skipsActivity, skipSwitchOn } from './skip';

export { fireBoundary, throwSignal };

const MAX_STEPS = 5000;
const steps = new WeakMap<Run, number>();

export function nodeOf(run: Run, id: string): FlowNodeModel {
  const n = run.model.nodes.get(id);
  if (!n) throw new Error(`node ${id} is not in process ${run.model.id}`);
  return n;
}

/** A condition at `exec`; a bad or unresolvable expression refuses the command, naming the node. */
export function condition(run: Run, exec: ExecRow | null, text: string, where: string): boolean {
  try {
    return evaluateCondition(text, run.scopeVars(exec));
  } catch (e) {
    if (e instanceof ExprError) throw flowError(run.actor, 'bad', 'badExpression', { name: where, message: e.message });
    throw e;
  }
}

export function value(run: Run, exec: ExecRow | null, text: string, where: string): unknown {
  try {
    return evaluate(parseExpression(text.trim()), run.scopeVars(exec));
  } catch (e) {
    if (e instanceof ExprError) throw flowError(run.actor, 'bad', 'badExpression', { name: where, message: e.message });
    throw e;
  }
}

export const label = (n: FlowNodeModel) => n.name ?? n.id;

/** Moves `exec` onto node `nodeId` and runs it. */
export async function enter(run: Run, exec: ExecRow, nodeId: string): Promise<void> {
  const count = (steps.get(run) ?? 0) + 1;
  steps.set(run, count);
  const node = nodeOf(run, nodeId);
  if (count > MAX_STEPS) throw flowError(run.actor, 'bad', 'endlessLoop', { name: label(node) });
  exec.node_id = nodeId;
  exec.state = 'active';
  run.touch(exec);
  if (node.multiInstance && exec.kind !== 'miItem') return startMultiInstance(run, exec, node);
  run.enterActivity(exec, nodeId, false);
  if (skipsActivity(run, exec, node.skipExpression, label(node))) {
    run.endActivity(exec, nodeId, 'skipped');
    return leave(run, exec);
  }
  await runListeners(run, node, 'execution', 'start', exec, null);
  switch (node.kind) {
    case 'startEvent':
    case 'manualTask':
    case 'task':
    case 'boundaryEvent':
      run.endActivity(exec, nodeId);
      return leave(run, exec);
    case 'serviceTask':
    case 'scriptTask':
    case 'sendTask':
    case 'businessRuleTask':
      await runServiceHandler(run, node, exec);
      await sendMessage(run, node);
      run.endActivity(exec, nodeId);
      return leave(run, exec);
    case 'endEvent':
      run.endActivity(exec, nodeId);
      await runListeners(run, node, 'execution', 'end', exec, null);
      await sendSignal(run, node);
      await sendMessage(run, node);
      if (node.errorCode !== null) return raiseError(run, exec, node.errorCode);
      return node.terminate ? terminateScope(run, exec) : endToken(run, exec);
    case 'userTask':
      exec.state = 'wait';
      armBoundaries(run, exec, node);
      return createUserTask(run, exec, node);
    case 'receiveTask':
      exec.state = 'wait';
      armBoundaries(run, exec, node);
      return;
    case 'exclusiveGateway': {
      const flow = pickExclusive(run, exec, node);
      run.endActivity(exec, nodeId);
      return take(run, exec, flow);
    }
    case 'parallelGateway':
    case 'inclusiveGateway':
      if (node.incoming.length > 1) {
        exec.state = 'join';
        return tryJoin(run, exec.parent_id, node);
      }
      run.endActivity(exec, nodeId);
      return fork(run, exec, node);
    case 'eventBasedGateway':
      exec.state = 'wait';
      return armTimersAfterGateway(run, exec, node);
    case 'subProcess': {
      exec.kind = exec.kind === 'miItem' ? 'miItem' : 'scope';
      exec.state = 'wait';
      armBoundaries(run, exec, node);
      armEventStarts(run, exec);
      const start = [...run.model.nodes.values()].find((n) => n.parent === node.id && n.kind === 'startEvent');
      if (!start) {
        run.endActivity(exec, nodeId);
        return leave(run, exec);
      }
      return enter(run, run.newExec(exec, start.id, 'token'), start.id);
    }
    case 'callActivity':
      exec.state = 'wait';
      armBoundaries(run, exec, node);
      return run.env.callActivity ? run.env.callActivity(run, exec, node) : leaveAfterEnd(run, exec);
    case 'intermediateCatchEvent':
      exec.state = 'wait';
      if (node.timer) armTimer(run, exec, node, parseTimer(run, exec, node));
      return;
    case 'intermediateThrowEvent':
      run.endActivity(exec, nodeId);
      await sendSignal(run, node);
      await sendMessage(run, node);
      return leave(run, exec);
  }
}

async function leaveAfterEnd(run: Run, exec: ExecRow): Promise<void> {
  run.endActivity(exec, exec.node_id!);
  return leave(run, exec);
}

/** The token has done its node: it follows the outgoing flows (an item of a multi-instance reports to its root). */
export async function leave(run: Run, exec: ExecRow): Promise<void> {
  const node = nodeOf(run, exec.node_id!);
  disarm(run, exec);
  await runListeners(run, node, 'execution', 'end', exec, null);
  if (exec.kind === 'miItem') return miItemDone(run, exec);
  if (exec.kind === 'scope') exec.kind = 'token';
  const flows = node.outgoing.map((f) => run.model.flows.get(f)!);
  if (!flows.length) return endToken(run, exec);
  const chosen = flows.length === 1 && !flows[0].condition ? flows : conditionalFlows(run, exec, node, flows);
  const [first, ...rest] = chosen;
  // siblings wait on this node until their turn, so an inclusive join the first token reaches counts them
  const siblings = rest.map(() => run.newExec(exec.parent_id ? run.execs.get(exec.parent_id)! : null, node.id, 'token'));
  await take(run, exec, first);
  for (let i = 0; i < rest.length; i++) await take(run, siblings[i], rest[i]);
  if (rest.length) await retryInclusiveJoins(run, exec.parent_id);
}

/** flows an activity or inclusive fork takes: every true (or unconditioned) non-default flow, else the default */
function conditionalFlows(run: Run, exec: ExecRow, node: FlowNodeModel, flows: SequenceFlowModel[]): SequenceFlowModel[] {
  const taken = flows.filter((f) => f.id !== node.defaultFlow && flowHolds(run, exec, f));
  if (taken.length) return taken;
  const def = flows.find((f) => f.id === node.defaultFlow);
  if (def) return [def];
  throw flowError(run.actor, 'bad', 'noMatchingFlow', { name: label(node) });
}

function flowHolds(run: Run, exec: ExecRow, f: SequenceFlowModel): boolean {
  const where = f.name ?? f.id;
  // a true skip expression skips the flow's condition, not the flow (skip.ts)
  if (f.skipExpression && skipSwitchOn(run, exec, where)) return skipExpressionHolds(run, exec, f.skipExpression, where);
  return !f.condition || condition(run, exec, f.condition, where);
}

function pickExclusive(run: Run, exec: ExecRow, node: FlowNodeModel): SequenceFlowModel {
  for (const id of node.outgoing) {
    if (id === node.defaultFlow) continue;
    const f = run.model.flows.get(id)!;
    if (flowHolds(run, exec, f)) return f;
  }
  if (node.defaultFlow) return run.model.flows.get(node.defaultFlow)!;
  throw flowError(run.actor, 'bad', 'noMatchingFlow', { name: label(node) });
}

export async function take(run: Run, exec: ExecRow, flow: SequenceFlowModel): Promise<void> {
  run.activities.push({ execution_id: exec.id, node_id: flow.target, node_kind: 'sequenceFlow', name: flow.name, task_id: null, flow_id: flow.id, end_time: run.now, outcome: flow.source });
  await enter(run, exec, flow.target);
}

async function fork(run: Run, exec: ExecRow, node: FlowNodeModel): Promise<void> {
  const flows = node.outgoing.map((f) => run.model.flows.get(f)!);
  const chosen = node.kind === 'parallelGateway' ? flows : conditionalFlows(run, exec, node, flows);
  if (!chosen.length) return endToken(run, exec);
  const parent = exec.parent_id ? run.execs.get(exec.parent_id)! : null;
  // as in leave: the tokens still to go wait on the fork, where an inclusive join sees them coming
  const tokens = [exec, ...chosen.slice(1).map(() => run.newExec(parent, node.id, 'token'))];
  for (let i = 0; i < chosen.length; i++) await take(run, tokens[i], chosen[i]);
  if (chosen.length > 1) await retryInclusiveJoins(run, parent?.id ?? null);
}

/** Inclusive joins of a scope waiting for tokens that have since gone elsewhere (or ended) fire now. */
async function retryInclusiveJoins(run: Run, scopeId: string | null): Promise<void> {
  for (const j of [...run.execs.values()].filter((e) => e.parent_id === scopeId && e.state === 'join')) {
    const n = nodeOf(run, j.node_id!);
    if (n.kind === 'inclusiveGateway' && run.execs.has(j.id)) await tryJoin(run, scopeId, n);
  }
}

/** A join fires when every incoming flow brought a token (parallel), or when no other token of the scope can still reach it (inclusive). */
export async function tryJoin(run: Run, scopeId: string | null, node: FlowNodeModel): Promise<void> {
  const waiting = [...run.execs.values()].filter((e) => e.parent_id === scopeId && e.node_id === node.id && e.state === 'join');
  if (!waiting.length) return;
  const ready =
    node.kind === 'parallelGateway'
      ? new Set(waiting.map((e) => lastFlowInto(run, e, node))).size >= node.incoming.length || waiting.length >= node.incoming.length
      : ![...run.execs.values()].some((e) => e.parent_id === scopeId && !(e.node_id === node.id && e.state === 'join') && e.node_id && canReach(run, e.node_id, node.id));
  if (!ready) return;
  const [keep, ...merged] = waiting;
  for (const m of merged) {
    run.endActivity(m, node.id, 'joined');
    run.removeExec(m);
  }
  run.endActivity(keep, node.id);
  keep.state = 'active';
  run.touch(keep);
  return fork(run, keep, node);
}

function lastFlowInto(run: Run, e: ExecRow, node: FlowNodeModel): string {
  const a = [...run.activities].reverse().find((x) => x.execution_id === e.id && x.node_kind === 'sequenceFlow' && x.node_id === node.id);
  return a?.flow_id ?? e.id;
}

/** every node a token at `from` can reach in its scope (boundary events of reached activities included) */
export function downstream(run: Run, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const n = run.model.nodes.get(id);
    if (!n) continue;
    for (const f of n.outgoing) stack.push(run.model.flows.get(f)!.target);
    for (const b of run.model.nodes.values()) if (b.attachedTo === id) stack.push(b.id);
  }
  return seen;
}

/** whether a token at `from` can still arrive at `to` (same scope, following flows) */
export function canReach(run: Run, from: string, to: string): boolean {
  return downstream(run, from).has(to);
}

/** The token is done: its scope ends when it was the last one (the process, a sub-process, a call). */
export async function endToken(run: Run, exec: ExecRow): Promise<void> {
  const parentId = exec.parent_id;
  run.removeExec(exec);
  await scopeMaybeDone(run, parentId);
}

async function scopeMaybeDone(run: Run, scopeId: string | null): Promise<void> {
  if (!scopeId) return;
  const scope = run.execs.get(scopeId);
  if (!scope) return;
  const left = run.children(scope);
  // a token that ended may free an inclusive join of the scope
  if (left.length) return retryInclusiveJoins(run, scopeId);
  if (scope.kind === 'root') return finishInstance(run, scope);
  // a sub-process (or one item of a multi-instance sub-process) is complete
  run.endActivity(scope, scope.node_id!);
  return leave(run, scope);
}

async function finishInstance(run: Run, root: ExecRow): Promise<void> {
  run.removeExec(root);
  run.inst.status = 'Finish';
  run.inst.end_time = run.now;
  run.instanceDirty = true;
  if (run.inst.entity_code && run.inst.receipt_id) run.receiptMoves.push('finish');
  if (run.env.onInstanceEnd) await run.env.onInstanceEnd(run);
}

/** A called instance ends at once on an error it does not catch: every token goes (its caller takes the error). */
export async function endWithError(run: Run, exec: ExecRow, code: string): Promise<void> {
  run.removeExec(exec);
  const root = [...run.execs.values()].find((e) => e.kind === 'root');
  if (!root) return;
  for (const c of run.children(root)) cancelTree(run, c, 'cancel');
  run.raisedError = code;
  return finishInstance(run, root);
}

/** A terminate end event: every other token of its scope goes. */
async function terminateScope(run: Run, exec: ExecRow): Promise<void> {
  const scope = exec.parent_id ? run.execs.get(exec.parent_id) : undefined;
  run.removeExec(exec);
  if (!scope) return;
  for (const c of run.children(scope)) cancelTree(run, c, 'cancel');
  await scopeMaybeDone(run, scope.id);
}

/** Removes an execution and everything under it; its open tasks close with `status`. */
export function cancelTree(run: Run, exec: ExecRow, status: 'cancel' | 'return' | 'reject' | 'revoke', keepSelf = false): void {
  for (const c of run.children(exec)) cancelTree(run, c, status);
  for (const t of run.openTasks().filter((t) => t.execution_id === exec.id)) closeTask(run, t, status);
  if (exec.node_id) run.endActivity(exec, exec.node_id, 'cancelled');
  if (keepSelf) disarm(run, exec);
  else run.removeExec(exec);
}

export function closeTask(run: Run, t: import('./run').TaskRow, status: import('../store/tables').TaskStatus, by: number | null = null): void {
  t.open = false;
  t.status = status;
  t.finish_time = run.now;
  t.finished_by = by;
  run.touchTask(t);
}

/**
 * A message throw (send task, intermediate or end event): a receiver waiting in its own instance
 * takes it at once, else it goes out after the flush to the tenant's other instances (settle.ts).
 */
async function sendMessage(run: Run, node: FlowNodeModel): Promise<void> {
  if (node.message === null || (node.kind !== 'sendTask' && node.kind !== 'endEvent' && node.kind !== 'intermediateThrowEvent')) return;
  if (!(await deliverMessage(run, node.message))) run.messagesOut.push(node.message);
}

/** A signal throw (intermediate or end event): its own instance hears it at once, the others after the flush unless scoped to it. */
async function sendSignal(run: Run, node: FlowNodeModel): Promise<void> {
  if (node.signal === null) return;
  await throwSignal(run, node.signal);
  if (node.signalScope === 'global') run.signalsOut.push(node.signal);
}
