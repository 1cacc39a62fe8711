import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes, DISPLAY_PAGE, routePathOf } from '../../../src/app/routes/buildRoutes';
import { mergeModuleRoutes, RouteConflictError } from '../../../src/app/routes/registry';
import { ShellRoutes } from '../../../src/app/routes/ShellRoutes';
import type { PageRoute } from '../../../src/app/routes/types';
import { appRoutes } from '../../../src/app/router';
import '../../../src/i18n';
import { moduleRoutes, pageRegistry } from '../../../src/pages';
import { button, moduleNode, navNode, pageNode } from '../../kit/web/fixtures';

afterEach(cleanup);

const load = () => Promise.resolve({ default: () => null });
const fixed = (path: string): PageRoute => ({ path, load, fixed: true, title: { zh_CN: path, en_US: path } });

describe('mergeModuleRoutes', () => {
  it('merges every module and normalises paths', () => {
    const registry = mergeModuleRoutes({ a: [{ path: '/a/one', load }], b: [{ path: 'b/two/', load }] });
    expect([...registry.keys()]).toEqual(['a/one', 'b/two']);
    expect(registry.get('b/two')?.module).toBe('b');
  });

  it('throws a conflict error when two modules register the same path', () => {
    expect(() => mergeModuleRoutes({ wms: [{ path: 'wms/entry', load }], erp: [{ path: '/wms/entry', load }] })).toThrow(RouteConflictError);
    expect(() => mergeModuleRoutes({ wms: [{ path: 'wms/entry', load }], erp: [{ path: 'wms/entry', load }] })).toThrow(
      'route conflict: "wms/entry" is registered by module "wms" and by module "erp"',
    );
  });

  it('the real registry has the four fixed pages and no conflict', () => {
    expect(Object.keys(moduleRoutes).length).toBeGreaterThanOrEqual(3);
    expect([...pageRegistry.values()].filter((r) => r.fixed).map((r) => r.path).sort()).toEqual(['app/Dashboard', 'app/Display', 'home', 'report/react']);
    expect([...pageRegistry.keys()]).toEqual(expect.arrayContaining(['meta/Entity', 'meta/AppDataDetail']));
  });
});

describe('buildRoutes', () => {
  const registry = mergeModuleRoutes({ core: [fixed('home'), fixed(DISPLAY_PAGE)], mdm: [{ path: 'mdm/member', load }] });
  const tree = [
    moduleNode('mdm', '基础资料', [
      pageNode('mdm.member', 'mdm/member', '会员', { nameIntl: { en_US: 'Members' } }),
      pageNode('mdm.memberVip', 'mdm/memberVip', 'VIP 会员', { copyTag: true, baseUrl: 'mdm/member' }),
      pageNode('mdm.budget', '/mdm/budget', '收支项目'),
      pageNode('bi.ext', 'https://bi.example.com/board?x=1', '外部看板'),
      navNode({ code: 'mdm.member.create', type: 3, url: null, name: '新增', buttons: [button('mdm.member.create')] }),
    ]),
  ];

  it('keeps fixed pages and gives nav pages their registered component', () => {
    const { routes, errors } = buildRoutes(tree, registry);
    expect(errors).toEqual([]);
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));
    expect(byPath.home.componentKey).toBe('home');
    expect(byPath['mdm/member'].componentKey).toBe('mdm/member');
    expect(byPath['mdm/member'].meta).toMatchObject({ title: '会员', titleIntl: { en_US: 'Members' }, code: 'mdm.member' });
  });

  it('a copied page is an extra route at its own url reusing the base page component', () => {
    const vip = buildRoutes(tree, registry).routes.find((r) => r.path === 'mdm/memberVip');
    expect(vip).toMatchObject({ componentKey: 'mdm/member', meta: { baseUrl: 'mdm/member', code: 'mdm.memberVip' } });
  });

  it('an external URL becomes ext/{code} reusing app/Display with the URL in route meta', () => {
    const ext = buildRoutes(tree, registry).routes.find((r) => r.meta.code === 'bi.ext');
    expect(ext).toMatchObject({ path: 'ext/bi.ext', componentKey: DISPLAY_PAGE, meta: { externalUrl: 'https://bi.example.com/board?x=1' } });
    expect(routePathOf(tree[0].children[3])).toBe('ext/bi.ext');
  });

  it('a page without a component renders the generic configured page (componentKey null); buttons are not routes', () => {
    const { routes } = buildRoutes(tree, registry);
    expect(routes.find((r) => r.path === 'mdm/budget')?.componentKey).toBeNull();
    expect(routes.map((r) => r.path).sort()).toEqual(['app/Display', 'ext/bi.ext', 'home', 'mdm/budget', 'mdm/member', 'mdm/memberVip']);
  });

  it('only reports (does not throw) a nav page whose path another nav page already has', () => {
    const { routes, errors } = buildRoutes([...tree, pageNode('dup', 'mdm/member', '重复')], registry);
    expect(routes.filter((r) => r.path === 'mdm/member')).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('mdm/member');
  });

  it('a fixed page listed in the nav tree takes the nav entry meta', () => {
    const { routes } = buildRoutes([pageNode('home', 'home', '工作台')], registry);
    expect(routes.find((r) => r.path === 'home')?.meta.title).toBe('工作台');
  });
});

describe('404 routing', () => {
  const { routes } = buildRoutes([moduleNode('m', 'M', [pageNode('m.a', 'm/a', '甲页')])], mergeModuleRoutes({ core: [fixed('home')] }));
  const shell = (entry: string) =>
    render(
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/:tenant/404" element={<h1>not found page</h1>} />
          <Route path="/:tenant/*" element={<ShellRoutes tenant="demo" home="home" routes={routes} render={(route) => <h1>page {route.path}</h1>} />} />
        </Routes>
      </MemoryRouter>,
    );

  it('renders a known page', () => {
    shell('/demo/m/a');
    expect(screen.getByRole('heading').textContent).toBe('page m/a');
  });

  it('sends an unknown path under the tenant to /{tenant}/404', () => {
    shell('/demo/no/such/page');
    expect(screen.getByRole('heading').textContent).toBe('not found page');
  });

  it('opens home at /{tenant}', () => {
    shell('/demo');
    expect(screen.getByRole('heading').textContent).toBe('page home');
  });

  it('/404 and /{tenant}/404 show the not-found page of the app router', async () => {
    for (const path of ['/404', '/demo/404']) {
      const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
      cleanup();
    }
  });

  it('without a session, a shell path goes to the tenant login; an App portal path to the portal’s own', async () => {
    localStorage.clear();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/demo/purchase/order'] });
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    // /{tenant}/m is the App portal (src/portals): its pages send a stranger to /{tenant}/m/login
    const portal = createMemoryRouter(appRoutes, { initialEntries: ['/demo/m/a'] });
    render(<RouterProvider router={portal} />);
    await vi.waitFor(() => expect(portal.state.location.pathname).toBe('/demo/m/login'));
  });
});
