// A stand-in for the bpmn-js engine in jsdom tests (bpmn-js needs a real browser's SVG layout):
// the same DesignerEngine over plain bpmn-moddle with our descriptor. Writes are recorded for
// undo/redo, so the widget's dirty state, toolbar and panel behave as with the modeler.
import { prepareXml } from '../../../web/designer/layout/prepare';
import { processOf } from '../../../web/designer/properties/general';
import type { Bo, PropertyWriter } from '../../../web/designer/properties/moddle';
import { flowElementsOf } from '../../../web/designer/properties/validate';
import { newModdle } from './testkit';
import type { CreateEngine, DesignerEngine, EngineEvent } from '../../../web/designer/engine/types';

export interface FakeEngine extends DesignerEngine {
  readonly calls: string[];
  /** makes the next saveSVG fail */
  failSvg: boolean;
}

export function fakeEngineLoader(onCreate?: (engine: FakeEngine) => void): () => Promise<CreateEngine> {
  return async () => () => {
    const engine = createFakeEngine();
    onCreate?.(engine);
    return engine;
  };
}

export function createFakeEngine(): FakeEngine {
  const moddle = newModdle();
  let definitions: Bo | null = null;
  let selected: string | null = null;
  const done: Array<{ target: Bo; before: Record<string, unknown>; after: Record<string, unknown> }> = [];
  const undone: typeof done = [];
  const listeners = new Set<(e: EngineEvent) => void>();
  const emit = (e: EngineEvent) => {
    for (const l of listeners) l(e);
  };
  const apply = (target: Bo, props: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(props)) target.set(k, v);
  };
  const writer: PropertyWriter = {
    moddle,
    update(target, props) {
      const before = Object.fromEntries(Object.keys(props).map((k) => [k, target.get(k)]));
      apply(target, props);
      done.push({ target, before, after: props });
      undone.length = 0;
      emit('changed');
    },
  };
  const byId = (id: string): Bo | undefined => {
    const process = processOf(definitions);
    return [...flowElementsOf(process)].find((el) => el.id === id);
  };
  const engine: FakeEngine = {
    calls: [],
    failSvg: false,
    async open(xml) {
      const prepared = await prepareXml(xml, moddle);
      definitions = (await moddle.fromXML(prepared, 'bpmn:Definitions')).rootElement;
      selected = null;
      done.length = 0;
      undone.length = 0;
      emit('imported');
    },
    async saveXML() {
      return (await moddle.toXML(definitions, { format: true })).xml;
    },
    async saveSVG() {
      if (engine.failSvg) throw new Error('no svg');
      return '<svg xmlns="http://www.w3.org/2000/svg"/>';
    },
    definitions: () => definitions,
    target() {
      if (!definitions) return null;
      const ids = new Set<string>([...flowElementsOf(processOf(definitions))].map((e) => e.id));
      const common = { definitions, definitionsWriter: writer, writer, ids };
      const el = selected ? byId(selected) : undefined;
      return el ? { ...common, bo: el, isProcess: false } : { ...common, bo: processOf(definitions), isProcess: true };
    },
    select(id) {
      engine.calls.push(`select:${id}`);
      selected = id;
      emit('selection');
    },
    fit: () => engine.calls.push('fit'),
    zoom: (step) => engine.calls.push(`zoom:${step}`),
    undo() {
      const last = done.pop();
      if (!last) return;
      apply(last.target, last.before);
      undone.push(last);
      emit('changed');
    },
    redo() {
      const next = undone.pop();
      if (!next) return;
      apply(next.target, next.after);
      done.push(next);
      emit('changed');
    },
    canUndo: () => done.length > 0,
    canRedo: () => undone.length > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => engine.calls.push('destroy'),
  };
  return engine;
}
