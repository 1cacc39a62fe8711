// Messages, event sub-processes, standard multi-instance data and service tasks on the engine:
// what a process drawn for Flowable expects of them, and what deployment refuses instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTask, fireTimer, signalInstance, startInstance } from '../../../engine/engine/commands';
import { correlateMessage } from '../../../engine/engine/message-ops';
import { engineEnv } from '../../../engine/engine/calls';
import { bpmn, flow, type FlowKit, flowKit, TENANT } from './kit';

let k: FlowKit;
beforeAll(async () => {
  k = await flowKit();
});
afterAll(() => k.srv.close());

const db = () => k.srv.db.forTenant(TENANT);
const TIMER_ACTOR = { userId: 0, userName: '定时器', lang: 'zh_CN' as const };
const withMessages = (xml: string, ...names: string[]) => xml.replace('<process', `${names.map((n) => `<message id="m_${n}" name="${n}"/>`).join('')}<process`);
const nodes = async (id: string) => (await k.openTasks(id)).map((t) => t.node_id);
const status = async (id: string) => (await k.instance(id)).status;
const start = (defId: string, variables: Record<string, unknown> = {}) => k.as('zhaolei', async (c) => (await startInstance(c, { defId, variables })).inst.id);
const complete = (id: string, node: string, as = 'admin', variables?: Record<string, unknown>) => k.as(as, async (c) => completeTask(c, await k.taskAt(id, node), { variables }));
const message = (messageName: string, where: { instanceId?: string; businessKey?: string } = {}) => k.as('admin', (c) => correlateMessage(c, { messageName, ...where }));
async function fireDue(id: string, node: string) {
  const timer = await db().selectFrom('flow_timer').selectAll().where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('node_id', '=', node).executeTakeFirstOrThrow();
  await db().transaction().execute((trx) => fireTimer({ trx, env: engineEnv, tenantId: TENANT, actor: TIMER_ACTOR }, { ...timer, due_at: new Date(timer.due_at) }));
}

describe('standard multi-instance data', () => {
  it('runs one item per element of loopDataInputRef, with inputDataItem as the element variable and the index variable', async () => {
    const xml = bpmn(
      'miData',
      `<startEvent id="s"/><userTask id="byIndex" flowable:assignee="\${people[idx]}"><multiInstanceLoopCharacteristics isSequential="true" flowable:elementIndexVariable="idx"><loopDataInputRef>people</loopDataInputRef><inputDataItem name="who"/></multiInstanceLoopCharacteristics></userTask>
      <userTask id="byItem" flowable:assignee="\${who}"><multiInstanceLoopCharacteristics isSequential="false"><loopDataInputRef>people</loopDataInputRef><inputDataItem name="who"/></multiInstanceLoopCharacteristics></userTask><endEvent id="e"/>
      ${flow('s', 'byIndex')}${flow('byIndex', 'byItem')}${flow('byItem', 'e')}`,
    );
    const defId = await k.deployXml(xml, 'miData');
    const id = await start(defId, { people: [k.users.lina, k.users.sunli] });
    for (const who of ['lina', 'sunli']) {
      expect((await k.openTasks(id)).map((t) => [t.node_id, t.assignee_id])).toEqual([['byIndex', k.users[who]]]);
      await complete(id, 'byIndex', who);
    }
    expect((await k.openTasks(id)).map((t) => [t.node_id, t.assignee_id])).toEqual([
      ['byItem', k.users.lina],
      ['byItem', k.users.sunli],
    ]);
  });
});

