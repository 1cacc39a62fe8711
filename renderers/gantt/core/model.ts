// The task tree: what the host gives (a flat list with parent ids, dates as strings) made into
// nodes the layout can use (wall ms), kept mutable and versioned so that 100 000 tasks are not
// copied on every edit. Only edits (edits.ts) change it; each change bumps `version`.
import { GanttError } from '../strings';
import { parseDate } from './dates';

/**
 * group: its bar spans its children, its progress rolls up from them; leaf: one bar of its own;
 * sibling: a bar drawn on its parent's row (a machine row holding several jobs), no row of its own;
 * milestone: a point in time (a diamond) that is done or not.
 */
export type NodeType = 'group' | 'leaf' | 'sibling' | 'milestone';

export interface GanttTask {
  id: string | number;
  name: string;
  type: NodeType;
  parentId?: string | number | null;
  /** 'YYYY-MM-DD HH:mm:ss'; empty for a row that only holds siblings */
  start?: string;
  end?: string;
  /** 0 … 100 */
  progress?: number;
  /** a milestone's state */
  done?: boolean;
  /** the bar's colour (#rrggbb); its progress fills a darker shade of it (core/marks.ts) */
  color?: string | null;
  /** marked with a padlock on the bar (the host refuses to move it) */
  locked?: boolean;
  /** marked with a warning triangle on the bar (it ends after it should) */
  late?: boolean;
  /** the ids of the tasks this one waits for (finish-to-start): drawn as arrows into its bar */
  dependsOn?: ReadonlyArray<string | number>;
  /** anything else the host keeps (table columns read it by prop) */
  [field: string]: unknown;
}

export interface GanttNode {
  key: string;
  task: GanttTask;
  type: NodeType;
  parent: string | null;
  /** wall ms; NaN when the task has no dates */
  start: number;
  end: number;
  /** in order, siblings included */
  children: string[];
}

export interface GanttModel {
  nodes: Map<string, GanttNode>;
  roots: string[];
  version: number;
}

export const keyOf = (id: string | number | null | undefined): string | null => (id === null || id === undefined || id === '' ? null : String(id));

export function nodeOf(task: GanttTask): GanttNode {
  const start = parseDate(task.start);
  // a milestone is a point: its end is its start
  const end = task.type === 'milestone' ? start : parseDate(task.end);
  return { key: String(task.id), task, type: task.type, parent: keyOf(task.parentId), start, end: Number.isNaN(end) ? start : Math.max(start, end), children: [] };
}

/** Builds the tree; a parent id that names no task makes a root. A milestone holding children is refused. */
export function buildModel(tasks: readonly GanttTask[]): GanttModel {
  const nodes = new Map<string, GanttNode>();
  for (const task of tasks) nodes.set(String(task.id), nodeOf(task));
  const roots: string[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    if (!parent) {
      node.parent = null;
      roots.push(node.key);
      continue;
    }
    if (parent.type === 'milestone') throw new GanttError('milestoneNotGroup', { name: parent.task.name });
    parent.children.push(node.key);
  }
  return { nodes, roots, version: 0 };
}

export function childrenOf(model: GanttModel, parent: string | null): string[] {
  return parent === null ? model.roots : (model.nodes.get(parent)?.children ?? []);
}

/** Children that are rows of the tree (siblings are drawn on their parent's row instead). */
export function treeChildren(model: GanttModel, key: string): string[] {
  return (model.nodes.get(key)?.children ?? []).filter((k) => model.nodes.get(k)?.type !== 'sibling');
}

/** The node and everything under it, parents before children. */
export function subtree(model: GanttModel, key: string): string[] {
  const out: string[] = [];
  const stack = [key];
  while (stack.length) {
    const k = stack.pop()!;
    out.push(k);
    const node = model.nodes.get(k);
    if (node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out;
}

export function isInside(model: GanttModel, key: string, ancestor: string): boolean {
  for (let k: string | null = key; k !== null; k = model.nodes.get(k)?.parent ?? null) if (k === ancestor) return true;
  return false;
}

/** The tasks as the host keeps them, in tree order. */
export function tasksOf(model: GanttModel): GanttTask[] {
  return subtreeOrder(model).map((k) => model.nodes.get(k)!.task);
}

/** Every key, depth first in tree order. */
export function subtreeOrder(model: GanttModel): string[] {
  const out: string[] = [];
  for (const root of model.roots) for (const k of subtree(model, root)) out.push(k);
  return out;
}
