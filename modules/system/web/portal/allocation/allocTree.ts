// The allocation screen's trees, pure: the allocatable tree (portal.MenuAlloc/listTree, every
// item the tenant sees with the role's allocation of it) and the role's allocation tree
// (getAllocatedTree: pages, their copies and buttons).
import type { AllocatableItem, AllocNode } from '../../../../../schemas/rpc/portal-alloc';
import { parseLowcodeParams } from '../../../../../schemas/pages/types';

export function flattenItems(items: readonly AllocatableItem[], out: AllocatableItem[] = []): AllocatableItem[] {
  for (const item of items) {
    out.push(item);
    if (item.children?.length) flattenItems(item.children, out);
  }
  return out;
}

export function flattenAllocs(nodes: readonly AllocNode[], out: AllocNode[] = []): AllocNode[] {
  for (const node of nodes) {
    out.push(node);
    if (node.children.length) flattenAllocs(node.children, out);
  }
  return out;
}

/** The tree of the left panel: modules, pages and flows (a page's buttons are set beside it). */
export function withoutButtons(items: readonly AllocatableItem[]): AllocatableItem[] {
  return items.filter((i) => i.type !== 3).map((i) => ({ ...i, children: withoutButtons(i.children ?? []) }));
}

/** Keys (menu ids) of the items the role has. */
export function allocatedKeys(items: readonly AllocatableItem[]): string[] {
  return flattenItems(items)
    .filter((i) => i.allocId != null && i.type !== 3)
    .map((i) => String(i.id));
}

/** Items under `item` that the role has (what an unticking takes away with it). */
export function allocatedBelow(item: AllocatableItem): AllocatableItem[] {
  return flattenItems(item.children ?? []).filter((i) => i.allocId != null && i.type !== 3);
}

export const buttonsOf = (item: AllocatableItem): AllocatableItem[] => ((item.children ?? []) as AllocatableItem[]).filter((c) => c.type === 3);

/** The allocation nodes a page is given as: the page itself and its copies (needCopy). */
export function targetsOf(item: AllocatableItem, allocs: readonly AllocNode[]): AllocNode[] {
  const flat = flattenAllocs(allocs);
  return flat.filter((a) => a.menuId === item.id && a.type === 2).sort((a, b) => Number(a.copyTag) - Number(b.copyTag) || a.id - b.id);
}

/** The buttons an allocation node holds, by the button's menu id. */
export function allocatedButtons(target: AllocNode): Map<number, AllocNode> {
  return new Map(target.children.filter((c) => c.type === 3).map((c) => [c.menuId, c]));
}

/**
 * The entity a page shows, for its preview: its own params, else those of the list page whose
 * detail it is (a detail page of the product holds no params of its own).
 */
export function entityCodeOf(item: AllocatableItem, all: readonly AllocatableItem[]): string | null {
  const own = parseLowcodeParams(item.params);
  if (own) return own.entityCode;
  const url = item.url?.replace(/^\/+/, '');
  if (!url) return null;
  for (const other of all) {
    const p = parseLowcodeParams(other.params);
    if (p && (p.detailUrl === url || `${other.url}Detail` === url)) return p.entityCode;
  }
  return null;
}
