// The App (mobile) and Hmi (industrial computer) portals' routes, beside the Web shell's in the
// router: each its login and its shell (which draws the role's tree of that portal).
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../app/Loading';
import { type DevicePortal, PORTAL_BASE } from './paths';
import { RequirePortal } from './RequirePortal';

const LoginPage = lazy(() => import('../app/login/LoginPage'));
const suspended = (node: ReactNode) => <Suspense fallback={<Loading fullscreen />}>{node}</Suspense>;

export const portalRoutes: RouteObject[] = (Object.keys(PORTAL_BASE) as DevicePortal[]).flatMap((portal) => [
  { path: `/:tenant/${PORTAL_BASE[portal]}/login`, element: suspended(<LoginPage portal={portal} />) },
  { path: `/:tenant/${PORTAL_BASE[portal]}/*`, element: <RequirePortal portal={portal} /> },
]);
