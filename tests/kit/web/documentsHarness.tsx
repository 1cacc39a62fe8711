// The purchase documents' real pages (low-code routes built by buildRoutes from a nav tree of the
// module's own page definitions) inside a shell context (routes, nav tree, open = navigate), as
// "create from", the modules' detail buttons and the receipt views need: they find pages through
// the shell. Fake renderers make field values visible (edit-/read-/cell- test ids).
import type { NavNode } from '../../../schemas/menus/types';
import type { PageDef } from '../../../schemas/pages/types';
import type { RouteRegistry } from '../../../src/app/routes/types';
import { renderRoutes } from './shell';
import { purchaseTree } from './purchaseFixtures';

export { purchaseEntity, purchaseTree, type TreeOptions } from './purchaseFixtures';

/** `registry`: hand-written pages besides the templates (e.g. a stub of dcm/trace). */
export function renderDocuments(path: string, tree: NavNode[] = purchaseTree(), registry?: RouteRegistry) {
  return renderRoutes(path, tree, { registry });
}

/** The detail page of a purchase document as its list opens it (the detail route's query). */
export function documentPath(def: PageDef, title: string, id?: number): string {
  const q = new URLSearchParams({ formId: def.entityCode, entityCode: def.entityCode, title, path: def.detailUrl, url: def.url });
  if (id !== undefined) q.set('id', String(id));
  return `${def.detailUrl}?${q.toString()}`;
}
