import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from './Loading';
import { setNavigator } from './navigation';
import { portalRoutes } from '../portals/routes';
import { RequireSession } from './RequireSession';

const LoginPage = lazy(() => import('./login/LoginPage'));
const RootRedirect = lazy(() => import('./RootRedirect'));
const NotFound = lazy(() => import('./NotFound'));

const suspended = (node: ReactNode) => <Suspense fallback={<Loading fullscreen />}>{node}</Suspense>;

/** The routes: / and /{tenant}/login, /404 and /{tenant}/404, /{tenant}/*. The shell's own pages are built from the nav tree inside /:tenant/*. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: suspended(<RootRedirect />) },
  { path: '/404', element: suspended(<NotFound />) },
  { path: '/:tenant/login', element: suspended(<LoginPage />) },
  { path: '/:tenant/404', element: suspended(<NotFound />) },
  ...portalRoutes,
  { path: '/:tenant/*', element: <RequireSession /> },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  setNavigator((path, options) => void router.navigate(path, options));
  return router;
}
