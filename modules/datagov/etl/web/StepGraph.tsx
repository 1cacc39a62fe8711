// The transformation's steps drawn left to right with X6 (loaded with the designer's first graph):
// a step stands where it was last moved to (its x, y, saved with the graph), or, never moved, in a
// column per depth (reads first); an edge from each input; a click or Enter on a step selects it.
// Dragging from a step's output port (right) onto another step draws an edge — the designer judges
// it (connect.ts) and answers a refusal in words; dragging a step moves it. Steps and edges are in
// the tab order: a click or Enter on an edge selects it (drawn thick and blue), and Delete or
// Backspace removes the selected edge. Redrawing keeps the focus on the step or edge that had it.
import { Graph, type Edge } from '@antv/x6';
import { useEffect, useRef, useState } from 'react';
import type { TranStep } from '../contracts';
import { edgeId, edgesOf, inputsOf, isRemoveKey, type StepEdge } from './connect';

const COLORS = { read: '#e6f4ff', transform: '#f6ffed', write: '#fff7e6' } as const;
const port = (position: 'left' | 'right') => ({ position, attrs: { circle: { r: 6, magnet: true, stroke: '#1677ff', fill: '#fff', strokeWidth: 1 } } });
/** a read has no input port, a write no output port */
const portsOf = (s: TranStep) => [...(s.kind === 'read' ? [] : [{ id: 'in', group: 'in' }]), ...(s.kind === 'write' ? [] : [{ id: 'out', group: 'out' }])];

/** each step's column: one after its deepest input */
export function depths(steps: readonly TranStep[]): Map<string, number> {
  const byKey = new Map(steps.map((s) => [s.key, s]));
  const out = new Map<string, number>();
  const depth = (k: string, seen: Set<string>): number => {
    if (out.has(k)) return out.get(k)!;
    const s = byKey.get(k);
    if (!s || seen.has(k)) return 0;
    seen.add(k);
    const d = Math.max(-1, ...inputsOf(s).map((i) => depth(i, seen))) + 1;
    out.set(k, d);
    return d;
  };
  for (const s of steps) depth(s.key, new Set());
  return out;
}

interface Props {
  steps: readonly TranStep[];
  selected: string | null;
  onSelect: (key: string) => void;
  /** the selected edge (drawn thick and blue) */
  edge: StepEdge | null;
  onSelectEdge: (edge: StepEdge) => void;
  /** Delete or Backspace while an edge is selected */
  onRemoveEdge: (edge: StepEdge) => void;
  /** an edge drawn from → to (the designer keeps it or says why not) */
  onConnect: (from: string, to: string) => void;
  /** a step dragged to (x, y) */
  onMove: (key: string, x: number, y: number) => void;
  label: string;
}

/** the edge a cell id names (`from->to`), or null for a step */
const edgeOfId = (id: string): StepEdge | null => {
  const [from, to] = id.split('->');
  return to === undefined ? null : { from: from!, to };
};

