import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { AppRoute } from './types';

interface ShellRoutesProps {
  tenant: string;
  home: string;
  routes: readonly AppRoute[];
  render: (route: AppRoute) => ReactNode;
}

/**
 * The pages under /{tenant}: the index opens home; an unmatched path goes to /{tenant}/404.
 * Rendered inside the `/:tenant/*` route, so paths here are relative to the tenant.
 */
export function ShellRoutes({ tenant, home, routes, render }: ShellRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={home} replace />} />
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={render(route)} />
      ))}
      <Route path="*" element={<Navigate to={`/${tenant}/404`} replace />} />
    </Routes>
  );
}
