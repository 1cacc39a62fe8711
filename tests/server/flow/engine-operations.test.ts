// Delegate versus transfer, claim and unclaim, withdraw, stop, sub-processes, call activities,
// signals and event gateways, and the refusals of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignTask, claimTask, completeTask, delegateTask, fireTimer, signalInstance, startInstance, stopInstance, unclaimTask, withdrawTask } from '../../../server/flow/engine/commands';
import { bpmn, flow, type FlowKit, flowKit, TENANT } from './kit';

let k: FlowKit;
beforeAll(async () => {
  k = await flowKit();
});
afterAll(() => k.srv.close());
const u = (c: string) => k.users[c];
const oneTask = () => bpmn('one', `<startEvent id="s"/><userTask id="t" name="审批" flowable:assignee="${u('admin')}"/><userTask id="next" name="下一步" flowable:assignee="${u('qianwei')}"/><endEvent id="e"/>${flow('s', 't')}${flow('t', 'next')}${flow('next', 'e')}`);

describe('delegate and transfer', () => {
  it('delegate: the delegate resolves it back, the owner still approves; the owner cannot approve meanwhile', async () => {
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(oneTask(), 'one') }))).inst.id;
    const t = await k.taskAt(id, 't');
    await expect(k.as('admin', (c) => delegateTask(c, t, u('admin')))).rejects.toThrow('不能转给自己');
    await k.as('admin', (c) => delegateTask(c, t, u('lina'), '请帮忙看看'));
    expect((await k.openTasks(id))[0]).toMatchObject({ assignee_id: u('lina'), owner_id: u('admin'), delegation: 'PENDING' });
    await expect(k.as('admin', (c) => completeTask(c, t))).rejects.toThrow('任务已委派给 李娜，等待其处理');
    await k.as('lina', (c) => completeTask(c, t, { comment: '看过了，没问题' }));
    expect((await k.openTasks(id))[0]).toMatchObject({ id: t, assignee_id: u('admin'), delegation: 'RESOLVED' });
    await k.as('admin', (c) => completeTask(c, t));
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['next']);
  });

  it('transfer: the new assignee completes and the flow moves on', async () => {
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(oneTask(), 'one') }))).inst.id;
    const t = await k.taskAt(id, 't');
    await expect(k.as('lina', (c) => assignTask(c, t, u('wangqiang')))).rejects.toThrow('您不是该任务的办理人');
    await k.as('admin', (c) => assignTask(c, t, u('lina')));
    await expect(k.as('admin', (c) => completeTask(c, t))).rejects.toThrow('您不是该任务的办理人');
    await k.as('lina', (c) => completeTask(c, t));
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['next']);
  });
});

describe('claim and unclaim', () => {
  it('only a candidate claims; the claimer may give it back; someone else’s claim is refused', async () => {
    const xml = bpmn('cand', `<startEvent id="s"/><userTask id="t" flowable:candidateUsers="${u('lina')},${u('wangqiang')}"/><endEvent id="e"/>${flow('s', 't')}${flow('t', 'e')}`);
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(xml, 'cand') }))).inst.id;
    const t = await k.taskAt(id, 't');
    await expect(k.as('sunli', (c) => claimTask(c, t))).rejects.toThrow('您不是该任务的办理人');
    await expect(k.as('lina', (c) => unclaimTask(c, t))).rejects.toThrow('任务不是您签收的');
    await k.as('lina', (c) => claimTask(c, t));
    await expect(k.as('wangqiang', (c) => claimTask(c, t))).rejects.toThrow('任务已被 李娜 签收');
    await expect(k.as('wangqiang', (c) => completeTask(c, t))).rejects.toThrow('您不是该任务的办理人');
    await k.as('lina', (c) => unclaimTask(c, t));
    await k.as('wangqiang', (c) => completeTask(c, t));
    expect((await k.instance(id)).status).toBe('Finish');
  });
});

describe('withdraw and stop', () => {
  it('an approver withdraws while the next step is untouched, not after it was handled', async () => {
    const xml = bpmn('wd', `<startEvent id="s"/><userTask id="a" flowable:assignee="${u('lina')}"/><userTask id="b" flowable:assignee="${u('admin')}"/><userTask id="c" flowable:assignee="${u('qianwei')}"/><endEvent id="e"/>${flow('s', 'a')}${flow('a', 'b')}${flow('b', 'c')}${flow('c', 'e')}`);
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(xml, 'wd') }))).inst.id;
    const a = await k.taskAt(id, 'a');
    await k.as('lina', (c) => completeTask(c, a));
    await k.as('lina', (c) => withdrawTask(c, id, a));
    expect((await k.openTasks(id)).map((x) => [x.node_id, x.assignee_id])).toEqual([['a', u('lina')]]);
    const a2 = await k.taskAt(id, 'a');
    await k.as('lina', (c) => completeTask(c, a2));
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'b')));
    await expect(k.as('lina', (c) => withdrawTask(c, id, a2))).rejects.toThrow('后续节点已经处理，不能撤回');
  });

  it('stop ends the flow as Cancel with every task closed', async () => {
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(oneTask(), 'one') }))).inst.id;
    await k.as('zhaolei', (c) => stopInstance(c, id, '不需要了'));
    expect((await k.instance(id)).status).toBe('Cancel');
    expect(await k.openTasks(id)).toEqual([]);
  });
});

