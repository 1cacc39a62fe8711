// What the user does to the chart, as pure functions answering an edit (edits.ts) without
// changing the model: drag a bar (whole columns in time, whole rows up or down, never above row
// 0), drag its right edge (never shorter than one column, one hour in the hours view), delete,
// and move a node in the tree. The tree rules: a group losing its last child becomes
// a leaf with progress 0, dropping a node into a leaf makes it a group, a milestone is never a group.
import { GanttError, stringOf, type Language } from '../strings';
import { ROW_HEIGHT } from './constants';
import { formatDate, parseDate } from './dates';
import { draft, type Draft, type Edit } from './edits';
import { isInside, subtree, treeChildren, type GanttModel, type GanttTask } from './model';
import type { Layout } from './layout';
import { stepsOf, type Scale } from './scale';

export interface DragDelta {
  /** time steps (columns; hours in the hours view) */
  steps: number;
  /** the row the bar lands on */
  row: number;
}

/** Where a drag of (dx, dy) px from row `row` lands: whole steps, a row within [0, rows). */
export function dragDelta(scale: Scale, layout: Layout, row: number, dx: number, dy: number): DragDelta {
  const target = row + Math.round(dy / ROW_HEIGHT);
  return { steps: stepsOf(scale, dx), row: Math.max(0, Math.min(layout.rows.length - 1, target)) };
}

/** The new end of a right-edge drag of dx px: whole steps, never shorter than the minimum. */
export function resizedEnd(scale: Scale, start: number, end: number, dx: number): number {
  return Math.max(start + scale.minDurationMs, end + stepsOf(scale, dx) * scale.stepMs);
}

/** The task's own dates moved by ms (those it has: a row holding siblings may have none). */
function shifted(task: GanttTask, ms: number): Partial<GanttTask> {
  const patch: Partial<GanttTask> = {};
  const start = parseDate(task.start);
  const end = parseDate(task.end);
  if (!Number.isNaN(start)) patch.start = formatDate(start + ms);
  if (!Number.isNaN(end)) patch.end = formatDate(end + ms);
  return patch;
}

/** A group left without tree children becomes a leaf with progress 0, keeping the span it had. */
function demoteIfEmpty(d: Draft, key: string | null, span: [number, number] | null): void {
  if (key === null) return;
  const node = d.model.nodes.get(key);
  if (node?.type !== 'group' || treeChildren(d.model, key).length) return;
  const patch: Partial<GanttTask> = { type: 'leaf', progress: 0 };
  if (span && Number.isNaN(node.start)) Object.assign(patch, { start: formatDate(span[0]), end: formatDate(span[1]) });
  d.update(key, patch);
}

/** The dated span of a node and everything under it. */
function spanOf(model: GanttModel, key: string | null): [number, number] | null {
  if (key === null) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const k of subtree(model, key)) {
    const n = model.nodes.get(k)!;
    if (Number.isNaN(n.start)) continue;
    lo = Math.min(lo, n.start);
    hi = Math.max(hi, n.end);
  }
  return lo <= hi ? [lo, hi] : null;
}

/** Refuses a milestone as anybody's parent: 里程碑「{name}」不能做群组节点！ */
function assertCanHold(model: GanttModel, key: string): void {
  const node = model.nodes.get(key)!;
  if (node.type === 'milestone') throw new GanttError('milestoneNotGroup', { name: node.task.name });
}

/**
 * A bar dragged by (steps, to row): its dates (and a group's whole subtree) move by whole steps;
 * a sibling lands on the target row's node (a machine row taking the job), another node moves in
 * the tree before (dragged up) or after (dragged down) the target row's node. Null when nothing moves.
 */
