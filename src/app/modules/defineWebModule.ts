// The web part of a module (modules/<code>/web/index.ts): its hand-written pages and its strings.
// Found by folder (modules/web.ts), so adding a module edits no list on the web.
import type { ActionLoader } from '../../templates/actions/registry';
import type { Language } from '../session/loginInfo';
import type { PageRoute } from '../routes/types';

export type ResourceLoader = () => Promise<{ default: Record<string, unknown> }>;

export interface WebModule {
  /** the module's folder name (as in modules/index.ts) */
  code: string;
  /** pages by path; a page's strings load with it */
  routes?: readonly PageRoute[];
  /** the module's strings per language, loaded when one of its pages first opens */
  i18n?: Partial<Record<Language, ResourceLoader>>;
  /** handlers of the actions its pages declare (ActionDef.handler), by name, loaded on first use */
  actions?: Readonly<Record<string, ActionLoader>>;
}

export function defineWebModule(m: WebModule): WebModule {
  return m;
}
