// One test per failure other products ship (their issue numbers in each title), written before the feature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSign, claimTask, completeTask, listReturnTargets, rejectTask, removeSign, returnTask, startInstance } from '../../../engine/engine/commands';
import { bpmn, flow, type FlowKit, flowKit, TENANT } from './kit';

let k: FlowKit;
beforeAll(async () => {
  k = await flowKit();
});
afterAll(() => k.srv.close());

const u = (code: string) => k.users[code];

describe('return out of parallel branches and multi-instance nodes (RVP #867, #668, #727)', () => {
  const parallel = () =>
    bpmn(
      'parRet',
      `<startEvent id="s" flowable:initiator="initiator"/><userTask id="apply" name="申请" flowable:assignee="\${initiator}"/><userTask id="check" name="审核" flowable:assignee="${u('admin')}"/>
      <parallelGateway id="fork"/><userTask id="a" name="A" flowable:assignee="${u('lina')}"/><userTask id="b" name="B" flowable:assignee="${u('wangqiang')}"/><parallelGateway id="join"/><userTask id="final" flowable:assignee="${u('admin')}"/><endEvent id="e"/>
      ${flow('s', 'apply')}${flow('apply', 'check')}${flow('check', 'fork')}${flow('fork', 'a')}${flow('fork', 'b')}${flow('a', 'join')}${flow('b', 'join')}${flow('join', 'final')}${flow('final', 'e')}`,
    );

  it('returns from one parallel branch to a node before the fork: the sibling branch and the join arrival go, one new task is made', async () => {
    const def = await k.deployXml(parallel(), 'parRet');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'check')));
    // A done (its token waits at the join), B still open
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'a')));
    const b = await k.taskAt(id, 'b');
    expect((await k.as('wangqiang', (c) => listReturnTargets(c, b))).map((n) => n.id)).toEqual(['check', 'apply']);
    await k.as('wangqiang', (c) => returnTask(c, b, 'check', '数量不对'));
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['check']);
    const execs = await k.srv.db.forTenant(TENANT).selectFrom('flow_execution').select(['node_id', 'state', 'kind']).where('tenant_id', '=', TENANT).where('instance_id', '=', id).execute();
    expect(execs.filter((e) => e.kind !== 'root')).toEqual([{ node_id: 'check', state: 'wait', kind: 'token' }]);
    // the flow runs on cleanly: fork again, both branches, the join fires once
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'check')));
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'a')));
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 'b')));
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'final')));
    expect((await k.instance(id)).status).toBe('Finish');
  });

  const countersign = () =>
    bpmn(
      'miRet',
      `<startEvent id="s"/><userTask id="check" name="审核" flowable:assignee="${u('admin')}"/>
      <userTask id="vote" name="会签" flowable:assignee="\${voter}"><multiInstanceLoopCharacteristics isSequential="false" flowable:collection="voters" flowable:elementVariable="voter"/></userTask>
      <userTask id="final" flowable:assignee="${u('admin')}"/><endEvent id="e"/>
      ${flow('s', 'check')}${flow('check', 'vote')}${flow('vote', 'final')}${flow('final', 'e')}`,
    );

  it('returns out of a countersign: every voter’s task goes, the target gets its task', async () => {
    const def = await k.deployXml(countersign(), 'miRet');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { voters: [u('lina'), u('wangqiang'), u('sunli')] } }))).inst.id;
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'check')));
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'vote', 'lina')));
    await k.as('sunli', async (c) => returnTask(c, await k.taskAt(id, 'vote', 'sunli'), 'check', '退回重审'));
    expect((await k.openTasks(id)).map((t) => [t.node_id, t.assignee_id])).toEqual([['check', u('admin')]]);
  });

  it('returns to a countersign node: all its tasks are made again, with the voters the variables name now (flowable#4135)', async () => {
    const def = await k.deployXml(countersign(), 'miRet');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { voters: [u('lina'), u('wangqiang')] } }))).inst.id;
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'check')));
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'vote', 'lina')));
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 'vote', 'wangqiang')));
    const fin = await k.taskAt(id, 'final');
    await k.as('admin', (c) => completeTask(c, fin, { variables: { voters: [u('sunli'), u('zhoujie'), u('qianwei')] } }).catch(() => null));
    // (that agree finished the flow; start another to return instead)
    const id2 = (await k.as('zhaolei', (c) => startInstance(c, { defId: def, variables: { voters: [u('lina'), u('wangqiang')] } }))).inst.id;
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id2, 'check')));
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id2, 'vote', 'lina')));
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id2, 'vote', 'wangqiang')));
    const db = k.srv.db.forTenant(TENANT);
    await db.updateTable('flow_instance').set({ variables: JSON.stringify({ voters: [u('sunli'), u('zhoujie'), u('qianwei')] }) }).where('tenant_id', '=', TENANT).where('id', '=', id2).execute();
    await k.as('admin', async (c) => returnTask(c, await k.taskAt(id2, 'final'), 'vote', '重新会签'));
    expect((await k.openTasks(id2)).map((t) => t.assignee_id).sort()).toEqual([u('sunli'), u('zhoujie'), u('qianwei')].sort());
  });
});

