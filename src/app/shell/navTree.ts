// Helpers over the allocated nav tree (pure).
import { MenuType, type NavNode } from '../../../schemas/menus/types';
import { isRoutablePage, routePathOf } from '../routes/buildRoutes';

/** Roots (type 0) only group modules: their children are the real top level. */
export function topLevel(tree: readonly NavNode[]): NavNode[] {
  return tree.flatMap((node) => (node.type === MenuType.Root ? topLevel(node.children ?? []) : [node]));
}

/** Every routable page, in menu order. */
export function allPages(tree: readonly NavNode[]): NavNode[] {
  const out: NavNode[] = [];
  const visit = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (isRoutablePage(node)) out.push(node);
      if (node.children?.length) visit(node.children);
    }
  };
  visit(tree);
  return out;
}

/** Pages shown in the side menu (not hidden). */
export function menuPages(tree: readonly NavNode[]): NavNode[] {
  return allPages(tree).filter((node) => !node.hidden);
}

/** The chain of nodes from the top down to the page opened at `path` (for breadcrumbs). */
export function trailTo(tree: readonly NavNode[], path: string): NavNode[] {
  const search = (nodes: readonly NavNode[], trail: NavNode[]): NavNode[] | null => {
    for (const node of nodes) {
      const here = node.type === MenuType.Root ? trail : [...trail, node];
      if (routePathOf(node) === path) return here;
      const found = node.children?.length ? search(node.children, here) : null;
      if (found) return found;
    }
    return null;
  };
  return search(tree, []) ?? [];
}

function nameMatches(node: NavNode, query: string): boolean {
  const q = query.toLowerCase();
  return node.name.toLowerCase().includes(q) || Object.values(node.nameIntl ?? {}).some((name) => name.toLowerCase().includes(q));
}

/**
 * The side menu's tree: modules (type 1) and visible pages (type 2, flow 4); buttons and hidden
 * nodes are left out, and so are modules left empty. With a query, keeps the nodes whose zh or
 * en name matches (a matching module keeps all its pages) and their ancestors.
 */
export function menuTree(tree: readonly NavNode[], query = ''): NavNode[] {
  const q = query.trim();
  const prune = (nodes: readonly NavNode[], ancestorMatched: boolean): NavNode[] => {
    const out: NavNode[] = [];
    for (const node of nodes) {
      if (node.hidden || node.type === MenuType.Button) continue;
      const matched = ancestorMatched || !q || nameMatches(node, q);
      if (node.type === MenuType.Module || node.type === MenuType.Root) {
        const children = prune(node.children ?? [], matched);
        if (children.length) out.push({ ...node, children });
      } else if (isRoutablePage(node) && matched) {
        out.push({ ...node, children: [] });
      }
    }
    return out;
  };
  return prune(topLevel(tree), false);
}

/** Keys of every module in a menu tree (to open them all while searching). */
export function moduleKeys(tree: readonly NavNode[]): string[] {
  return tree.flatMap((node) => (node.type === MenuType.Module ? [moduleKey(node), ...moduleKeys(node.children ?? [])] : []));
}

export function moduleKey(node: NavNode): string {
  return `module:${node.id}`;
}
