// What opening a file does before bpmn-js sees it. Files written by hand or by engines' tests often
// carry no diagram (BPMNDI) and sometimes flows without ids; some diagrams have holes. bpmn-js can
// only show what has ids and shapes, so: missing ids are given, a missing diagram is laid out
// (autoLayout.ts), a holed one completed (repair.ts). A file that needs none of it opens byte for byte.
import { processOf } from '../properties/general';
import { isA, type Bo, type ModdleFactory } from '../properties/moddle';
import { layoutPlane } from './autoLayout';
import { NoProcessError } from './errors';
import { repairPlane } from './repair';

export interface XmlModdle extends ModdleFactory {
  fromXML(xml: string, type?: string): Promise<{ rootElement: Bo }>;
  toXML(element: Bo, options?: { format?: boolean }): Promise<{ xml: string }>;
}

export { NoProcessError };

function collectIds(container: Bo, out = new Set<string>()): Set<string> {
  if (container.id) out.add(container.id);
  for (const el of container.get('flowElements') ?? []) collectIds(el, out);
  return out;
}

/** Gives every flow element (in sub-processes too) an id; answers whether one was missing. */
export function ensureIds(container: Bo, taken: Set<string> = collectIds(container)): boolean {
  let added = false;
  for (const el of container.get('flowElements') ?? []) {
    if (!el.id) {
      const base = String(el.$type).split(':')[1] ?? 'Element';
      let n = 1;
      while (taken.has(`${base}_${n}`)) n++;
      el.id = `${base}_${n}`;
      taken.add(el.id);
      added = true;
    }
    if (isA(el, 'bpmn:SubProcess') && ensureIds(el, taken)) added = true;
  }
  return added;
}

/** The XML to open (see above); rejects when it is not BPMN XML or holds no process. */
export async function prepareXml(xml: string, moddle: XmlModdle): Promise<string> {
  const { rootElement: definitions } = await moddle.fromXML(xml, 'bpmn:Definitions');
  const process = processOf(definitions);
  if (!process) throw new NoProcessError();
  let changed = ensureIds(process);
  const diagrams: Bo[] = definitions.get('diagrams') ?? [];
  if (!diagrams.length) {
    const drawn: Bo[] = [];
    layoutPlane(moddle, process, drawn);
    definitions.set('diagrams', drawn);
    changed = true;
  } else {
    const plane = diagrams.map((d) => d.plane).find((p) => p?.bpmnElement === process);
    if (plane && repairPlane(moddle, plane, process)) changed = true;
  }
  return changed ? (await moddle.toXML(definitions, { format: true })).xml : xml;
}
