// Every BPMN file of the corpus (modules/flow/tests/fixtures/bpmn-corpus: Flowable's, RuoYi's, bpmn-js', Camunda's)
// parses with our flowable descriptor and writes back without losing a Flowable attribute or
// extension element (nor the activiti: ones older files carry).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBpmn, writeBpmn } from '../../../engine/bpmn/moddle';

const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/bpmn-corpus');
const files = fs.readdirSync(CORPUS).filter((f) => /\.(bpmn|xml)$/.test(f));

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#10;/g, '\n').replace(/&amp;/g, '&');
/** `prefix:name="value"` attributes, decoded, as a multiset */
function extensionAttrs(xml: string, prefix: string): string[] {
  return [...xml.matchAll(new RegExp(`\\s${prefix}:([A-Za-z]+)="([^"]*)"`, 'g'))].map((m) => `${m[1]}=${decode(m[2])}`).sort();
}
/** `<prefix:element` openings, as a multiset */
function extensionElements(xml: string, prefix: string): string[] {
  return [...xml.matchAll(new RegExp(`<${prefix}:([A-Za-z]+)`, 'g'))].map((m) => m[1]).sort();
}

describe('BPMN corpus round trip', () => {
  it('has files to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  for (const file of files) {
    it(file, async () => {
      const source = fs.readFileSync(path.join(CORPUS, file), 'utf8');
      const { definitions, warnings } = await parseBpmn(source);
      // an attribute in the element's own namespace is the element's plain attribute: Flowable reads
      // <flowable:customResource flowable:name="x"> and name="x" alike, and it is written plain
      const xml = source.replace(/(<flowable:customResource\s+)flowable:name=/g, '$1name=');
      // nothing dropped: an attribute the descriptor does not type is kept as it came (the
      // comparison below), a reference to an element the file lacks is the file's own fault
      expect(warnings.filter((w) => !/^(unresolved reference|unknown attribute)/.test(w))).toEqual([]);
      expect(definitions.rootElements.length).toBeGreaterThan(0);
      const out = await writeBpmn(definitions);
      for (const prefix of ['flowable', 'activiti', 'camunda']) {
        expect(extensionAttrs(out, prefix), `${prefix} attributes`).toEqual(extensionAttrs(xml, prefix));
        expect(extensionElements(out, prefix), `${prefix} elements`).toEqual(extensionElements(xml, prefix));
      }
      // and it reads back the same
      const again = await parseBpmn(out);
      expect(await writeBpmn(again.definitions)).toBe(out);
    });
  }

  it('types the Flowable properties the engine reads', async () => {
    const xml = fs.readFileSync(path.join(CORPUS, 'dromara__RuoYi-Vue-Plus__请假流程(监听)-leave7.bpmn20.xml'), 'utf8');
    const { definitions } = await parseBpmn(xml);
    const process = definitions.rootElements.find((e: { $type: string }) => e.$type === 'bpmn:Process');
    const task = process.flowElements.find((e: { id: string }) => e.id === 'Activity_129ysv4');
    expect(task.assignee).toBe('1');
    const [listener] = task.extensionElements.values;
    expect(listener).toMatchObject({ $type: 'flowable:ExecutionListener', event: 'start', delegateExpression: '${testLeaveExecutionListener}' });
  });
});

describe('typed Flowable attributes the corpus lacks', () => {
  it('reads a signal’s flowable:scope and a business-rule task’s rules as typed properties and writes them back', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <signal id="sp" name="priceChanged" flowable:scope="processInstance"/>
  <process id="p"><businessRuleTask id="r" flowable:ruleVariablesInput="\${order}" flowable:rules="discount,tax" flowable:resultVariable="price" flowable:exclude="true"/></process>
</definitions>`;
    const { definitions, warnings } = await parseBpmn(xml);
    expect(warnings).toEqual([]);
    const signal = definitions.rootElements.find((e: { $type: string }) => e.$type === 'bpmn:Signal');
    expect(signal.scope).toBe('processInstance');
    const rule = definitions.rootElements.find((e: { $type: string }) => e.$type === 'bpmn:Process').flowElements[0];
    expect({ input: rule.ruleVariablesInput, rules: rule.rules, exclude: rule.exclude }).toEqual({ input: '${order}', rules: 'discount,tax', exclude: true });
    const written = await writeBpmn(definitions);
    expect(extensionAttrs(written, 'flowable')).toEqual(extensionAttrs(xml, 'flowable'));
  });
});

describe('standard multi-instance data', () => {
  it('keeps loopDataInputRef (a variable name, not an element id), inputDataItem and flowable:elementIndexVariable on save', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="p"><userTask id="u" flowable:assignee="\${assignee}"><multiInstanceLoopCharacteristics isSequential="true" flowable:elementIndexVariable="idx"><loopDataInputRef>assigneeList</loopDataInputRef><inputDataItem name="assignee"/></multiInstanceLoopCharacteristics></userTask></process>
</definitions>`;
    const { definitions, warnings } = await parseBpmn(xml);
    expect(warnings).toEqual([]);
    const out = await writeBpmn(definitions);
    expect(out).toContain('<loopDataInputRef>assigneeList</loopDataInputRef>');
    expect(out).toContain('<inputDataItem name="assignee" />');
    expect(out).toContain('flowable:elementIndexVariable="idx"');
    expect(await writeBpmn((await parseBpmn(out)).definitions)).toBe(out);
  });
});
