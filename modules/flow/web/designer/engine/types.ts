// What the designer widget needs of the modeler: our own small interface, so the widget and its
// tests do not depend on bpmn-js (createEngine.ts implements it over the bpmn-js Modeler, lazily).
import type { Bo, PropertyWriter } from '../properties/moddle';

/** What the property panel edits: the selected element (or the process) and how to write it. */
export interface PanelTarget {
  /** the selected element's business object, or the process when nothing is selected */
  bo: Bo;
  isProcess: boolean;
  definitions: Bo;
  /** writes to `bo` and to objects inside it (one undo step per write) */
  writer: PropertyWriter;
  /** writes to the definitions (signals) */
  definitionsWriter: PropertyWriter;
  /** ids of every element of the diagram (to refuse a duplicate id) */
  ids: ReadonlySet<string>;
}

export type EngineEvent = 'changed' | 'selection' | 'imported';

export interface DesignerEngine {
  /** Opens a diagram (ids and a layout are added where a file has none); rejects when it cannot be read. */
  open(xml: string): Promise<void>;
  saveXML(): Promise<string>;
  saveSVG(): Promise<string>;
  definitions(): Bo | null;
  /** the panel's target: the single selected element, else the process */
  target(): PanelTarget | null;
  select(elementId: string | null): void;
  fit(): void;
  /** zooms by `step` (±0.1) */
  zoom(step: number): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  subscribe(listener: (event: EngineEvent) => void): () => void;
  destroy(): void;
}

export type CreateEngine = (container: HTMLElement, options: { language: 'zh_CN' | 'en_US' }) => DesignerEngine;
