// Pure: where the documents of a trace go (dagre, left to right: sources before the documents
// made from them). No x6 here, so the positions are testable without a DOM.
import dagre from '@dagrejs/dagre';

/** Node size and spacing of the trace graph (the numbers). */
export const TRACE_NODE = { width: 170, height: 80 } as const;
export const TRACE_SPACING = { rankdir: 'LR', ranksep: 200, nodesep: 80, edgesep: 50 } as const;
/** Blank space around the drawing. */
const MARGIN = 20;

export interface TraceLink {
  /** the document made from … */
  receiptId: number;
  /** … this one */
  targetReceiptId: number;
}

export interface PlacedNode {
  id: number;
  /** top-left corner (x6 positions nodes by their corner; dagre answers centres) */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  source: number;
  target: number;
  /** the bends between the two ends (dagre's points without its first and last) */
  vertices: Array<{ x: number; y: number }>;
}

export interface TraceLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/**
 * Lays the documents out left to right. Links to documents that are not in `ids` (left out of the
 * answer because the user may not read them) and repeated or self links are dropped.
 */
export function layoutTrace(ids: readonly number[], links: readonly TraceLink[]): TraceLayout {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ ...TRACE_SPACING, marginx: MARGIN, marginy: MARGIN });
  g.setDefaultEdgeLabel(() => ({}));
  const known = new Set(ids);
  for (const id of known) g.setNode(String(id), { width: TRACE_NODE.width, height: TRACE_NODE.height });
  for (const l of links) {
    if (l.receiptId === l.targetReceiptId || !known.has(l.receiptId) || !known.has(l.targetReceiptId)) continue;
    g.setEdge(String(l.receiptId), String(l.targetReceiptId));
  }
  dagre.layout(g);

  const nodes = [...known].map((id) => {
    const n = g.node(String(id));
    return { id, x: (n.x ?? 0) - n.width / 2, y: (n.y ?? 0) - n.height / 2, width: n.width, height: n.height };
  });
  const edges = g.edges().map((e) => ({
    source: Number(e.v),
    target: Number(e.w),
    vertices: (g.edge(e).points ?? []).slice(1, -1).map((p: { x: number; y: number }) => ({ x: p.x, y: p.y })),
  }));
  const size = g.graph();
  return { nodes, edges, width: size.width ?? 0, height: size.height ?? 0 };
}
