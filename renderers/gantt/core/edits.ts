// Every edit is a command: a list of task changes, each the task as it was (with its place among
// its parent's children) and as it becomes. Applying and reverting are the same operation with the
// two sides swapped, so undo/redo need nothing else, and the host receives exactly what changed
// (onChange(edit)) to save it.
import { HISTORY_LIMIT } from './constants';
import { childrenOf, keyOf, nodeOf, type GanttModel, type GanttTask } from './model';

export interface Placed {
  task: GanttTask;
  /** its place among its parent's children (all of them, siblings included) */
  index: number;
}

export interface Change {
  /** null: the task is created */
  before: Placed | null;
  /** null: the task is deleted */
  after: Placed | null;
}

export type EditKind = 'move' | 'resize' | 'delete' | 'reparent';

export interface Edit {
  kind: EditKind;
  changes: Change[];
  /** 'undo' / 'redo' when the history replays it (the changes are then what happens now) */
  cause?: 'edit' | 'undo' | 'redo';
}

/** The task as it is now, with its place. */
export function placed(model: GanttModel, key: string): Placed {
  const node = model.nodes.get(key)!;
  return { task: node.task, index: childrenOf(model, node.parent).indexOf(key) };
}

function detach(model: GanttModel, key: string): void {
  const node = model.nodes.get(key);
  if (!node) return;
  const list = childrenOf(model, node.parent);
  const i = list.indexOf(key);
  if (i >= 0) list.splice(i, 1);
  model.nodes.delete(key);
}

function attach(model: GanttModel, { task, index }: Placed): void {
  const node = nodeOf(task);
  const old = model.nodes.get(node.key);
  // a task put back keeps the children it has now (they are placed by their own changes)
  if (old) node.children = old.children;
  const parentKey = keyOf(task.parentId);
  node.parent = parentKey !== null && model.nodes.has(parentKey) ? parentKey : null;
  model.nodes.set(node.key, node);
  const list = childrenOf(model, node.parent);
  list.splice(Math.max(0, Math.min(index, list.length)), 0, node.key);
}

/** One change on the model (version untouched): a change with both sides replaces the task in place or moves it. */
function applyChange(model: GanttModel, { before, after }: Change): void {
  if (before) {
    const key = String(before.task.id);
    if (after) {
      // a move keeps the node's children: only take it out of its parent's list
      const node = model.nodes.get(key);
      const list = node ? childrenOf(model, node.parent) : [];
      const i = list.indexOf(key);
      if (i >= 0) list.splice(i, 1);
    } else detach(model, key);
  }
  if (after) attach(model, after);
}

export function applyEdit(model: GanttModel, edit: Edit): void {
  for (const change of edit.changes) applyChange(model, change);
  model.version++;
}

/**
 * Builds an edit by making its changes one after another, each measured against the state the
 * previous ones left (so every recorded place is right when replayed), then puts the model back
 * as it was: callers get the edit, the model changes only when the edit is performed.
 */
export function draft(model: GanttModel, kind: EditKind, build: (d: Draft) => void): Edit {
  const changes: Change[] = [];
  const record = (change: Change) => {
    applyChange(model, change);
    changes.push(change);
  };
  try {
    build({
      model,
      update(key, patch) {
        const before = placed(model, key);
        record({ before, after: { task: { ...before.task, ...patch }, index: before.index } });
      },
      move(key, parent, place, patch = {}) {
        const before = placed(model, key);
        // the index is counted among the other children: the node leaves its old place first
        const others = childrenOf(model, parent).filter((k) => k !== key);
        const index = place === 'end' ? others.length : others.indexOf(place.before ?? place.after!) + (place.after !== undefined ? 1 : 0);
        record({ before, after: { task: { ...before.task, ...patch, parentId: parent === null ? null : model.nodes.get(parent)!.task.id }, index } });
      },
      remove(key) {
        record({ before: placed(model, key), after: null });
      },
    });
  } finally {
    for (let i = changes.length - 1; i >= 0; i--) applyChange(model, { before: changes[i].after, after: changes[i].before });
  }
  return { kind, changes };
}

export interface Draft {
  /** the model as the changes so far left it */
  model: GanttModel;
  update(key: string, patch: Partial<GanttTask>): void;
  /** under `parent`, before or after one of its children, or last */
  move(key: string, parent: string | null, place: { before: string; after?: undefined } | { after: string; before?: undefined } | 'end', patch?: Partial<GanttTask>): void;
  /** the node only: remove its children first */
  remove(key: string): void;
}

/** The edit that undoes `edit`: the changes reversed, each with its sides swapped. */
export function invertEdit(edit: Edit): Edit {
  return { kind: edit.kind, changes: edit.changes.map(({ before, after }) => ({ before: after, after: before })).reverse() };
}

/** Undo and redo stacks of applied edits. */
export class History {
  private done: Edit[] = [];
  private undone: Edit[] = [];

  get canUndo() {
    return this.done.length > 0;
  }
  get canRedo() {
    return this.undone.length > 0;
  }

  /** Applies a new edit; it clears what could be redone. */
  perform(model: GanttModel, edit: Edit): Edit {
    applyEdit(model, edit);
    this.done.push(edit);
    if (this.done.length > HISTORY_LIMIT) this.done.shift();
    this.undone = [];
    return { ...edit, cause: 'edit' };
  }

  /** Reverts the last edit; answers what changed now, or null when there is nothing to undo. */
  undo(model: GanttModel): Edit | null {
    const edit = this.done.pop();
    if (!edit) return null;
    const inverse = invertEdit(edit);
    applyEdit(model, inverse);
    this.undone.push(edit);
    return { ...inverse, cause: 'undo' };
  }

  redo(model: GanttModel): Edit | null {
    const edit = this.undone.pop();
    if (!edit) return null;
    applyEdit(model, edit);
    this.done.push(edit);
    return { ...edit, cause: 'redo' };
  }

  clear() {
    this.done = [];
    this.undone = [];
  }
}
