// @vitest-environment node
// The panel's read/write logic on real moddle objects (bpmn-moddle 10 + our flowable descriptor):
// each property is set, written to XML, read back from that XML and shown again; clearing removes
// the attribute from the XML; each edit is one write (one undo step in the designer).
import { describe, expect, it } from 'vitest';
import { parse, roundTrip } from '../testkit';
import {
  ASYNC,
  attributeFieldsOf,
  BUSINESS_RULE_FIELDS,
  readAttributes,
  SCRIPT_TASK_FIELDS,
  SERVICE_TASK_FIELDS,
  SIMPLE_TASK_FIELDS,
  START_EVENT_FIELDS,
  USER_TASK_FIELDS,
  writeAttributes,
  type AttrField,
} from '../../../../web/designer/properties/attributes';
import { readCondition, writeCondition } from '../../../../web/designer/properties/flow';
import { checkId, processOf, readGeneral, readProcess, writeDocumentation, writeId, writeName, writeProcess } from '../../../../web/designer/properties/general';
import { counting, sample, XML } from '../../../../web/designer/properties/propertyKit';

describe('general properties', () => {
  it('id, name and documentation round-trip; an empty name or documentation is removed', async () => {
    const p = await parse(XML);
    writeId(p.writer, p.el('approve'), ' check ');
    writeName(p.writer, p.el('check'), '部门审批');
    writeDocumentation(p.writer, p.el('check'), '部门经理审批请假');
    const back = await roundTrip(p);
    expect(readGeneral(back.el('check'))).toEqual({ id: 'check', name: '部门审批', documentation: '部门经理审批请假' });

    writeName(back.writer, back.el('check'), '   ');
    writeDocumentation(back.writer, back.el('check'), '');
    const cleared = await roundTrip(back);
    expect(cleared.xml).toMatch(/<userTask id="check"\s*\/>/);
    expect(readGeneral(cleared.el('check'))).toEqual({ id: 'check', name: '', documentation: '' });
  });

  it('ids are required and must be XML names', () => {
    expect(checkId('')).toBe('idRequired');
    expect(checkId('  ')).toBe('idRequired');
    expect(checkId('1abc')).toBe('idFormat');
    expect(checkId('a b')).toBe('idFormat');
    expect(checkId('Process_1.x-y')).toBeNull();
  });
});

describe('process', () => {
  it('id (process code), name and flowable:processCategory round-trip in one write; clearing the category removes it', async () => {
    const p = await parse(XML);
    const { writer, counter } = counting(p.writer);
    writeProcess(writer, processOf(p.definitions), { id: 'leave2', name: '请假流程', category: 'oa' });
    expect(counter.writes).toBe(1);
    const back = await roundTrip(p);
    expect(back.xml).toContain('flowable:processCategory="oa"');
    expect(readProcess(processOf(back.definitions))).toEqual({ id: 'leave2', name: '请假流程', category: 'oa' });

    writeProcess(back.writer, processOf(back.definitions), { category: '' });
    const cleared = await roundTrip(back);
    expect(cleared.xml).not.toContain('processCategory');
    expect(readProcess(processOf(cleared.definitions)).category).toBe('');
  });
});

describe('attributes of each element type', () => {
  const cases: Array<[string, AttrField[]]> = [
    ['start', START_EVENT_FIELDS],
    ['approve', USER_TASK_FIELDS],
    ['service', SERVICE_TASK_FIELDS],
    ['script', SCRIPT_TASK_FIELDS],
    ['manual', SIMPLE_TASK_FIELDS],
    ['receive', SIMPLE_TASK_FIELDS],
    ['send', SIMPLE_TASK_FIELDS],
    ['rule', BUSINESS_RULE_FIELDS],
    ['gw', [ASYNC]],
    ['fork', [ASYNC]],
  ];
  it.each(cases)('%s: every attribute round-trips and clearing removes it from the XML', async (id, fields) => {
    const p = await parse(XML);
    expect(attributeFieldsOf(p.el(id)).map((f) => f.key)).toEqual(fields.map((f) => f.key));
    const values = Object.fromEntries(fields.map((f, i) => [f.key, sample(f, i)]));
    const { writer, counter } = counting(p.writer);
    writeAttributes(writer, p.el(id), values);
    expect(counter.writes).toBe(1);
    const back = await roundTrip(p);
    for (const f of fields) expect(back.xml).toContain(`${f.key}="${String(values[f.key])}"`);
    expect(readAttributes(back.el(id), fields)).toEqual(values);

    writeAttributes(back.writer, back.el(id), Object.fromEntries(fields.map((f) => [f.key, f.kind === 'bool' ? false : ''])));
    const cleared = await roundTrip(back);
    for (const f of fields) expect(cleared.xml).not.toContain(`${f.key}=`);
  });

  it('the sequence flow: skipExpression, and the condition as a bpmn:FormalExpression', async () => {
    const p = await parse(XML);
    writeAttributes(p.writer, p.el('f2'), { 'flowable:skipExpression': '${skip}' });
    writeCondition(p.writer, p.el('f2'), '${amount > 1000}');
    const back = await roundTrip(p);
    expect(back.xml).toMatch(/<conditionExpression xsi:type="tFormalExpression">\$\{amount &gt; 1000\}<\/conditionExpression>/);
    expect(readCondition(back.el('f2'))).toBe('${amount > 1000}');
    expect(readAttributes(back.el('f2'), attributeFieldsOf(back.el('f2')))).toEqual({ 'flowable:skipExpression': '${skip}' });

    writeCondition(back.writer, back.el('f2'), ' ');
    const cleared = await roundTrip(back);
    expect(cleared.xml).not.toContain('conditionExpression');
  });
});

