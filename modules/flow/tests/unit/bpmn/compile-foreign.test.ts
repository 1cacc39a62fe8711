// Compiling drawings made for other engines as Flowable reads them (faults the corpus runs showed,
// tests/modules/flow/engine/corpus-run.test.ts): flows without ids, the legacy activiti: namespace, the
// Flowable modeler's $INITIATOR, error events without a named error, and literal timers checked
// at deploy time (a cron cycle is refused).
import { describe, expect, it } from 'vitest';
import { parseBpmn } from '../../../engine/bpmn/moddle';
import { compileProcess } from '../../../engine/model/compile';

async function compile(body: string, ns = 'xmlns:flowable="http://flowable.org/bpmn"') {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ${ns} targetNamespace="t">
  <process id="p">${body}</process>
</definitions>`;
  const { definitions } = await parseBpmn(xml);
  return compileProcess(definitions.rootElements[0]);
}

describe('compileProcess reads foreign drawings', () => {
  it('gives flows drawn without an id one of their own, unique even between the same two nodes', async () => {
    const { model, problems } = await compile(`<startEvent id="s"/><exclusiveGateway id="g"/><endEvent id="e"/>
      <sequenceFlow sourceRef="s" targetRef="g"/><sequenceFlow sourceRef="g" targetRef="e"><conditionExpression xsi:type="tFormalExpression">\${x}</conditionExpression></sequenceFlow><sequenceFlow sourceRef="g" targetRef="e"/>`);
    expect(problems).toEqual([]);
    expect([...model.flows.keys()]).toEqual(['s->g', 'g->e', 'g->e#2']);
    expect(model.nodes.get('g')!.outgoing).toEqual(['g->e', 'g->e#2']);
    expect(model.flows.get('g->e')!.condition).toBe('${x}');
  });

  it('reads activiti: attributes and listeners as the flowable: ones, whatever the prefix', async () => {
    const { model } = await compile(
      `<startEvent id="s" act:initiator="applyUserId"/>
      <userTask id="u" act:assignee="\${pm}" act:candidateGroups="ROLE1,ROLE2" act:formKey="/leave" act:dueDate="PT1H">
        <extensionElements><act:taskListener event="complete" delegateExpression="\${done}"/></extensionElements>
        <multiInstanceLoopCharacteristics act:collection="voters" act:elementVariable="voter"/>
      </userTask>
      <serviceTask id="t" act:class="com.acme.Mailer"/><endEvent id="e"/>
      <sequenceFlow id="f1" sourceRef="s" targetRef="u"/><sequenceFlow id="f2" sourceRef="u" targetRef="t"/><sequenceFlow id="f3" sourceRef="t" targetRef="e"/>`,
      'xmlns:act="http://activiti.org/bpmn"',
    );
    expect(model.nodes.get('s')!.initiator).toBe('applyUserId');
    const u = model.nodes.get('u')!;
    expect(u.userTask).toMatchObject({ assignee: '${pm}', candidateGroups: ['ROLE1', 'ROLE2'], formKey: '/leave', dueDate: 'PT1H' });
    expect(u.multiInstance).toMatchObject({ collection: 'voters', elementVariable: 'voter' });
    expect(u.listeners).toEqual([{ scope: 'task', event: 'complete', impl: { kind: 'delegateExpression', value: '${done}' }, fields: [] }]);
    expect(model.nodes.get('t')!.service).toEqual({ kind: 'class', value: 'com.acme.Mailer' });
  });

  it('ignores attributes of namespaces Flowable does not read (camunda:)', async () => {
    const { model } = await compile(`<startEvent id="s"/><userTask id="u" camunda:assignee="demo"/><sequenceFlow id="f" sourceRef="s" targetRef="u"/>`, 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
    expect(model.nodes.get('u')!.userTask!.assignee).toBeNull();
  });

  it("takes the Flowable modeler's assignee $INITIATOR for the initiator", async () => {
    const { model } = await compile(`<startEvent id="s"/><userTask id="u" flowable:assignee="$INITIATOR"/><sequenceFlow id="f" sourceRef="s" targetRef="u"/>`);
    expect(model.nodes.get('u')!.userTask!.assignee).toBe('${INITIATOR}');
  });

  it("tells an error event naming no error ('' catches any) from no error event (null)", async () => {
    const { model } = await compile(`<startEvent id="s"/><subProcess id="sub"/><boundaryEvent id="b" attachedToRef="sub"><errorEventDefinition/></boundaryEvent><endEvent id="e"/>
      <sequenceFlow id="f1" sourceRef="s" targetRef="sub"/><sequenceFlow id="f2" sourceRef="sub" targetRef="e"/>`);
    expect(model.nodes.get('b')!.errorCode).toBe('');
    expect(model.nodes.get('e')!.errorCode).toBeNull();
  });
});

describe('literal timers are checked at deploy time', () => {
  const withTimer = (kind: string, value: string) =>
    compile(`<startEvent id="s"/><userTask id="u"/><boundaryEvent id="b" attachedToRef="u"><timerEventDefinition><${kind}>${value}</${kind}></timerEventDefinition></boundaryEvent><endEvent id="e"/>
      <sequenceFlow id="f1" sourceRef="s" targetRef="u"/><sequenceFlow id="f2" sourceRef="u" targetRef="e"/><sequenceFlow id="f3" sourceRef="b" targetRef="e"/>`);

  it('refuses a cron cycle, naming the element and what is supported', async () => {
    const { problems } = await withTimer('timeCycle', '0 0/5 * * * ?');
    expect(problems.map((p) => [p.elementId, p.zh])).toEqual([['b', '定时设置无法识别：0 0/5 * * * ?（支持 ISO 8601 时长如 PT5M、日期、循环如 R3/PT10M；不支持 cron 表达式）']]);
    expect(problems[0].en).toContain('cron expressions are not');
  });

  it('refuses an unreadable duration or date, and an empty one', async () => {
    expect((await withTimer('timeDuration', '5 minutes')).problems.map((p) => p.elementId)).toEqual(['b']);
    expect((await withTimer('timeDate', 'next monday')).problems.map((p) => p.elementId)).toEqual(['b']);
    expect((await withTimer('timeDuration', '')).problems[0].zh).toContain('（空）');
  });

  it('accepts ISO durations, dates and cycles, and leaves `${...}` to the run', async () => {
    for (const [kind, value] of [
      ['timeDuration', 'PT3H'],
      ['timeDate', '2026-12-01T08:00:00Z'],
      ['timeCycle', 'R/P1D'],
      ['timeCycle', 'R3/PT10M'],
      ['timeCycle', '${cronExpression}'],
    ]) {
      expect((await withTimer(kind, value)).problems).toEqual([]);
    }
  });
});

describe('standard multi-instance data', () => {
  it('takes the collection from loopDataInputRef, the element variable from inputDataItem and the index variable', async () => {
    const { model, problems } = await compile(`<startEvent id="s"/><userTask id="u" flowable:assignee="\${assignee}"><multiInstanceLoopCharacteristics flowable:elementIndexVariable="idx"><loopDataInputRef>assigneeList</loopDataInputRef><inputDataItem name="assignee"/></multiInstanceLoopCharacteristics></userTask>
      <sequenceFlow id="f" sourceRef="s" targetRef="u"/>`);
    expect(problems).toEqual([]);
    expect(model.nodes.get('u')!.multiInstance).toMatchObject({ collection: 'assigneeList', elementVariable: 'assignee', elementIndexVariable: 'idx' });
  });

  it('lets the standard elements win over flowable:collection and flowable:elementVariable, as Flowable reads them', async () => {
    const { model } = await compile(`<startEvent id="s"/><userTask id="u"><multiInstanceLoopCharacteristics flowable:collection="a" flowable:elementVariable="x"><loopDataInputRef>b</loopDataInputRef><inputDataItem name="y"/></multiInstanceLoopCharacteristics></userTask>
      <sequenceFlow id="f" sourceRef="s" targetRef="u"/>`);
    expect(model.nodes.get('u')!.multiInstance).toMatchObject({ collection: 'b', elementVariable: 'y', elementIndexVariable: null });
  });
});