export default function StepGraph({ steps, selected, onSelect, edge, onSelectEdge, onRemoveEdge, onConnect, onMove, label }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [graph, setGraph] = useState<Graph | null>(null);
  const calls = useRef({ onSelect, onSelectEdge, onRemoveEdge, onConnect, onMove, edge });
  calls.current = { onSelect, onSelectEdge, onRemoveEdge, onConnect, onMove, edge };
  useEffect(() => {
    if (!host.current) return;
    const g: Graph = new Graph({
      container: host.current, autoResize: true, background: { color: '#fafafa' }, panning: true,
      // drawn at once (a few steps): the new views are in the page when the focus goes back to one
      async: false,
      interacting: { nodeMovable: true, edgeMovable: false, magnetConnectable: true },
      connecting: {
        // an edge ends on a step (anywhere on it): the designer, not the canvas, judges it and says why not
        allowBlank: false, allowLoop: true, allowNode: true, allowPort: true, allowEdge: false, allowMulti: true, snap: true, highlight: true,
        createEdge: (): Edge => g.createEdge({ attrs: { line: { stroke: '#1677ff', strokeDasharray: '4 2' } } }),
        validateMagnet: ({ magnet }) => magnet.getAttribute('port-group') === 'out',
      },
    });
    g.on('node:click', ({ node }) => calls.current.onSelect(String(node.id)));
    g.on('edge:click', ({ edge: e }: { edge: Edge }) => {
      const which = edgeOfId(String(e.id));
      if (!which) return;
      // focused, so Delete reaches the canvas's keys at once
      (g.findViewByCell(e)?.container as SVGElement | undefined)?.focus();
      calls.current.onSelectEdge(which);
    });
    g.on('edge:connected', ({ edge }: { edge: Edge }) => {
      const from = edge.getSourceCellId();
      const to = edge.getTargetCellId();
      // the drawn edge goes; the steps, once changed, draw the edges again
      edge.remove();
      if (from && to) calls.current.onConnect(String(from), String(to));
    });
    g.on('node:moved', ({ node }) => {
      const p = node.getPosition();
      calls.current.onMove(String(node.id), p.x, p.y);
    });
    const onKey = (e: KeyboardEvent) => {
      const id = (e.target as Element | null)?.closest?.('[data-cell-id]')?.getAttribute('data-cell-id');
      if (id && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        const which = edgeOfId(id);
        if (which) calls.current.onSelectEdge(which);
        else calls.current.onSelect(id);
      } else if (isRemoveKey(e.key)) {
        // the focused edge, or the selected one while no step has the focus
        const which = id ? edgeOfId(id) : calls.current.edge;
        if (!which) return;
        e.preventDefault();
        calls.current.onRemoveEdge(which);
      }
    };
    host.current.addEventListener('keydown', onKey);
    setGraph(g);
    const el = host.current;
    return () => {
      el.removeEventListener('keydown', onKey);
      g.dispose();
    };
  }, []);
  useEffect(() => {
    if (!graph) return;
    // the cells are replaced as a whole (resetCells): the steps' keys are the nodes' ids, so adding
    // them one by one after a clear could meet a view of the same id not yet gone
    const d = depths(steps);
    const rowOf = new Map<number, number>();
    const nodes = steps.map((s) => {
      const col = d.get(s.key) ?? 0;
      const row = rowOf.get(col) ?? 0;
      rowOf.set(col, row + 1);
      const placed = s.x !== 0 || s.y !== 0;
      return graph.createNode({
        id: s.key, x: placed ? s.x : 30 + col * 230, y: placed ? s.y : 30 + row * 100, width: 170, height: 56,
        ports: { groups: { in: port('left'), out: port('right') }, items: portsOf(s) },
        attrs: {
          body: { fill: COLORS[s.kind], stroke: s.key === selected ? '#1677ff' : '#8c8c8c', strokeWidth: s.key === selected ? 3 : 1, rx: 6, ry: 6 },
          label: { text: `${s.name}\n${s.key}`, fontSize: 12 },
        },
      });
    });
    const edges = edgesOf(steps).map((e) => {
      const on = !!edge && edge.from === e.from && edge.to === e.to;
      return graph.createEdge({ id: edgeId(e), source: { cell: e.from, port: 'out' }, target: { cell: e.to, port: 'in' }, attrs: { line: { stroke: on ? '#1677ff' : '#8c8c8c', strokeWidth: on ? 3 : 1 } } });
    });
    // the cells are new views: the focus goes back to the one of the same id
    const focused = host.current?.contains(document.activeElement) ? document.activeElement?.closest('[data-cell-id]')?.getAttribute('data-cell-id') : null;
    graph.resetCells([...nodes, ...edges]);
    for (const c of graph.getCells()) {
      const view = graph.findViewByCell(c)?.container;
      view?.setAttribute('tabindex', '0');
      if (c.isEdge()) view?.setAttribute('data-selected', String(String(c.id) === (edge && edgeId(edge))));
    }
    if (focused) (graph.findViewByCell(focused)?.container as SVGElement | undefined)?.focus();
  }, [graph, steps, selected, edge]);
  // X6 sizes the graph to its container's parent: a parent of its own keeps it 320 high (in the
  // page's column it grew with whatever stood below it, without end)
  return (
    <div style={{ height: 320 }}>
      <div ref={host} role="img" aria-label={label} data-testid="etl-graph" style={{ width: '100%', height: '100%', border: '1px solid #f0f0f0' }} />
    </div>
  );
}
