// The supplier page of the demo as a nav tree, its permission maps, and the shell's routes
// rendered over a tree (tests/kit/web/shell.tsx).
import type { NavNode } from '../../../schemas/menus/types';
import type { RouteRegistry } from '../../../src/app/routes/types';
import { buildPermissionMap, type PermissionMap } from '../../../src/engine/permissions';
import { TEMPLATES } from '../../../src/templates/registry';
import { renderRoutes } from './shell';
import { button, moduleNode, pageNode } from './fixtures';

/** Loads the template chunks once (their first import in jsdom takes seconds). */
export async function preloadTemplates(): Promise<void> {
  await Promise.all(Object.values(TEMPLATES).map((load) => load()));
}

export const OPERATIONS = ['create', 'update', 'delete', 'import', 'export', 'print', 'commit', 'audit', 'deApproval'] as const;

/** The 主数据 › 供应商 page of the demo: a low-code list with every standard function code. */
export function supplierTree(params: object = { class: 'VformList', entityCode: 'Supplier', detailClass: 'VformDetail' }, extra: Partial<NavNode> = {}): NavNode[] {
  const codes = OPERATIONS.map((op) => `mdm.supplier.${op}`);
  const list = pageNode('mdm.Supplier', 'mdm/Supplier', '供应商', {
    params: JSON.stringify(params),
    functionControlTag: true,
    functionList: codes,
    buttons: codes.map((c) => button(c)),
    ...extra,
  });
  return [moduleNode('mod.mdm', '主数据', [list])];
}

/** A permission map granting only the listed operations of the supplier page. */
export function grant(...ops: Array<(typeof OPERATIONS)[number]>): PermissionMap {
  return Object.fromEntries(ops.map((op) => [`mdm.supplier.${op}`, true as const]));
}

/** `registry`: hand-written pages besides the low-code ones; `withShell`: the pages also get the shell's context, as in the app. */
export function renderShell(tree: NavNode[], path: string, permissions: PermissionMap = buildPermissionMap(tree), registry?: RouteRegistry, withShell = false) {
  return renderRoutes(path, tree, { permissions, registry, withShell });
}