describe('return targets and the initiator’s node (RVP #847, #982, #1128)', () => {
  const chain = () =>
    bpmn(
      'chain',
      `<startEvent id="s" flowable:initiator="initiator"/><userTask id="apply" name="申请" flowable:assignee="\${initiator}"/><exclusiveGateway id="g" default="f_g_x"/><userTask id="skipped" name="未经过" flowable:assignee="${u('lina')}"/><userTask id="x" name="经理" flowable:assignee="${u('admin')}"/><userTask id="y" name="总监" flowable:assignee="${u('wangqiang')}"/><endEvent id="e"/>
      ${flow('s', 'apply')}${flow('apply', 'g')}${flow('g', 'skipped', '${false}')}${flow('g', 'x')}${flow('skipped', 'y')}${flow('x', 'y')}${flow('y', 'e')}`,
    );

  it('offers only nodes that were actually approved, nearest first; returning to the initiator gives them a task (no auto-pass)', async () => {
    const def = await k.deployXml(chain(), 'chain');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'x')));
    const y = await k.taskAt(id, 'y');
    expect((await k.as('wangqiang', (c) => listReturnTargets(c, y))).map((n) => n.id)).toEqual(['x', 'apply']);
    await expect(k.as('wangqiang', (c) => returnTask(c, y, 'skipped', '退回'))).rejects.toThrow('不能退回到节点「未经过」');
    await expect(k.as('wangqiang', (c) => returnTask(c, y, 'apply', ''))).rejects.toThrow('请输入处理意见');
    await expect(k.as('wangqiang', (c) => returnTask(c, y, undefined, '退回'))).rejects.toThrow('请选择退回节点');
    await k.as('wangqiang', (c) => returnTask(c, y, 'apply', '请补充附件'));
    expect((await k.openTasks(id)).map((t) => [t.node_id, t.assignee_id])).toEqual([['apply', u('zhaolei')]]);
    // the initiator recommits (an agree with an empty comment) and it goes on
    await k.as('zhaolei', async (c) => completeTask(c, await k.taskAt(id, 'apply'), { comment: '' }));
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['x']);
  });
});

describe('the initiator’s node (重新提交 there, 同意 everywhere else)', () => {
  it('is the first user task held by the initiator: a first task offered to a group is an approval; a return to the initiator’s node marks it again', async () => {
    const group = await k.deployXml(bpmn('groupFirst', `<startEvent id="s" flowable:initiator="initiator"/><userTask id="review" name="部门审批" flowable:candidateGroups="ROLE${k.roles.purchaser}"/><endEvent id="e"/>${flow('s', 'review')}${flow('review', 'e')}`), 'groupFirst');
    const started = (await k.as('lina', (c) => startInstance(c, { defId: group }))).inst.id;
    expect((await k.openTasks(started)).map((t) => [t.node_id, t.first_node])).toEqual([['review', false]]);

    const def = await k.deployXml(
      bpmn('applyFirst', `<startEvent id="s" flowable:initiator="initiator"/><userTask id="apply" name="申请" flowable:assignee="\${initiator}"/><userTask id="x" name="经理" flowable:assignee="${u('admin')}"/><endEvent id="e"/>${flow('s', 'apply')}${flow('apply', 'x')}${flow('x', 'e')}`),
      'applyFirst',
    );
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    expect((await k.openTasks(id)).map((t) => [t.node_id, t.first_node])).toEqual([['x', false]]);
    await k.as('admin', async (c) => returnTask(c, await k.taskAt(id, 'x'), 'apply', '请补充'));
    expect((await k.openTasks(id)).map((t) => [t.node_id, t.assignee_id, t.first_node])).toEqual([['apply', u('zhaolei'), true]]);
  });
});

