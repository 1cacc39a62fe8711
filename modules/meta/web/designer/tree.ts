// The designer's operations on the form JSON (schemas/forms/types.ts), all pure: each answers a
// new design and leaves the one given untouched (the history keeps every step). Places are lists
// of nodes: the root, a grid's column, a tab's pane or a card, addressed by their owner's id.
import type { DataType } from '../../../../schemas/fieldTypes';
import { childListsOf, type DesignNode, designFields, type FieldNode, type FormDesign, walkDesign } from '../../../../schemas/forms/types';

/** A list of nodes: the root (owner null) or a part of a layout node (a column, a pane, a card). */
export interface Slot {
  /** id of the grid column, tab pane or card holding the list; null for the root */
  owner: string | null;
}
export interface Place extends Slot {
  index: number;
}

const clone = (design: FormDesign): FormDesign => structuredClone(design);

/** Every id in the design: nodes, grid columns and tab panes. */
export function idsOf(design: FormDesign): Set<string> {
  const ids = new Set<string>();
  walkDesign(design.nodes, (n) => {
    ids.add(n.id);
    if (n.type === 'grid') for (const c of n.columns) ids.add(c.id);
    if (n.type === 'tabs') for (const p of n.panes) ids.add(p.id);
  });
  return ids;
}

/** A fresh id `prefix` + the first number no part of the design uses. */
export function newId(design: FormDesign, prefix: string, taken: Set<string> = idsOf(design)): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}${n}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** The node list a slot names (the design's own arrays: mutate only on a clone). */
function listOf(design: FormDesign, owner: string | null): DesignNode[] | null {
  if (owner === null) return design.nodes;
  let found: DesignNode[] | null = null;
  walkDesign(design.nodes, (n) => {
    if (found) return;
    if (n.type === 'card' && n.id === owner) found = n.children;
    if (n.type === 'grid') found = n.columns.find((c) => c.id === owner)?.children ?? null;
    if (n.type === 'tabs') found = found ?? n.panes.find((p) => p.id === owner)?.children ?? null;
  });
  return found;
}

export interface Located {
  node: DesignNode;
  owner: string | null;
  index: number;
}

/** A node with the list it sits in. */
export function locate(design: FormDesign, id: string): Located | null {
  const search = (list: DesignNode[], owner: string | null): Located | null => {
    for (const [index, node] of list.entries()) {
      if (node.id === id) return { node, owner, index };
      const parts = node.type === 'grid' ? node.columns : node.type === 'tabs' ? node.panes : node.type === 'card' ? [node] : [];
      const lists = childListsOf(node);
      for (const [i, part] of parts.entries()) {
        const hit = search(lists[i].list, part.id);
        if (hit) return hit;
      }
    }
    return null;
  };
  return search(design.nodes, null);
}

/** Whether `id` names a list owner (a grid column, a tab pane, a card). */
export function isOwner(design: FormDesign, id: string): boolean {
  return listOf(design, id) !== null;
}

/** The node whose part (column, pane) has this id, with the part's index. */
export function partOwner(design: FormDesign, partId: string): { node: DesignNode; part: number } | null {
  let hit: { node: DesignNode; part: number } | null = null;
  walkDesign(design.nodes, (n) => {
    const parts = n.type === 'grid' ? n.columns : n.type === 'tabs' ? n.panes : [];
    const i = parts.findIndex((p) => p.id === partId);
    if (i >= 0) hit = { node: n, part: i };
  });
  return hit;
}

/** Ids inside a node (its parts and descendants): a node cannot move into them. */
function within(node: DesignNode): Set<string> {
  const d: FormDesign = { version: 1, nodes: [node] };
  return idsOf(d);
}

export function insertNode(design: FormDesign, node: DesignNode, place: Place): FormDesign {
  const next = clone(design);
  const list = listOf(next, place.owner);
  if (!list) return design;
  list.splice(Math.max(0, Math.min(place.index, list.length)), 0, structuredClone(node));
  return next;
}

export function removeNode(design: FormDesign, id: string): FormDesign {
  const at = locate(design, id);
  if (!at) return design;
  const next = clone(design);
  listOf(next, at.owner)!.splice(at.index, 1);
  return next;
}

/** Moves a node to a place (the index counts the list as it is before the move); never into itself. */
export function moveNode(design: FormDesign, id: string, place: Place): FormDesign {
  const at = locate(design, id);
  if (!at || (place.owner !== null && within(at.node).has(place.owner))) return design;
  const index = at.owner === place.owner && at.index < place.index ? place.index - 1 : place.index;
  return insertNode(removeNode(design, id), at.node, { owner: place.owner, index });
}

/** One step up or down in its list. */
export function shiftNode(design: FormDesign, id: string, by: -1 | 1): FormDesign {
  const at = locate(design, id);
  if (!at) return design;
  const length = listOf(design, at.owner)!.length;
  const index = at.index + by;
  if (index < 0 || index >= length) return design;
  return moveNode(design, id, { owner: at.owner, index: by > 0 ? index + 1 : index });
}

/** Changes a node's (or a grid column's / tab pane's) own properties. */
export function updateNode<T extends object>(design: FormDesign, id: string, patch: Partial<T>): FormDesign {
  const next = clone(design);
  let done = false;
  walkDesign(next.nodes, (n) => {
    if (done) return;
    const parts: object[] = n.type === 'grid' ? n.columns : n.type === 'tabs' ? n.panes : [];
    const target = n.id === id ? n : parts.find((p) => (p as { id: string }).id === id);
    if (!target) return;
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) delete (target as Record<string, unknown>)[k];
      else (target as Record<string, unknown>)[k] = v;
    }
    done = true;
  });
  return done ? next : design;
}

