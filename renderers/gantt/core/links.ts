// Dependencies (finish-to-start): an arrow from a predecessor's bar end to its successor's start.
// The arrow leaves the bar to the right, runs down (or up) to the successor's row and enters it from
// the left; when the successor starts before that corner (a dependency it breaks, or two bars too
// close), the arrow turns along the gap between rows (bars never touch a row's edge) and comes back
// left, so it never crosses its own two bars. Links are kept sorted by their upper row, so a frame
// finds the ones near the window by binary search; an arrow whose either end is more than a window
// away is not drawn (a line across a thousand rows tells nothing).
import { ROW_HEIGHT } from './constants';
import type { BarRect } from './layout';
import { type GanttModel, keyOf } from './model';
import type { Rolled } from './rollup';

/** px the arrow runs out of a bar before it turns, and into its successor after the last turn */
export const LINK_GAP = 8;
/** the arrow head's length and half width */
export const ARROW_LENGTH = 6;
export const ARROW_HALF = 4;

export interface LinkIndex {
  /** link i: from[i] (the predecessor) → to[i] (the successor), by upper row */
  from: string[];
  to: string[];
  minRow: Int32Array;
  maxRow: Int32Array;
}

export const NO_LINKS: LinkIndex = { from: [], to: [], minRow: new Int32Array(0), maxRow: new Int32Array(0) };

/** The links both of whose tasks have a row and dates (a collapsed or undated end draws no arrow). */
export function buildLinks(model: GanttModel, rowOf: ReadonlyMap<string, number>, rolled: ReadonlyMap<string, Rolled>): LinkIndex {
  // flat arrays, no object per link: 100 000 tasks lay out once and this runs with them
  const from: string[] = [];
  const to: string[] = [];
  const lo: number[] = [];
  const hi: number[] = [];
  const dated = (k: string) => {
    const v = rolled.get(k);
    return v !== undefined && !Number.isNaN(v.start);
  };
  let sorted = true;
  for (const node of model.nodes.values()) {
    const deps = node.task.dependsOn;
    if (!Array.isArray(deps) || !deps.length) continue;
    const row = rowOf.get(node.key);
    if (row === undefined || !dated(node.key)) continue;
    for (const raw of deps) {
      const d = keyOf(raw);
      const other = d === null ? undefined : rowOf.get(d);
      if (other === undefined || d === node.key || !dated(d!)) continue;
      const a = Math.min(row, other);
      if (lo.length && a < lo[lo.length - 1]) sorted = false;
      from.push(d!);
      to.push(node.key);
      lo.push(a);
      hi.push(Math.max(row, other));
    }
  }
  if (!from.length) return NO_LINKS;
  if (sorted) return { from, to, minRow: Int32Array.from(lo), maxRow: Int32Array.from(hi) };
  const order = Array.from(lo.keys()).sort((x, y) => lo[x] - lo[y]);
  return { from: order.map((i) => from[i]), to: order.map((i) => to[i]), minRow: Int32Array.from(order, (i) => lo[i]), maxRow: Int32Array.from(order, (i) => hi[i]) };
}

/** Does the successor start before its predecessor ends (less the overlap the host allows)? */
export const isBroken = (predecessorEnd: number, successorStart: number, overlapMs = 0) => successorStart < predecessorEnd - overlapMs;

/**
 * The arrow's polyline as flat [x0, y0, x1, y1, …] in chart px, ending at the successor's left
 * edge (the head is drawn there, pointing right).
 */
export function linkPath(from: BarRect, fromRow: number, to: BarRect, toRow: number): number[] {
  const sx = from.x + from.width;
  const sy = from.y + from.height / 2;
  const tx = to.x;
  const ty = to.y + to.height / 2;
  if (fromRow === toRow && tx >= sx) return [sx, sy, tx, ty];
  const out = sx + LINK_GAP;
  if (fromRow !== toRow && tx - LINK_GAP >= out) return [sx, sy, out, sy, out, ty, tx, ty];
  // back to the left along the gap between the predecessor's row and the next toward the successor
  const lane = (toRow >= fromRow ? fromRow + 1 : fromRow) * ROW_HEIGHT;
  const back = tx - LINK_GAP;
  return [sx, sy, out, sy, out, lane, back, lane, back, ty, tx, ty];
}

/** Indexes of the links whose both rows lie in [rowLo, rowHi]. */
export function linksInRows(links: LinkIndex, rowLo: number, rowHi: number, visit: (i: number) => void): void {
  let lo = 0;
  let hi = links.minRow.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (links.minRow[mid] >= rowLo) hi = mid;
    else lo = mid + 1;
  }
  for (let i = lo; i < links.minRow.length && links.minRow[i] <= rowHi; i++) if (links.maxRow[i] <= rowHi) visit(i);
}

/** Is the point within a window's size of the window [left, left + width] × [top, top + height]? */
export function nearView(x: number, y: number, view: { left: number; top: number; width: number; height: number }): boolean {
  return x >= view.left - view.width && x <= view.left + 2 * view.width && y >= view.top - view.height && y <= view.top + 2 * view.height;
}
