// Renders the shell's low-code routes (built by the real buildRoutes from a nav tree) in a memory
// data router, with the permission map, fake renderers and a logged-in session.
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { NavNode } from '../../../schemas/menus/types';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { PageHost } from '../../../src/app/routes/PageHost';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import type { RouteRegistry } from '../../../src/app/routes/types';
import { ShellRoutes } from '../../../src/app/routes/ShellRoutes';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { PermissionContext } from '../../../src/engine/PermissionContext';
import { buildPermissionMap, type PermissionMap } from '../../../src/engine/permissions';
import { RendererContext } from '../../../src/engine/RendererContext';
import { TEMPLATES } from '../../../src/templates/registry';
import '../../../src/i18n';
import { fakeRenderers } from '../engine/fakes';
import { button, makeSession, moduleNode, pageNode } from '../web/fixtures';

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

const noPages = mergeModuleRoutes({});

/** `registry`: hand-written pages besides the low-code ones (none by default). */
export function renderShell(tree: NavNode[], path: string, permissions: PermissionMap = buildPermissionMap(tree), registry: RouteRegistry = noPages) {
  sessionStore.set(makeSession());
  const { routes } = buildRoutes(tree, registry);
  const router = createMemoryRouter(
    [
      {
        path: '/:tenant/*',
        element: (
          <App>
            <PermissionContext.Provider value={permissions}>
              <RendererContext.Provider value={fakeRenderers}>
                <ShellRoutes tenant="demo" home="home" routes={routes} render={(route) => <PageHost route={route} registry={registry} />} />
              </RendererContext.Provider>
            </PermissionContext.Provider>
          </App>
        ),
      },
      { path: '*', element: <div>outside</div> },
    ],
    { initialEntries: [`/demo/${path}`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, location: () => router.state.location };
}
