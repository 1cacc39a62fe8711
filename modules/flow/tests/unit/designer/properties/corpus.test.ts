// @vitest-environment node
// Every file of the shared BPMN corpus (RuoYi, Flowable, bpmn-io, Camunda files written by others)
// goes through every property reader without throwing, and the readers show what the files hold.
// Opening a file (prepareXml: ids and a diagram where missing) and saving it again keeps every
// extension attribute and element (flowable:, and the legacy activiti:/camunda: ones as foreign).
import { describe, expect, it } from 'vitest';
import { prepareXml } from '../../../../web/designer/layout/prepare';
import { corpusFiles, extensionFootprint, newModdle, parse, readCorpus, toXml } from '../testkit';
import { attributeFieldsOf, readAttributes } from '../../../../web/designer/properties/attributes';
import { readCondition } from '../../../../web/designer/properties/flow';
import { processOf, readGeneral, readProcess } from '../../../../web/designer/properties/general';
import { readListeners } from '../../../../web/designer/properties/listeners';
import { isA, type Bo } from '../../../../web/designer/properties/moddle';
import { readMultiInstance } from '../../../../web/designer/properties/multiInstance';
import { readSignals } from '../../../../web/designer/properties/signals';
import { flowElementsOf } from '../../../../web/designer/properties/validate';
import { readAssignment, readCopy } from '../../../../web/designer/properties/userTask';

/** What the panel would show for every element of a file. */
function panelView(definitions: Bo) {
  const process = processOf(definitions);
  const view: Record<string, Record<string, unknown>> = { [process.id]: { ...readProcess(process), executionListeners: readListeners(process, 'execution') } };
  for (const el of flowElementsOf(process)) {
    const v: Record<string, unknown> = { ...readGeneral(el), ...readAttributes(el, attributeFieldsOf(el)), executionListeners: readListeners(el, 'execution') };
    if (isA(el, 'bpmn:UserTask')) Object.assign(v, { assignment: readAssignment(el), copy: readCopy(el), taskListeners: readListeners(el, 'task') });
    if (isA(el, 'bpmn:Activity')) v.multiInstance = readMultiInstance(el);
    if (isA(el, 'bpmn:SequenceFlow')) v.condition = readCondition(el);
    view[el.id ?? `(no id) ${el.$type}`] = v;
  }
  return { view, signals: readSignals(definitions) };
}

const files = corpusFiles();

describe('the corpus in the property readers', () => {
  it('holds the 22 files', () => {
    expect(files).toHaveLength(22);
  });

  it.each(files)('%s: every element reads without throwing', async (file) => {
    const p = await parse(readCorpus(file));
    const { view } = panelView(p.definitions);
    expect(Object.keys(view).length).toBeGreaterThan(2);
  });

  const show = async (file: string) => panelView((await parse(readCorpus(file))).definitions).view;
  const named = (fragment: string) => files.find((f) => f.includes(fragment))!;

  it('RuoYi leave2: fixed assignee, candidate groups that are neither ROLE nor DEPT, the form key', async () => {
    const v = await show(named('leave2'));
    expect(v.Activity_19b1i4j['flowable:formKey']).toBe('static:1');
    expect(v.Activity_0r8rs5v.assignment).toEqual({ userType: 'assignee', dataType: 'fixed', value: '1' });
    expect(v.Activity_0iw78d3.assignment).toEqual({ userType: 'candidateGroups', dataType: 'fixed', value: '1,2,3,4' });
  });

  it('RuoYi leave5: sequential and parallel countersign over a collection', async () => {
    const v = await show(named('leave5'));
    expect(v.Activity_0dvsmdc.multiInstance).toEqual({ mode: 'sequential', collection: 'userList', elementVariable: 'user', completionCondition: '' });
    expect(v.Activity_194idnn.multiInstance).toEqual({ mode: 'parallel', collection: 'userList2', elementVariable: 'user', completionCondition: '' });
    expect(v.Activity_194idnn.assignment).toMatchObject({ userType: 'assignee', dataType: 'dynamic', value: '${user}' });
  });

  it('RuoYi leave7: delegate-expression execution and task listeners', async () => {
    const v = await show(named('leave7'));
    const listeners = Object.values(v).flatMap((e) => [...((e.executionListeners as unknown[]) ?? []), ...((e.taskListeners as unknown[]) ?? [])]);
    expect(listeners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'start', type: 'delegateExpression', value: '${testLeaveExecutionListener}' }),
        expect.objectContaining({ event: 'complete', type: 'delegateExpression', value: '${testLeaveTaskListener}' }),
      ]),
    );
  });

  it('Flowable usertaskmodel: assignee, candidates, due date, priority, form key, async, three task listener kinds', async () => {
    const v = await show(named('usertaskmodel'));
    const t = v.usertask;
    expect(t).toMatchObject({ 'flowable:dueDate': '2012-11-01', 'flowable:formKey': 'testKey', 'flowable:async': true, assignment: { userType: 'assignee', value: 'kermit' } });
    expect(t['flowable:priority']).not.toBe('');
    expect((t.taskListeners as Array<{ type: string; event: string }>).map((l) => `${l.event}:${l.type}`)).toEqual(['create:class', 'assignment:expression', 'complete:delegateExpression']);
  });

  it('Flowable ExecutionListenerJavaDelegate: task listeners with string fields, a listener on a flow, candidate users', async () => {
    const v = await show(named('ExecutionListenerJavaDelegate'));
    const tasks = Object.values(v).filter((e) => e.taskListeners);
    expect(tasks[0].assignment).toEqual({ userType: 'candidateUsers', dataType: 'fixed', value: 'ProductionManager,StationManager' });
    expect(tasks[0].taskListeners).toEqual([expect.objectContaining({ event: 'create', type: 'class', params: [{ type: 'stringValue', name: 'action', value: 'ProductionManager taskListener' }] })]);
    const flowListeners = Object.values(v).flatMap((e) => (e.condition !== undefined ? (e.executionListeners as Array<{ event: string }>) : []));
    expect(flowListeners.map((l) => l.event)).toEqual(['take']);
  });

  it('Flowable examples: the initiator and form key of a start event, a service task class, a completion condition', async () => {
    expect((await show(named('VacationRequest'))).request).toMatchObject({ 'flowable:initiator': 'employeeName', 'flowable:formKey': 'vacation-request' });
    expect((await show(named('serviceAndUserTask'))).task['flowable:class']).toBe('org.flowable.engine.test.logging.ServiceTaskLoggingTest$VariableServiceTaskDelegate');
    const mi = Object.values(await show(named('testParallelUserTasksCompletionCondition'))).find((e) => (e.multiInstance as { mode?: string })?.mode === 'parallel');
    expect((mi?.multiInstance as { completionCondition?: string } | undefined)?.completionCondition).toBe('${nrOfCompletedInstances/nrOfInstances >= 0.5}');
  });

  it('the budget demo: candidate groups from expressions read as dynamic', async () => {
    expect((await show(named('budgetProcess'))).deptLeaderApproval.assignment).toEqual({ userType: 'candidateGroups', dataType: 'dynamic', value: '${deptLeaderGroup}' });
  });
});

