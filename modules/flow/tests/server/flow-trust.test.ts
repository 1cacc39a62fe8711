// Approvals a client cannot get around, over the demo tenant and its purchase-order approval
// (提交申请 → 采购主管审核 → above 20,000 总经理审批): a document starts only its bound flow, its
// amount comes from its record and not from the caller, a task's completer writes only the fields
// of its form; a task nobody can be found for goes to the administrator marked as such and never
// approves itself; a called process keeps its caller's initiator.
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, okCall } from '../../../../tests/kit';
import { bpmn, flow } from './engine/kit';
import type { FlowTaskRow } from '../../contracts';
import type { Paged as Page } from '../../../../schemas/rpc/define';

const srv = await fileServer();
const [admin, lina, zhaolei] = await Promise.all([srv.session('demo', 'admin'), srv.session('demo', 'lina'), srv.session('demo', 'zhaolei')]);

const ok = okCall(srv);
const start = (s: Session, a: object) => srv.call<{ instanceId: string }>(s, 'flow.FlowableTask', 'start', [a]);
const todo = (s: Session) => ok<Page<FlowTaskRow>>(s, 'flow.FlowableTask', 'todoList', [{ page: 1, pageSize: 100 }]);
const statusOf = async (id: number) => {
  const s = (await ok<{ status_dict: { dict: string } | string }>(admin, 'erp.Purchase', 'detail', [id])).status_dict;
  return typeof s === 'string' ? s : s.dict;
};
const deploy = (key: string, body: string) => ok<{ procDefId: string }>(admin, 'flow.FlowableDef', 'save', [{ process: { id: key, name: key, category: 'office' }, xml: bpmn(key, body) }]);
const instance = (s: Session, procInsId: string) => ok<{ instance: { status: string; startUserId: number } }>(s, 'flow.FlowableTask', 'detail', [{ procInsId }]);

/** a saved demo purchase order above the general manager's limit (20,000) */
const bigOrders: number[] = [];
async function bigOrder(): Promise<number> {
  if (!bigOrders.length) {
    const page = await ok<Page<{ id: number; total_price: string }>>(lina, 'erp.Purchase', 'summaryPage', [{ page: 1, pageSize: 200, filterMap: { status_dict: 'Saved' } }]);
    bigOrders.push(...page.itemList.filter((o) => Number(o.total_price) > 20000).map((o) => o.id));
  }
  const id = bigOrders.shift();
  if (!id) throw new Error('no saved purchase order above 20,000 in the demo data');
  return id;
}

describe('a document goes through its own approval', () => {
  it('starts only the flow its type is bound to: a flow with only the initiator’s step is refused, naming the bound one', async () => {
    const shortcut = await deploy('shortcutApproval', `<startEvent id="s"/><userTask id="submit" name="提交" flowable:assignee="\${initiator}"/><endEvent id="e"/>${flow('s', 'submit')}${flow('submit', 'e')}`);
    const id = await bigOrder();
    const r = await start(lina, { procDefId: shortcut.procDefId, entityCode: 'PurchaseOrder', receiptId: id });
    expect(r.json.code).toBe(400);
    expect(r.json.msg).toContain('procDefId');
    expect(r.json.msg).toContain('采购订单审批');
    expect(await statusOf(id)).toBe('Saved');
    // nor does the bound flow start without its document
    const bare = await start(lina, { procDefId: 'purchaseOrderApproval' });
    expect(bare.json.code).toBe(400);
    expect(bare.json.msg).toContain('procDefId');
  });

  it('reads the amount from the order: {total_price: 1} is refused at start and at completion, and the big order reaches 总经理审批', async () => {
    const id = await bigOrder();
    const forged = await start(lina, { procDefId: 'purchaseOrderApproval', entityCode: 'PurchaseOrder', receiptId: id, variables: { total_price: 1 } });
    expect(forged.json.code).toBe(400);
    expect(forged.json.msg).toContain('variables.total_price');
    expect(await statusOf(id)).toBe('Saved');
    const { instanceId } = await ok<{ instanceId: string }>(lina, 'flow.FlowableTask', 'start', [{ procDefId: 'purchaseOrderApproval', entityCode: 'PurchaseOrder', receiptId: id }]);
    const review = (await todo(lina)).itemList.find((r) => r.procInsId === instanceId)!;
    await ok(lina, 'flow.FlowableTask', 'claim', [{ taskId: review.taskId }]);
    for (const [arg, vars] of [
      ['variables', { total_price: 1 }],
      ['values', { initiator: lina.user.id }],
      ['variables', { _FLOWABLE_SKIP_EXPRESSION_ENABLED: true }],
    ] as const) {
      const r = await srv.call(lina, 'flow.FlowableTask', 'complete', [{ taskId: review.taskId, comment: '同意', [arg]: vars }]);
      expect(r.json.code).toBe(400);
      expect(r.json.msg).toContain(`${arg}.${Object.keys(vars)[0]}`);
    }
    await ok(lina, 'flow.FlowableTask', 'complete', [{ taskId: review.taskId, comment: '同意' }]);
    expect(await statusOf(id)).toBe('Ongoing');
    expect((await todo(admin)).itemList.some((r) => r.procInsId === instanceId && r.taskName === '总经理审批')).toBe(true);
  });

  it('a task’s completer writes the fields its form declares (flowable:formProperty), nothing else', async () => {
    const boss = admin.user.id;
    await deploy(
      'leaveDays',
      `<startEvent id="s"/><userTask id="check" name="主管审核" flowable:assignee="${lina.user.id}"><extensionElements><flowable:formProperty id="days" type="long"/><flowable:formProperty id="shown" writable="false"/></extensionElements></userTask>
       <exclusiveGateway id="g" default="f_g_e"/><userTask id="boss" name="总经理审批" flowable:assignee="${boss}"/><endEvent id="e"/>
       ${flow('s', 'check')}${flow('check', 'g')}${flow('g', 'boss', '${days > 3}')}${flow('g', 'e')}${flow('boss', 'e')}`,
    );
    const { instanceId } = (await start(zhaolei, { procDefId: 'leaveDays' })).json.body;
    const check = (await todo(lina)).itemList.find((r) => r.procInsId === instanceId)!;
    for (const name of ['hack', 'shown']) {
      const r = await srv.call(lina, 'flow.FlowableTask', 'complete', [{ taskId: check.taskId, variables: { [name]: 1 } }]);
      expect(r.json.code).toBe(400);
      expect(r.json.msg).toContain(`variables.${name}`);
    }
    await ok(lina, 'flow.FlowableTask', 'complete', [{ taskId: check.taskId, variables: { days: 5 } }]);
    expect((await todo(admin)).itemList.some((r) => r.procInsId === instanceId && r.taskName === '总经理审批')).toBe(true);
  });
});

