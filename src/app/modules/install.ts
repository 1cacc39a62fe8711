// Installs the web modules (the entry calls this once, before the app renders): the registry
// keeps them, their pages join the page registry (a path registered twice throws here), their
// action handlers join the action registry. Installing again replaces the previous list.
import { installPageRoutes } from '../../pages';
import { registerActions } from '../../templates/actions/registry';
import type { WebModule } from './defineWebModule';
import { setWebModules } from './registry';

let removeActions: Array<() => void> = [];

export function installWebModules(modules: readonly WebModule[]): void {
  for (const remove of removeActions) remove();
  removeActions = [];
  const installed = setWebModules(modules);
  installPageRoutes(installed);
  for (const m of installed) if (m.actions) removeActions.push(registerActions(m.actions, `module ${m.code}`));
}
