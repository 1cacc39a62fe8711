// The flow calls end to end over the demo tenant: the seeded approvals, a purchase order submitted
// through its bound flow to Audit and another refused to Reject, the lists paged in SQL, the badge.
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, okCall } from '../../../../tests/kit';
import type { FlowTaskRow } from '../../contracts';
import type { Paged as Page } from '../../../../schemas/rpc/define';

const srv = await fileServer();
const [admin, lina, qianwei, zhaolei] = await Promise.all([srv.session('demo', 'admin'), srv.session('demo', 'lina'), srv.session('demo', 'qianwei'), srv.session('demo', 'zhaolei')]);

const ok = okCall(srv);
const todo = (s: Session, q: object = {}) => ok<Page<FlowTaskRow>>(s, 'flow.FlowableTask', 'todoList', [{ page: 1, pageSize: 50, ...q }]);
const order = (id: number) => ok<{ status_dict: { dict: string } | string; code: string; total_price: string }>(admin, 'erp.Purchase', 'detail', [id]);
const statusOf = async (id: number) => {
  const s = (await order(id)).status_dict;
  return typeof s === 'string' ? s : s.dict;
};

/** a saved demo order; `small`: one the flow passes without the general manager (total at most 20,000) */
async function savedOrder(small = false): Promise<number> {
  const page = await ok<Page<{ id: number; total_price: string }>>(lina, 'erp.Purchase', 'summaryPage', [{ page: 1, pageSize: 200, filterMap: { status_dict: 'Saved' } }]);
  const found = page.itemList.find((o) => !small || Number(o.total_price) <= 20000);
  if (!found) throw new Error('no saved purchase order in the demo data');
  return found.id;
}

describe('the demo approvals', () => {
  it('shows every flow list something: 李娜 a task to claim, the manager one to approve, 钱伟 a copy, the lists of who started them', async () => {
    const linaTodo = await todo(lina);
    expect(linaTodo.itemList.some((r) => r.claimable && r.taskName === '采购主管审核' && r.entityCode === 'PurchaseOrder')).toBe(true);
    const adminTodo = await todo(admin);
    expect(adminTodo.itemList.some((r) => r.taskName === '总经理审批')).toBe(true);
    const copies = await ok<Page<FlowTaskRow>>(qianwei, 'flow.FlowableTask', 'copySendList', [{ page: 1, pageSize: 10 }]);
    expect(copies.total).toBeGreaterThan(0);
    const mine = await ok<Page<FlowTaskRow>>(lina, 'flow.FlowableTask', 'myProcess', [{ page: 1, pageSize: 10 }]);
    expect(mine.itemList.map((r) => r.status).sort()).toEqual(['Finish', 'Ongoing', 'Ongoing', 'Reject']);
    const finished = await ok<Page<FlowTaskRow>>(admin, 'flow.FlowableTask', 'finishedList', [{ page: 1, pageSize: 10 }]);
    expect(finished.itemList.some((r) => r.taskName === '总经理审批' && r.finishTime)).toBe(true);
    const badge = await ok<{ todo: number }>(lina, 'portal.MenuAlloc', 'todoCount', []);
    expect(badge.todo).toBe(linaTodo.total);
  });
});