describe('add-sign (RVP #964, PR #566)', () => {
  const one = () => bpmn('sign1', `<startEvent id="s"/><userTask id="t" name="审批" flowable:assignee="${u('admin')}"/><userTask id="next" flowable:assignee="${u('qianwei')}"/><endEvent id="e"/>${flow('s', 't')}${flow('t', 'next')}${flow('next', 'e')}`);

  it('before: the signers act first as child tasks, then the task comes back to its owner; duplicates and mixing refused', async () => {
    const def = await k.deployXml(one(), 'sign1');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    const t = await k.taskAt(id, 't');
    await expect(k.as('admin', (c) => addSign(c, t, undefined, [u('lina')], ''))).rejects.toThrow('请选择加签类型');
    await k.as('admin', (c) => addSign(c, t, 0, [u('lina'), u('wangqiang')], '请两位先看'));
    const open = (await k.openTasks(id)).sort((a, b) => (a.assignee_id ?? 0) - (b.assignee_id ?? 0));
    expect(open.map((x) => [x.assignee_id, x.parent_task_id, x.sign_type, x.status])).toEqual([
      [null, null, null, 'waitBefore'],
      ...[u('lina'), u('wangqiang')].sort((a, b) => a - b).map((x) => [x, t, 0, 'running']),
    ]);
    await expect(k.as('admin', (c) => addSign(c, t, 0, [u('lina')], ''))).rejects.toThrow('没有找到可加签的任务');
    await expect(k.as('admin', (c) => completeTask(c, t))).rejects.toThrow();
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 't', 'lina')));
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 't', 'wangqiang')));
    expect((await k.openTasks(id)).map((x) => [x.id, x.assignee_id, x.status])).toEqual([[t, u('admin'), 'running']]);
    await k.as('admin', (c) => completeTask(c, t));
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['next']);
  });

  it('before, on a group task: while it waits for its signers no other candidate may claim, agree or refuse it', async () => {
    const def = await k.deployXml(bpmn('signGroup', `<startEvent id="s"/><userTask id="t" name="审批" flowable:candidateUsers="${u('lina')},${u('zhaolei')}"/><endEvent id="e"/>${flow('s', 't')}${flow('t', 'e')}`), 'signGroup');
    const id = (await k.as('admin', (c) => startInstance(c, { defId: def }))).inst.id;
    const t = await k.taskAt(id, 't');
    await k.as('lina', (c) => claimTask(c, t));
    await k.as('lina', (c) => addSign(c, t, 0, [u('wangqiang')], '请先看'));
    await expect(k.as('zhaolei', (c) => claimTask(c, t))).rejects.toThrow('任务正在等待加签人处理');
    await expect(k.as('zhaolei', (c) => completeTask(c, t))).rejects.toThrow();
    await expect(k.as('zhaolei', (c) => rejectTask(c, t, '不同意'))).rejects.toThrow('您不是该任务的办理人');
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 't', 'wangqiang')));
    expect((await k.openTasks(id)).map((x) => [x.id, x.assignee_id, x.status])).toEqual([[t, u('lina'), 'running']]);
  });

  it('after: the task waits for its signers and completes with the last of them; remove-sign takes a signer away', async () => {
    const def = await k.deployXml(one(), 'sign1');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    const t = await k.taskAt(id, 't');
    await expect(k.as('admin', (c) => removeSign(c, t, undefined, ''))).rejects.toThrow('没有找到可加签的任务');
    await k.as('admin', (c) => addSign(c, t, 1, [u('lina'), u('wangqiang')], ''));
    await expect(k.as('admin', (c) => addSign(c, t, 0, [u('sunli')], ''))).rejects.toThrow('没有找到可加签的任务');
    await expect(k.as('admin', (c) => addSign(c, t, 1, [u('lina')], ''))).rejects.toThrow('没有找到可加签的任务');
    const lina = await k.taskAt(id, 't', 'lina');
    await k.as('admin', (c) => removeSign(c, t, [lina], ''));
    expect((await k.openTasks(id)).map((x) => x.assignee_id)).toEqual([u('admin'), u('wangqiang')]);
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(id, 't', 'wangqiang')));
    expect((await k.openTasks(id)).map((x) => x.node_id)).toEqual(['next']);
  });

  it('a signer may refuse: the flow ends as Reject and the parent task is marked rejected too', async () => {
    const def = await k.deployXml(one(), 'sign1');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    const t = await k.taskAt(id, 't');
    await k.as('admin', (c) => addSign(c, t, 0, [u('lina')], ''));
    await k.as('lina', async (c) => rejectTask(c, await k.taskAt(id, 't', 'lina'), '不同意'));
    expect((await k.instance(id)).status).toBe('Reject');
    const rows = await k.srv.db.forTenant(TENANT).selectFrom('flow_task').select(['id', 'status', 'open']).where('tenant_id', '=', TENANT).where('instance_id', '=', id).execute();
    expect(rows.find((r) => r.id === t)).toMatchObject({ status: 'reject', open: false });
    expect(rows.every((r) => !r.open)).toBe(true);
  });
});

