// The task lists by taskType (wait, copy, finished, All, myPross, centerView), paged and filtered in SQL — never filtered in memory
// after paging (RVP #1134). Each list is one query over an index that leads with the tenant:
// wait (open tasks assigned to the caller, or offered to them as a candidate), finished (tasks
// the caller handled), copy (copies sent to the caller), myPross (instances the caller started),
// All (every instance of the tenant), centerView (open and handled tasks of the caller).
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Paged } from '../../../schemas/rpc/define';
import { pagedQuery } from '../../../server/records/paged-query';
import type { FlowQuery, FlowTaskRow, TaskType } from '../contracts';
import { type Db, durationText, iso } from './context';

interface Caller {
  tenantId: string;
  userId: number;
  lang: 'zh_CN' | 'en_US';
}

type Q = Required<Pick<FlowQuery, 'page' | 'pageSize'>> & FlowQuery;

// biome-ignore lint/suspicious/noExplicitAny: a shared filter over the joined instance/definition aliases
function filters(eb: any, q: Q, timeCol: string): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [];
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    and.push(eb.or([eb('i.name', 'ilike', like), eb('i.receipt_code', 'ilike', like), eb('i.start_user_name', 'ilike', like)]));
  }
  if (q.category) and.push(eb('d.category', '=', q.category));
  if (q.entityCode) and.push(eb('i.entity_code', '=', q.entityCode));
  if (q.status) and.push(eb('i.status', '=', q.status));
  if (q.beginDate) and.push(eb(timeCol, '>=', new Date(`${q.beginDate.slice(0, 10)}T00:00:00`)));
  if (q.endDate) and.push(eb(timeCol, '<', new Date(new Date(`${q.endDate.slice(0, 10)}T00:00:00`).getTime() + 86_400_000)));
  return eb.and(and);
}

const currentNodes = (tenantId: string) =>
  sql<string | null>`(select string_agg(distinct coalesce(o.name, o.node_id), ',') from flow_task o where o.tenant_id = ${tenantId} and o.instance_id = i.id and o.open and o.parent_task_id is null)`;

/** the engine found nobody for the task and gave it to the administrator (its `noApprover` note) */
const noApprover = (tenantId: string) => sql<boolean>`exists(select 1 from flow_comment n where n.tenant_id = ${tenantId} and n.task_id = t.id and n.type = 'noApprover')`;

const instanceCols = ['i.id as procInsId', 'i.def_id as procDefId', 'i.name as procDefName', 'd.version as procDefVersion', 'd.category', 'i.entity_code', 'i.receipt_id', 'i.receipt_code', 'i.start_user_id', 'i.start_user_name', 'i.start_dept_name', 'i.status', 'i.app_code', 'i.page_url', 'i.start_time', 'i.end_time'] as const;
const taskCols = ['t.id as taskId', 't.name as taskName', 't.node_id', 't.assignee_id', 't.assignee_name', 't.delegation', 't.create_time', 't.finish_time', 't.candidate_users', 't.claim_time'] as const;

// biome-ignore lint/suspicious/noExplicitAny: rows of the joined lists
function toRow(r: any, c: Caller): FlowTaskRow {
  const created = r.create_time ?? r.start_time;
  const finished = r.taskId !== undefined && r.taskId !== null ? r.finish_time : r.end_time;
  return {
    taskId: r.taskId ?? null,
    taskName: r.taskName ?? null,
    nodeId: r.node_id ?? null,
    procInsId: r.procInsId,
    procDefId: r.procDefId,
    deployId: r.procDefId,
    procDefName: r.procDefName,
    procDefVersion: Number(r.procDefVersion),
    category: r.category ?? null,
    entityCode: r.entity_code,
    receiptId: r.receipt_id === null ? null : Number(r.receipt_id),
    receiptCode: r.receipt_code,
    startUserId: Number(r.start_user_id),
    startUserName: r.start_user_name,
    startDeptName: r.start_dept_name,
    assigneeId: r.assignee_id ?? null,
    assigneeName: r.assignee_name ?? null,
    claimable: r.taskId ? r.assignee_id === null && (r.candidate_users ?? []).includes(c.userId) : false,
    claimed: r.taskId ? r.claim_time != null && r.assignee_id === c.userId : false,
    delegation: r.delegation ?? null,
    noApprover: !!r.no_approver,
    createTime: iso(created)!,
    finishTime: iso(finished),
    duration: durationText(created, finished ?? null, c.lang),
    status: r.status,
    currentNodes: r.current_nodes ?? null,
    ...(r.copy_id !== undefined ? { copySendId: Number(r.copy_id), read: !!r.read } : {}),
    appCode: r.app_code,
    pageUrl: r.page_url,
  };
}

