// Every hand-written page: the shell's own (home, app, report) and those of the modules' web
// parts (modules/<code>/web/index.ts, found by folder). A path registered by two modules throws
// a RouteConflictError when the app starts. A module page loads its module's strings with it.
import { WEB_MODULES } from '../../modules/web';
import type { WebModule } from '../app/modules/defineWebModule';
import { mergeModuleRoutes } from '../app/routes/registry';
import type { PageRoute } from '../app/routes/types';
import { loadModuleStrings } from '../i18n/modules';
import { registerActions } from '../templates/actions/registry';
import { routes as app } from './app/routes';
import { routes as home } from './home/routes';
import { routes as report } from './report/routes';
import { portalAdminPages } from './system';

/** The module's routes, each loading the module's strings before its page renders. */
export function moduleRoutesOf(m: WebModule): PageRoute[] {
  return (m.routes ?? []).map((r) => ({ ...r, load: () => Promise.all([loadModuleStrings(m), r.load()]).then(([, page]) => page) }));
}

export const moduleRoutes: Record<string, readonly PageRoute[]> = {
  home,
  app,
  report,
  [portalAdminPages.code]: moduleRoutesOf(portalAdminPages),
  ...Object.fromEntries(WEB_MODULES.map((m) => [m.code, moduleRoutesOf(m)])),
};

export const pageRegistry = mergeModuleRoutes(moduleRoutes);

for (const m of WEB_MODULES) if (m.actions) registerActions(m.actions, `module ${m.code}`);
