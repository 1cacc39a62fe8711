// The designer's engine over the bpmn-js Modeler: our palette and translations, the flowable
// descriptor (modules/flow/engine/bpmn/flowable.json, as the server parses), and writes through
// `modeling` so every panel edit is one undoable command. Heavy (bpmn-js and its CSS): the widget
// imports this file dynamically, so it is its own chunk.
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
// the font by file (bundled beside this chunk): the app's CSP allows fonts from 'self' only, not the
// data: URL of bpmn-embedded.css
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './designer.css';
import flowable from '../../../engine/bpmn/flowable.json';
import { prepareXml, type XmlModdle } from '../layout/prepare';
import { processOf } from '../properties/general';
import type { Bo, PropertyWriter } from '../properties/moddle';
import { fitViewbox } from './fitView';
import { paletteModule } from './palette';
import { translateModule } from './translate';
import type { CreateEngine, DesignerEngine, EngineEvent, PanelTarget } from './types';

// biome-ignore lint/suspicious/noExplicitAny: diagram-js services and shapes are untyped here
type Service = any;

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 4;

export const createEngine: CreateEngine = (container, { language }) => {
  const modeler = new Modeler({ container, additionalModules: [translateModule(language), paletteModule], moddleExtensions: { flowable } });
  const get = (name: string): Service => modeler.get(name);
  const canvas = get('canvas');
  const modeling = get('modeling');
  const selection = get('selection');
  const commandStack = get('commandStack');
  const elementRegistry = get('elementRegistry');
  const moddle = get('moddle') as XmlModdle;
  const eventBus = get('eventBus');

  const listeners = new Set<(event: EngineEvent) => void>();
  const emit = (event: EngineEvent) => {
    for (const l of listeners) l(event);
  };
  eventBus.on('selection.changed', () => emit('selection'));
  eventBus.on('elements.changed', () => emit('changed'));
  eventBus.on('commandStack.changed', () => emit('changed'));
  eventBus.on('import.done', () => emit('imported'));

  /** Writes on `shape`: its own business object through updateProperties (ids, labels), anything inside through updateModdleProperties. */
  const writerFor = (shape: Service): PropertyWriter => ({
    moddle,
    update(target: Bo, props: Record<string, unknown>) {
      if (target === shape.businessObject) modeling.updateProperties(shape, props);
      else modeling.updateModdleProperties(shape, target, props);
    },
  });

  /** how far the palette (floating over the canvas's top-left corner) reaches into the canvas, in screen px */
  const paletteReach = (): number => {
    const palette = container.querySelector('.djs-palette');
    return palette ? palette.getBoundingClientRect().right - container.getBoundingClientRect().left : 0;
  };
  /** the whole diagram in view beside the palette, never above 100 % (fitView.ts) */
  const fitView = () => {
    const vb = canvas.viewbox();
    const box = fitViewbox(vb.inner, vb.outer, paletteReach());
    if (box) canvas.viewbox(box);
  };

  const definitions = (): Bo | null => modeler.getDefinitions() ?? null;
  const ids = (): Set<string> => {
    const out = new Set<string>();
    for (const el of elementRegistry.getAll()) if (el.businessObject?.id) out.add(el.businessObject.id);
    for (const r of definitions()?.get('rootElements') ?? []) if (r.id) out.add(r.id);
    return out;
  };

  const engine: DesignerEngine = {
    async open(xml) {
      const prepared = await prepareXml(xml, moddle);
      await modeler.importXML(prepared);
      fitView();
    },
    async saveXML() {
      return (await modeler.saveXML({ format: true })).xml ?? '';
    },
    async saveSVG() {
      return (await modeler.saveSVG()).svg;
    },
    definitions,
    target(): PanelTarget | null {
      const defs = definitions();
      if (!defs) return null;
      const root = canvas.getRootElement();
      const common = { definitions: defs, definitionsWriter: writerFor(root), ids: ids() };
      const selected = selection.get();
      if (selected.length === 1 && selected[0] !== root) {
        const shape = selected[0].type === 'label' ? selected[0].labelTarget : selected[0];
        return { ...common, bo: shape.businessObject, isProcess: false, writer: writerFor(shape) };
      }
      const process = processOf(defs);
      return process ? { ...common, bo: process, isProcess: true, writer: writerFor(root) } : null;
    },
    select(elementId) {
      const el = elementId ? elementRegistry.get(elementId) : null;
      selection.select(el ?? null);
      if (el) canvas.scrollToElement(el);
    },
    fit: fitView,
    zoom(step) {
      const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((canvas.zoom() + step) * 10) / 10));
      const box = canvas.viewbox();
      canvas.zoom(next, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    },
    undo: () => commandStack.undo(),
    redo: () => commandStack.redo(),
    canUndo: () => commandStack.canUndo(),
    canRedo: () => commandStack.canRedo(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
      modeler.destroy();
    },
  };
  return engine;
};
