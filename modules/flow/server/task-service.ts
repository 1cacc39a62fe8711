// flow.FlowableTask: every task operation is an engine command (one transaction, the instance
// locked, the engine judging who may act); the lists are SQL (task-lists.ts); the views are
// task-views.ts. Messages are the spec's (签收成功。, 驳回成功, 退回成功。, …).
import { implement } from '../../../server/modules/types';
import {
  addSign,
  assignTask,
  claimTask,
  completeTask,
  delegateTask,
  deleteInstance,
  listReturnTargets,
  rejectTask,
  removeSign,
  returnTask,
  revokeInstance,
  stopInstance,
  unclaimTask,
  withdrawTask,
} from '../engine/engine/commands';
import { catalogue } from '../../../server/modules/catalogue';
import { mayEditInApproval } from '../engine/edit-in-approval';
import { flowError } from '../engine/engine/messages';
import { noPermission } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { FLOW_COMPANY_PAGE, type FlowQuery, flowTask, type TaskType } from '../contracts';
import { command, engineCall, hasPage } from './context';
import { startForReceipt } from './receipt-start';
import { taskList } from './task-lists';
import { completionVariables } from './variable-gate';
import { chartData, flowRecord, instanceFor, instanceView, modelOf, nextUserTasks, userNextTask } from './task-views';

const MSG = {
  started: ['发布流程成功', 'Process started'],
  done: ['成功', 'Done'],
  rejected: ['驳回成功', 'Rejected'],
  returned: ['退回成功。', 'Returned'],
  claimed: ['签收成功。', 'Claimed'],
  unclaimed: ['取消签收成功。', 'Claim released'],
} as const;
const msg = (ctx: CallContext, k: keyof typeof MSG) => ({ msg: MSG[k][ctx.lang === 'en_US' ? 1 : 0] });

function caller(ctx: CallContext) {
  const s = session(ctx);
  return { tenantId: s.tenantId, userId: s.userId, lang: ctx.lang };
}
const list = (type: TaskType) => async (ctx: CallContext, [q]: [FlowQuery]) => taskList(session(ctx).db, caller(ctx), type, q as Parameters<typeof taskList>[3]);

/** the instance an (ended or running) instance call names, refused to who may neither stop it nor started it */
async function mayStop(ctx: CallContext, instanceId: string): Promise<void> {
  const s = session(ctx);
  const inst = await s.db.selectFrom('flow_instance').select(['start_user_id']).where('tenant_id', '=', s.tenantId).where('id', '=', instanceId).executeTakeFirst();
  if (!inst) throw flowError({ lang: ctx.lang }, 'missing', 'instanceNotFound');
  if (inst.start_user_id !== s.userId && !(await hasPage(ctx, FLOW_COMPANY_PAGE))) throw noPermission(ctx.lang === 'en_US' ? 'Only the initiator or who holds 全部流程 may stop or delete a process' : '只有流程发起人或全部流程的管理者可以终止或删除流程');
}

