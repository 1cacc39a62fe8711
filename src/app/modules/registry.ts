// The web modules the app runs with. The entry (src/main.tsx) is the only place that knows the
// module list: it hands over a loader of it, the shell loads and installs it before it renders
// (the login page loads no module code), and core code (the shell, the detail template) reads it
// back. Installed modules are wrapped so that every piece of their code — a page, an action, a
// detail button, a form group, a document's flow — loads the module's strings before it is used.
import { loadModuleStrings } from '../../i18n/modules';
import type { PageRoute } from '../routes/types';
import type { WebModule } from './defineWebModule';

let installed: readonly WebModule[] = [];
let source: (() => Promise<readonly WebModule[]>) | null = null;
let loading: Promise<void> | null = null;

/** The entry's module list, loaded when the shell first needs it (loadWebModules). */
export function provideWebModules(load: () => Promise<readonly WebModule[]>): void {
  source = load;
  loading = null;
}

/** Loads and installs the provided module list, once (a route conflict rejects here, before any page). */
export function loadWebModules(): Promise<void> {
  if (!source) return Promise.resolve();
  const load = source;
  loading ??= Promise.all([load(), import('./install')]).then(([modules, { installWebModules }]) => installWebModules(modules));
  loading.catch(() => (loading = null));
  return loading;
}

/** The loader, loading the module's strings alongside (a failed strings load does not block the code). */
function withStrings<T>(m: WebModule, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadModuleStrings(m).catch(() => undefined), load()]).then(([, code]) => code);
}

const mapValues = <V>(o: Readonly<Record<string, V>> | undefined, f: (v: V) => V) => (o ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) : undefined);

/** The module with every loader it declares wrapped to load its strings first. */
export function withModuleStrings(m: WebModule): WebModule {
  return {
    ...m,
    routes: m.routes?.map((r) => ({ ...r, load: withStrings(m, r.load) })),
    actions: mapValues(m.actions, (load) => withStrings(m, load)),
    detailExtras: mapValues(m.detailExtras, (extra) => ({ ...extra, load: withStrings(m, extra.load) })),
    formGroups: mapValues(m.formGroups, (load) => withStrings(m, load)),
    documentFlow: m.documentFlow && withStrings(m, m.documentFlow),
    portalPages: m.portalPages && Object.fromEntries(Object.entries(m.portalPages).map(([portal, pages]) => [portal, pages?.map((r) => ({ ...r, load: withStrings(m, r.load) }))])),
  };
}

/** Sets the installed modules (their loaders wrapped); answers them. */
export function setWebModules(modules: readonly WebModule[]): readonly WebModule[] {
  installed = modules.map(withModuleStrings);
  return installed;
}

/** The installed modules, in installation order. */
export function webModules(): readonly WebModule[] {
  return installed;
}

/** The page a module gives a url of the App or Hmi portal (its strings load with it), or null. */
export function portalPageOf(portal: 'App' | 'Hmi', url: string): PageRoute | null {
  for (const m of installed) {
    const page = m.portalPages?.[portal]?.find((r) => r.path === url);
    if (page) return page;
  }
  return null;
}
