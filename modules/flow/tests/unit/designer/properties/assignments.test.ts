// @vitest-environment node
// The user task's assignment, listeners, multi-instance and signals on real moddle objects
// (bpmn-moddle 10 + our flowable descriptor): set, written to XML, read back; clearing removes the
// attribute; each edit is one write (one undo step in the designer).
import { describe, expect, it } from 'vitest';
import { parse, roundTrip } from '../testkit';
import { processOf } from '../../../../web/designer/properties/general';
import { checkListener, checkParam, readListeners, writeListeners, type Listener } from '../../../../web/designer/properties/listeners';
import { readMultiInstance, writeMultiInstance } from '../../../../web/designer/properties/multiInstance';
import { counting, XML } from '../../../../web/designer/properties/propertyKit';
import { addSignal, checkSignal, readSignals, removeSignal, updateSignal } from '../../../../web/designer/properties/signals';
import { joinGroups, readAssignment, readCopy, splitGroups, writeAssignment, writeCopy } from '../../../../web/designer/properties/userTask';

describe('user task assignment', () => {
  it('a fixed assignee, then candidate groups of roles and departments (ROLE/DEPT) replacing it in one write', async () => {
    const p = await parse(XML);
    writeAssignment(p.writer, p.el('approve'), { userType: 'assignee', dataType: 'fixed', value: '7' });
    let back = await roundTrip(p);
    for (const attr of ['flowable:userType="assignee"', 'flowable:dataType="fixed"', 'flowable:assignee="7"']) expect(back.xml).toContain(attr);
    expect(readAssignment(back.el('approve'))).toEqual({ userType: 'assignee', dataType: 'fixed', value: '7' });

    const groups = joinGroups({ roles: [3, 4], departments: [12], others: [] }).join(',');
    const { writer, counter } = counting(back.writer);
    writeAssignment(writer, back.el('approve'), { userType: 'candidateGroups', dataType: 'fixed', value: groups });
    expect(counter.writes).toBe(1);
    back = await roundTrip(back);
    expect(back.xml).toContain('flowable:candidateGroups="ROLE3,ROLE4,DEPT12"');
    expect(back.xml).not.toContain('flowable:assignee');
    expect(splitGroups(readAssignment(back.el('approve')).value.split(','))).toEqual({ roles: [3, 4], departments: [12], others: [] });
  });

  it('dynamic data: the assignee is a ${var} expression; candidate users are a comma list', async () => {
    const p = await parse(XML);
    writeAssignment(p.writer, p.el('approve'), { userType: 'assignee', dataType: 'dynamic', value: '${initiator}' });
    let back = await roundTrip(p);
    expect(readAssignment(back.el('approve'))).toEqual({ userType: 'assignee', dataType: 'dynamic', value: '${initiator}' });
    writeAssignment(back.writer, back.el('approve'), { userType: 'candidateUsers', dataType: 'fixed', value: '1,2' });
    back = await roundTrip(back);
    expect(back.xml).toContain('flowable:candidateUsers="1,2"');
    expect(back.xml).not.toContain('${initiator}');
    writeAssignment(back.writer, back.el('approve'), { userType: 'candidateUsers', dataType: 'fixed', value: '' });
    back = await roundTrip(back);
    expect(back.xml).not.toContain('candidateUsers=');
  });

  it('files without userType/dataType: the set attribute and a ${ say them', async () => {
    const p = await parse(XML.replace('<userTask id="approve" name="审批" />', '<userTask id="approve" flowable:candidateGroups="${deptLeaderGroup}" />'));
    expect(readAssignment(p.el('approve'))).toEqual({ userType: 'candidateGroups', dataType: 'dynamic', value: '${deptLeaderGroup}' });
  });

  it('groups: ROLE<id> and DEPT<id> are split out, anything else is kept', () => {
    const g = splitGroups(['ROLE1', 'management', 'DEPT20', '${x}', 'ROLEX']);
    expect(g).toEqual({ roles: [1], departments: [20], others: ['management', '${x}', 'ROLEX'] });
    expect(joinGroups(g)).toEqual(['management', '${x}', 'ROLEX', 'ROLE1', 'DEPT20']);
  });

  it('copy recipients: COPY_USER keeps user ids, COPY_ROLE keeps ROLE groups; switching removes the other; none removes all', async () => {
    const p = await parse(XML);
    writeCopy(p.writer, p.el('approve'), { type: 'COPY_USER', users: ['5', '6'], groups: ['ROLE1'] });
    let back = await roundTrip(p);
    expect(back.xml).toContain('flowable:copyUserType="COPY_USER"');
    expect(back.xml).toContain('flowable:copyCandidateUsers="5,6"');
    expect(back.xml).not.toContain('copyCandidateGroups');
    expect(readCopy(back.el('approve'))).toEqual({ type: 'COPY_USER', users: ['5', '6'], groups: [] });

    writeCopy(back.writer, back.el('approve'), { type: 'COPY_ROLE', users: ['5'], groups: ['ROLE1', 'ROLE2'] });
    back = await roundTrip(back);
    expect(readCopy(back.el('approve'))).toEqual({ type: 'COPY_ROLE', users: [], groups: ['ROLE1', 'ROLE2'] });
    expect(back.xml).not.toContain('copyCandidateUsers');

    writeCopy(back.writer, back.el('approve'), { type: '', users: [], groups: [] });
    back = await roundTrip(back);
    expect(back.xml).not.toContain('copy');
  });
});

