// Where every bar is: its row (a node's own row, or its parent's for a sibling) and its x/width
// from its dates. Bars are kept per row sorted by start in flat typed arrays (row r's bars are
// [rowStart[r], rowStart[r+1])), so the window's bars are found by binary search: 100 000 tasks
// lay out once and a frame touches only what is seen.
import { ROW_HEIGHT } from './constants';
import { buildLinks, type LinkIndex } from './links';
import { colorOf, marksOf } from './marks';
import type { GanttModel, NodeType } from './model';
import { rollup, visibleRows, type Rolled, type Row } from './rollup';
import { timeAt, xOf, type Scale } from './scale';

export interface Layout {
  rows: Row[];
  /** node key → its row (a sibling: its parent's row) */
  rowOf: Map<string, number>;
  rolled: Map<string, Rolled>;
  /** bar i: keys[i], starts[i], ends[i]; row r holds bars rowStart[r] … rowStart[r+1]-1, by start */
  keys: string[];
  types: NodeType[];
  starts: Float64Array;
  ends: Float64Array;
  /** bar i's own colour (null: the chart's) and its marks (MARK_LOCKED | MARK_LATE) */
  colors: Array<string | null>;
  marks: Uint8Array;
  rowStart: Int32Array;
  /** the longest bar of each row: how far back a window's search must look */
  rowMaxDuration: Float64Array;
  /** the dependencies drawn as arrows (links.ts) */
  links: LinkIndex;
  height: number;
}

export function buildLayout(model: GanttModel, collapsed: ReadonlySet<string>): Layout {
  const rows = visibleRows(model, collapsed);
  const rolled = rollup(model);
  const rowOf = new Map<string, number>();
  // the bars in row order as found (rows in tree order, a row's own bar then its siblings)
  const found: Array<{ key: string; type: NodeType; start: number; end: number; color: string | null; marks: number }> = [];
  const rowStart = new Int32Array(rows.length + 1);
  const add = (key: string, type: NodeType) => {
    const r = rolled.get(key);
    const task = model.nodes.get(key)!.task;
    if (r && !Number.isNaN(r.start)) found.push({ key, type, start: r.start, end: r.end, color: colorOf(task), marks: marksOf(task) });
  };
  for (let i = 0; i < rows.length; i++) {
    const key = rows[i].key;
    rowStart[i] = found.length;
    rowOf.set(key, i);
    const node = model.nodes.get(key)!;
    add(key, node.type);
    for (const child of node.children) {
      if (model.nodes.get(child)?.type !== 'sibling') continue;
      rowOf.set(child, i);
      add(child, 'sibling');
    }
  }
  rowStart[rows.length] = found.length;
  const n = found.length;
  const keys = new Array<string>(n);
  const types = new Array<NodeType>(n);
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  const colors = new Array<string | null>(n);
  const marks = new Uint8Array(n);
  const rowMaxDuration = new Float64Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const a = rowStart[r];
    const b = rowStart[r + 1];
    // a row with several bars (a machine row) is sorted by start for the window search
    const bars = b - a > 1 ? found.slice(a, b).sort((x, y) => x.start - y.start) : null;
    for (let i = a; i < b; i++) {
      const bar = bars ? bars[i - a] : found[i];
      keys[i] = bar.key;
      types[i] = bar.type;
      starts[i] = bar.start;
      ends[i] = bar.end;
      colors[i] = bar.color;
      marks[i] = bar.marks;
      if (bar.end - bar.start > rowMaxDuration[r]) rowMaxDuration[r] = bar.end - bar.start;
    }
  }
  return { rows, rowOf, rolled, keys, types, starts, ends, colors, marks, rowStart, rowMaxDuration, links: buildLinks(model, rowOf, rolled), height: rows.length * ROW_HEIGHT };
}

/** First index in [lo, hi) whose start is > t (upper bound). */
function upperBound(starts: Float64Array, lo: number, hi: number, t: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** First index in [lo, hi) whose start is >= t (lower bound). */
function lowerBound(starts: Float64Array, lo: number, hi: number, t: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] >= t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The bar indexes of row `r` that overlap the time window [t0, t1]. */
export function barsInWindow(layout: Layout, r: number, t0: number, t1: number, visit: (i: number) => void): void {
  const a = layout.rowStart[r];
  const b = layout.rowStart[r + 1];
  if (a === b) return;
  const from = lowerBound(layout.starts, a, b, t0 - layout.rowMaxDuration[r]);
  const to = upperBound(layout.starts, from, b, t1);
  for (let i = from; i < to; i++) if (layout.ends[i] >= t0) visit(i);
}

/** Rows [first, last] seen through a window of `height` px at scrollTop. */
export function visibleRowRange(layout: Layout, scrollTop: number, height: number): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));
  const last = Math.min(layout.rows.length - 1, Math.floor((scrollTop + height) / ROW_HEIGHT));
  return [first, last];
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const BAR_HEIGHT = 16;
export const GROUP_BAR_HEIGHT = 10;
export const MILESTONE_SIZE = 14;

/** A bar's box in chart coordinates (before scrolling); a milestone's is its diamond's box. */
export function barRect(scale: Scale, type: NodeType, row: number, start: number, end: number): BarRect {
  const top = row * ROW_HEIGHT;
  if (type === 'milestone') {
    const x = xOf(scale, start);
    return { x: x - MILESTONE_SIZE / 2, y: top + (ROW_HEIGHT - MILESTONE_SIZE) / 2, width: MILESTONE_SIZE, height: MILESTONE_SIZE };
  }
  const h = type === 'group' ? GROUP_BAR_HEIGHT : BAR_HEIGHT;
  const x = xOf(scale, start);
  // a bar shorter than a pixel still shows
  return { x, y: top + (ROW_HEIGHT - h) / 2, width: Math.max(1, xOf(scale, end) - x), height: h };
}

export interface Hit {
  key: string;
  row: number;
  /** 'resize' near a resizable bar's right edge */
  part: 'body' | 'resize';
}

const EDGE_PX = 6;

/** What is under the chart point (x, y): the last drawn bar there wins, as it is on top. */
export function hitTest(layout: Layout, scale: Scale, x: number, y: number): Hit | null {
  const row = Math.floor(y / ROW_HEIGHT);
  if (row < 0 || row >= layout.rows.length) return null;
  const slack = (EDGE_PX / scale.colWidth) * 86_400_000 + (MILESTONE_SIZE / 2 / scale.colWidth) * 86_400_000;
  const t = timeAt(scale, x);
  let hit: Hit | null = null;
  barsInWindow(layout, row, t - slack, t + slack, (i) => {
    const rect = barRect(scale, layout.types[i], row, layout.starts[i], layout.ends[i]);
    const type = layout.types[i];
    if (x < rect.x - (type === 'milestone' ? 0 : 2) || x > rect.x + rect.width + (type === 'milestone' ? 0 : EDGE_PX / 2)) return;
    const resizable = type === 'leaf' || type === 'sibling';
    const nearEdge = resizable && x >= rect.x + rect.width - EDGE_PX && rect.width >= EDGE_PX * 2;
    hit = { key: layout.keys[i], row, part: nearEdge ? 'resize' : 'body' };
  });
  return hit;
}

/** The earliest start and the latest end of every node, collapsed ones too (collapsing does not move the axis). */
export function layoutSpan(layout: Layout): readonly [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of layout.rolled.values()) {
    if (v.start < min) min = v.start;
    if (v.end > max) max = v.end;
  }
  return [min, max];
}
