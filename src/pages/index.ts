// Every hand-written page: the shell's own (app/Dashboard) and those of the installed web
// modules (src/app/modules/registry.ts: the entry installs them; home, app/Display and
// report/react are the workbench module's). A path registered by two
// modules throws a RouteConflictError when the modules are installed, at start-up.
import type { WebModule } from '../app/modules/defineWebModule';
import { withModuleStrings } from '../app/modules/registry';
import { mergeModuleRoutes } from '../app/routes/registry';
import type { PageRoute, RegisteredRoute } from '../app/routes/types';
import { routes as app } from './app/routes';

const SHELL_ROUTES: Record<string, readonly PageRoute[]> = { app };

/** The module's routes, each loading the module's strings before its page renders. */
export function moduleRoutesOf(m: WebModule): PageRoute[] {
  return [...(withModuleStrings(m).routes ?? [])];
}

/** The routes by module: the shell's, then the installed modules' (filled by installPageRoutes). */
export const moduleRoutes: Record<string, readonly PageRoute[]> = { ...SHELL_ROUTES };

/** Every page by path (filled by installPageRoutes; the shell's pages before any install). */
export const pageRegistry: ReadonlyMap<string, RegisteredRoute> = new Map(mergeModuleRoutes(SHELL_ROUTES));

/** Puts the modules' pages (their loaders already load their strings) beside the shell's. */
export function installPageRoutes(modules: readonly WebModule[]): void {
  const byModule: Record<string, readonly PageRoute[]> = { ...SHELL_ROUTES, ...Object.fromEntries(modules.map((m) => [m.code, m.routes ?? []])) };
  const merged = mergeModuleRoutes(byModule); // throws on a conflict, before anything changes
  for (const key of Object.keys(moduleRoutes)) delete moduleRoutes[key];
  Object.assign(moduleRoutes, byModule);
  const registry = pageRegistry as Map<string, RegisteredRoute>;
  registry.clear();
  for (const [path, route] of merged) registry.set(path, route);
}
