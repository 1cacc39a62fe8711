// What a node shows, derived from the tree: a group's bar spans its children and its progress is
// their duration-weighted average (milestones excluded); the rows the tree shows, with
// collapsed groups hiding their subtree.
import type { GanttModel } from './model';

export interface Rolled {
  /** wall ms; NaN when neither the node nor anything under it has dates */
  start: number;
  end: number;
  /** 0 … 100 */
  progress: number;
}

const clampProgress = (p: unknown) => {
  const n = typeof p === 'number' ? p : Number(p);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
};

/** Rolled-up dates and progress of every node (one post-order pass). */
export function rollup(model: GanttModel): Map<string, Rolled> {
  const out = new Map<string, Rolled>();
  // parents before children (without recursion: 100 000 tasks may nest deeper than the stack
  // allows), then walked backwards so that every child is rolled before its parent
  const order: string[] = [];
  const stack = [...model.roots];
  while (stack.length) {
    const key = stack.pop()!;
    order.push(key);
    const node = model.nodes.get(key);
    if (node) for (const child of node.children) stack.push(child);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const key = order[i];
    const node = model.nodes.get(key);
    if (!node) continue;
    out.set(key, node.type === 'group' && node.children.length ? groupValues(model, node.children, out) : ownValues(model, key));
  }
  return out;
}

function ownValues(model: GanttModel, key: string): Rolled {
  const node = model.nodes.get(key)!;
  return { start: node.start, end: node.end, progress: node.type === 'milestone' ? (node.task.done ? 100 : 0) : clampProgress(node.task.progress) };
}

/** A group's span over all its children, its progress weighted by the non-milestone children's durations. */
function groupValues(model: GanttModel, children: readonly string[], rolled: ReadonlyMap<string, Rolled>): Rolled {
  let start = NaN;
  let end = NaN;
  let weighted = 0;
  let total = 0;
  for (const child of children) {
    const c = rolled.get(child)!;
    if (!Number.isNaN(c.start) && !(c.start >= start)) start = c.start;
    if (!Number.isNaN(c.end) && !(c.end <= end)) end = c.end;
    if (Number.isNaN(c.start) || model.nodes.get(child)!.type === 'milestone') continue;
    const duration = c.end - c.start;
    weighted += duration * c.progress;
    total += duration;
  }
  // rounded to hundredths of a percent: a display value, not an amount
  return { start, end, progress: total > 0 ? Math.round((weighted / total) * 100) / 100 : 0 };
}

export interface Row {
  key: string;
  depth: number;
  /** has children of its own in the tree (not counting siblings) */
  expandable: boolean;
}

/** The tree's rows in order: every node but siblings, under expanded parents only. */
export function visibleRows(model: GanttModel, collapsed: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const stack: Array<[string, number]> = [];
  for (let i = model.roots.length - 1; i >= 0; i--) stack.push([model.roots[i], 0]);
  while (stack.length) {
    const [key, depth] = stack.pop()!;
    const node = model.nodes.get(key);
    if (!node || node.type === 'sibling') continue;
    let expandable = false;
    for (const c of node.children) if (model.nodes.get(c)?.type !== 'sibling') expandable = true;
    rows.push({ key, depth, expandable });
    if (!expandable || collapsed.has(key)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1]);
  }
  return rows;
}