describe('listeners', () => {
  const taskListener: Listener = {
    event: 'create',
    type: 'class',
    value: 'com.example.Notify',
    params: [
      { type: 'stringValue', name: 'channel', value: 'mail' },
      { type: 'expression', name: 'to', value: '${initiator}' },
    ],
  };
  const executionListener: Listener = { event: 'end', type: 'delegateExpression', value: '${audit}', params: [] };

  it('task and execution listeners with fields round-trip as flowable elements, each list in one write', async () => {
    const p = await parse(XML);
    const { writer, counter } = counting(p.writer);
    writeListeners(writer, p.el('approve'), 'task', [taskListener]);
    writeListeners(writer, p.el('approve'), 'execution', [executionListener]);
    expect(counter.writes).toBe(2);
    const back = await roundTrip(p);
    expect(back.xml).toContain('<flowable:taskListener event="create" class="com.example.Notify">');
    expect(back.xml).toContain('<flowable:field name="channel" stringValue="mail" />');
    expect(back.xml).toMatch(/<flowable:field name="to">\s*<flowable:expression>\$\{initiator\}<\/flowable:expression>/);
    expect(back.xml).toContain('<flowable:executionListener event="end" delegateExpression="${audit}" />');
    const strip = (l: Listener[]) => l.map(({ source: _s, ...rest }) => rest);
    expect(strip(readListeners(back.el('approve'), 'task'))).toEqual([taskListener]);
    expect(strip(readListeners(back.el('approve'), 'execution'))).toEqual([executionListener]);
  });

  it('editing one scope keeps the other scope, foreign extension elements and untouched listeners as they were', async () => {
    const p = await parse(
      XML.replace(
        '<userTask id="approve" name="审批" />',
        `<userTask id="approve" name="审批"><extensionElements>
          <flowable:taskListener event="create" class="A" onTransaction="committed"><flowable:field name="x"><flowable:string>kept</flowable:string></flowable:field></flowable:taskListener>
          <flowable:formProperty id="days" type="long" />
          <flowable:executionListener event="start" expression="\${a}" />
        </extensionElements></userTask>`,
      ),
    );
    const existing = readListeners(p.el('approve'), 'task');
    writeListeners(p.writer, p.el('approve'), 'task', [...existing, { event: 'complete', type: 'expression', value: '${done}', params: [] }]);
    const back = await roundTrip(p);
    expect(back.xml).toMatch(/<flowable:taskListener event="create" class="A" onTransaction="committed">\s*<flowable:field name="x">\s*<flowable:string>kept<\/flowable:string>/);
    expect(back.xml).toContain('<flowable:taskListener event="complete" expression="${done}" />');
    expect(back.xml).toContain('<flowable:formProperty id="days" type="long" />');
    expect(readListeners(back.el('approve'), 'execution').map((l) => l.value)).toEqual(['${a}']);

    // removing every task listener keeps the rest
    writeListeners(back.writer, back.el('approve'), 'task', []);
    const removed = await roundTrip(back);
    expect(removed.xml).not.toContain('taskListener');
    expect(removed.xml).toContain('formProperty');
  });

  it('the dialogs refuse a listener without event, type or class name, and parameters without type, name or value', () => {
    const ok: Listener = { event: 'start', type: 'class', value: 'A', params: [] };
    expect(checkListener(ok)).toBeNull();
    expect(checkListener({ ...ok, event: '' })).toBe('selectEvent');
    expect(checkListener({ ...ok, type: '' })).toBe('selectType');
    expect(checkListener({ ...ok, value: ' ' })).toBe('enterClass');
    expect(checkListener({ ...ok, type: 'expression', value: '' })).toBe('enterExpression');
    expect(checkParam({ type: '', name: 'a', value: 'b' })).toBe('selectParamType');
    expect(checkParam({ type: 'stringValue', name: '', value: 'b' })).toBe('enterParamName');
    expect(checkParam({ type: 'expression', name: 'a', value: '' })).toBe('enterParamValue');
    expect(checkParam({ type: 'expression', name: 'a', value: 'b' })).toBeNull();
  });
});

