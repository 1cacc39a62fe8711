import type { PageRoute, RegisteredRoute, RouteRegistry } from './types';

export class RouteConflictError extends Error {
  constructor(path: string, first: string, second: string) {
    super(`route conflict: "${path}" is registered by module "${first}" and by module "${second}"`);
    this.name = 'RouteConflictError';
  }
}

export function normalizePath(path: string): string {
  return path.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * Merges the page routes of every module into one registry. A path registered twice is a
 * programming error: it throws at start-up instead of silently shadowing a page.
 */
export function mergeModuleRoutes(modules: Readonly<Record<string, readonly PageRoute[]>>): RouteRegistry {
  const registry = new Map<string, RegisteredRoute>();
  for (const [module, routes] of Object.entries(modules)) {
    for (const route of routes) {
      const path = normalizePath(route.path);
      const existing = registry.get(path);
      if (existing) throw new RouteConflictError(path, existing.module, module);
      registry.set(path, { ...route, path, module });
    }
  }
  return registry;
}
