// A token reaches a user task: who may act is resolved now (again on every re-entry, so a return
// re-reads the variables and the role and department members): the assignee, candidate users,
// candidate groups ROLE<id> / DEPT<id> / role codes, each possibly a `${...}` of the variables.
// Copy recipients get their copy rows. Nobody at all (ids that are no user of the tenant count as
// nobody) → the node's declared policy: pass by itself, go to the tenant's administrator (the task
// marked as such: a `noApprover` note the lists show), or refuse the command — never a task nobody
// sees, and never a task that then approves itself as if the administrator were its initiator.
import { randomUUID } from 'node:crypto';
import type { FlowNodeModel } from '../model/types';
import { flowError } from './messages';
import type { ExecRow, Run, TaskRow } from './run';
import { durationMs } from './timers';
import { leave, value } from './walk';
import { runListeners } from './listeners';
import { addComment, approveTask } from './complete';

/** user ids of a value: a number, a numeric string, a comma-joined list, or a list of those */
export function idsOf(v: unknown): number[] {
  const flat = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v == null ? [] : [v];
  return flat.map((x) => Number(typeof x === 'string' ? x.trim() : x)).filter((n) => Number.isSafeInteger(n) && n > 0);
}

function textsOf(v: unknown): string[] {
  const flat = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v == null ? [] : [v];
  return flat.map((x) => String(x).trim()).filter(Boolean);
}

const expr = (run: Run, exec: ExecRow, text: string, where: string): unknown => (text.includes('${') ? value(run, exec, text, where) : text);

export interface Assignment {
  assignee: number | null;
  candidateUsers: number[];
  candidateGroups: string[];
}

export async function resolveAssignment(run: Run, exec: ExecRow, node: FlowNodeModel): Promise<Assignment> {
  const ut = node.userTask!;
  const where = node.name ?? node.id;
  const assignee = ut.assignee ? (idsOf(expr(run, exec, ut.assignee, where))[0] ?? null) : null;
  const users = ut.candidateUsers.flatMap((c) => idsOf(expr(run, exec, c, where)));
  const groups = ut.candidateGroups.flatMap((g) => textsOf(expr(run, exec, g, where)));
  const fromGroups = groups.length ? await run.env.usersOfGroups(run.trx, run.tenantId, groups) : [];
  // a file drawn for another system names its own users (RuoYi's admin is "1"): not ours, nobody
  const known = await run.env.userNames(run.trx, run.tenantId, assignee === null ? users : [assignee, ...users]);
  return { assignee: assignee !== null && known.has(assignee) ? assignee : null, candidateUsers: [...new Set([...users.filter((u) => known.has(u)), ...fromGroups])].sort((a, b) => a - b), candidateGroups: groups };
}