/**
 * Where a palette item goes when clicked: into the selected list owner (column, pane, card; a
 * grid's first column, a tab set's first pane), else after the selected node, else at the end.
 */
export function placeForSelection(design: FormDesign, selected: string | null): Place {
  const end = (owner: string | null): Place => ({ owner, index: listOf(design, owner)?.length ?? 0 });
  if (!selected) return end(null);
  if (isOwner(design, selected)) return end(selected);
  const at = locate(design, selected);
  if (!at) return end(null);
  if (at.node.type === 'grid') return end(at.node.columns[0].id);
  if (at.node.type === 'tabs') return end(at.node.panes[0].id);
  return { owner: at.owner, index: at.index + 1 };
}

// ---- new nodes ------------------------------------------------------------------------------------

export interface NewNodeTexts {
  tab: (n: number) => string;
  card: string;
  typeName: (dataType: DataType) => string;
}

export type PaletteItem =
  | { kind: 'attr'; code: string; dataType: DataType; label: string }
  | { kind: 'free'; dataType: DataType }
  | { kind: 'layout'; type: 'grid' | 'tabs' | 'card' | 'divider' }
  | { kind: 'lineTable'; key: string; label: string };

/** A free field's code: the type's name in lower case and the first free number. */
function freeCode(design: FormDesign, dataType: DataType, attrs: ReadonlySet<string>): string {
  const used = new Set([...designFields(design).map((f) => f.code), ...attrs]);
  const base = dataType.charAt(0).toLowerCase() + dataType.slice(1);
  for (let n = 1; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/** The node a palette item makes (ids fresh for this design). */
export function nodeOf(design: FormDesign, item: PaletteItem, texts: NewNodeTexts, attrCodes: ReadonlySet<string>): DesignNode {
  const taken = idsOf(design);
  switch (item.kind) {
    case 'attr':
      return { type: 'field', id: newId(design, 'f', taken), code: item.code, dataType: item.dataType, bound: true } satisfies FieldNode;
    case 'free':
      return { type: 'field', id: newId(design, 'f', taken), code: freeCode(design, item.dataType, attrCodes), dataType: item.dataType, bound: false, label: texts.typeName(item.dataType) };
    case 'lineTable':
      return { type: 'lineTable', id: newId(design, 'lines', taken), key: item.key };
    case 'layout':
      switch (item.type) {
        case 'grid': {
          const id = newId(design, 'grid', taken);
          return { type: 'grid', id, columns: [12, 12].map((span) => ({ id: newId(design, 'col', taken), span, children: [] })) };
        }
        case 'tabs': {
          const id = newId(design, 'tabs', taken);
          return { type: 'tabs', id, panes: [1, 2].map((n) => ({ id: newId(design, 'pane', taken), label: texts.tab(n), children: [] })) };
        }
        case 'card':
          return { type: 'card', id: newId(design, 'card', taken), label: texts.card, children: [] };
        case 'divider':
          return { type: 'divider', id: newId(design, 'divider', taken) };
      }
  }
}

/** Attribute codes already placed as bound fields. */
export function placedCodes(design: FormDesign): Set<string> {
  return new Set(designFields(design).filter((f) => f.bound).map((f) => f.code));
}

/** The ids around a node or part: the columns, panes, cards and layout nodes it sits in. */
export function ancestorsOf(design: FormDesign, id: string): Set<string> {
  const chain: string[] = [];
  const search = (list: DesignNode[]): boolean => {
    for (const node of list) {
      if (node.id === id) return true;
      const parts = node.type === 'grid' ? node.columns : node.type === 'tabs' ? node.panes : node.type === 'card' ? [node] : [];
      const lists = childListsOf(node);
      for (const [i, part] of parts.entries()) {
        if (part.id === id && part !== node) {
          chain.push(node.id);
          return true;
        }
        if (search(lists[i].list)) {
          chain.push(part.id, node.id);
          return true;
        }
      }
    }
    return false;
  };
  search(design.nodes);
  return new Set(chain);
}