describe('message events', () => {
  const waiting = (catcher: string) =>
    withMessages(
      bpmn('waits', `<startEvent id="s"/>${catcher}<userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>${flow('s', 'wait')}${flow('wait', 'after')}${flow('after', 'e')}`),
      'paid',
    );

  for (const [what, catcher] of [
    ['an intermediate message catch event', '<intermediateCatchEvent id="wait"><messageEventDefinition messageRef="m_paid"/></intermediateCatchEvent>'],
    ['a receive task', '<receiveTask id="wait" messageRef="m_paid"/>'],
  ] as const) {
    it(`${what} waits for its message, delivered by name to the instance`, async () => {
      const defId = await k.deployXml(waiting(catcher), 'waits');
      const id = await start(defId);
      expect(await nodes(id)).toEqual([]);
      await expect(message('unpaid', { instanceId: id })).rejects.toThrow('没有流程在等待消息「unpaid」');
      const { started, instanceId } = await message('paid', { instanceId: id });
      expect({ started, instanceId }).toEqual({ started: false, instanceId: id });
      expect(await nodes(id)).toEqual(['after']);
      // delivered once: nobody waits any more
      await expect(message('paid', { instanceId: id })).rejects.toThrow('没有流程在等待消息「paid」');
    });
  }

  it('correlates by business key (the document code): only the instance of that document moves', async () => {
    const defId = await k.deployXml(waiting('<intermediateCatchEvent id="wait"><messageEventDefinition messageRef="m_paid"/></intermediateCatchEvent>'), 'waits');
    const ids: string[] = [];
    for (const code of ['PO-1', 'PO-2']) ids.push((await k.as('zhaolei', (c) => startInstance(c, { defId, receiptCode: code }))).inst.id);
    await message('paid', { businessKey: 'PO-2' });
    expect(await nodes(ids[0])).toEqual([]);
    expect(await nodes(ids[1])).toEqual(['after']);
  });

  it('an interrupting message boundary event cancels its task and takes its own flow; a non-interrupting one keeps the task', async () => {
    const xml = (cancel: boolean) =>
      withMessages(
        bpmn(
          'boundary',
          `<startEvent id="s"/><userTask id="work" flowable:assignee="${k.users.lina}"/><boundaryEvent id="b" attachedToRef="work" cancelActivity="${cancel}"><messageEventDefinition messageRef="m_cancelOrder"/></boundaryEvent>
          <userTask id="handle" flowable:assignee="${k.users.admin}"/><endEvent id="e"/><endEvent id="e2"/>${flow('s', 'work')}${flow('work', 'e')}${flow('b', 'handle')}${flow('handle', 'e2')}`,
        ),
        'cancelOrder',
      );
    const hard = await start(await k.deployXml(xml(true), 'boundary'));
    await message('cancelOrder', { instanceId: hard });
    expect(await nodes(hard)).toEqual(['handle']);
    const soft = await start(await k.deployXml(xml(false), 'boundary'));
    await message('cancelOrder', { instanceId: soft });
    expect((await nodes(soft)).sort()).toEqual(['handle', 'work']);
  });

  it('a message start event starts a new instance of the latest definition that has it; a plain start takes the none start event', async () => {
    const xml = withMessages(
      bpmn('byMessage', `<startEvent id="plain"/><startEvent id="onOrder"><messageEventDefinition messageRef="m_newOrder"/></startEvent><userTask id="a" flowable:assignee="${k.users.admin}"/><userTask id="b" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>${flow('plain', 'a')}${flow('onOrder', 'b')}${flow('a', 'e')}${flow('b', 'e')}`),
      'newOrder',
    );
    const defId = await k.deployXml(xml, 'byMessage');
    expect(await nodes(await start(defId))).toEqual(['a']);
    const { started, instanceId } = await message('newOrder');
    expect(started).toBe(true);
    expect(await nodes(instanceId)).toEqual(['b']);
    await expect(message('nobodyListens')).rejects.toThrow('没有流程在等待消息「nobodyListens」');
  });

  it('an event-based gateway takes the branch of the message that arrives first; its timer is disarmed', async () => {
    const xml = withMessages(
      bpmn(
        'race',
        `<startEvent id="s"/><eventBasedGateway id="g"/><intermediateCatchEvent id="onPaid"><messageEventDefinition messageRef="m_paid"/></intermediateCatchEvent><intermediateCatchEvent id="late"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></intermediateCatchEvent>
        <userTask id="ship" flowable:assignee="${k.users.admin}"/><userTask id="chase" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>
        ${flow('s', 'g')}${flow('g', 'onPaid')}${flow('g', 'late')}${flow('onPaid', 'ship')}${flow('late', 'chase')}${flow('ship', 'e')}${flow('chase', 'e')}`,
      ),
      'paid',
    );
    const id = await start(await k.deployXml(xml, 'race'));
    await message('paid', { instanceId: id });
    expect(await nodes(id)).toEqual(['ship']);
    expect(await db().selectFrom('flow_timer').select('id').where('tenant_id', '=', TENANT).where('instance_id', '=', id).execute()).toEqual([]);
  });

  it('a send task throws its message: the oldest other instance waiting for it moves on', async () => {
    const shipped = waiting('<intermediateCatchEvent id="wait"><messageEventDefinition messageRef="m_shipped"/></intermediateCatchEvent>').replace('<process', '<message id="m_shipped" name="shipped"/><process');
    const defId = await k.deployXml(shipped, 'waits');
    const [receiver, later] = [await start(defId), await start(defId)];
    const sender = withMessages(bpmn('sender', `<startEvent id="s"/><sendTask id="tell" messageRef="m_shipped"/><endEvent id="e"/>${flow('s', 'tell')}${flow('tell', 'e')}`), 'shipped');
    const id = await start(await k.deployXml(sender, 'sender'));
    expect(await status(id)).toBe('Finish');
    expect(await nodes(receiver)).toEqual(['after']);
    expect(await nodes(later)).toEqual([]);
  });
});