describe('the corpus opened and saved again', () => {
  it('the footprint notices a lost attribute, a lost field text and a prefix turned into another', () => {
    const xml = readCorpus(files.find((f) => f.includes('ExecutionListenerJavaDelegate'))!);
    const footprint = extensionFootprint(xml);
    expect(footprint.length).toBeGreaterThan(8);
    expect(extensionFootprint(xml.replace('flowable:candidateUsers="ProductionManager,StationManager"', ''))).not.toEqual(footprint);
    expect(extensionFootprint(xml.replace('ProductionManager taskListener', 'x'))).not.toEqual(footprint);
    expect(extensionFootprint(xml.replace('flowable:assignee=', 'activiti:assignee='))).not.toEqual(footprint);
  });

  it.each(files)('%s: keeps every extension attribute and element, and can be drawn', async (file) => {
    const original = readCorpus(file);
    const moddle = newModdle();
    const prepared = await prepareXml(original, moddle);
    const saved = await toXml(await parse(prepared));
    expect(extensionFootprint(saved)).toEqual(extensionFootprint(original));
    // a diagram for the process, and a drawn shape for each of its flow nodes
    const back = await parse(saved);
    const process = processOf(back.definitions);
    const planes = (back.definitions.get('diagrams') as Bo[]).map((d) => d.plane);
    expect(planes.some((pl) => pl.bpmnElement === process || pl.bpmnElement?.$instanceOf?.('bpmn:Collaboration'))).toBe(true);
    for (const el of flowElementsOf(process)) expect(el.id, `${file}: ${el.$type} has an id`).toBeTruthy();
  });

  it.each(files)('%s: once opened, every node of the process has a shape and every flow an edge', async (file) => {
    const p = await parse(await prepareXml(readCorpus(file), newModdle()));
    const process = processOf(p.definitions);
    const plane = (p.definitions.get('diagrams') as Bo[]).map((d) => d.plane).find((pl) => pl.bpmnElement === process);
    if (!plane) return expect(file).toContain('collapsed-sub-process'); // drawn through its collaboration's participant
    const drawn = new Set((plane.get('planeElement') as Bo[]).map((d) => d.bpmnElement?.id));
    for (const el of process.get('flowElements') as Bo[]) if (!isA(el, 'bpmn:DataObject')) expect(drawn.has(el.id), `${el.$type} ${el.id}`).toBe(true);
  });

  it('a file with a diagram and no holes is left byte for byte; one without gets a shape per node of the process and of its sub-processes', async () => {
    const named = (fragment: string) => files.find((f) => f.includes(fragment))!;
    const withDi = named('leave2');
    expect(await prepareXml(readCorpus(withDi), newModdle())).toBe(readCorpus(withDi));
    const noDi = named('test-process');
    const p = await parse(await prepareXml(readCorpus(noDi), newModdle()));
    const drawnIds = new Set((p.definitions.get('diagrams') as Bo[]).flatMap((d) => (d.plane.get('planeElement') as Bo[]).map((e) => e.bpmnElement?.id)));
    const elements = [...flowElementsOf(processOf(p.definitions))];
    expect(elements.filter((e) => isA(e, 'bpmn:SequenceFlow'))).toHaveLength(26);
    for (const el of elements) expect(drawnIds.has(el.id), el.id).toBe(true);
  });

  it('a holed diagram (a shape of a missing element) gets the undrawn end event, the boundary timer and their flows', async () => {
    const file = files.find((f) => f.includes('usertaskmodel'))!;
    const prepared = await prepareXml(readCorpus(file), newModdle());
    expect(prepared).not.toBe(readCorpus(file));
    for (const id of ['endEvent_di', 'escalationTimer_di', 'flow5_di']) expect(prepared).toContain(`id="${id}"`);
    expect(prepared).toContain('flowable:sourceDockerX="50.0"');
  });
});
