import { Suspense } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { Loading } from '../Loading';
import ConfiguredPage from './ConfiguredPage';
import { lazyPage, lazyTemplate } from './lazyPages';
import { PageRouteContext } from './PageMetaContext';
import type { AppRoute, RouteRegistry } from './types';

interface PageHostProps {
  route: AppRoute;
  registry: RouteRegistry;
  homeHref?: string;
}

/** Renders a route's page (or its low-code template): lazily loaded, with a loading state and an error boundary. */
export function PageHost({ route, registry, homeHref }: PageHostProps) {
  const Page = route.componentKey ? lazyPage(registry, route.componentKey) : route.template ? lazyTemplate(route.template) : null;
  return (
    <PageRouteContext.Provider value={route}>
      <ErrorBoundary homeHref={homeHref} resetKey={route.path}>
        <Suspense fallback={<Loading />}>{Page ? <Page /> : <ConfiguredPage />}</Suspense>
      </ErrorBoundary>
    </PageRouteContext.Provider>
  );
}
