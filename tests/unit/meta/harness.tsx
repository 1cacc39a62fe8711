// Renders the meta pages as the shell does (real buildRoutes, PageHost and the module's registry)
// in a memory router, with a permission map and a logged-in session.
import { App } from 'antd';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { NavNode } from '../../../schemas/menus/types';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { PageHost } from '../../../src/app/routes/PageHost';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { ShellRoutes } from '../../../src/app/routes/ShellRoutes';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { PermissionContext } from '../../../src/engine/PermissionContext';
import { buildPermissionMap } from '../../../src/engine/permissions';
import { RendererContext } from '../../../src/engine/RendererContext';
import { routes as metaRoutes } from '../../../src/pages/meta/routes';
import '../../../src/i18n';
import { fakeRenderers } from '../engine/fakes';
import { button, makeSession, moduleNode, pageNode } from '../web/fixtures';

configure({ asyncUtilTimeout: 5000 });

export const ALL_FUNCTIONS = ['create', 'update', 'delete', 'data'] as const;
export type MetaFn = (typeof ALL_FUNCTIONS)[number];

/** 元数据 › 实体管理 (+ the hidden 应用数据详情) granting the listed functions of meta.entity. */
export function metaTree(granted: readonly MetaFn[] = ALL_FUNCTIONS): NavNode[] {
  const codes = granted.map((fn) => `meta.entity.${fn}`);
  const entity = pageNode('meta.Entity', 'meta/Entity', '实体管理', { functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) });
  const data = pageNode('meta.AppDataDetail', 'meta/AppDataDetail', '应用数据详情', { functionControlTag: true, hidden: true });
  const material = pageNode('mdm.Material', 'mdm/Material', '物料', { params: JSON.stringify({ class: 'VformList', entityCode: 'Material' }) });
  return [moduleNode('mod.meta', '元数据', [entity, data]), moduleNode('mod.mdm', '主数据', [material])];
}

const registry = mergeModuleRoutes({ meta: metaRoutes });

export function renderMeta(tree: NavNode[], path: string) {
  sessionStore.set(makeSession());
  const { routes } = buildRoutes(tree, registry);
  const router = createMemoryRouter(
    [
      {
        path: '/:tenant/*',
        element: (
          <App>
            <PermissionContext.Provider value={buildPermissionMap(tree)}>
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
