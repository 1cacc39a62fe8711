// Return (退回) and withdraw (撤回): state surgery on explicit rows.
//
// Targets: user tasks reachable backwards from the task's node in its own scope, already approved
// in this instance. Walking back into a join enters its branches (depth + 1); nodes there are not
// offered (a token put inside one branch would leave the join waiting for the others forever);
// walking back out of a fork leaves them (depth − 1). Leaving one's own branch through its fork
// is allowed: the sibling branches are then downstream of the target and are cancelled too.
//
// Moving: every token of the scope that sits on a node reachable from the target — parallel
// branches, waiting join arrivals, multi-instance roots with all their items, sub-process scopes —
// is cancelled (the caller's task closes as 'return', the others as 'cancel'), and one new token
// enters the target: assignees, multi-instance membership and timers are resolved anew.
import type { FlowNodeModel } from '../model/types';
import type { ExecRow, Run, TaskRow } from './run';
import { cancelTree, closeTask, downstream, enter, nodeOf } from './walk';

const isJoin = (n: FlowNodeModel) => (n.kind === 'parallelGateway' || n.kind === 'inclusiveGateway') && n.incoming.length > 1;
const isFork = (n: FlowNodeModel) => (n.kind === 'parallelGateway' || n.kind === 'inclusiveGateway') && n.outgoing.length > 1;

async function approvedNodes(run: Run): Promise<Set<string>> {
  const rows = await run.trx
    .selectFrom('flow_task')
    .select('node_id')
    .distinct()
    .where('tenant_id', '=', run.tenantId)
    .where('instance_id', '=', run.inst.id)
    .where('status', '=', 'approve')
    .where('parent_task_id', 'is', null)
    .execute();
  const out = new Set(rows.map((r) => r.node_id));
  for (const t of run.tasks.values()) if (t.status === 'approve' && !t.parent_task_id) out.add(t.node_id);
  return out;
}

/** Nodes the task may return to, nearest first. */
export async function returnTargets(run: Run, fromNode: string): Promise<FlowNodeModel[]> {
  const done = await approvedNodes(run);
  const out: FlowNodeModel[] = [];
  const seen = new Set<string>();
  let frontier: Array<[string, number]> = [[fromNode, 0]];
  while (frontier.length) {
    const next: Array<[string, number]> = [];
    for (const [id, depth] of frontier) {
      const node = nodeOf(run, id);
      for (const f of node.incoming) {
        let src = nodeOf(run, run.model.flows.get(f)!.source);
        if (src.kind === 'boundaryEvent' && src.attachedTo) src = nodeOf(run, src.attachedTo);
        let d = depth;
        if (isFork(src) && d > 0) d--;
        if (isJoin(src)) d++;
        const key = `${src.id}@${d}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (d === 0 && src.kind === 'userTask' && src.id !== fromNode && done.has(src.id) && !out.includes(src)) out.push(src);
        next.push([src.id, d]);
      }
    }
    frontier = next;
  }
  return out;
}

/** The execution whose children are the tokens of the scope `target` lies in, above `from`. */
function scopeFor(run: Run, from: ExecRow | null, target: FlowNodeModel): ExecRow {
  for (let e = from; e; e = e.parent_id ? (run.execs.get(e.parent_id) ?? null) : null) {
    if (target.parent === null ? e.kind === 'root' : e.node_id === target.parent && (e.kind === 'scope' || e.kind === 'miItem')) return e;
  }
  return run.root();
}

/** Moves the scope's tokens downstream of `target` back onto it; `task` (the caller's, if any) closes as `status`. */
export async function moveBackTo(run: Run, target: FlowNodeModel, task: TaskRow | null, status: 'return' | 'revoke'): Promise<void> {
  const from = task?.execution_id ? (run.execs.get(task.execution_id) ?? null) : null;
  if (task) {
    for (const c of run.openTasks().filter((t) => t.parent_task_id === task.id)) closeTask(run, c, 'cancel');
    closeTask(run, task, status, run.actor.userId);
  }
  const scope = scopeFor(run, from, target);
  const reach = downstream(run, target.id);
  for (const c of run.children(scope)) if (c.node_id && reach.has(c.node_id)) cancelTree(run, c, 'cancel');
  await enter(run, run.newExec(scope, null, 'token'), target.id);
}
