// Signal definitions (bpmn:Signal among the definitions' root elements): id, name and
// flowable:scope (global, or only the process instance that throws it). Catch and throw events
// refer to them by object, so an edit changes the signal in place; add and remove swap the list.
import type { MessageKey } from '../strings';
import { cleared, isA, textOf, type Bo, type PropertyWriter } from './moddle';

export const SIGNAL_SCOPES = ['global', 'processInstance'] as const;
export type SignalScope = (typeof SIGNAL_SCOPES)[number];

export interface Signal {
  id: string;
  name: string;
  scope: SignalScope | '';
  source?: Bo;
}

const SCOPE = 'flowable:scope';

export function readSignals(definitions: Bo): Signal[] {
  const roots: Bo[] = definitions.get('rootElements') ?? [];
  return roots
    .filter((r) => isA(r, 'bpmn:Signal'))
    .map((s) => {
      const scope = textOf(s, SCOPE);
      return { id: textOf(s, 'id'), name: textOf(s, 'name'), scope: scope === 'global' || scope === 'processInstance' ? scope : '', source: s };
    });
}

const props = (s: Signal) => ({ id: s.id.trim(), name: cleared(s.name), [SCOPE]: s.scope || undefined });

export function addSignal(w: PropertyWriter, definitions: Bo, s: Signal): void {
  const signal = w.moddle.create('bpmn:Signal', Object.fromEntries(Object.entries(props(s)).filter(([, v]) => v !== undefined)));
  w.update(definitions, { rootElements: [...(definitions.get('rootElements') ?? []), signal] });
}

export function updateSignal(w: PropertyWriter, signal: Bo, s: Signal): void {
  w.update(signal, props(s));
}

export function removeSignal(w: PropertyWriter, definitions: Bo, signal: Bo): void {
  w.update(definitions, { rootElements: (definitions.get('rootElements') ?? []).filter((r: Bo) => r !== signal) });
}

/** Id and name are required; the id must not be taken by another signal. */
export function checkSignal(s: Signal, all: readonly Signal[]): MessageKey | null {
  const id = s.id.trim();
  if (!id) return 'idRequired';
  if (!/^[A-Za-z_][\w.-]*$/.test(id)) return 'idFormat';
  if (all.some((o) => o.source !== s.source && o.id === id)) return 'idTaken';
  if (!s.name.trim()) return 'enterSignalName';
  return null;
}
