// Start → agree → end through gateways, candidates, the initiator's own first task, countersign.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTask, claimTask, startInstance } from '../../../engine/engine/commands';
import { bpmn, flow, type FlowKit, flowKit } from './kit';

let k: FlowKit;
beforeAll(async () => {
  k = await flowKit();
});
afterAll(() => k.srv.close());

const twoLevel = (roleId: number, bossId: number) =>
  bpmn(
    'purchaseApproval',
    `<startEvent id="start" flowable:initiator="initiator"/>
    <userTask id="submit" name="提交" flowable:assignee="\${initiator}"/>
    <userTask id="buyers" name="采购审核" flowable:candidateGroups="ROLE${roleId}"/>
    <exclusiveGateway id="amountCheck" default="f_amountCheck_end"/>
    <userTask id="boss" name="总经理审批" flowable:assignee="${bossId}"/>
    <endEvent id="end"/>
    ${flow('start', 'submit')}${flow('submit', 'buyers')}${flow('buyers', 'amountCheck')}
    ${flow('amountCheck', 'boss', '${amount > 1000}')}${flow('amountCheck', 'end')}${flow('boss', 'end')}`,
  );

describe('a two-level approval', () => {
  it('passes the initiator’s first task by itself, offers the role’s task to its members, and takes the amount branch', async () => {
    const def = await k.deployXml(twoLevel(k.roles.purchaser, k.users.admin), 'purchaseApproval');
    const run = await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { amount: 5000 } }));
    const id = run.inst.id;
    const open = await k.openTasks(id);
    expect(open.map((t) => t.node_id)).toEqual(['buyers']);
    expect(open[0].assignee_id).toBeNull();
    expect(open[0].candidate_users).toContain(k.users.lina);
    // not a candidate: refused with a message
    await expect(k.as('zhaolei', (c) => completeTask(c, open[0].id))).rejects.toThrow('您不是该任务的办理人');
    await k.as('lina', (c) => claimTask(c, open[0].id));
    await k.as('lina', (c) => completeTask(c, open[0].id, { comment: 'ok' }));
    const boss = await k.taskAt(id, 'boss', 'admin');
    await k.as('admin', (c) => completeTask(c, boss));
    expect((await k.instance(id)).status).toBe('Finish');
    expect(await k.openTasks(id)).toEqual([]);
  });

  it('ends after the buyers when the amount is small (the default flow)', async () => {
    const def = await k.deployXml(twoLevel(k.roles.purchaser, k.users.admin), 'purchaseApproval');
    const run = await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { amount: 10 } }));
    const t = await k.taskAt(run.inst.id, 'buyers');
    await k.as('lina', (c) => completeTask(c, t));
    expect((await k.instance(run.inst.id)).status).toBe('Finish');
  });

  it('refuses a start whose condition names a variable the flow does not have, writing nothing', async () => {
    const def = await k.deployXml(twoLevel(k.roles.purchaser, k.users.admin), 'purchaseApproval');
    const run = await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: {} }));
    const t = await k.taskAt(run.inst.id, 'buyers');
    await expect(k.as('lina', (c) => completeTask(c, t))).rejects.toThrow(/amount/);
    expect((await k.openTasks(run.inst.id)).map((x) => x.id)).toEqual([t]);
  });
});

describe('parallel and inclusive gateways', () => {
  it('joins two parallel branches only when both are done', async () => {
    const xml = bpmn(
      'par',
      `<startEvent id="s"/><parallelGateway id="fork"/><userTask id="a" flowable:assignee="${k.users.lina}"/><userTask id="b" flowable:assignee="${k.users.wangqiang}"/><parallelGateway id="join"/><userTask id="c" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>
      ${flow('s', 'fork')}${flow('fork', 'a')}${flow('fork', 'b')}${flow('a', 'join')}${flow('b', 'join')}${flow('join', 'c')}${flow('c', 'e')}`,
    );
    const def = await k.deployXml(xml, 'par');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    expect((await k.openTasks(id)).map((t) => t.node_id).sort()).toEqual(['a', 'b']);
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'a')));
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['b']);
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 'b')));
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['c']);
  });

  it('an inclusive join waits only for the branches that were taken', async () => {
    const xml = bpmn(
      'inc',
      `<startEvent id="s"/><inclusiveGateway id="fork"/><userTask id="a" flowable:assignee="${k.users.lina}"/><userTask id="b" flowable:assignee="${k.users.wangqiang}"/><inclusiveGateway id="join"/><endEvent id="e"/>
      ${flow('s', 'fork')}${flow('fork', 'a', '${x > 1}')}${flow('fork', 'b', '${x > 5}')}${flow('a', 'join')}${flow('b', 'join')}${flow('join', 'e')}`,
    );
    const def = await k.deployXml(xml, 'inc');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { x: 3 } }))).inst.id;
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['a']);
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'a')));
    expect((await k.instance(id)).status).toBe('Finish');
  });
});

describe('multi-instance', () => {
  const sign = (cond: string, sequential = false) =>
    bpmn(
      'sign',
      `<startEvent id="s"/><userTask id="vote" name="会签" flowable:assignee="\${voter}"><multiInstanceLoopCharacteristics isSequential="${sequential}" flowable:collection="\${voters}" flowable:elementVariable="voter">${cond ? `<completionCondition>${cond}</completionCondition>` : ''}</multiInstanceLoopCharacteristics></userTask><userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>
      ${flow('s', 'vote')}${flow('vote', 'after')}${flow('after', 'e')}`,
    );

  it('countersign with a ratio: two of three agreeing is enough, the third task goes', async () => {
    const def = await k.deployXml(sign('${nrOfCompletedInstances/nrOfInstances >= 0.6}'), 'sign');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { voters: [k.users.lina, k.users.wangqiang, k.users.sunli] } }))).inst.id;
    expect((await k.openTasks(id)).length).toBe(3);
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'vote', 'lina')));
    expect((await k.openTasks(id)).length).toBe(2);
    await k.as('sunli', async (c) => completeTask(c, await k.taskAt(id, 'vote', 'sunli')));
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['after']);
  });

  it('or-sign: the first agree completes the node', async () => {
    const def = await k.deployXml(sign('${nrOfCompletedInstances >= 1}'), 'sign');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { voters: `${k.users.lina},${k.users.wangqiang}` } }))).inst.id;
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 'vote', 'wangqiang')));
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['after']);
  });

  it('sequential: one task at a time, in the collection’s order', async () => {
    const def = await k.deployXml(sign('', true), 'sign');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { voters: [k.users.lina, k.users.wangqiang] } }))).inst.id;
    expect((await k.openTasks(id)).map((t) => t.assignee_id)).toEqual([k.users.lina]);
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'vote')));
    expect((await k.openTasks(id)).map((t) => t.assignee_id)).toEqual([k.users.wangqiang]);
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 'vote')));
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['after']);
  });
});
