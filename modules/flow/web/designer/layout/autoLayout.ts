// A drawing for a process that has none: its flow nodes laid out left to right by dagre, each
// sub-process collapsed with its content on its own drill-down plane (as bpmn-js draws them).
import dagre from '@dagrejs/dagre';
import { isA, type Bo, type ModdleFactory } from '../properties/moddle';
import { boundaryShapes, edgeOf, isNode, shapeOf, sizeOf, straightLine, type Box, type Point } from './shapes';

const SPACING = { rankdir: 'LR', nodesep: 60, ranksep: 70, edgesep: 20 } as const;
const ORIGIN = { x: 160, y: 80 };

/** Adds the diagrams of `container` (and of its sub-processes) to `diagrams`, the container's first. */
export function layoutPlane(moddle: ModdleFactory, container: Bo, diagrams: Bo[]): void {
  // the container's own diagram goes before its sub-processes' (bpmn-js opens the first)
  const slot = diagrams.length;
  diagrams.push(null);
  const elements: Bo[] = container.get('flowElements') ?? [];
  const nodes = elements.filter(isNode);
  const boundaries = elements.filter((el) => isA(el, 'bpmn:BoundaryEvent') && el.attachedToRef);
  const flows = elements.filter((el) => isA(el, 'bpmn:SequenceFlow') && el.sourceRef && el.targetRef);
  const hostOf = (el: Bo): Bo => (isA(el, 'bpmn:BoundaryEvent') ? el.attachedToRef : el);

  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ ...SPACING });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) g.setNode(n.id, { ...sizeOf(n) });
  for (const f of flows) {
    const from = hostOf(f.sourceRef).id;
    const to = hostOf(f.targetRef).id;
    if (from !== to && g.hasNode(from) && g.hasNode(to)) g.setEdge(from, to, {}, f.id);
  }
  dagre.layout(g);

  const boxes = new Map<string, Box>();
  const planeElements: Bo[] = [];
  for (const n of nodes) {
    const at = g.node(n.id);
    const box = { x: Math.round(at.x - at.width / 2 + ORIGIN.x), y: Math.round(at.y - at.height / 2 + ORIGIN.y), width: at.width, height: at.height };
    boxes.set(n.id, box);
    planeElements.push(shapeOf(moddle, n, box));
    if (isA(n, 'bpmn:SubProcess')) layoutPlane(moddle, n, diagrams);
  }
  planeElements.push(...boundaryShapes(moddle, boundaries, boxes));
  for (const f of flows) {
    const from = boxes.get(f.sourceRef.id);
    const to = boxes.get(f.targetRef.id);
    if (!from || !to) continue;
    const points = (g.edge(hostOf(f.sourceRef).id, f.targetRef.id, f.id) as { points?: Point[] } | undefined)?.points;
    const line = !isA(f.sourceRef, 'bpmn:BoundaryEvent') && points && points.length >= 2 ? points.map((p) => ({ x: p.x + ORIGIN.x, y: p.y + ORIGIN.y })) : straightLine(f, from, to);
    planeElements.push(edgeOf(moddle, f, line));
  }
  const plane = moddle.create('bpmndi:BPMNPlane', { id: `BPMNPlane_${container.id}`, bpmnElement: container, planeElement: planeElements });
  diagrams[slot] = moddle.create('bpmndi:BPMNDiagram', { id: `BPMNDiagram_${container.id}`, plane });
}