export function moveBar(model: GanttModel, layout: Layout, scale: Scale, key: string, delta: DragDelta): Edit | null {
  const node = model.nodes.get(key);
  const fromRow = layout.rowOf.get(key);
  if (!node || fromRow === undefined) return null;
  const ms = delta.steps * scale.stepMs;
  const targetKey = layout.rows[delta.row]?.key;
  const vertical =
    delta.row !== fromRow && targetKey !== undefined && !isInside(model, targetKey, key) && !(node.type === 'sibling' && targetKey === node.parent);
  if (!ms && !vertical) return null;
  if (vertical && node.type === 'sibling') assertCanHold(model, targetKey);
  const span = spanOf(model, node.parent);
  return draft(model, 'move', (d) => {
    if (ms)
      for (const k of node.type === 'group' ? subtree(model, key) : [key]) {
        const patch = shifted(d.model.nodes.get(k)!.task, ms);
        if (patch.start || patch.end) d.update(k, patch);
      }
    if (!vertical) return;
    const oldParent = node.parent;
    if (node.type === 'sibling') d.move(key, targetKey, 'end');
    else {
      const target = d.model.nodes.get(targetKey)!;
      d.move(key, target.parent, delta.row < fromRow ? { before: targetKey } : { after: targetKey });
    }
    demoteIfEmpty(d, oldParent, span);
  });
}

/** The right edge dragged by dx px (leaves and siblings: a group's span is its children's, a milestone has no length). */
export function resizeBar(model: GanttModel, scale: Scale, key: string, dx: number): Edit | null {
  const node = model.nodes.get(key);
  if (!node || (node.type !== 'leaf' && node.type !== 'sibling') || Number.isNaN(node.start)) return null;
  const end = resizedEnd(scale, node.start, node.end, dx);
  if (end === node.end) return null;
  return draft(model, 'resize', (d) => d.update(key, { end: formatDate(end) }));
}

/** The confirm the UI shows before deleting: titled 提示, 确定删除“{name}”？ */
export function deleteConfirm(model: GanttModel, key: string, language: Language = 'zh_CN'): { title: string; content: string } {
  const name = model.nodes.get(key)?.task.name ?? '';
  return { title: stringOf('confirmTitle', language), content: stringOf('confirmDelete', language, { name }) };
}

/** Deletes the node and everything under it; its parent group may become a leaf. */
export function deleteNode(model: GanttModel, key: string): Edit | null {
  const node = model.nodes.get(key);
  if (!node) return null;
  const span = spanOf(model, node.parent);
  return draft(model, 'delete', (d) => {
    // deepest and last first: every recorded place is still right when undo puts them back in reverse
    for (const k of subtree(model, key).reverse()) d.remove(k);
    demoteIfEmpty(d, node.parent, span);
  });
}

export type DropPosition = 'before' | 'after' | 'inside';

/**
 * A node dropped on another in the tree: inside it (a leaf becomes a group; a milestone refuses;
 * a sibling joins the row), or before / after it under the same parent. Null for a drop on itself
 * or inside its own subtree.
 */
export function moveNode(model: GanttModel, key: string, targetKey: string, position: DropPosition): Edit | null {
  const node = model.nodes.get(key);
  const target = model.nodes.get(targetKey);
  if (!node || !target || isInside(model, targetKey, key)) return null;
  if (position === 'inside' && target.type === 'sibling') return null;
  if (position === 'inside') assertCanHold(model, targetKey);
  else if (node.type === 'sibling' || target.type === 'sibling') return null;
  if (position === 'inside' && node.parent === targetKey && node.type === 'sibling') return null;
  const span = spanOf(model, node.parent);
  return draft(model, 'reparent', (d) => {
    const oldParent = node.parent;
    if (position === 'inside') {
      if (node.type !== 'sibling' && target.type === 'leaf') d.update(targetKey, { type: 'group' });
      d.move(key, targetKey, 'end');
    } else d.move(key, target.parent, position === 'before' ? { before: targetKey } : { after: targetKey });
    if (oldParent !== targetKey) demoteIfEmpty(d, oldParent, span);
  });
}
