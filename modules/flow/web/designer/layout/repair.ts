// A drawing with holes (a shape pointing at an element that does not exist, so the element it meant
// is not drawn): bpmn-js cannot draw a flow to an undrawn node and drops its edge on save. The
// missing nodes are placed in a column right of the drawing, boundary events on their hosts, and
// flows between drawn ends get straight edges.
import { isA, type Bo, type ModdleFactory } from '../properties/moddle';
import { boundaryShapes, edgeOf, isNode, shapeOf, sizeOf, straightLine, type Box } from './shapes';

const GAP = 60;

/** Completes the plane of `container`; answers whether anything was added. */
export function repairPlane(moddle: ModdleFactory, plane: Bo, container: Bo): boolean {
  const planeElements: Bo[] = plane.get('planeElement');
  const boxes = new Map<string, Box>();
  const edges = new Set<string>();
  for (const di of planeElements) {
    const el = di.bpmnElement;
    if (!el?.id) continue;
    if (isA(di, 'bpmndi:BPMNShape') && di.bounds) boxes.set(el.id, { x: di.bounds.x, y: di.bounds.y, width: di.bounds.width, height: di.bounds.height });
    if (isA(di, 'bpmndi:BPMNEdge')) edges.add(el.id);
  }
  const elements: Bo[] = container.get('flowElements') ?? [];
  const added: Bo[] = [];
  const all = [...boxes.values()];
  let x = all.length ? Math.max(...all.map((b) => b.x + b.width)) + GAP : 160;
  let y = all.length ? Math.min(...all.map((b) => b.y)) : 80;
  for (const el of elements.filter((e) => isNode(e) && e.id && !boxes.has(e.id))) {
    const box = { x, y, ...sizeOf(el) };
    boxes.set(el.id, box);
    added.push(shapeOf(moddle, el, box));
    y += box.height + GAP;
  }
  if (added.length) x += 100 + GAP;
  added.push(...boundaryShapes(moddle, elements.filter((e) => isA(e, 'bpmn:BoundaryEvent') && e.id && e.attachedToRef && !boxes.has(e.id)), boxes));
  for (const f of elements.filter((e) => isA(e, 'bpmn:SequenceFlow') && e.id && !edges.has(e.id))) {
    const from = boxes.get(f.sourceRef?.id);
    const to = boxes.get(f.targetRef?.id);
    if (from && to) added.push(edgeOf(moddle, f, straightLine(f, from, to)));
  }
  if (!added.length) return false;
  plane.set('planeElement', [...planeElements, ...added]);
  return true;
}
