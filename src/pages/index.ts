// Every module's hand-written pages. A new module adds its routes.ts here; a path registered by
// two modules throws a RouteConflictError when the app starts.
import { mergeModuleRoutes } from '../app/routes/registry';
import { routes as app } from './app/routes';
import { routes as home } from './home/routes';
import { routes as meta } from './meta/routes';
import { routes as report } from './report/routes';

export const moduleRoutes = { home, app, report, meta };

export const pageRegistry = mergeModuleRoutes(moduleRoutes);
