// BPMN XML in and out: bpmn-moddle with our `flowable` descriptor (flowable.json, uri
// http://flowable.org/bpmn), so the Flowable attributes and extension elements the designer and the
// engine use are typed properties, and every other namespaced attribute or element (activiti:,
// flowable modeler dockers, colours) is kept as it came and written back unchanged.
// The descriptor redefines the standard multi-instance loopDataInputRef as text: Flowable files name
// a process variable there, not an element id, and a reference nobody resolves would be dropped.
import { BpmnModdle } from 'bpmn-moddle';
import flowable from './flowable.json';

// biome-ignore lint/suspicious/noExplicitAny: the moddle object model is untyped
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
  const { rootElement, warnings, elementsById } = await moddle().fromXML(xml);
  const left = (warnings ?? []).filter((w: UnresolvedWarning) => !resolvePrefixed(w, elementsById ?? {}));
  return { definitions: rootElement, warnings: left.map((w: { message: string }) => w.message) };
}

interface UnresolvedWarning {
  message: string;
  element?: ModdleElement;
  property?: string;
  value?: unknown;
}

/**
 * A reference written as a QName (messageRef="tns:newInvoice") names the element of that id in the
 * file, as Flowable reads it; bpmn-moddle looks the whole text up and leaves it unresolved.
 */
function resolvePrefixed(w: UnresolvedWarning, byId: Record<string, ModdleElement>): boolean {
  if (!w.element || !w.property || typeof w.value !== 'string' || !w.value.includes(':')) return false;
  const target = byId[w.value.slice(w.value.indexOf(':') + 1)];
  if (!target || w.element.$descriptor?.propertiesByName?.[w.property]?.isMany) return false;
  w.element.set(w.property, target);
  return true;
}

export async function writeBpmn(definitions: ModdleElement): Promise<string> {
  const { xml } = await moddle().toXML(definitions, { format: true });
  return asFormalExpressions(xml);
}

/**
 * bpmn-moddle writes the formal expression of a resource role (humanPerformer, potentialOwner) as
 * `<expression xsi:type="tFormalExpression">`; valid BPMN, but Flowable reads only the
 * `<formalExpression>` element there and would lose the assignment. Write the element name.
 */
function asFormalExpressions(xml: string): string {
  return xml.replace(/<((?:[\w-]+:)?)expression xsi:type="(?:[\w-]+:)?tFormalExpression"(\s*\/>|[^>]*>[\s\S]*?<\/\1expression>)/g, (_m, prefix: string, rest: string) =>
    `<${prefix}formalExpression${rest.endsWith('/>') && !rest.includes('</') ? rest : rest.replace(new RegExp(`</${prefix}expression>$`), `</${prefix}formalExpression>`)}`,
  );
}
