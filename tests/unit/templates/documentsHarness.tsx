// The purchase documents' real pages (low-code routes built by buildRoutes from a nav tree of the
// module's own page definitions) inside a shell context (routes, nav tree, open = navigate), as
// "create from", the modules' detail buttons and the receipt views need: they find pages through
// the shell. Fake renderers make field values visible (edit-/read-/cell- test ids).
import { render } from '@testing-library/react';
import { App } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import type { NavNode } from '../../../schemas/menus/types';
import type { PageDef } from '../../../schemas/pages/types';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { PageHost } from '../../../src/app/routes/PageHost';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import type { RouteRegistry } from '../../../src/app/routes/types';
import { ShellRoutes } from '../../../src/app/routes/ShellRoutes';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { ShellContext, type ShellState } from '../../../src/app/shell/ShellContext';
import { buildPermissionMap } from '../../../src/engine/permissions';
import { PermissionContext } from '../../../src/engine/PermissionContext';
import { RendererContext } from '../../../src/engine/RendererContext';
import '../../../src/i18n';
import { fakeRenderers } from '../engine/fakes';
import { makeSession } from '../web/fixtures';
import { purchaseTree } from './purchaseFixtures';

export { purchaseEntity, purchaseTree, type TreeOptions } from './purchaseFixtures';

function FakeShell({ tree, registry, children }: { tree: NavNode[]; registry: RouteRegistry; children: (routes: ShellState['routes']) => ReactNode }) {
  const navigate = useNavigate();
  const shell = useMemo<ShellState>(() => {
    const { routes } = buildRoutes(tree, registry);
    return {
      tenant: 'demo',
      session: sessionStore.get()!,
      tree,
      routes,
      routeByPath: new Map(routes.map((r) => [r.path, r])),
      permissions: buildPermissionMap(tree),
      todo: { todo: 0, message: 0, total: 0 },
      open: (path) => navigate(`/demo/${path.replace(/^\/+/, '')}`),
    };
  }, [tree, registry, navigate]);
  return <ShellContext.Provider value={shell}>{children(shell.routes)}</ShellContext.Provider>;
}

const noPages = mergeModuleRoutes({});

/** `registry`: hand-written pages besides the templates (e.g. a stub of dcm/trace). */
export function renderDocuments(path: string, tree: NavNode[] = purchaseTree(), registry: RouteRegistry = noPages) {
  sessionStore.set(makeSession());
  const router = createMemoryRouter(
    [
      {
        path: '/:tenant/*',
        element: (
          <App>
            <PermissionContext.Provider value={buildPermissionMap(tree)}>
              <RendererContext.Provider value={fakeRenderers}>
                <FakeShell tree={tree} registry={registry}>
                  {(routes) => <ShellRoutes tenant="demo" home="home" routes={routes} render={(route) => <PageHost route={route} registry={registry} />} />}
                </FakeShell>
              </RendererContext.Provider>
            </PermissionContext.Provider>
          </App>
        ),
      },
    ],
    { initialEntries: [`/demo/${path}`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, location: () => router.state.location };
}

/** The detail page of a purchase document as its list opens it (spec §2 query). */
export function documentPath(def: PageDef, title: string, id?: number): string {
  const q = new URLSearchParams({ formId: def.entityCode, entityCode: def.entityCode, title, path: def.detailUrl, url: def.url });
  if (id !== undefined) q.set('id', String(id));
  return `${def.detailUrl}?${q.toString()}`;
}
