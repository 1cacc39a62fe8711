// The default menu trees of the three portals, and helpers to walk them.
import { appMenus } from './app';
import { hmiMenus } from './hmi';
import type { MenuDef, PortalType } from './types';
import { webMenus } from './web';

export { appMenus, hmiMenus, webMenus };

export const defaultMenus: Record<PortalType, MenuDef[]> = {
  Web: webMenus,
  App: appMenus,
  Hmi: hmiMenus,
};

/** Visits every node depth-first, parents before children, with its parent (null at the top) and depth. */
export function walkMenus(defs: readonly MenuDef[], visit: (def: MenuDef, parent: MenuDef | null, depth: number) => void): void {
  const walk = (nodes: readonly MenuDef[], parent: MenuDef | null, depth: number) => {
    for (const def of nodes) {
      visit(def, parent, depth);
      if (def.children) walk(def.children, def, depth + 1);
    }
  };
  walk(defs, null, 0);
}

/** The urls of all page nodes (type 2), in tree order. */
export function pageUrls(defs: readonly MenuDef[]): string[] {
  const urls: string[] = [];
  walkMenus(defs, (def) => {
    if (def.type === 2 && def.url) urls.push(def.url);
  });
  return urls;
}
