// What a save refuses: the process needs its id (process code), name and category;
// every user task needs a name. The first problem is answered with the element to show.
import type { MessageKey } from '../strings';
import { checkId, processOf, readProcess } from './general';
import { isA, textOf, type Bo } from './moddle';

export interface SaveProblem {
  message: MessageKey;
  /** the element to select (null: the process itself) */
  elementId: string | null;
}

/** Every flow element of a container and of the sub-processes inside it. */
export function* flowElementsOf(container: Bo): Generator<Bo> {
  for (const el of container?.get?.('flowElements') ?? []) {
    yield el;
    if (isA(el, 'bpmn:SubProcess')) yield* flowElementsOf(el);
  }
}

export function checkForSave(definitions: Bo): SaveProblem | null {
  const process = processOf(definitions);
  if (!process) return { message: 'idRequired', elementId: null };
  const p = readProcess(process);
  const idProblem = checkId(p.id);
  if (idProblem) return { message: idProblem, elementId: null };
  if (!p.name.trim()) return { message: 'processNameRequired', elementId: null };
  if (!p.category.trim()) return { message: 'categoryRequired', elementId: null };
  for (const el of flowElementsOf(process)) {
    if (isA(el, 'bpmn:UserTask') && !textOf(el, 'name').trim()) return { message: 'taskNameRequired', elementId: el.id ?? null };
  }
  return null;
}
