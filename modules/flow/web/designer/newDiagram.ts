// A new diagram: one process with a generated code (Process_xxxxxxxx) and name, holding exactly one
// start event, drawn; the flowable namespace is declared so attributes written later need nothing else.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Process_ and 8 random characters (a letter first is not needed: the prefix is one). */
export function newProcessId(random: () => number = Math.random): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return `Process_${s}`;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function newDiagramXml(process: { id: string; name: string }): string {
  const id = escapeXml(process.id);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_${id}" targetNamespace="http://www.flowable.org/processdef">
  <bpmn:process id="${id}" name="${escapeXml(process.name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