describe('countersign configurations that crash elsewhere (RVP #917)', () => {
  it('an empty voter list follows the node’s empty-assignee policy instead of hanging or passing silently', async () => {
    const xml = (policy: string) =>
      bpmn(
        `empty${policy}`,
        `<startEvent id="s"/><userTask id="vote" name="会签" flowable:assignee="\${voter}" flowable:emptyAssignee="${policy}"><multiInstanceLoopCharacteristics isSequential="false" flowable:collection="voters" flowable:elementVariable="voter"/></userTask><userTask id="after" flowable:assignee="${u('lina')}"/><endEvent id="e"/>${flow('s', 'vote')}${flow('vote', 'after')}${flow('after', 'e')}`,
      );
    const toAdmin = await k.deployXml(xml('admin'), 'emptyadmin');
    const a = (await k.as('zhaolei', (c) => startInstance(c, { defId: toAdmin, variables: { voters: [] } }))).inst.id;
    expect((await k.openTasks(a)).map((t) => [t.node_id, t.assignee_id])).toEqual([['vote', u('admin')]]);
    const pass = await k.deployXml(xml('autoPass'), 'emptyautoPass');
    const b = (await k.as('zhaolei', (c) => startInstance(c, { defId: pass, variables: { voters: [] } }))).inst.id;
    expect((await k.openTasks(b)).map((t) => t.node_id)).toEqual(['after']);
    const err = await k.deployXml(xml('error'), 'emptyerror');
    await expect(k.as('zhaolei', (c) => startInstance(c, { defId: err, variables: { voters: [] } }))).rejects.toThrow('节点「会签」没有可以处理的人');
  });
});

describe('timers after a return (RVP #1018)', () => {
  it('a return re-arms the boundary timer of the node it re-enters', async () => {
    const xml = bpmn(
      'timerRet',
      `<startEvent id="s"/><userTask id="a" flowable:assignee="${u('admin')}"/><userTask id="b" name="限时审批" flowable:assignee="${u('lina')}"/>
      <boundaryEvent id="late" attachedToRef="b" cancelActivity="false"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
      <endEvent id="e"/><endEvent id="e2"/>${flow('s', 'a')}${flow('a', 'b')}${flow('b', 'e')}${flow('late', 'e2')}`,
    );
    const def = await k.deployXml(xml, 'timerRet');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId: def }))).inst.id;
    const db = k.srv.db.forTenant(TENANT);
    const timers = () => db.selectFrom('flow_timer').select(['node_id']).where('tenant_id', '=', TENANT).where('instance_id', '=', id).execute();
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'a')));
    expect(await timers()).toEqual([{ node_id: 'late' }]);
    await k.as('lina', async (c) => returnTask(c, await k.taskAt(id, 'b'), 'a', '退回'));
    expect(await timers()).toEqual([]);
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'a')));
    expect(await timers()).toEqual([{ node_id: 'late' }]);
  });
});