export async function createUserTask(run: Run, exec: ExecRow, node: FlowNodeModel): Promise<void> {
  const ut = node.userTask!;
  const where = node.name ?? node.id;
  let { assignee, candidateUsers, candidateGroups } = await resolveAssignment(run, exec, node);
  let unresolved = false;
  if (assignee === null && !candidateUsers.length) {
    if (ut.emptyAssignee === 'error') throw flowError(run.actor, 'bad', 'noAssignee', { name: where });
    if (ut.emptyAssignee === 'autoPass') {
      run.enterActivity(exec, node.id, true, { outcome: 'autoPass' });
      run.endActivity(exec, node.id, 'autoPass');
      return leave(run, exec);
    }
    assignee = await run.env.adminOf(run.trx, run.tenantId);
    if (assignee === null) throw flowError(run.actor, 'bad', 'noAssignee', { name: where });
    candidateGroups = [];
    unresolved = true;
  }
  const names = await run.env.userNames(run.trx, run.tenantId, assignee ? [assignee] : []);
  const firstNode = await onInitiatorsNode(run, node.id, unresolved ? null : assignee);
  const task: TaskRow = {
    id: randomUUID(),
    tenant_id: run.tenantId,
    instance_id: run.inst.id,
    execution_id: exec.id,
    node_id: node.id,
    name: node.name ? String(expr(run, exec, node.name, where) ?? node.name) : null,
    assignee_id: assignee,
    assignee_name: assignee ? (names.get(assignee) ?? null) : null,
    owner_id: null,
    owner_name: null,
    delegation: null,
    parent_task_id: null,
    sign_type: null,
    candidate_users: assignee ? [] : candidateUsers,
    candidate_groups: assignee ? [] : candidateGroups,
    status: 'running',
    open: true,
    claim_time: null,
    due_date: ut.dueDate ? dueDate(run, exec, ut.dueDate, where) : null,
    form_key: ut.formKey,
    priority: ut.priority && /^\d+$/.test(ut.priority) ? Number(ut.priority) : null,
    create_time: run.now,
    finish_time: null,
    finished_by: null,
    first_node: firstNode,
    seq: 0,
  };
  run.addTask(task);
  // the task lists and the record show that nobody was found and who got the task instead
  if (unresolved) addComment(run, task, 'noApprover', '');
  const act = run.activities.findLast((a) => a.execution_id === exec.id && a.node_id === node.id && !a.end_time);
  if (act) act.task_id = task.id;
  if (!assignee) for (const u of candidateUsers) run.candidates.push({ task_id: task.id, user_id: u });
  for (const u of task.candidate_users) run.touchedUsers.add(u);
  await copyTo(run, exec, node, task);
  await runListeners(run, node, 'task', 'create', exec, task);
  if (assignee) await runListeners(run, node, 'task', 'assignment', exec, task);
  // The initiator's own first task passes by itself when the initiator starts the flow: only a node
  // drawn for the initiator (`${initiator}`), never one that reached them by a fallback, never on a
  // return to it, never in a called process (its initiator did not act when it started).
  if (run.starting && firstNode && !unresolved && !run.inst.parent_instance_id && assignedToInitiator(run, ut.assignee) && assignee === run.inst.start_user_id) await approveTask(run, task, '');
}

/** whether the node's assignee is literally the initiator's variable (`${initiator}`, `${INITIATOR}` or the start event's own) */
function assignedToInitiator(run: Run, drawn: string | null): boolean {
  const name = /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(drawn?.trim() ?? '')?.[1];
  if (!name) return false;
  const startVar = run.model.starts.map((id) => run.model.nodes.get(id)?.initiator).find(Boolean);
  return name === 'initiator' || name === 'INITIATOR' || name === startVar;
}

/**
 * The initiator's node (重新提交 there, forms editable): the flow's first user task when the
 * initiator holds it, and that node again when a return comes back to it. A first task offered to
 * a group, or held by someone else, is an approval like any other.
 */
async function onInitiatorsNode(run: Run, nodeId: string, assignee: number | null): Promise<boolean> {
  const earlier = [...run.tasks.values()].filter((t) => !t.parent_task_id);
  const stored = run.trx.selectFrom('flow_task').select('id').where('tenant_id', '=', run.tenantId).where('instance_id', '=', run.inst.id).where('parent_task_id', 'is', null).limit(1);
  if (earlier.some((t) => t.node_id === nodeId && t.first_node)) return true;
  if (await stored.where('node_id', '=', nodeId).where('first_node', '=', true).executeTakeFirst()) return true;
  if (earlier.length || (await stored.executeTakeFirst())) return false;
  return assignee !== null && assignee === run.inst.start_user_id;
}

function dueDate(run: Run, exec: ExecRow, text: string, where: string): Date | null {
  const v = expr(run, exec, text, where);
  if (v instanceof Date) return v;
  const s = String(v ?? '').trim();
  if (!s) return null;
  const ms = durationMs(s);
  if (ms !== null) return new Date(run.now.getTime() + ms);
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

async function copyTo(run: Run, exec: ExecRow, node: FlowNodeModel, task: TaskRow): Promise<void> {
  const ut = node.userTask!;
  const where = node.name ?? node.id;
  const users = ut.copyUsers.flatMap((c) => idsOf(expr(run, exec, c, where)));
  const groups = ut.copyGroups.flatMap((g) => textsOf(expr(run, exec, g, where)));
  const all = new Set([...users, ...(groups.length ? await run.env.usersOfGroups(run.trx, run.tenantId, groups) : [])]);
  for (const u of all) run.copies.push({ task_id: task.id, node_id: node.id, node_name: task.name, user_id: u, reason: null });
}
