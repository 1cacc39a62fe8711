// The permission map: function codes granted to the current role, built from the nav
// tree. The server is the authority; the web only removes what the map does not grant.
import type { NavNode } from '../../schemas/menus/types';

export type PermissionMap = Readonly<Record<string, true>>;
export type PermissionNeed = string | readonly string[];

export const EMPTY_NEED_ERROR = 'please set the operation permission tag value';
export const WRONG_NEED_ERROR = 'please set the operation permission tag value correctly';

/**
 * Each page's functionList sets its codes; a copied page (copyTag) sets them prefixed with its own
 * code and `@`; a button with a detailAppCode adds `{detailAppCode}@{button code}`.
 */
export function buildPermissionMap(tree: readonly NavNode[]): PermissionMap {
  const map: Record<string, true> = {};
  const visit = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      for (const code of node.functionList ?? []) {
        map[node.copyTag ? `${node.code}@${code}` : code] = true;
      }
      for (const button of node.buttons ?? []) {
        if (button.detailAppCode) map[`${button.detailAppCode}@${button.code}`] = true;
      }
      if (node.children?.length) visit(node.children);
    }
  };
  visit(tree);
  return map;
}

/** Validates a requirement: a non-empty string or a non-empty list of strings. */
export function normalizeNeed(need: unknown): readonly string[] {
  if (need === undefined || need === null || need === '' || (Array.isArray(need) && need.length === 0)) {
    throw new Error(EMPTY_NEED_ERROR);
  }
  if (typeof need === 'string') return [need];
  if (Array.isArray(need) && need.every((code) => typeof code === 'string' && code !== '')) return need;
  throw new Error(WRONG_NEED_ERROR);
}

/** True when any of the listed codes is granted. Throws for an empty or wrong-typed need. */
export function hasPermission(map: PermissionMap, need: PermissionNeed): boolean {
  return normalizeNeed(need).some((code) => map[code] === true);
}
