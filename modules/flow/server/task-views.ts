// What the task screen shows of an instance: the caller's next task, the approval record, the
// diagram's highlighting list, the current and next nodes, the variables. Who may see
// an instance: its initiator, anyone who had a task or a copy in it, a holder of 全部流程
// (flowable/Company), and anyone who may read the receipt it runs for.
import type { Selectable } from 'kysely';
import { evaluateCondition } from '../engine/expr';
import type { FlowTables } from '../engine/store/tables';
import type { ProcessModel } from '../engine/model/types';
import { flowEnv } from './context';
import { callerModel, readForCaller } from '../../../server/records/context';
import { type CallContext, session } from '../../../server/rpc/registry';
import { flowError } from '../engine/engine/messages';
import { FLOW_COMPANY_PAGE, type FlowChartData, type FlowInstanceView, type FlowRecord, type FlowRecordRow, type NextNode, type UserNextTask } from '../contracts';
import { type Db, durationText, hasPage, iso } from './context';

type Instance = Selectable<FlowTables['flow_instance']>;
type Task = Selectable<FlowTables['flow_task']>;
export interface Ref {
  procInsId?: string;
  taskId?: string;
  deployId?: string;
}

/** The instance a reference names (by id, or by one of its tasks), checked against who may see it. */
export async function instanceFor(ctx: CallContext, ref: Ref): Promise<Instance> {
  const s = session(ctx);
  let id = ref.procInsId;
  if (!id && ref.taskId) id = (await s.db.selectFrom('flow_task').select('instance_id').where('tenant_id', '=', s.tenantId).where('id', '=', ref.taskId).executeTakeFirst())?.instance_id;
  const inst = id ? await s.db.selectFrom('flow_instance').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', id).executeTakeFirst() : undefined;
  if (!inst) throw flowError({ lang: ctx.lang }, 'missing', 'instanceNotFound');
  if (!(await maySee(ctx, inst))) throw flowError({ lang: ctx.lang }, 'missing', 'instanceNotFound');
  return inst;
}

