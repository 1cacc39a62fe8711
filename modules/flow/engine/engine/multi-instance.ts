// Multi-instance bodies: the token becomes the body's root (counters nrOfInstances,
// nrOfCompletedInstances, nrOfActiveInstances in its locals), items run the node one by one
// (sequential) or all at once (parallel) with loopCounter and the element variable; after each item
// the completion condition decides (countersign 会签 with a ratio, or-sign 或签), the rest are
// cancelled and the root leaves.
import type { FlowNodeModel } from '../model/types';
import { armBoundaries } from './events';
import type { ExecRow, Run } from './run';
import { cancelTree, condition, enter, label, leave, nodeOf, value } from './walk';

export async function startMultiInstance(run: Run, exec: ExecRow, node: FlowNodeModel): Promise<void> {
  const mi = node.multiInstance!;
  let items: unknown[] = [];
  if (mi.collection) {
    const raw = mi.collection.includes('${') ? value(run, exec, mi.collection, label(node)) : run.scopeVars(exec)[mi.collection];
    items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : raw == null ? [] : [raw];
  } else if (mi.loopCardinality) {
    const n = Number(value(run, exec, mi.loopCardinality, label(node)));
    items = Array.from({ length: Number.isFinite(n) && n > 0 ? Math.min(n, 1000) : 0 }, (_, i) => i);
  }
  // an empty assignee list still makes one task, so the node's empty-assignee policy decides (never a silent pass)
  if (!items.length && node.kind === 'userTask') items = [null];
  exec.kind = 'miRoot';
  exec.state = 'wait';
  exec.mi = { total: items.length, completed: 0, active: 0, items, next: 0 };
  exec.vars = { ...exec.vars, nrOfInstances: items.length, nrOfCompletedInstances: 0, nrOfActiveInstances: 0 };
  run.touch(exec);
  run.enterActivity(exec, node.id, false, { outcome: 'multiInstance' });
  armBoundaries(run, exec, node);
  if (!items.length) return miFinished(run, exec);
  const first = mi.sequential ? 1 : items.length;
  for (let i = 0; i < first; i++) await nextItem(run, exec, node);
}

export async function nextItem(run: Run, root: ExecRow, node: FlowNodeModel): Promise<void> {
  const mi = root.mi!;
  const i = mi.next++;
  mi.active++;
  root.vars = { ...root.vars, nrOfActiveInstances: mi.active };
  run.touch(root);
  const vars: Record<string, unknown> = { loopCounter: i };
  if (node.multiInstance?.elementVariable) vars[node.multiInstance.elementVariable] = mi.items[i] ?? null;
  if (node.multiInstance?.elementIndexVariable) vars[node.multiInstance.elementIndexVariable] = i;
  await enter(run, run.newExec(root, node.id, 'miItem', vars), node.id);
}

export async function miItemDone(run: Run, item: ExecRow): Promise<void> {
  const root = run.execs.get(item.parent_id!)!;
  const node = nodeOf(run, root.node_id!);
  const mi = root.mi!;
  mi.completed++;
  mi.active--;
  root.vars = { ...root.vars, nrOfCompletedInstances: mi.completed, nrOfActiveInstances: mi.active };
  run.touch(root);
  run.removeExec(item);
  const cond = node.multiInstance!.completionCondition;
  const done = mi.completed >= mi.total || (cond !== null && condition(run, root, cond, label(node)));
  if (done) {
    for (const c of run.children(root)) cancelTree(run, c, 'cancel');
    return miFinished(run, root);
  }
  if (node.multiInstance!.sequential && mi.next < mi.total) await nextItem(run, root, node);
}

export async function miFinished(run: Run, root: ExecRow): Promise<void> {
  run.endActivity(root, root.node_id!);
  root.kind = 'token';
  root.mi = null;
  const { nrOfInstances: _a, nrOfCompletedInstances: _b, nrOfActiveInstances: _c, ...rest } = root.vars;
  root.vars = rest;
  run.touch(root);
  return leave(run, root);
}
