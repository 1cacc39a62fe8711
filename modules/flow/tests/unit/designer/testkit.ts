// For the designer's tests: bpmn-moddle with our flowable descriptor (as the modeler and the server
// use it), XML in and out; the corpus helpers of corpusKit.ts.
import { BpmnModdle } from 'bpmn-moddle';
import flowable from '../../../engine/bpmn/flowable.json';
import type { XmlModdle } from '../../../web/designer/layout/prepare';
import { plainWriter, type Bo, type PropertyWriter } from '../../../web/designer/properties/moddle';

export function newModdle(): XmlModdle {
  return new BpmnModdle({ flowable }) as unknown as XmlModdle;
}

export interface Parsed {
  moddle: XmlModdle;
  definitions: Bo;
  writer: PropertyWriter;
  /** a flow element (or the process) by id */
  el(id: string): Bo;
}

export async function parse(xml: string): Promise<Parsed> {
  const moddle = newModdle();
  const { rootElement: definitions } = await moddle.fromXML(xml, 'bpmn:Definitions');
  const byId = (container: Bo, id: string): Bo | undefined => {
    if (container.id === id) return container;
    for (const el of container.get?.('flowElements') ?? []) {
      const hit = byId(el, id);
      if (hit) return hit;
    }
    return undefined;
  };
  return {
    moddle,
    definitions,
    writer: plainWriter(moddle),
    el(id) {
      for (const root of definitions.get('rootElements')) {
        const hit = byId(root, id);
        if (hit) return hit;
      }
      throw new Error(`no element ${id}`);
    },
  };
}

export async function toXml(p: Parsed): Promise<string> {
  return (await p.moddle.toXML(p.definitions, { format: true })).xml;
}

/** Writes the model out and reads it back (what a save and a later open do). */
export async function roundTrip(p: Parsed): Promise<Parsed & { xml: string }> {
  const xml = await toXml(p);
  return { ...(await parse(xml)), xml };
}

export { corpusFiles, CORPUS_DIR, extensionFootprint, readCorpus } from './corpusKit';
