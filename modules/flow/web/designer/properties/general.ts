// Properties every element has: id, name, documentation; the process's own (id = process code,
// name, category) and what a save needs of them.
import type { MessageKey } from '../strings';
import { cleared, isA, textOf, type Bo, type PropertyWriter } from './moddle';

export interface GeneralProps {
  id: string;
  name: string;
  documentation: string;
}

export function readGeneral(bo: Bo): GeneralProps {
  const docs: Bo[] = bo.get('documentation') ?? [];
  return { id: textOf(bo, 'id'), name: textOf(bo, 'name'), documentation: docs.map((d) => d.text ?? '').join('\n') };
}

/** A process code Flowable and the save call accept: a letter or _ first, then letters, digits, _ . - */
export const PROCESS_ID = /^[A-Za-z_][\w.-]*$/;

/** An element id must be present and an XML id (NCName): what the save call and BPMN accept. */
export function checkId(id: string): MessageKey | null {
  const t = id.trim();
  if (!t) return 'idRequired';
  return PROCESS_ID.test(t) ? null : 'idFormat';
}

export function writeId(w: PropertyWriter, bo: Bo, id: string): void {
  w.update(bo, { id: id.trim() });
}

export function writeName(w: PropertyWriter, bo: Bo, name: string): void {
  w.update(bo, { name: cleared(name) });
}

export function writeDocumentation(w: PropertyWriter, bo: Bo, text: string): void {
  const t = cleared(text);
  w.update(bo, { documentation: t ? [w.moddle.create('bpmn:Documentation', { text: t })] : undefined });
}

// ---- the process ---------------------------------------------------------------------------------

/** The process the diagram draws: the first bpmn:Process, or the first participant's process. */
export function processOf(definitions: Bo): Bo | null {
  const roots: Bo[] = definitions?.get?.('rootElements') ?? [];
  const collaboration = roots.find((r) => isA(r, 'bpmn:Collaboration'));
  const participant = collaboration?.get('participants')?.find((p: Bo) => p.processRef);
  return participant?.processRef ?? roots.find((r) => isA(r, 'bpmn:Process')) ?? null;
}

export interface ProcessProps {
  id: string;
  name: string;
  category: string;
}

export const CATEGORY = 'flowable:processCategory';

export function readProcess(process: Bo): ProcessProps {
  return { id: textOf(process, 'id'), name: textOf(process, 'name'), category: textOf(process, CATEGORY) };
}

export function writeProcess(w: PropertyWriter, process: Bo, patch: Partial<ProcessProps>): void {
  const props: Record<string, unknown> = {};
  if (patch.id !== undefined) props.id = patch.id.trim();
  if (patch.name !== undefined) props.name = cleared(patch.name);
  if (patch.category !== undefined) props[CATEGORY] = cleared(patch.category);
  w.update(process, props);
}