export const flowTaskService = implement(flowTask, {
  async start(ctx, [a]) {
    const run = await command(ctx, (c) => startForReceipt(ctx, c, a));
    return { ...msg(ctx, 'started'), instanceId: run.inst.id };
  },
  async complete(ctx, [a]) {
    const variables = await completionVariables(session(ctx).db, session(ctx).tenantId, ctx.lang, a.taskId, a);
    await command(ctx, (c) => completeTask(c, a.taskId, { comment: a.comment, variables, copyUserIds: a.copySendUserIds }));
    return msg(ctx, 'done');
  },
  async completeByReceipt(ctx, [a]) {
    const s = session(ctx);
    const inst = await s.db.selectFrom('flow_instance').select('id').where('tenant_id', '=', s.tenantId).where('entity_code', '=', a.entityCode).where('receipt_id', '=', a.receiptId).where('status', '=', 'Ongoing').executeTakeFirst();
    const task = inst ? await userNextTask(ctx, await instanceFor(ctx, { procInsId: inst.id })) : null;
    if (!task) throw flowError({ lang: ctx.lang }, 'conflict', 'taskNotFound');
    const variables = await completionVariables(s.db, s.tenantId, ctx.lang, task.taskId, {});
    await command(ctx, (c) => completeTask(c, task.taskId, { comment: a.comment, variables }));
    return msg(ctx, 'done');
  },
  async taskReject(ctx, [a]) {
    await command(ctx, (c) => rejectTask(c, a.taskId, a.comment));
    return msg(ctx, 'rejected');
  },
  async taskReturn(ctx, [a]) {
    await command(ctx, (c) => returnTask(c, a.taskId, a.targetKey, a.comment));
    return msg(ctx, 'returned');
  },
  async getFlowChartData(ctx, [ref]) {
    return chartData(session(ctx).db, await instanceFor(ctx, ref));
  },
  async getFlowViewer(ctx, [ref]) {
    return (await chartData(session(ctx).db, await instanceFor(ctx, ref))).nodes;
  },
  async getUserNextTask(ctx, [ref]) {
    return userNextTask(ctx, await instanceFor(ctx, ref));
  },
  async getCurrentNode(ctx, [ref]) {
    return (await instanceView(session(ctx).db, await instanceFor(ctx, ref))).currentNodes;
  },
  async listNext(ctx, [ref]) {
    return nextNodes(ctx, ref, {});
  },
  async getNextFlowNode(ctx, [ref]) {
    return nextNodes(ctx, ref, ref.variables ?? {});
  },
  async getInstanceByReceipt(ctx, [a]) {
    const s = session(ctx);
    const row = await s.db.selectFrom('flow_instance').selectAll().where('tenant_id', '=', s.tenantId).where('entity_code', '=', a.entityCode).where('receipt_id', '=', a.receiptId).orderBy('start_time', 'desc').limit(1).executeTakeFirst();
    if (!row) return null;
    return instanceView(s.db, await instanceFor(ctx, { procInsId: row.id }));
  },
  async addSign(ctx, [a]) {
    await command(ctx, (c) => addSign(c, a.taskId, a.type, a.userIds, a.comment));
    return msg(ctx, 'done');
  },
  async removeSign(ctx, [a]) {
    await command(ctx, (c) => removeSign(c, a.taskId, a.childTaskIds, a.comment));
    return msg(ctx, 'done');
  },
  companyProcess: list('All'),
  finishedList: list('finished'),
  myProcess: list('myPross'),
  todoList: list('wait'),
  copySendList: list('copy'),
  async taskList(ctx, [type, q]) {
    if (type === 'All' && !(await hasPage(ctx, FLOW_COMPANY_PAGE))) throw noPermission(ctx.lang === 'en_US' ? 'All processes needs the page 全部流程' : '没有全部流程的权限');
    return list(type)(ctx, [q]);
  },
  async copySendRead(ctx, [ids]) {
    const s = session(ctx);
    const r = await s.db.updateTable('flow_copy').set({ read: true }).where('tenant_id', '=', s.tenantId).where('user_id', '=', s.userId).where('id', 'in', ids).executeTakeFirst();
    return { updated: Number(r.numUpdatedRows) };
  },
  async detail(ctx, [ref]) {
    const s = session(ctx);
    const inst = await instanceFor(ctx, ref);
    const [instance, task, record] = await Promise.all([instanceView(s.db, inst), userNextTask(ctx, inst), flowRecord(ctx, inst)]);
    // may the caller save the document while approving it (FlowCompleteEditAllow, or a reviewer the receipt type names)
    const def = inst.entity_code ? catalogue().entities.get(inst.entity_code) : undefined;
    const editAllowed =
      !!task && !!inst.entity_code && !!inst.receipt_id && (await mayEditInApproval(s.db, s.tenantId, s.userId, inst.entity_code, Number(inst.receipt_id), def?.receipt?.reviewersParam));
    return { instance, task, record, variables: inst.variables as Record<string, unknown>, editAllowed };
  },
  async revokeProcess(ctx, [a]) {
    await command(ctx, (c) => (a.taskId ? withdrawTask(c, a.instanceId, a.taskId, a.comment) : revokeInstance(c, a.instanceId, a.comment)));
    return msg(ctx, 'done');
  },
  async stopProcess(ctx, [a]) {
    await mayStop(ctx, a.instanceId);
    await command(ctx, (c) => stopInstance(c, a.instanceId, a.comment));
    return msg(ctx, 'done');
  },
  async delete(ctx, [a]) {
    await mayStop(ctx, a.instanceId);
    await command(ctx, (c) => deleteInstance(c, a.instanceId));
    return msg(ctx, 'done');
  },
  async processVariables(ctx, [ref]) {
    return (await instanceFor(ctx, ref)).variables as Record<string, unknown>;
  },
  async flowRecord(ctx, [ref]) {
    return flowRecord(ctx, await instanceFor(ctx, ref));
  },
  async findReturnTaskList(ctx, [ref]) {
    if (!ref.taskId) throw flowError({ lang: ctx.lang }, 'missing', 'taskNotFound');
    await instanceFor(ctx, ref);
    const s = session(ctx);
    const nodes = await s.db.transaction().execute((trx) => listReturnTargets(engineCall(ctx, trx), ref.taskId!));
    return nodes.map((n) => ({ id: n.id, name: n.name }));
  },
  async claim(ctx, [a]) {
    await command(ctx, (c) => claimTask(c, a.taskId, a.comment));
    return msg(ctx, 'claimed');
  },
  async unClaim(ctx, [a]) {
    await command(ctx, (c) => unclaimTask(c, a.taskId));
    return msg(ctx, 'unclaimed');
  },
  async delegate(ctx, [a]) {
    await command(ctx, (c) => delegateTask(c, a.taskId, a.userId, a.comment));
    return msg(ctx, 'done');
  },
  async assign(ctx, [a]) {
    await command(ctx, (c) => assignTask(c, a.taskId, a.userId, a.comment));
    return msg(ctx, 'done');
  },
  async myDepartments(ctx) {
    const s = session(ctx);
    const rows = await s.db
      .selectFrom('person_department as pd')
      .innerJoin('app_user as u', (j) => j.onRef('u.person_id', '=', 'pd.owner_id').on('u.tenant_id', '=', s.tenantId))
      .innerJoin('department as d', (j) => j.onRef('d.id', '=', 'pd.department_id').on('d.tenant_id', '=', s.tenantId))
      .select(['d.id', 'd.name', 'd.parent_id'])
      .where('pd.tenant_id', '=', s.tenantId)
      .where('u.id', '=', s.userId)
      .orderBy('pd.sn')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, parentId: r.parent_id }));
  },
});

async function nextNodes(ctx: CallContext, ref: { procInsId?: string; taskId?: string }, extra: Record<string, unknown>) {
  const s = session(ctx);
  const inst = await instanceFor(ctx, ref);
  const model = await modelOf(s.db, s.tenantId, inst.def_id);
  const task = ref.taskId ? await s.db.selectFrom('flow_task').select('node_id').where('tenant_id', '=', s.tenantId).where('id', '=', ref.taskId).executeTakeFirst() : undefined;
  const from = task?.node_id ?? (await userNextTask(ctx, inst))?.nodeId ?? model.starts[0];
  return nextUserTasks(model, from, { ...(inst.variables as Record<string, unknown>), ...extra });
}
