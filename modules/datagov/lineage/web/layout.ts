// Pure: where the lineage graph's nodes go (dagre, left to right: upstream before downstream) and
// where a column's row sits in its node, so column edges can start and end on their rows. A node
// is a header (name, source) and, when expanded, one row per column.
import dagre from '@dagrejs/dagre';

export const NODE_WIDTH = 240;
export const HEADER_HEIGHT = 44;
export const ROW_HEIGHT = 22;

export interface Sized {
  key: string;
  columns: readonly string[];
}

export interface Placed {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const heightOf = (n: Sized, expanded: boolean) => HEADER_HEIGHT + (expanded ? n.columns.length * ROW_HEIGHT + 4 : 0);

/** the y of a column's row centre from its node's top; null when the node shows no such row */
export function rowY(n: Sized, column: string): number | null {
  const i = n.columns.indexOf(column);
  return i < 0 ? null : HEADER_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2;
}

export function layoutLineage(nodes: readonly Sized[], edges: ReadonlyArray<{ from: string; to: string }>, expanded: ReadonlySet<string>): Map<string, Placed> {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'LR', ranksep: 120, nodesep: 36, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) g.setNode(n.key, { width: NODE_WIDTH, height: heightOf(n, expanded.has(n.key)) });
  for (const e of edges) if (e.from !== e.to && g.hasNode(e.from) && g.hasNode(e.to)) g.setEdge(e.from, e.to);
  dagre.layout(g);
  const out = new Map<string, Placed>();
  for (const n of nodes) {
    const p = g.node(n.key);
    out.set(n.key, { key: n.key, x: (p.x ?? 0) - p.width / 2, y: (p.y ?? 0) - p.height / 2, width: p.width, height: p.height });
  }
  return out;
}
