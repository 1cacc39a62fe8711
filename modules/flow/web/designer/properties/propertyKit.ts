// Shared by the property tests: a process with one element of each kind, and a writer that counts
// its writes (each panel edit must be exactly one).
import type { AttrField } from './attributes';
import type { PropertyWriter } from './moddle';

export const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="http://www.flowable.org/processdef">
  <process id="leave" name="请假" isExecutable="true">
    <startEvent id="start" />
    <userTask id="approve" name="审批" />
    <serviceTask id="service" />
    <scriptTask id="script" />
    <manualTask id="manual" />
    <receiveTask id="receive" />
    <sendTask id="send" />
    <businessRuleTask id="rule" />
    <exclusiveGateway id="gw" />
    <parallelGateway id="fork" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <sequenceFlow id="f2" sourceRef="approve" targetRef="gw" />
  </process>
</definitions>`;

export function counting(w: PropertyWriter) {
  const counter = { writes: 0 };
  const writer: PropertyWriter = {
    moddle: w.moddle,
    update(target, props) {
      counter.writes++;
      w.update(target, props);
    },
  };
  return { writer, counter };
}

export const sample = (f: AttrField, i: number): string | boolean => (f.kind === 'bool' ? true : f.kind === 'select' ? f.options![i % f.options!.length] : `v${i}-${f.key}`);

