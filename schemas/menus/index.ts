// Helpers to walk menu trees. The trees themselves are built from the module list
// (modules/catalogue.ts portalMenus) over the catalogue of areas not built yet (catalogue.ts).
import type { MenuDef } from './types';

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
