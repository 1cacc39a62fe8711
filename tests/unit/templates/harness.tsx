// Renders the shell's low-code routes (built by the real buildRoutes from a nav tree) in a memory
// data router, with the permission map, fake renderers and a logged-in session.
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { NavNode } from '../../../schemas/menus/types';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { PageHost } from '../../../src/app/routes/PageHost';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import type { RouteRegistry } from '../../../src/app/routes/types';
import { ShellRoutes } from '../../../src/app/routes/ShellRoutes';
import type { AppRoute } from '../../../src/app/routes/types';
import { ShellContext } from '../../../src/app/shell/ShellContext';
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
/** The shell's context (its nav tree, routes, and `open` as a navigation) for pages that read it. */
function WithShell({ tree, routes, permissions, children }: { tree: NavNode[]; routes: AppRoute[]; permissions: PermissionMap; children: ReactNode }) {
  const navigate = useNavigate();
  const session = sessionStore.get()!;
  const shell = {
    tenant: 'demo',
    session,
    tree,
    routes,
    routeByPath: new Map(routes.map((r) => [r.path, r])),
    permissions,
    todo: { todo: 0, message: 0, total: 0 },
    open: (to: string) => navigate(`/demo/${to.replace(/^\/+/, '')}`),
  };
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/** `withShell`: the pages also get the shell's context (ShellContext), as in the app. */
export function renderShell(tree: NavNode[], path: string, permissions: PermissionMap = buildPermissionMap(tree), registry: RouteRegistry = noPages, withShell = false) {
  sessionStore.set(makeSession());
  const { routes } = buildRoutes(tree, registry);
  const shellRoutes = <ShellRoutes tenant="demo" home="home" routes={routes} render={(route) => <PageHost route={route} registry={registry} />} />;
  const router = createMemoryRouter(
    [
      {
        path: '/:tenant/*',
        element: (
          <App>
            <PermissionContext.Provider value={permissions}>
              <RendererContext.Provider value={fakeRenderers}>
                {withShell ? (
                  <WithShell tree={tree} routes={routes} permissions={permissions}>
                    {shellRoutes}
                  </WithShell>
                ) : (
                  shellRoutes
                )}
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
