// Renders the trace page as the shell does (real buildRoutes, PageHost, the module's routes and
// strings) inside a shell context (nav tree, routes, open = navigate): the page finds a
// document's page in the role's tree. The detail pages are stubs showing where they were opened,
// so a test checks the address without rendering a whole detail template.
import { App } from 'antd';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { NavNode } from '../../../../schemas/menus/types';
import { paramsOf } from '../../../../schemas/pages/types';
import { purchasePages } from '../../../purchase/pages';
import { buildRoutes } from '../../../../src/app/routes/buildRoutes';
import { PageHost } from '../../../../src/app/routes/PageHost';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import type { PageRoute } from '../../../../src/app/routes/types';
import { ShellRoutes } from '../../../../src/app/routes/ShellRoutes';
import { sessionStore } from '../../../../src/app/session/sessionStore';
import { ShellContext, type ShellState } from '../../../../src/app/shell/ShellContext';
import { buildPermissionMap } from '../../../../src/engine/permissions';
import { PermissionContext } from '../../../../src/engine/PermissionContext';
import { moduleRoutesOf } from '../../../../src/pages';
import '../../../../src/i18n';
import { makeSession, moduleNode, pageNode } from '../../../../tests/unit/web/fixtures';
import traceWeb from '../../web';

const lowcode = (def: (typeof purchasePages)[keyof typeof purchasePages], name: string, nameEn: string) =>
  pageNode(def.url.replace(/\//g, '.'), def.url, name, { params: JSON.stringify(paramsOf(def)), nameIntl: { en_US: nameEn } });

/** 追溯 › 溯源图谱, and 采购订单 / 采购到货 with their detail pages (no page for 采购退货). */
export function traceTree(opts: { trace?: boolean; arrivalDetail?: boolean } = {}): NavNode[] {
  const purchase = [
    lowcode(purchasePages.Order, '采购订单', 'Purchase orders'),
    pageNode('purchase.PurchaseDetail', purchasePages.Order.detailUrl, '采购订单详情', { hidden: true }),
    lowcode(purchasePages.Arrival, '采购到货', 'Purchase arrivals'),
    ...(opts.arrivalDetail === false ? [] : [pageNode('purchase.PurchaseArrivalDetail', purchasePages.Arrival.detailUrl, '采购到货详情', { hidden: true })]),
  ];
  return [
    ...(opts.trace === false ? [] : [moduleNode('mod.trace', '追溯', [pageNode('dcm.trace', 'dcm/trace', '溯源图谱', { nameIntl: { en_US: 'Trace-back map' } })])]),
    moduleNode('mod.purchase', '采购管理', purchase),
  ];
}

function DetailStub() {
  const location = useLocation();
  return <div data-testid="detail-stub">{location.pathname + location.search}</div>;
}

/**
 * The module's routes plus stub detail pages (hand-written pages win over the templates). The
 * shell caches a page component per path for the whole file, so a file keeps one `Detail`.
 */
export function traceRegistry(Detail: ComponentType = DetailStub) {
  const paths = [purchasePages.Order.detailUrl, purchasePages.Arrival.detailUrl, purchasePages.Reject.detailUrl];
  const stubs: PageRoute[] = paths.map((path) => ({ path, load: async () => ({ default: Detail }) }));
  return mergeModuleRoutes({ trace: moduleRoutesOf(traceWeb), stubs });
}

function FakeShell({ tree, children, registry }: { tree: NavNode[]; registry: ReturnType<typeof traceRegistry>; children: (routes: ShellState['routes']) => ReactNode }) {
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

export function renderTrace(path: string, tree: NavNode[] = traceTree(), registry = traceRegistry()) {
  sessionStore.set(makeSession());
  const router = createMemoryRouter(
    [
      {
        path: '/:tenant/*',
        element: (
          <App>
            <PermissionContext.Provider value={buildPermissionMap(tree)}>
              <FakeShell tree={tree} registry={registry}>
                {(routes) => <ShellRoutes tenant="demo" home="home" routes={routes} render={(route) => <PageHost route={route} registry={registry} />} />}
              </FakeShell>
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
