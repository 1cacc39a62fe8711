// The web part of a module (modules/<code>/web/index.ts): everything its code adds to the app —
// hand-written pages, action handlers, buttons on other modules' details, form groups, the views
// of its receipt types — and its strings. The entry installs the list (installWebModules); core reads it from the registry and
// never imports a module. Every loader declared here is loaded through the platform, which loads
// the module's strings first, whichever way the code is reached.
import type { ComponentType } from 'react';
import type { ReceiptViewDeclarations } from '../../../renderers/receipt-details/declarations';
import type { FormGroupProps } from '../../engine/formGroups';
import type { ActionLoader } from '../../templates/actions/registry';
import type { DetailExtra } from '../../templates/detail/detailExtras';
import type { DocumentFlow } from '../../templates/detail/documentFlow';
import type { PageRoute } from '../routes/types';
import type { Language } from '../session/loginInfo';

export type ResourceLoader = () => Promise<{ default: Record<string, unknown> }>;
export type FormGroupLoader = () => Promise<{ default: ComponentType<FormGroupProps> }>;

export interface WebModule {
  /** the module's folder name (as in modules/index.ts) */
  code: string;
  /** pages by path */
  routes?: readonly PageRoute[];
  /** the module's strings per language, loaded with the first of its code that loads */
  i18n?: Partial<Record<Language, ResourceLoader>>;
  /** handlers of the actions its pages declare (ActionDef.handler), by name, loaded on first use */
  actions?: Readonly<Record<string, ActionLoader>>;
  /** buttons on other modules' record details, by a name unique across modules */
  detailExtras?: Readonly<Record<string, DetailExtra>>;
  /** form group components its pages declare (PageDef.formGroups' `component`), loaded when a detail needs one */
  formGroups?: Readonly<Record<string, FormGroupLoader>>;
  /** the read-only views of its receipt types (查看单据, the flow task screen), by receipt type code */
  receiptViews?: ReceiptViewDeclarations;
  /** how a document's submit starts its approval flow (one module provides it), loaded at the first such submit */
  documentFlow?: () => Promise<{ default: DocumentFlow }>;
  /**
   * its pages of the App (mobile) and Hmi (industrial computer) portals, by the url of the portal's
   * menu node (src/portals draws them; a node without one shows as not available on that portal)
   */
  portalPages?: PortalPages;
}

export type PortalPages = Partial<Record<'App' | 'Hmi', readonly PageRoute[]>>;

/**
 * The web side of a module's sub-part (ModulePart: modules/<code>/<part>/web): what it adds to its
 * module's web part, listed in the module's defineWebModule `parts`. Its strings stay in the
 * module's bundle (one bundle per module, loaded with the first of the module's code).
 */
export interface WebPart extends Pick<WebModule, 'routes' | 'actions' | 'detailExtras' | 'formGroups' | 'receiptViews' | 'portalPages'> {
  /** the part's folder name within its module */
  code: string;
}

export function defineWebPart(p: WebPart): WebPart {
  return p;
}

type Keyed = 'actions' | 'detailExtras' | 'formGroups' | 'receiptViews';

/**
 * The module's web part with its parts' joined after its own (the one place they are merged): a
 * page path, action, detail extra, form group or receipt view two of them declare is refused
 * with both named.
 */
export function defineWebModule(m: WebModule & { parts?: readonly WebPart[] }): WebModule {
  const { parts = [], ...own } = m;
  if (!parts.length) return own;
  const all = [{ name: m.code, d: own as WebPart | WebModule }, ...parts.map((p) => ({ name: `${m.code}/${p.code}`, d: p }))];
  const refuse = (what: string, key: string, a: string, b: string): never => {
    throw new Error(`web module ${m.code}: ${what} ${key} declared by ${a} and ${b}`);
  };
  const paths = new Map<string, string>();
  for (const { name, d } of all) {
    for (const r of d.routes ?? []) {
      if (paths.has(r.path)) refuse('page', r.path, paths.get(r.path)!, name);
      paths.set(r.path, name);
    }
  }
  const byKey = <K extends Keyed>(field: K): WebModule[K] => {
    const owner = new Map<string, string>();
    const out: Record<string, unknown> = {};
    for (const { name, d } of all) {
      for (const [key, v] of Object.entries(d[field] ?? {})) {
        if (owner.has(key)) refuse(field, key, owner.get(key)!, name);
        owner.set(key, name);
        out[key] = v;
      }
    }
    return (owner.size ? out : undefined) as WebModule[K];
  };
  const portalPages: PortalPages = {};
  for (const portal of ['App', 'Hmi'] as const) {
    const pages = all.flatMap(({ name, d }) => (d.portalPages?.[portal] ?? []).map((r) => ({ name, r })));
    const seen = new Map<string, string>();
    for (const { name, r } of pages) {
      if (seen.has(r.path)) refuse(`${portal} page`, r.path, seen.get(r.path)!, name);
      seen.set(r.path, name);
    }
    if (pages.length) portalPages[portal] = pages.map((p) => p.r);
  }
  return {
    ...own,
    portalPages,
    routes: all.flatMap(({ d }) => d.routes ?? []),
    actions: byKey('actions'),
    detailExtras: byKey('detailExtras'),
    formGroups: byKey('formGroups'),
    receiptViews: byKey('receiptViews'),
  };
}

/** Several string files of a module (its parts') as one bundle per language (their top keys differ). */
export function mergedStrings(...loaders: ResourceLoader[]): ResourceLoader {
  return async () => {
    const bundles = await Promise.all(loaders.map((load) => load()));
    return { default: Object.assign({}, ...bundles.map((b) => b.default)) as Record<string, unknown> };
  };
}