export async function taskList(db: Db, c: Caller, type: TaskType, q: Q): Promise<Paged<FlowTaskRow>> {
  const T = c.tenantId;
  const joined = () => db.selectFrom('flow_instance as i').innerJoin('flow_definition as d', (j) => j.onRef('d.id', '=', 'i.def_id').on('d.tenant_id', '=', T)).where('i.tenant_id', '=', T);
  if (type === 'wait' || type === 'finished' || type === 'centerView') {
    const mineOpen = db.selectFrom('flow_task as m').select('m.id').where('m.tenant_id', '=', T).where('m.open', '=', true).where('m.status', '=', 'running').where('m.assignee_id', '=', c.userId);
    const offered = db
      .selectFrom('flow_task_candidate as cu')
      .innerJoin('flow_task as m', (j) => j.onRef('m.id', '=', 'cu.task_id').on('m.tenant_id', '=', T))
      .select('m.id')
      .where('cu.tenant_id', '=', T)
      .where('cu.user_id', '=', c.userId)
      .where('m.open', '=', true)
      .where('m.status', '=', 'running')
      .where('m.assignee_id', 'is', null);
    const handled = db.selectFrom('flow_task as m').select('m.id').where('m.tenant_id', '=', T).where('m.open', '=', false).where('m.finished_by', '=', c.userId).where('m.status', 'in', ['approve', 'reject', 'return']);
    const ids = type === 'wait' ? mineOpen.unionAll(offered) : type === 'finished' ? handled : mineOpen.unionAll(offered).unionAll(handled);
    const base = () =>
      joined()
        .innerJoin('flow_task as t', (j) => j.onRef('t.instance_id', '=', 'i.id').on('t.tenant_id', '=', T))
        .where('t.id', 'in', ids)
        .where((eb) => filters(eb, q, type === 'finished' ? 't.finish_time' : 't.create_time'));
    const order = type === 'finished' ? 't.finish_time' : 't.create_time';
    return pagedQuery(
      q,
      base(),
      (b) => b.select([...instanceCols, ...taskCols, currentNodes(T).as('current_nodes'), noApprover(T).as('no_approver')]).orderBy(order, 'desc').orderBy('t.id'),
      (r) => toRow(r, c),
    );
  }
  if (type === 'copy') {
    const base = () =>
      joined()
        .innerJoin('flow_copy as cp', (j) => j.onRef('cp.instance_id', '=', 'i.id').on('cp.tenant_id', '=', T))
        .where('cp.user_id', '=', c.userId)
        .where((eb) => filters(eb, q, 'cp.create_time'));
    return pagedQuery(
      q,
      base(),
      (b) =>
        b
          .select([...instanceCols, 'cp.id as copy_id', 'cp.read', 'cp.create_time', 'cp.task_id as taskId', 'cp.node_name as taskName', 'cp.node_id', currentNodes(T).as('current_nodes')])
          .orderBy('cp.create_time', 'desc')
          .orderBy('cp.id', 'desc'),
      // a copy is not a task of the caller: its finish is the instance's
      (r) => ({ ...toRow({ ...r, taskId: r.taskId, finish_time: r.end_time }, c), claimable: false }),
    );
  }
  const base = () =>
    joined()
      .where((eb) => (type === 'myPross' ? eb('i.start_user_id', '=', c.userId) : eb.and([])))
      .where('i.parent_instance_id', 'is', null)
      .where((eb) => filters(eb, q, 'i.start_time'));
  return pagedQuery(
    q,
    base(),
    (b) => b.select([...instanceCols, currentNodes(T).as('current_nodes')]).orderBy('i.start_time', 'desc').orderBy('i.id'),
    (r) => toRow(r, c),
  );
}
