// What the detail page reads from a deployed BPMN XML: the process key and its user task nodes (a
// namespace-agnostic walk of the DOM: the prefix may be bpmn:, bpmn2: or none). Light on purpose:
// bpmn-moddle stays with the designer and the viewer.
export interface ProcessOutline {
  /** the process element's id (the definition's key); null when the XML has none */
  key: string | null;
  userTasks: Array<{ id: string; name: string | null }>;
}

const BPMN_MODEL = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

export function outlineOf(xml: string): ProcessOutline {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return { key: null, userTasks: [] };
  const byName = (name: string) => [...doc.getElementsByTagNameNS(BPMN_MODEL, name)];
  const process = byName('process')[0];
  const userTasks = byName('userTask')
    .map((el) => ({ id: el.getAttribute('id') ?? '', name: el.getAttribute('name') || null }))
    .filter((n) => n.id);
  return { key: process?.getAttribute('id') ?? null, userTasks };
}
