// Rules shared by the menu designer (portal.Menu) and a role's allocation tree (portal.MenuAlloc):
// what may hold what, and where a dragged node may go. Messages in both languages.
import type { Lang } from '../i18n';
import { badRequest, conflict } from '../rpc/errors';

export interface TreeNode {
  id: number;
  parentId: number | null;
  type: number;
  name: string;
}

const TYPE_NAMES: Record<number, [string, string]> = {
  0: ['根节点', 'root'],
  1: ['模块', 'module'],
  2: ['页面', 'page'],
  3: ['按钮', 'button'],
  4: ['流程', 'flow'],
};

/** Which parent types each type may sit under (null: the top level). */
const PARENTS: Record<number, ReadonlyArray<number | null>> = {
  1: [null, 0, 1],
  2: [0, 1],
  3: [2],
  4: [0, 1, 2],
};

const typeName = (type: number, lang: Lang) => TYPE_NAMES[type]?.[lang === 'en_US' ? 1 : 0] ?? String(type);

/** Refuses a node of `type` under `parent` (null: top level) when the types do not nest. */
export function checkNesting(type: number, parent: TreeNode | null, lang: Lang): void {
  const ok = (PARENTS[type] ?? []).includes(parent ? parent.type : null);
  if (ok) return;
  const where = parent ? `「${parent.name}」(${typeName(parent.type, lang)})` : lang === 'en_US' ? 'the top level' : '顶层';
  throw badRequest(lang === 'en_US' ? `a ${typeName(type, lang)} cannot be placed under ${where}` : `${typeName(type, lang)}不能放在${where}下`);
}

/** Is `candidate` the node itself or one of its descendants? */
export function isSelfOrBelow(nodes: ReadonlyMap<number, TreeNode>, nodeId: number, candidate: number | null): boolean {
  for (let cur = candidate; cur != null; cur = nodes.get(cur)?.parentId ?? null) if (cur === nodeId) return true;
  return false;
}

export interface DragResult {
  parentId: number | null;
  /** the parent's children in their new order (ids) */
  order: number[];
}

/**
 * Where a drag puts a node: `inner` makes it the target's last child, `before` / `after` its
 * sibling. Never under itself or a descendant (409), never where its type does not nest (400).
 */
export function planDrag(nodes: ReadonlyMap<number, TreeNode>, id: number, targetId: number, position: 'before' | 'after' | 'inner', lang: Lang, sn: (n: TreeNode) => number): DragResult {
  const node = nodes.get(id)!;
  const target = nodes.get(targetId)!;
  const parentId = position === 'inner' ? target.id : target.parentId;
  if (id === targetId || isSelfOrBelow(nodes, id, parentId)) {
    throw conflict(lang === 'en_US' ? `「${node.name}」cannot be moved under itself or one of its own children` : `「${node.name}」不能移动到自身或其下级节点下`);
  }
  checkNesting(node.type, parentId == null ? null : nodes.get(parentId)!, lang);
  const siblings = [...nodes.values()].filter((n) => n.parentId === parentId && n.id !== id).sort((a, b) => sn(a) - sn(b) || a.id - b.id);
  const order = siblings.map((n) => n.id);
  if (position === 'inner') order.push(id);
  else order.splice(order.indexOf(targetId) + (position === 'after' ? 1 : 0), 0, id);
  return { parentId, order };
}