describe('a purchase order through its flow', () => {
  it('cannot be audited around its flow; submitted it is Ongoing, approved it is Audit', async () => {
    const id = await savedOrder(true);
    const refused = await srv.call(lina, 'erp.Purchase', 'audit', [id]);
    expect(refused.json.code).toBe(409);
    expect(refused.json.msg).toBe('该单据已绑定审批流程，请提交审批');
    const type = await ok<{ flow_id: string | null }>(lina, 'datax.ReceiptType', 'getByEntity', ['PurchaseOrder']);
    expect(type.flow_id).toMatch(/^purchaseOrderApproval:/);
    const started = await ok<{ msg: string; instanceId: string }>(lina, 'flow.FlowableTask', 'start', [{ procDefId: type.flow_id, entityCode: 'PurchaseOrder', receiptId: id }]);
    expect(started.msg).toBe('发布流程成功');
    expect(await statusOf(id)).toBe('Ongoing');
    // a role that may not submit the document may not start its flow either
    expect((await srv.call(zhaolei, 'flow.FlowableTask', 'start', [{ procDefId: type.flow_id, entityCode: 'PurchaseOrder', receiptId: id }])).json.code).toBe(4003);
    // a second start of the same order is refused
    const again = await srv.call(lina, 'flow.FlowableTask', 'start', [{ procDefId: type.flow_id, entityCode: 'PurchaseOrder', receiptId: id }]);
    expect(again.json.msg).toBe('单据已在审批中');
    const row = (await todo(lina)).itemList.find((r) => r.procInsId === started.instanceId)!;
    // someone who is not a candidate is refused
    const stranger = await srv.call(zhaolei, 'flow.FlowableTask', 'complete', [{ taskId: row.taskId }]);
    expect(stranger.json.code).toBe(4003);
    expect((await ok<{ msg: string }>(lina, 'flow.FlowableTask', 'claim', [{ taskId: row.taskId }])).msg).toBe('签收成功。');
    expect((await ok<{ msg: string }>(lina, 'flow.FlowableTask', 'complete', [{ taskId: row.taskId, instanceId: started.instanceId, comment: '同意' }])).msg).toBe('成功');
    expect(await statusOf(id)).toBe('Audit');
    const record = await ok<{ flowList: Array<{ taskName: string; comment: { type: string; comment: string } | null }> }>(lina, 'flow.FlowableTask', 'flowRecord', [{ procInsId: started.instanceId }]);
    expect(record.flowList.map((r) => [r.taskName, r.comment?.type])).toEqual([
      ['提交申请', '1'],
      ['采购主管审核', '1'],
    ]);
    const chart = await ok<{ nodes: Array<{ key: string; completed: boolean }> }>(lina, 'flow.FlowableTask', 'getFlowChartData', [{ procInsId: started.instanceId }]);
    expect(chart.nodes).toEqual([
      { key: 'submit', completed: true },
      { key: 'review', completed: true },
      { key: 'end', completed: true },
    ]);
  });

  it('an approver who added signers before her keeps her task on her screen, waiting (减签 only), until they have signed', async () => {
    const id = await savedOrder();
    const { instanceId } = await ok<{ instanceId: string }>(lina, 'flow.FlowableTask', 'start', [{ procDefId: 'purchaseOrderApproval', entityCode: 'PurchaseOrder', receiptId: id }]);
    const row = (await todo(lina)).itemList.find((r) => r.procInsId === instanceId)!;
    await ok(lina, 'flow.FlowableTask', 'claim', [{ taskId: row.taskId }]);
    await ok(lina, 'flow.FlowableTask', 'addSign', [{ taskId: row.taskId, type: 0, userIds: [qianwei.user.id], comment: '请先看' }]);
    const next = (s: Session) => ok<{ taskId: string; canComplete: boolean; claimable: boolean } | null>(s, 'flow.FlowableTask', 'getUserNextTask', [{ procInsId: instanceId }]);
    expect(await next(lina)).toMatchObject({ taskId: row.taskId, canComplete: false, claimable: false });
    const signer = (await next(qianwei))!;
    expect(signer).toMatchObject({ canComplete: true });
    expect(signer.taskId).not.toBe(row.taskId);
    await ok(qianwei, 'flow.FlowableTask', 'complete', [{ taskId: signer.taskId, instanceId, comment: '可以' }]);
    expect(await next(lina)).toMatchObject({ taskId: row.taskId, canComplete: true });
    expect(await next(qianwei)).toBeNull();
  });

  it('refused, the order is Reject; refusing needs a comment', async () => {
    const id = await savedOrder();
    const { instanceId } = await ok<{ instanceId: string }>(lina, 'flow.FlowableTask', 'start', [{ procDefId: 'purchaseOrderApproval', entityCode: 'PurchaseOrder', receiptId: id }]);
    const row = (await todo(lina)).itemList.find((r) => r.procInsId === instanceId)!;
    const bare = await srv.call(lina, 'flow.FlowableTask', 'taskReject', [{ taskId: row.taskId, comment: ' ' }]);
    expect(bare.json.msg).toBe('请输入处理意见');
    expect((await ok<{ msg: string }>(lina, 'flow.FlowableTask', 'taskReject', [{ taskId: row.taskId, comment: '价格太高' }])).msg).toBe('驳回成功');
    expect(await statusOf(id)).toBe('Reject');
  });

  it('the initiator takes it back: the order is Saved again and can be submitted anew', async () => {
    const id = await savedOrder();
    const { instanceId } = await ok<{ instanceId: string }>(lina, 'flow.FlowableTask', 'start', [{ procDefId: 'purchaseOrderApproval', entityCode: 'PurchaseOrder', receiptId: id }]);
    const notMine = await srv.call(admin, 'flow.FlowableTask', 'revokeProcess', [{ instanceId }]);
    expect(notMine.json.msg).toBe('只有流程发起人可以撤回');
    await ok(lina, 'flow.FlowableTask', 'revokeProcess', [{ instanceId }]);
    expect(await statusOf(id)).toBe('Saved');
  });
});

describe('lists are paged in SQL (RVP #1134)', () => {
  it('pages of the todo list do not overlap and add up to the total', async () => {
    const all = await todo(admin);
    const p1 = await ok<Page<FlowTaskRow>>(admin, 'flow.FlowableTask', 'todoList', [{ page: 1, pageSize: 1 }]);
    const p2 = await ok<Page<FlowTaskRow>>(admin, 'flow.FlowableTask', 'todoList', [{ page: 2, pageSize: 1 }]);
    expect(p1.total).toBe(all.total);
    if (all.total >= 2) expect(p1.itemList[0].taskId).not.toBe(p2.itemList[0].taskId);
    const filtered = await todo(admin, { keyword: 'no such thing at all' });
    expect(filtered).toMatchObject({ total: 0, itemList: [] });
  });
});

describe('FlowCompleteEditAllow', () => {
  it('off, an order in approval cannot be changed; on, its approver may change it and it stays in approval — nobody else', async () => {
    const id = await savedOrder();
    await ok(lina, 'flow.FlowableTask', 'start', [{ procDefId: 'purchaseOrderApproval', entityCode: 'PurchaseOrder', receiptId: id }]);
    const edit = async (s: Session) => {
      const o = await ok<Record<string, unknown>>(admin, 'erp.Purchase', 'detail', [id]);
      return srv.call<{ status_dict: { dict: string }; remark: string }>(s, 'erp.Purchase', 'modify', [{ ...o, remark: `审批中修改 ${s.user.code}` }]);
    };
    const off = await edit(lina);
    expect(off.json.code).toBe(409);
    await ok(admin, 'system.Config', 'update', [{ FlowCompleteEditAllow: true }]);
    // 系统管理员 holds no task of this flow (the buyers' group does)
    expect((await edit(admin)).json.code).toBe(409);
    const on = await edit(lina);
    expect(on.json.code).toBe(200);
    expect(on.json.body.status_dict.dict).toBe('Ongoing');
    expect(on.json.body.remark).toBe('审批中修改 lina');
    await ok(admin, 'system.Config', 'update', [{ FlowCompleteEditAllow: false }]);
  });
});
