// The action registry: handlers of the actions pages declare (ActionDef.handler), by name. The
// built-in ones are here; a module's web part adds its own (WebModule.actions), loaded on first
// use. No switch anywhere: a new action is a new handler under a new name.
import type { ActionDef } from '../../../schemas/pages/types';
import type { LowcodeRoute } from '../../app/routes/types';
import type { Language } from '../../app/session/loginInfo';

/** A low-code list page the role holds: its route (detail page, entity) and its title. */
export interface ListPageTarget {
  lowcode: LowcodeRoute;
  title: string;
}

export interface ActionContext {
  action: ActionDef;
  entityCode: string;
  /** what it acts on: the selected rows (toolbar), one row, or the open record (detail) */
  records: ReadonlyArray<Record<string, unknown>>;
  /** the list page it was started from (the server checks the page's function) */
  pageUrl: string;
  language: Language;
  /** opens a page of the shell (path under the tenant, with its query) */
  open: (path: string) => void;
  /** the low-code list page at a url, when the role holds it and its detail page; else null */
  listPage: (url: string) => ListPageTarget | null;
}

/** Runs the action; may answer a message to show (else a generic success). */
export type ActionHandler = (ctx: ActionContext) => Promise<string | undefined>;
export type ActionLoader = () => Promise<{ default: ActionHandler }>;

const loaders = new Map<string, ActionLoader>([
  ['callService', () => import('./callService')],
  ['convert', () => import('./convert')],
]);

/** Registers handlers by name (a name registered twice is a programming error); answers their removal. */
export function registerActions(actions: Readonly<Record<string, ActionLoader>>, owner: string): () => void {
  for (const [name, load] of Object.entries(actions)) {
    if (loaders.has(name)) throw new Error(`action handler "${name}" of ${owner} is already registered`);
    loaders.set(name, load);
  }
  return () => {
    for (const name of Object.keys(actions)) loaders.delete(name);
  };
}

export class UnknownActionError extends Error {
  constructor(name: string) {
    super(`no action handler "${name}"`);
    this.name = 'UnknownActionError';
  }
}

/** The handler of a name (loaded on first use), or UnknownActionError. */
export async function actionHandler(name: string): Promise<ActionHandler> {
  const load = loaders.get(name);
  if (!load) throw new UnknownActionError(name);
  return (await load()).default;
}
