// The shell around pages under test: the low-code routes the real buildRoutes makes from a nav
// tree (plus hand-written pages of a registry) in a memory data router at /demo/…, the permission
// map, stand-in renderers and a logged-in session; and, as in the app, the shell's context (nav
// tree, routes, `open` as a navigation) for pages that find other pages through it.
import { render } from '@testing-library/react';
import { App } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import type { NavNode } from '../../../schemas/menus/types';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { PageHost } from '../../../src/app/routes/PageHost';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { ShellRoutes } from '../../../src/app/routes/ShellRoutes';
import type { RouteRegistry } from '../../../src/app/routes/types';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { ShellContext, type ShellState } from '../../../src/app/shell/ShellContext';
import { PermissionContext } from '../../../src/engine/PermissionContext';
import { buildPermissionMap, type PermissionMap } from '../../../src/engine/permissions';
import { RendererContext } from '../../../src/engine/RendererContext';
import '../../../src/i18n';
import { fakeRenderers } from './fakes';
import { makeSession } from './fixtures';

/** The shell's context over the tree: its routes, permissions, and `open` navigating under /demo/. */
export function FakeShell({ tree, registry, permissions, children }: { tree: NavNode[]; registry: RouteRegistry; permissions?: PermissionMap; children: (routes: ShellState['routes']) => ReactNode }) {
  const navigate = useNavigate();
  const shell = useMemo<ShellState>(() => {
    const { routes } = buildRoutes(tree, registry);
    return {
      tenant: 'demo',
      session: sessionStore.get()!,
      tree,
      routes,
      routeByPath: new Map(routes.map((r) => [r.path, r])),
      permissions: permissions ?? buildPermissionMap(tree),
      todo: { todo: 0, message: 0, total: 0 },
      open: (path) => navigate(`/demo/${path.replace(/^\/+/, '')}`),
    };
  }, [tree, registry, permissions, navigate]);
  return <ShellContext.Provider value={shell}>{children(shell.routes)}</ShellContext.Provider>;
}

export interface ShellOptions {
  /** hand-written pages besides the low-code ones (none by default) */
  registry?: RouteRegistry;
  /** what the role may do (by default everything the tree grants) */
  permissions?: PermissionMap;
  /** the field renderers (stand-ins showing values by test id by default; null: the real ones) */
  renderers?: typeof fakeRenderers | null;
  /** the pages also get the shell's context, as in the app (default true) */
  withShell?: boolean;
}

const noPages = mergeModuleRoutes({});

/** Renders the page at `path` (under /demo/) signed in as the demo admin; the router and its location. */
export function renderRoutes(path: string, tree: NavNode[], opts: ShellOptions = {}) {
  const { registry = noPages, permissions = buildPermissionMap(tree), renderers = fakeRenderers, withShell = true } = opts;
  sessionStore.set(makeSession());
  const pages = (routes: ShellState['routes']) => <ShellRoutes tenant="demo" home="home" routes={routes} render={(route) => <PageHost route={route} registry={registry} />} />;
  let body: ReactNode = withShell ? <FakeShell tree={tree} registry={registry} permissions={permissions}>{pages}</FakeShell> : pages(buildRoutes(tree, registry).routes);
  if (renderers) body = <RendererContext.Provider value={renderers}>{body}</RendererContext.Provider>;
  const router = createMemoryRouter(
    [
      { path: '/:tenant/*', element: <App><PermissionContext.Provider value={permissions}>{body}</PermissionContext.Provider></App> },
      { path: '*', element: <div>outside</div> },
    ],
    { initialEntries: [`/demo/${path}`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, location: () => router.state.location };
}
