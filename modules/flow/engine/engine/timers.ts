// Timers: ISO 8601 durations, dates and cycles (../model/timer-text.ts) — optionally inside
// `${...}` — become flow_timer rows due at a time. The poller (poller.ts) claims due rows with
// FOR UPDATE SKIP LOCKED and fires each in its instance's own command, so a restart loses none
// and two servers never fire one twice.
import type { FlowNodeModel } from '../model/types';
import { flowError } from './messages';
import type { ExecRow, Run } from './run';
import { value } from './walk';
import { planTimer, type TimerPlan } from '../model/timer-text';

export { durationMs, planTimer, type TimerPlan } from '../model/timer-text';

export function parseTimer(run: Run, exec: ExecRow, node: FlowNodeModel): TimerPlan {
  const timer = node.timer!;
  const text = timer.value.includes('${') ? String(value(run, exec, timer.value, node.name ?? node.id) ?? '') : timer.value;
  const plan = planTimer(timer.kind, text, run.now);
  if (!plan) throw flowError(run.actor, 'bad', 'badTimer', { name: node.name ?? node.id, value: text });
  return plan;
}

export function armTimer(run: Run, exec: ExecRow, node: FlowNodeModel, plan: TimerPlan): void {
  run.timers.push({ execution_id: exec.id, node_id: node.id, due_at: plan.dueAt, cycle: plan.cycle, repeats_left: plan.repeatsLeft });
}

/** An event-based gateway waits for the first of its following events: timers are armed on the gateway's token. */
export function armTimersAfterGateway(run: Run, exec: ExecRow, gateway: FlowNodeModel): void {
  for (const f of gateway.outgoing) {
    const target = run.model.nodes.get(run.model.flows.get(f)!.target)!;
    if (target.timer) armTimer(run, exec, target, parseTimer(run, exec, target));
  }
}