describe('scopes and events', () => {
  it('a sub-process runs inside its scope and hands back when it ends', async () => {
    const xml = bpmn(
      'sub',
      `<startEvent id="s"/><subProcess id="sp"><startEvent id="ss"/><userTask id="inner" flowable:assignee="${u('lina')}"/><endEvent id="se"/>${flow('ss', 'inner')}${flow('inner', 'se')}</subProcess><userTask id="after" flowable:assignee="${u('admin')}"/><endEvent id="e"/>${flow('s', 'sp')}${flow('sp', 'after')}${flow('after', 'e')}`,
    );
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(xml, 'sub') }))).inst.id;
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'inner')));
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['after']);
  });

  it('a call activity starts the called process and goes on when it finishes', async () => {
    await k.deployXml(bpmn('called', `<startEvent id="s"/><userTask id="ct" flowable:assignee="${u('lina')}"/><endEvent id="e"/>${flow('s', 'ct')}${flow('ct', 'e')}`), 'called');
    const xml = bpmn('caller', `<startEvent id="s"/><callActivity id="call" calledElement="called"/><userTask id="after" flowable:assignee="${u('admin')}"/><endEvent id="e"/>${flow('s', 'call')}${flow('call', 'after')}${flow('after', 'e')}`);
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(xml, 'caller') }))).inst.id;
    expect(await k.openTasks(id)).toEqual([]);
    const child = await k.srv.db.forTenant(TENANT).selectFrom('flow_instance').select('id').where('tenant_id', '=', TENANT).where('parent_instance_id', '=', id).executeTakeFirstOrThrow();
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(child.id, 'ct')));
    expect((await k.instance(child.id)).status).toBe('Finish');
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['after']);
  });

  it('an event-based gateway takes the first event: a signal beats the timer, whose row goes', async () => {
    const xml = bpmn(
      'evg',
      `<startEvent id="s"/><eventBasedGateway id="g"/><intermediateCatchEvent id="sig"><signalEventDefinition signalRef="paid"/></intermediateCatchEvent><intermediateCatchEvent id="tm"><timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition></intermediateCatchEvent>
       <userTask id="ship" flowable:assignee="${u('lina')}"/><userTask id="remind" flowable:assignee="${u('admin')}"/><endEvent id="e"/><endEvent id="e2"/>
       ${flow('s', 'g')}${flow('g', 'sig')}${flow('g', 'tm')}${flow('sig', 'ship')}${flow('tm', 'remind')}${flow('ship', 'e')}${flow('remind', 'e2')}`,
    ).replace('<process', '<signal id="paid" name="paid"/><process');
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(xml, 'evg') }))).inst.id;
    const db = k.srv.db.forTenant(TENANT);
    expect((await db.selectFrom('flow_timer').select('node_id').where('tenant_id', '=', TENANT).where('instance_id', '=', id).execute()).map((t) => t.node_id)).toEqual(['tm']);
    await k.as('admin', (c) => signalInstance(c, id, 'paid'));
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['ship']);
    expect(await db.selectFrom('flow_timer').select('id').where('tenant_id', '=', TENANT).where('instance_id', '=', id).execute()).toEqual([]);
  });

  it('an interrupting boundary timer cancels the task and takes its own way', async () => {
    const xml = bpmn(
      'bt',
      `<startEvent id="s"/><userTask id="t" flowable:assignee="${u('admin')}"/><boundaryEvent id="late" attachedToRef="t"><timerEventDefinition><timeDuration>PT5M</timeDuration></timerEventDefinition></boundaryEvent><userTask id="esc" flowable:assignee="${u('qianwei')}"/><endEvent id="e"/><endEvent id="e2"/>${flow('s', 't')}${flow('t', 'e')}${flow('late', 'esc')}${flow('esc', 'e2')}`,
    );
    const id = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(xml, 'bt') }))).inst.id;
    const db = k.srv.db.forTenant(TENANT);
    const timer = await db.selectFrom('flow_timer').selectAll().where('tenant_id', '=', TENANT).where('instance_id', '=', id).executeTakeFirstOrThrow();
    await k.as('admin', (c) => fireTimer(c, { ...timer, due_at: new Date(timer.due_at) }));
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['esc']);
  });
});
