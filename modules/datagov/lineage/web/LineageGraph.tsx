// The lineage graph (x6, loaded lazily with the first graph): tables and queries left to right,
// upstream before downstream. A header click (or Enter on it) expands a node to its columns; a
// column click (or Enter) chooses that column, and its column edges up and down are drawn blue.
// Double-clicking a header makes that node the page's focus. Zoom buttons and fit as the trace graph.
import { Graph } from '@antv/x6';
import { ZoomBar } from '../../../../renderers/trace-graph/ZoomBar';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LineageGraph as Answer } from '../contracts';
import { columnEdgeCell, nodeCell, tableEdgeCell } from './cells';
import { layoutLineage } from './layout';
import { columnPath } from './path';

const MIN_ZOOM = 0.2;
const MAX_ZOOM = 2;
const FOCUS_CSS = '.dl-graph g[tabindex]:focus { outline: none } .dl-graph g[tabindex]:focus-visible > rect:first-child { stroke: #1677ff; stroke-width: 2 }';

export interface LineageGraphLabels {
  zoomIn: string;
  zoomOut: string;
  fit: string;
  graph: string;
  sub: (n: Answer['nodes'][number]) => string;
  header: (n: Answer['nodes'][number], expanded: boolean) => string;
  column: (n: Answer['nodes'][number], column: string) => string;
}

export interface LineageGraphProps {
  answer: Answer;
  expanded: ReadonlySet<string>;
  chosen: { node: string; column: string } | null;
  onToggle: (node: string) => void;
  onChoose: (node: string, column: string) => void;
  onFocus: (node: string) => void;
  labels: LineageGraphLabels;
  height?: number;
}

export function LineageGraph({ answer, expanded, chosen, onToggle, onChoose, onFocus, labels, height = 560 }: LineageGraphProps) {
  const box = useRef<HTMLDivElement>(null);
  const [graph, setGraph] = useState<Graph | null>(null);
  const latest = useRef({ onToggle, onChoose, onFocus });
  latest.current = { onToggle, onChoose, onFocus };

  // one graph per mount (StrictMode mounts twice: the cleanup disposes the first)
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const g = new Graph({ container, autoResize: true, background: { color: '#fafafa' }, panning: true, mousewheel: { enabled: true, modifiers: ['ctrl', 'meta'], minScale: MIN_ZOOM, maxScale: MAX_ZOOM }, scaling: { min: MIN_ZOOM, max: MAX_ZOOM }, interacting: false });
    const act = (target: Element | null, double = false) => {
      const part = target?.closest?.('[data-part]');
      const cell = target?.closest?.('[data-cell-id]')?.getAttribute('data-cell-id');
      if (!part || !cell) return;
      if (part.getAttribute('data-part') === 'column') latest.current.onChoose(cell, part.getAttribute('data-column')!);
      else if (double) latest.current.onFocus(cell);
      else latest.current.onToggle(cell);
    };
    g.on('node:click', ({ e }) => act(e.target as Element));
    g.on('node:dblclick', ({ e }) => act(e.target as Element, true));
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      act(e.target as Element, e.shiftKey);
    };
    container.addEventListener('keydown', onKey);
    setGraph(g);
    return () => {
      container.removeEventListener('keydown', onKey);
      g.dispose();
      setGraph(null);
    };
  }, []);

  const lit = useMemo(() => (chosen ? columnPath(answer.columnEdges, chosen.node, chosen.column) : new Set<Answer['columnEdges'][number]>()), [answer, chosen]);

  // a new answer is fitted to the box; expanding or choosing keeps the user's zoom and place while the drawing fits
  const fitted = useRef<{ answer: Answer | null; zoom: number }>({ answer: null, zoom: 1 });
  useEffect(() => {
    if (!graph) return;
    const byKey = new Map(answer.nodes.map((n) => [n.key, n]));
    const at = layoutLineage(answer.nodes, answer.edges, expanded);
    const litColumns = new Map<string, Set<string>>();
    const mark = (node: string, c: string) => litColumns.set(node, (litColumns.get(node) ?? new Set()).add(c));
    for (const e of lit) {
      mark(e.from, e.fromColumn);
      mark(e.to, e.toColumn);
    }
    if (chosen) mark(chosen.node, chosen.column);
    const nodes = answer.nodes.map((n) =>
      graph.createNode(
        nodeCell(n, at.get(n.key)!, {
          focused: n.key === answer.focus, expanded: expanded.has(n.key), lit: litColumns.get(n.key) ?? new Set(), chosen: chosen?.node === n.key ? chosen.column : null,
          sub: labels.sub(n), headerLabel: labels.header(n, expanded.has(n.key)), columnLabel: (c) => labels.column(n, c),
        }),
      ),
    );
    const edges = [];
    for (const e of answer.edges) {
      const both = expanded.has(e.from) && expanded.has(e.to) && answer.columnEdges.some((c) => c.from === e.from && c.to === e.to);
      if (!both) edges.push(graph.createEdge(tableEdgeCell(e.from, e.to, [...lit].some((c) => c.from === e.from && c.to === e.to))));
    }
    for (const c of answer.columnEdges) {
      if (!expanded.has(c.from) || !expanded.has(c.to)) continue;
      const cell = columnEdgeCell(c, byKey.get(c.from)!, byKey.get(c.to)!, lit.has(c));
      if (cell) edges.push(graph.createEdge(cell));
    }
    graph.resetCells([...nodes, ...edges]);
    // expanding nodes may push the drawing out of the box: then it is fitted again, unless the user zoomed
    const outside = !(graph.getGraphArea() as { containsRect?: (r: unknown) => boolean }).containsRect?.(graph.getContentBBox());
    if (fitted.current.answer !== answer || (outside && graph.zoom() === fitted.current.zoom)) {
      graph.zoomToFit({ padding: 24, maxScale: 1, minScale: MIN_ZOOM });
      graph.centerContent();
      fitted.current = { answer, zoom: graph.zoom() };
    }
  }, [graph, answer, expanded, chosen, lit, labels]);

  const zoom = (f: number) => graph?.zoom(f, { minScale: MIN_ZOOM, maxScale: MAX_ZOOM });
  const fit = () => {
    if (!graph) return;
    graph.zoomToFit({ padding: 24, maxScale: 1, minScale: MIN_ZOOM });
    graph.centerContent();
    fitted.current.zoom = graph.zoom();
  };
  return (
    <div className="dl-graph" style={{ position: 'relative', height }} data-testid="dl-graph">
      <style>{FOCUS_CSS}</style>
      {/* biome-ignore lint/a11y/useSemanticElements: the graph library draws into this box; a fieldset would announce a set of form controls */}
      <div ref={box} role="group" aria-label={labels.graph} style={{ position: 'absolute', inset: 0 }} />
      <ZoomBar labels={labels} step={0.1} onZoom={zoom} onFit={fit} />
    </div>
  );
}

export default LineageGraph;