describe('tasks never approve themselves', () => {
  it('a task for an unknown user or an empty group goes to the administrator, marked, and stays open even when the administrator started the flow', async () => {
    await deploy(
      'ghostApproval',
      `<startEvent id="s"/><userTask id="ghost" name="不存在的人" flowable:assignee="kermit"/><userTask id="empty" name="空的角色" flowable:candidateGroups="noSuchRole"/><endEvent id="e"/>${flow('s', 'ghost')}${flow('ghost', 'empty')}${flow('empty', 'e')}`,
    );
    const { instanceId } = (await start(admin, { procDefId: 'ghostApproval' })).json.body;
    expect((await instance(admin, instanceId)).instance.status).toBe('Ongoing');
    const ghost = (await todo(admin)).itemList.find((r) => r.procInsId === instanceId)!;
    expect(ghost).toMatchObject({ taskName: '不存在的人', assigneeId: admin.user.id, noApprover: true });
    await ok(admin, 'flow.FlowableTask', 'complete', [{ taskId: ghost.taskId, comment: '代为处理' }]);
    const empty = (await todo(admin)).itemList.find((r) => r.procInsId === instanceId)!;
    expect(empty).toMatchObject({ taskName: '空的角色', noApprover: true });
    // a task drawn for someone who exists is not marked
    expect((await todo(lina)).itemList.filter((r) => r.taskName === '采购主管审核').every((r) => !r.noApprover)).toBe(true);
  });

  it('a called process keeps its caller’s initiator: its initiator step waits for them, it does not pass as the last completer’s', async () => {
    await deploy('calledChild', `<startEvent id="s"/><userTask id="c1" name="发起人确认" flowable:assignee="\${initiator}"/><endEvent id="e"/>${flow('s', 'c1')}${flow('c1', 'e')}`);
    await deploy('callingParent', `<startEvent id="s"/><userTask id="p1" name="李娜审核" flowable:assignee="${lina.user.id}"/><callActivity id="call" calledElement="calledChild"/><endEvent id="e"/>${flow('s', 'p1')}${flow('p1', 'call')}${flow('call', 'e')}`);
    const { instanceId } = (await start(zhaolei, { procDefId: 'callingParent' })).json.body;
    const p1 = (await todo(lina)).itemList.find((r) => r.procInsId === instanceId)!;
    await ok(lina, 'flow.FlowableTask', 'complete', [{ taskId: p1.taskId }]);
    expect((await instance(zhaolei, instanceId)).instance.status).toBe('Ongoing');
    const confirm = (await todo(zhaolei)).itemList.find((r) => r.taskName === '发起人确认');
    expect(confirm).toBeDefined();
    expect(confirm!.startUserId).toBe(zhaolei.user.id);
    await ok(zhaolei, 'flow.FlowableTask', 'complete', [{ taskId: confirm!.taskId }]);
    expect((await instance(zhaolei, instanceId)).instance.status).toBe('Finish');
  });
});
