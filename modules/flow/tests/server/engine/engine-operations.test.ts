// Delegate versus transfer, claim and unclaim, withdraw, stop, sub-processes, call activities,
// signals and event gateways, and the refusals of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignTask, claimTask, completeTask, delegateTask, fireTimer, signalInstance, startInstance, stopInstance, unclaimTask, withdrawTask } from '../../../engine/engine/commands';
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

  it('an error the called process does not catch ends it and reaches the call activity’s error boundary, later or at once', async () => {
    const errorDef = (xml: string) => xml.replace('<process', '<error id="noStock" errorCode="NO_STOCK"/><process');
    await k.deployXml(
      errorDef(
        bpmn(
          'calledFails',
          `<startEvent id="s"/><exclusiveGateway id="g"/><userTask id="ct" flowable:assignee="${u('lina')}"/><endEvent id="bad"><errorEventDefinition errorRef="noStock"/></endEvent><endEvent id="e"/>
           ${flow('s', 'g')}${flow('g', 'ct', '${!now}')}${flow('g', 'bad', '${now}')}${flow('ct', 'bad')}`,
        ),
      ),
      'calledFails',
    );
    const caller = errorDef(
      bpmn(
        'callerCatches',
        `<startEvent id="s"/><callActivity id="call" calledElement="calledFails"/><boundaryEvent id="caught" attachedToRef="call"><errorEventDefinition errorRef="noStock"/></boundaryEvent>
         <userTask id="after" flowable:assignee="${u('admin')}"/><userTask id="restock" flowable:assignee="${u('wangqiang')}"/><endEvent id="e"/><endEvent id="e2"/>
         ${flow('s', 'call')}${flow('call', 'after')}${flow('after', 'e')}${flow('caught', 'restock')}${flow('restock', 'e2')}`,
      ),
    );
    const def = await k.deployXml(caller, 'callerCatches');
    const childOf = (id: string) => k.srv.db.forTenant(TENANT).selectFrom('flow_instance').select(['id', 'status']).where('tenant_id', '=', TENANT).where('parent_instance_id', '=', id).executeTakeFirstOrThrow();
    // later: the child's task is done, then its error end
    const later = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { now: false } }))).inst.id;
    const child = await childOf(later);
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(child.id, 'ct')));
    expect((await childOf(later)).status).toBe('Finish');
    expect((await k.openTasks(later)).map((x) => [x.node_id, x.assignee_id])).toEqual([['restock', u('wangqiang')]]);
    // at once: the child fails while it is being started
    const atOnce = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { now: true } }))).inst.id;
    expect((await childOf(atOnce)).status).toBe('Finish');
    expect((await k.openTasks(atOnce)).map((x) => x.node_id)).toEqual(['restock']);
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

  it('a signal a process throws reaches every waiting instance of the tenant; flowable:scope="processInstance" keeps it in its own', async () => {
    const withSignal = (xml: string, scope = '') => xml.replace('<process', `<signal id="sp" name="priceChanged"${scope}/><process`);
    const waiter = withSignal(
      bpmn('sigWait', `<startEvent id="s"/><intermediateCatchEvent id="c"><signalEventDefinition signalRef="sp"/></intermediateCatchEvent><userTask id="after" flowable:assignee="${u('lina')}"/><endEvent id="e"/>${flow('s', 'c')}${flow('c', 'after')}${flow('after', 'e')}`),
    );
    const thrower = (key: string) =>
      bpmn(key, `<startEvent id="s"/><userTask id="t" flowable:assignee="${u('admin')}"/><intermediateThrowEvent id="th"><signalEventDefinition signalRef="sp"/></intermediateThrowEvent><endEvent id="e"/>${flow('s', 't')}${flow('t', 'th')}${flow('th', 'e')}`);
    const waiting = await k.deployXml(waiter, 'sigWait');
    const [a, b] = [(await k.as('zhaolei', (c) => startInstance(c, { defId: waiting }))).inst.id, (await k.as('qianwei', (c) => startInstance(c, { defId: waiting }))).inst.id];
    const local = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(withSignal(thrower('sigLocal'), ' flowable:scope="processInstance"'), 'sigLocal') }))).inst.id;
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(local, 't')));
    expect((await k.instance(local)).status).toBe('Finish');
    expect([...(await k.openTasks(a)), ...(await k.openTasks(b))]).toEqual([]);
    const global = (await k.as('zhaolei', async (c) => startInstance(c, { defId: await k.deployXml(withSignal(thrower('sigGlobal')), 'sigGlobal') }))).inst.id;
    const run = await k.as('admin', async (c) => completeTask(c, await k.taskAt(global, 't')));
    expect((await k.instance(global)).status).toBe('Finish');
    for (const id of [a, b]) expect((await k.openTasks(id)).map((x) => [x.node_id, x.assignee_id])).toEqual([['after', u('lina')]]);
    // the receivers' new tasks push their users' badges too
    expect([...run.touchedUsers]).toContain(u('lina'));
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
