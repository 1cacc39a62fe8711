// The function codes of the portal administration pages (schemas/menus/web/platform.ts): a copy
// of a page holds them prefixed with its own code and `@`.
import type { NavNode } from '../../../../schemas/menus/types';

export function functionCode(node: NavNode | null | undefined, code: string): string {
  return node?.copyTag ? `${node.code}@${code}` : code;
}
