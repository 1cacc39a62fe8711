// DI for generated drawings: shape sizes, the moddle objects of shapes and edges, and where a
// boundary event sits on its host.
import { isA, type Bo, type ModdleFactory } from '../properties/moddle';

export type Box = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

export const EVENT = 36;

export function sizeOf(el: Bo): { width: number; height: number } {
  if (isA(el, 'bpmn:Event')) return { width: EVENT, height: EVENT };
  if (isA(el, 'bpmn:Gateway')) return { width: 50, height: 50 };
  if (isA(el, 'bpmn:DataObjectReference')) return { width: 36, height: 50 };
  if (isA(el, 'bpmn:DataStoreReference')) return { width: 50, height: 50 };
  return { width: 100, height: 80 };
}

/** Elements drawn as shapes in their container's plane (flows are edges; boundary events sit on hosts). */
export const isNode = (el: Bo) => !isA(el, 'bpmn:SequenceFlow') && !isA(el, 'bpmn:BoundaryEvent') && !isA(el, 'bpmn:DataObject');

export const round = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(p.y) });

export function shapeOf(moddle: ModdleFactory, el: Bo, box: Box): Bo {
  const attrs: Record<string, unknown> = { id: `${el.id}_di`, bpmnElement: el, bounds: moddle.create('dc:Bounds', box) };
  if (isA(el, 'bpmn:SubProcess')) attrs.isExpanded = false;
  if (isA(el, 'bpmn:ExclusiveGateway')) attrs.isMarkerVisible = true;
  return moddle.create('bpmndi:BPMNShape', attrs);
}

export function edgeOf(moddle: ModdleFactory, flow: Bo, points: Point[]): Bo {
  return moddle.create('bpmndi:BPMNEdge', { id: `${flow.id}_di`, bpmnElement: flow, waypoint: points.map((p) => moddle.create('dc:Point', round(p))) });
}

/** The k-th boundary event of a host, along its bottom border. */
export const boundaryBox = (host: Box, k: number): Box => ({ x: host.x + 10 + k * (EVENT + 6), y: host.y + host.height - EVENT / 2, width: EVENT, height: EVENT });

/** Shapes for boundary events on their hosts' bottom borders, side by side (their boxes added to `boxes`); a host without a box is skipped. */
export function boundaryShapes(moddle: ModdleFactory, boundaries: Bo[], boxes: Map<string, Box>): Bo[] {
  const onHost = new Map<string, number>();
  const shapes: Bo[] = [];
  for (const b of boundaries) {
    const host = boxes.get(b.attachedToRef.id);
    if (!host) continue;
    const k = onHost.get(b.attachedToRef.id) ?? 0;
    onHost.set(b.attachedToRef.id, k + 1);
    boxes.set(b.id, boundaryBox(host, k));
    shapes.push(shapeOf(moddle, b, boxes.get(b.id)!));
  }
  return shapes;
}

/** A flow's line when nothing better is known: out of a boundary event downwards, else right side to left side. */
export function straightLine(flow: Bo, from: Box, to: Box): Point[] {
  const end = { x: to.x, y: to.y + to.height / 2 };
  if (isA(flow.sourceRef, 'bpmn:BoundaryEvent')) {
    const start = { x: from.x + from.width / 2, y: from.y + from.height };
    return [start, { x: start.x, y: Math.max(start.y + 20, end.y) }, end];
  }
  return [{ x: from.x + from.width, y: from.y + from.height / 2 }, end];
}