describe('service tasks name a handler the server has', () => {
  const serviceFlow = (task: string) => bpmn('svc', `<startEvent id="s"/>${task}<userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>${flow('s', 't')}${flow('t', 'after')}${flow('after', 'e')}`);

  it('runs the built-in setVariables handler with its fields (expressions read the variables)', async () => {
    const xml = serviceFlow(
      `<serviceTask id="t" flowable:delegateExpression="\${setVariables}"><extensionElements><flowable:field name="level"><flowable:string>high</flowable:string></flowable:field><flowable:field name="double"><flowable:expression>\${amount * 2}</flowable:expression></flowable:field></extensionElements></serviceTask>`,
    );
    const id = await start(await k.deployXml(xml, 'svc'), { amount: 21 });
    expect((await k.instance(id)).variables).toMatchObject({ level: 'high', double: 42 });
  });

  it('evaluates an expression service task into its result variable', async () => {
    const id = await start(await k.deployXml(serviceFlow('<serviceTask id="t" flowable:expression="${amount > 10}" flowable:resultVariable="big"/>'), 'svc'), { amount: 21 });
    expect((await k.instance(id)).variables).toMatchObject({ big: true });
  });

  for (const [what, task, refusal] of [
    ['a class the server has no handler for', '<serviceTask id="t" flowable:class="com.acme.Mailer"/>', 't 服务任务的处理器「com.acme.Mailer」未在服务器注册'],
    ['no implementation at all', '<serviceTask id="t"/>', 't 服务任务没有指定处理器'],
    ['a Flowable task type (mail)', '<serviceTask id="t" flowable:type="mail"/>', 't 不支持的服务任务类型：mail'],
    ['a script task', '<scriptTask id="t" scriptFormat="groovy"><script>x = 1</script></scriptTask>', 't 不运行脚本任务'],
    ['a business-rule task', '<businessRuleTask id="t" flowable:rules="discount"/>', 't 不支持业务规则任务'],
  ] as const) {
    it(`refuses at deploy ${what}, naming the element`, async () => {
      await expect(k.deployXml(serviceFlow(task), 'svc')).rejects.toThrow(refusal);
    });
  }
});