export async function maySee(ctx: CallContext, inst: Instance): Promise<boolean> {
  const s = session(ctx);
  if (inst.start_user_id === s.userId) return true;
  const involved = await s.db
    .selectFrom('flow_task as t')
    .select('t.id')
    .where('t.tenant_id', '=', s.tenantId)
    .where('t.instance_id', '=', inst.id)
    .where((eb) =>
      eb.or([
        eb('t.assignee_id', '=', s.userId),
        eb('t.owner_id', '=', s.userId),
        eb('t.finished_by', '=', s.userId),
        eb.exists(eb.selectFrom('flow_task_candidate as c').select('c.task_id').where('c.tenant_id', '=', s.tenantId).whereRef('c.task_id', '=', 't.id').where('c.user_id', '=', s.userId)),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (involved) return true;
  const copied = await s.db.selectFrom('flow_copy').select('id').where('tenant_id', '=', s.tenantId).where('instance_id', '=', inst.id).where('user_id', '=', s.userId).executeTakeFirst();
  if (copied || (await hasPage(ctx, FLOW_COMPANY_PAGE))) return true;
  if (inst.entity_code && inst.receipt_id) {
    try {
      await readForCaller(ctx, await callerModel(ctx, inst.entity_code), inst.receipt_id);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

export async function modelOf(db: Db, tenantId: string, defId: string): Promise<ProcessModel> {
  return flowEnv.modelOf(db, tenantId, defId);
}

export async function instanceView(db: Db, inst: Instance): Promise<FlowInstanceView> {
  const open = await db.selectFrom('flow_task').select(['node_id', 'name']).distinct().where('tenant_id', '=', inst.tenant_id).where('instance_id', '=', inst.id).where('open', '=', true).where('parent_task_id', 'is', null).execute();
  return {
    instanceId: inst.id,
    procDefId: inst.def_id,
    procDefName: inst.name,
    status: inst.status,
    startUserId: inst.start_user_id,
    startUserName: inst.start_user_name,
    startTime: iso(inst.start_time)!,
    endTime: iso(inst.end_time),
    entityCode: inst.entity_code,
    receiptId: inst.receipt_id,
    currentNodes: open.map((o) => ({ id: o.node_id, name: o.name })),
  };
}

/**
 * The caller's open task on the instance: an own one first, then one of theirs waiting for the
 * signers they added before them (减签 is all they can do there), then one offered as candidate.
 */
export async function userNextTask(ctx: CallContext, inst: Instance): Promise<UserNextTask | null> {
  const s = session(ctx);
  const tasks = await s.db.selectFrom('flow_task').selectAll().where('tenant_id', '=', s.tenantId).where('instance_id', '=', inst.id).where('open', '=', true).orderBy('seq').execute();
  const mine =
    tasks.find((t) => t.assignee_id === s.userId) ??
    tasks.find((t) => t.assignee_id === null && t.status === 'waitBefore' && t.owner_id === s.userId) ??
    tasks.find((t) => t.assignee_id === null && t.status === 'running' && t.candidate_users.includes(s.userId));
  if (!mine) return null;
  return {
    taskId: mine.id,
    nodeId: mine.node_id,
    name: mine.name,
    procInsId: inst.id,
    canComplete: mine.status === 'running',
    claimable: mine.assignee_id === null && mine.status === 'running',
    claimed: mine.claim_time !== null && mine.assignee_id === s.userId,
    delegation: mine.delegation,
    signType: mine.sign_type,
    firstNode: mine.first_node,
    formKey: mine.form_key,
  };
}

const COMMENT_TYPES = new Set(['1', '2', '3', 'resolve']);

export async function flowRecord(ctx: CallContext, inst: Instance): Promise<FlowRecord> {
  const s = session(ctx);
  const T = s.tenantId;
  const tasks = await s.db.selectFrom('flow_task').selectAll().where('tenant_id', '=', T).where('instance_id', '=', inst.id).where('status', '!=', 'cancel').orderBy('seq').execute();
  const comments = await s.db.selectFrom('flow_comment').select(['task_id', 'type', 'message']).where('tenant_id', '=', T).where('instance_id', '=', inst.id).orderBy('id').execute();
  const lastComment = new Map<string, { type: string; comment: string }>();
  for (const c of comments) if (c.task_id && COMMENT_TYPES.has(c.type)) lastComment.set(c.task_id, { type: c.type === 'resolve' ? '1' : c.type, comment: c.message });
  const userIds = [...new Set(tasks.flatMap((t) => [t.assignee_id, t.finished_by, ...t.candidate_users]).filter((x): x is number => x !== null))];
  const users = userIds.length
    ? await s.db
        .selectFrom('app_user as u')
        .leftJoin('person as p', (j) => j.onRef('p.id', '=', 'u.person_id').on('p.tenant_id', '=', T))
        .leftJoin('department as d', (j) => j.onRef('d.id', '=', 'p.department_id').on('d.tenant_id', '=', T))
        .select(['u.id', 'u.name', 'd.name as dept'])
        .where('u.tenant_id', '=', T)
        .where('u.id', 'in', userIds)
        .execute()
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const groupNames = await groupLabels(s.db, T, tasks);
  const rows: FlowRecordRow[] = tasks.map((t) => {
    const who = t.finished_by ?? t.assignee_id;
    const roles = t.candidate_groups.filter((g) => g.startsWith('ROLE')).map((g) => groupNames.get(g) ?? g);
    const departs = t.candidate_groups.filter((g) => g.startsWith('DEPT')).map((g) => groupNames.get(g) ?? g);
    return {
      taskId: t.id,
      taskName: t.name,
      nodeId: t.node_id,
      assigneeName: who ? (byId.get(who)?.name ?? t.assignee_name) : null,
      deptName: who ? (byId.get(who)?.dept ?? null) : null,
      candidateRole: roles.join(',') || null,
      candidateDepart: departs.join(',') || null,
      candidate: who ? null : t.candidate_users.map((u) => byId.get(u)?.name ?? String(u)).join(',') || null,
      createTime: iso(t.create_time)!,
      finishTime: iso(t.finish_time),
      duration: durationText(t.create_time, t.finish_time, ctx.lang),
      status: t.status,
      comment: lastComment.get(t.id) ?? null,
    };
  });
  const form = await s.db.selectFrom('flow_deploy_form as df').innerJoin('flow_form as f', (j) => j.onRef('f.id', '=', 'df.form_id').on('f.tenant_id', '=', T)).select('f.form_key').where('df.tenant_id', '=', T).where('df.def_id', '=', inst.def_id).where('df.node_key', '=', '').executeTakeFirst();
  return { flowList: rows, entityCode: inst.entity_code, receiptId: inst.receipt_id, formData: { formConfig: { code: form?.form_key ?? inst.entity_code } } };
}

async function groupLabels(db: Db, T: string, tasks: Task[]): Promise<Map<string, string>> {
  const groups = [...new Set(tasks.flatMap((t) => t.candidate_groups))];
  const roleIds = groups.filter((g) => /^ROLE\d+$/.test(g)).map((g) => Number(g.slice(4)));
  const deptIds = groups.filter((g) => /^DEPT\d+$/.test(g)).map((g) => Number(g.slice(4)));
  const out = new Map<string, string>();
  if (roleIds.length) for (const r of await db.selectFrom('role').select(['id', 'name']).where('tenant_id', '=', T).where('id', 'in', roleIds).execute()) out.set(`ROLE${r.id}`, r.name);
  if (deptIds.length) for (const d of await db.selectFrom('department').select(['id', 'name']).where('tenant_id', '=', T).where('id', 'in', deptIds).execute()) out.set(`DEPT${d.id}`, d.name);
  return out;
}

/** The highlighting list: user tasks in the order reached (completed: ended, whatever the outcome — RuoYi's getFlowViewer), then the end event when the flow finished */
export async function chartData(db: Db, inst: Instance): Promise<FlowChartData> {
  const T = inst.tenant_id;
  const def = await db.selectFrom('flow_definition').select('xml').where('tenant_id', '=', T).where('id', '=', inst.def_id).executeTakeFirstOrThrow();
  const tasks = await db.selectFrom('flow_task').select(['node_id', 'status', 'open']).where('tenant_id', '=', T).where('instance_id', '=', inst.id).where('parent_task_id', 'is', null).where('status', '!=', 'cancel').orderBy('seq').execute();
  const nodes = tasks.map((t) => ({ key: t.node_id, completed: !t.open }));
  if (inst.status === 'Finish') {
    const end = await db.selectFrom('flow_activity').select('node_id').where('tenant_id', '=', T).where('instance_id', '=', inst.id).where('node_kind', '=', 'endEvent').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (end) nodes.push({ key: end.node_id, completed: true });
  }
  return { xml: def.xml, nodes };
}

/** The user tasks that follow `fromNode` through gateways; a condition that cannot be decided yet keeps its branch. */
export function nextUserTasks(model: ProcessModel, fromNode: string, vars: Record<string, unknown>): NextNode[] {
  const out: NextNode[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const n = model.nodes.get(id);
    if (!n) return;
    for (const fid of n.outgoing) {
      const f = model.flows.get(fid)!;
      if (f.condition) {
        try {
          if (!evaluateCondition(f.condition, vars)) continue;
        } catch {
          /* undecidable now: offer the branch */
        }
      }
      const t = model.nodes.get(f.target)!;
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      if (t.kind === 'userTask') {
        const ut = t.userTask!;
        out.push({ id: t.id, name: t.name, kind: t.kind, assignee: ut.assignee, candidateUsers: ut.candidateUsers, candidateGroups: ut.candidateGroups, dataType: ut.dataType });
      } else if (t.kind.endsWith('Gateway') || t.kind === 'startEvent' || t.kind === 'manualTask' || t.kind === 'task' || t.kind === 'serviceTask' || t.kind === 'scriptTask') visit(t.id);
      else if (t.kind === 'endEvent') out.push({ id: t.id, name: t.name, kind: t.kind, assignee: null, candidateUsers: [], candidateGroups: [], dataType: null });
    }
  };
  visit(fromNode);
  return out;
}
