// BPMN XML in and out: bpmn-moddle with our `flowable` descriptor (flowable.json, uri
// http://flowable.org/bpmn), so the Flowable attributes and extension elements the designer and the
// engine use are typed properties, and every other namespaced attribute or element (activiti:,
// flowable modeler dockers, colours) is kept as it came and written back unchanged.
import { BpmnModdle } from 'bpmn-moddle';
import flowable from './flowable.json';

// biome-ignore lint: the moddle object model is untyped
export type ModdleElement = any;

export interface ParsedBpmn {
  definitions: ModdleElement;
  /** what the parser could not place (unknown elements are kept; these are the real problems) */
  warnings: string[];
}

function moddle() {
  return new BpmnModdle({ flowable });
}

export async function parseBpmn(xml: string): Promise<ParsedBpmn> {
  const { rootElement, warnings } = await moddle().fromXML(xml);
  return { definitions: rootElement, warnings: (warnings ?? []).map((w: { message: string }) => w.message) };
}

export async function writeBpmn(definitions: ModdleElement): Promise<string> {
  const { xml } = await moddle().toXML(definitions, { format: true });
  return xml;
}