describe('multi-instance', () => {
  it('parallel then sequential, in place (cardinality kept), then removed', async () => {
    const p = await parse(
      XML.replace(
        '<userTask id="approve" name="审批" />',
        '<userTask id="approve" name="审批"><multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>${3}</loopCardinality></multiInstanceLoopCharacteristics></userTask>',
      ),
    );
    writeMultiInstance(p.writer, p.el('approve'), { mode: 'sequential', collection: '${approvers}', elementVariable: 'approver', completionCondition: '${nrOfCompletedInstances/nrOfInstances >= 0.5}' });
    let back = await roundTrip(p);
    expect(back.xml).toContain('isSequential="true" flowable:collection="${approvers}" flowable:elementVariable="approver"');
    expect(back.xml).toContain('<loopCardinality>${3}</loopCardinality>');
    expect(readMultiInstance(back.el('approve'))).toEqual({ mode: 'sequential', collection: '${approvers}', elementVariable: 'approver', completionCondition: '${nrOfCompletedInstances/nrOfInstances >= 0.5}' });

    writeMultiInstance(back.writer, back.el('approve'), { mode: 'none', collection: '', elementVariable: '', completionCondition: '' });
    back = await roundTrip(back);
    expect(back.xml).not.toContain('multiInstanceLoopCharacteristics');
    expect(readMultiInstance(back.el('approve')).mode).toBe('none');
  });

  it('a new parallel multi-instance (会签) on a task that had none; clearing the condition removes it', async () => {
    const p = await parse(XML);
    writeMultiInstance(p.writer, p.el('approve'), { mode: 'parallel', collection: 'users', elementVariable: 'user', completionCondition: '${pass}' });
    let back = await roundTrip(p);
    expect(readMultiInstance(back.el('approve'))).toEqual({ mode: 'parallel', collection: 'users', elementVariable: 'user', completionCondition: '${pass}' });
    writeMultiInstance(back.writer, back.el('approve'), { mode: 'parallel', collection: 'users', elementVariable: '', completionCondition: '' });
    back = await roundTrip(back);
    expect(back.xml).not.toContain('completionCondition');
    expect(back.xml).not.toContain('elementVariable');
  });
});

describe('signals', () => {
  it('are added to the definitions with scope, id and name, edited in place and removed', async () => {
    const p = await parse(XML);
    addSignal(p.writer, p.definitions, { id: 'Signal_go', name: '开始', scope: 'global' });
    let back = await roundTrip(p);
    expect(back.xml).toMatch(/<signal id="Signal_go" name="开始" flowable:scope="global" \/>/);
    const [s] = readSignals(back.definitions);
    expect(s).toMatchObject({ id: 'Signal_go', name: '开始', scope: 'global' });

    updateSignal(back.writer, s.source, { ...s, name: '出发', scope: 'processInstance' });
    back = await roundTrip(back);
    expect(readSignals(back.definitions)).toMatchObject([{ id: 'Signal_go', name: '出发', scope: 'processInstance' }]);

    removeSignal(back.writer, back.definitions, readSignals(back.definitions)[0].source);
    back = await roundTrip(back);
    expect(back.xml).not.toContain('<signal');
    expect(processOf(back.definitions).id).toBe('leave');
  });

  it('need an id that no other signal has, and a name', async () => {
    const p = await parse(XML);
    addSignal(p.writer, p.definitions, { id: 'S1', name: 'a', scope: '' });
    const all = readSignals(p.definitions);
    expect(checkSignal({ id: '', name: 'x', scope: '' }, all)).toBe('idRequired');
    expect(checkSignal({ id: 'S1', name: 'x', scope: '' }, all)).toBe('idTaken');
    expect(checkSignal({ ...all[0], name: 'renamed' }, all)).toBeNull();
    expect(checkSignal({ id: 'S2', name: ' ', scope: '' }, all)).toBe('enterSignalName');
  });
});