describe('event sub-processes', () => {
  const main = () => `<startEvent id="s"/><userTask id="work" flowable:assignee="${k.users.lina}"/><endEvent id="e"/>${flow('s', 'work')}${flow('work', 'e')}`;
  const esp = (startDef: string, interrupting = true) =>
    `<subProcess id="esp" triggeredByEvent="true"><startEvent id="es" isInterrupting="${interrupting}">${startDef}</startEvent><userTask id="react" flowable:assignee="${k.users.admin}"/><endEvent id="ee"/>${flow('es', 'react')}${flow('react', 'ee')}</subProcess>`;

  it('an interrupting message event sub-process cancels the scope’s work; the instance ends when it is done', async () => {
    const id = await start(await k.deployXml(withMessages(bpmn('espMsg', main() + esp('<messageEventDefinition messageRef="m_stop"/>')), 'stop'), 'espMsg'));
    expect(await nodes(id)).toEqual(['work']);
    await message('stop', { instanceId: id });
    expect(await nodes(id)).toEqual(['react']);
    await complete(id, 'react');
    expect(await status(id)).toBe('Finish');
  });

  it('a non-interrupting one runs beside the work, as often as its message comes; the instance ends after both', async () => {
    const id = await start(await k.deployXml(withMessages(bpmn('espSoft', main() + esp('<messageEventDefinition messageRef="m_note"/>', false)), 'note'), 'espSoft'));
    await message('note', { instanceId: id });
    await message('note', { instanceId: id });
    expect((await nodes(id)).sort()).toEqual(['react', 'react', 'work']);
    await complete(id, 'work', 'lina');
    expect(await status(id)).toBe('Ongoing');
    for (const t of await k.openTasks(id)) await k.as('admin', (c) => completeTask(c, t.id));
    expect(await status(id)).toBe('Finish');
  });

  it('an error event sub-process catches an error end event of the process', async () => {
    const xml = bpmn(
      'espErr',
      `<startEvent id="s"/><parallelGateway id="fork"/><userTask id="work" flowable:assignee="${k.users.lina}"/><endEvent id="fail"><errorEventDefinition errorRef="E1"/></endEvent><endEvent id="e"/>
      ${flow('s', 'fork')}${flow('fork', 'work')}${flow('fork', 'fail')}${flow('work', 'e')}${esp('<errorEventDefinition errorRef="E1"/>')}`,
    ).replace('<process', '<error id="E1" errorCode="broken"/><process');
    const id = await start(await k.deployXml(xml, 'espErr'));
    expect(await nodes(id)).toEqual(['react']);
    const work = await db().selectFrom('flow_task').select('status').where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('node_id', '=', 'work').execute();
    expect(work).toEqual([{ status: 'cancel' }]);
  });

  it('a timer event sub-process is armed with its scope and fires on time', async () => {
    const id = await start(await k.deployXml(bpmn('espTimer', main() + esp('<timerEventDefinition><timeDuration>PT2H</timeDuration></timerEventDefinition>')), 'espTimer'));
    await fireDue(id, 'es');
    expect(await nodes(id)).toEqual(['react']);
  });

  it('a signal event sub-process of a sub-process interrupts only that sub-process, which then leaves by its own flow', async () => {
    const xml = bpmn(
      'espScoped',
      `<startEvent id="s"/><subProcess id="sub"><startEvent id="ss"/><userTask id="work" flowable:assignee="${k.users.lina}"/><endEvent id="se"/>${flow('ss', 'work')}${flow('work', 'se')}
        <subProcess id="esp" triggeredByEvent="true"><startEvent id="es"><signalEventDefinition signalRef="sg"/></startEvent><endEvent id="ee"/>${flow('es', 'ee')}</subProcess></subProcess>
      <userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>${flow('s', 'sub')}${flow('sub', 'after')}${flow('after', 'e')}`,
    ).replace('<process', '<signal id="sg" name="abort" flowable:scope="processInstance"/><process');
    const id = await start(await k.deployXml(xml, 'espScoped'));
    await k.as('admin', (c) => signalInstance(c, id, 'abort'));
    expect(await nodes(id)).toEqual(['after']);
  });

  it('refuses at deploy a flow into an event sub-process and a start event with no trigger in one', async () => {
    await expect(k.deployXml(bpmn('espBad', `${main()}<subProcess id="esp" triggeredByEvent="true"><startEvent id="es"/><endEvent id="ee"/>${flow('es', 'ee')}</subProcess>`), 'espBad')).rejects.toThrow('es 事件子流程的开始事件必须是错误、消息、定时或信号事件');
  });
});
