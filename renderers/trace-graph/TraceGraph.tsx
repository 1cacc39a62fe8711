// The traceability graph (x6): documents as 170×80 nodes, "made into" links as arrows, laid out
// left to right by dagre (layout.ts). Clicking a node, or Enter / Space on a focused one, opens
// its document. Heavy (x6): pages import this file lazily, never the main bundle.
import { Graph } from '@antv/x6';
import { ZoomBar } from './ZoomBar';
import { useEffect, useRef, useState } from 'react';
import type { RouteReceipt } from '../../schemas/rpc/receiptPath';
import { layoutTrace, type TraceLink } from './layout';
import { edgeOf, nodeOf } from './nodeCell';

export const ZOOM_STEP = 0.1;
export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 2;
const FIT_PADDING = 24;
// a keyboard-focused node shows it (SVG groups get no visible focus ring of their own)
const FOCUS_CSS = '.trace-graph g[tabindex]:focus { outline: none } .trace-graph g[tabindex]:focus-visible > rect:first-child { stroke: #1677ff; stroke-width: 3 }';

export interface TraceGraphLabels {
  zoomIn: string;
  zoomOut: string;
  fit: string;
  /** the graph's accessible name */
  graph: string;
  /** a node's tooltip when it cannot be opened */
  noPage: string;
}

export interface TraceGraphProps {
  receipts: readonly RouteReceipt[];
  paths: readonly TraceLink[];
  /** the document the user started from (highlighted) */
  focusId?: number | null;
  /** does the user hold a page that shows this document? */
  canOpen: (receipt: RouteReceipt) => boolean;
  onOpen: (receipt: RouteReceipt) => void;
  labels: TraceGraphLabels;
  height?: number;
}

export function TraceGraph({ receipts, paths, focusId, canOpen, onOpen, labels, height = 560 }: TraceGraphProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [graph, setGraph] = useState<Graph | null>(null);
  // the latest callbacks, read by listeners registered once per graph
  const latest = useRef({ receipts, canOpen, onOpen });
  latest.current = { receipts, canOpen, onOpen };

  // One graph per mount; StrictMode mounts twice, so the cleanup disposes it (dispose restores the
  // container as it was) and the second mount makes a fresh one.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const g = new Graph({
      container,
      autoResize: true,
      background: { color: '#fafafa' },
      panning: true,
      mousewheel: { enabled: true, modifiers: ['ctrl', 'meta'], minScale: MIN_ZOOM, maxScale: MAX_ZOOM },
      scaling: { min: MIN_ZOOM, max: MAX_ZOOM },
      interacting: false,
    });
    const openById = (id: string | null | undefined) => {
      const { receipts: list, canOpen: can, onOpen: open } = latest.current;
      const receipt = list.find((r) => String(r.id) === id);
      if (receipt && can(receipt)) open(receipt);
    };
    g.on('node:click', ({ node }) => openById(String(node.id)));
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      const cell = (e.target as Element | null)?.closest?.('[data-cell-id]');
      if (!cell) return;
      e.preventDefault();
      openById(cell.getAttribute('data-cell-id'));
    };
    container.addEventListener('keydown', onKey);
    setGraph(g);
    return () => {
      container.removeEventListener('keydown', onKey);
      g.dispose();
      setGraph(null);
    };
  }, []);

  useEffect(() => {
    if (!graph) return;
    const byId = new Map(receipts.map((r) => [r.id, r]));
    const layout = layoutTrace([...byId.keys()], paths);
    const nodes = layout.nodes.map((at) => {
      const r = byId.get(at.id)!;
      const openable = canOpen(r);
      const title = [r.receiptTypeName, r.code ?? `#${r.id}`, openable ? '' : labels.noPage].filter(Boolean).join(' · ');
      return graph.createNode(nodeOf(r, at, { focused: r.id === focusId, openable, title }));
    });
    const edges = layout.edges.map((e) => graph.createEdge(edgeOf(e)));
    graph.resetCells([...nodes, ...edges]);
    graph.zoomToFit({ padding: FIT_PADDING, maxScale: 1, minScale: MIN_ZOOM });
    graph.centerContent();
  }, [graph, receipts, paths, focusId, canOpen, labels.noPage]);

  const zoom = (factor: number) => graph?.zoom(factor, { minScale: MIN_ZOOM, maxScale: MAX_ZOOM });
  const fit = () => {
    graph?.zoomToFit({ padding: FIT_PADDING, maxScale: 1, minScale: MIN_ZOOM });
    graph?.centerContent();
  };

  return (
    <div className="trace-graph" style={{ position: 'relative', height }} data-testid="trace-graph">
      <style>{FOCUS_CSS}</style>
      {/* biome-ignore lint/a11y/useSemanticElements: the graph library draws into this box; a fieldset would announce a set of form controls */}
      <div ref={containerRef} role="group" aria-label={labels.graph} style={{ position: 'absolute', inset: 0 }} />
      <ZoomBar labels={labels} step={ZOOM_STEP} onZoom={zoom} onFit={fit} />
    </div>
  );
}

export default TraceGraph;
