// Figures the fixed pages show, computed from the role's nav tree.
import { MenuType, type NavNode } from '../../schemas/menus/types';
import { menuPages, topLevel } from '../app/shell/navTree';

export interface ModuleSummary {
  node: NavNode;
  pages: NavNode[];
}

export function moduleSummaries(tree: readonly NavNode[]): ModuleSummary[] {
  return topLevel(tree)
    .filter((node) => node.type === MenuType.Module)
    .map((node) => ({ node, pages: menuPages(node.children ?? []) }))
    .filter((summary) => summary.pages.length > 0);
}

export function pageCount(tree: readonly NavNode[]): number {
  return menuPages(tree).length;
}
