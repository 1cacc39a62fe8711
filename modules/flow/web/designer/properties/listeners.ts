// Execution listeners (any element and the process) and task listeners (user tasks): flowable
// extension elements naming a class, an expression or a delegate expression, with fields
// (flowable:field) typed as a string value or an expression. The server maps the names to its
// registered handlers (never tenant code).
import type { MessageKey } from '../strings';
import { textOf, type Bo, type PropertyWriter } from './moddle';

export type ListenerScope = 'execution' | 'task';
export const LISTENER_TYPES = ['class', 'expression', 'delegateExpression'] as const;
export type ListenerType = (typeof LISTENER_TYPES)[number];
export const PARAM_TYPES = ['stringValue', 'expression'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];
export const EVENTS: Record<ListenerScope, readonly string[]> = {
  execution: ['start', 'end', 'take'],
  task: ['create', 'assignment', 'complete', 'delete'],
};

export interface ListenerParam {
  type: ParamType | '';
  name: string;
  value: string;
}

export interface Listener {
  event: string;
  type: ListenerType | '';
  /** the class name, expression or delegate expression */
  value: string;
  params: ListenerParam[];
  /** the element it was read from (written back unchanged when not edited) */
  source?: Bo;
}

const ELEMENT: Record<ListenerScope, string> = { execution: 'flowable:ExecutionListener', task: 'flowable:TaskListener' };
/** attributes of a listener the panel does not edit, carried over when it is rewritten */
const KEPT = ['onTransaction', 'customPropertiesResolverClass', 'customPropertiesResolverExpression', 'customPropertiesResolverDelegateExpression'];

function readParam(f: Bo): ListenerParam {
  const expression = f.get('expression');
  if (expression !== undefined && expression !== null) return { type: 'expression', name: textOf(f, 'name'), value: String(expression) };
  const s = f.get('stringValue') ?? f.get('string');
  return { type: 'stringValue', name: textOf(f, 'name'), value: s === undefined || s === null ? '' : String(s) };
}

function readListener(x: Bo): Listener {
  const type = LISTENER_TYPES.find((t) => textOf(x, t)) ?? '';
  return { event: textOf(x, 'event'), type, value: type ? textOf(x, type) : '', params: (x.get('fields') ?? []).map(readParam), source: x };
}

export function readListeners(bo: Bo, scope: ListenerScope): Listener[] {
  const values: Bo[] = bo.get('extensionElements')?.get('values') ?? [];
  return values.filter((x) => x.$type === ELEMENT[scope]).map(readListener);
}

const sameParams = (a: ListenerParam[], b: ListenerParam[]) => a.length === b.length && a.every((p, i) => p.type === b[i].type && p.name === b[i].name && p.value === b[i].value);
function unchanged(l: Listener): boolean {
  if (!l.source) return false;
  const was = readListener(l.source);
  return was.event === l.event && was.type === l.type && was.value === l.value && sameParams(was.params, l.params);
}

function create(w: PropertyWriter, scope: ListenerScope, l: Listener): Bo {
  const attrs: Record<string, unknown> = { event: l.event };
  if (l.type) attrs[l.type] = l.value.trim();
  for (const k of KEPT) if (l.source?.get(k) !== undefined) attrs[k] = l.source.get(k);
  attrs.fields = l.params.map((p) =>
    w.moddle.create('flowable:Field', p.type === 'expression' ? { name: p.name.trim(), expression: p.value } : { name: p.name.trim(), stringValue: p.value }),
  );
  return w.moddle.create(ELEMENT[scope], attrs);
}

/**
 * Replaces the element's listeners of one scope with `list`, in one step. Other extension
 * elements keep their places; the listeners go where the first one was (else at the end).
 */
export function writeListeners(w: PropertyWriter, bo: Bo, scope: ListenerScope, list: readonly Listener[]): void {
  const written = list.map((l) => (unchanged(l) ? l.source : create(w, scope, l)));
  const ext = bo.get('extensionElements');
  const values: Bo[] = ext?.get('values') ?? [];
  const next: Bo[] = [];
  let placed = false;
  for (const v of values) {
    if (v.$type !== ELEMENT[scope]) next.push(v);
    else if (!placed) {
      next.push(...written);
      placed = true;
    }
  }
  if (!placed) next.push(...written);
  if (ext) w.update(ext, { values: next });
  else if (next.length) w.update(bo, { extensionElements: w.moddle.create('bpmn:ExtensionElements', { values: next }) });
}

const VALUE_MESSAGE: Record<ListenerType, MessageKey> = { class: 'enterClass', expression: 'enterExpression', delegateExpression: 'enterDelegateExpression' };

/** What the listener dialog refuses: event, type and the class name (or expression) are required. */
export function checkListener(l: Listener): MessageKey | null {
  if (!l.event) return 'selectEvent';
  if (!l.type) return 'selectType';
  if (!l.value.trim()) return VALUE_MESSAGE[l.type];
  return null;
}

/** Parameters need a type, a name and a value. */
export function checkParam(p: ListenerParam): MessageKey | null {
  if (!p.type) return 'selectParamType';
  if (!p.name.trim()) return 'enterParamName';
  if (!p.value.trim()) return 'enterParamValue';
  return null;
}
