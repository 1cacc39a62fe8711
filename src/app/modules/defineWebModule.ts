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
}

export function defineWebModule(m: WebModule): WebModule {
  return m;
}

/** Several string files of a module (its parts') as one bundle per language (their top keys differ). */
export function mergedStrings(...loaders: ResourceLoader[]): ResourceLoader {
  return async () => {
    const bundles = await Promise.all(loaders.map((load) => load()));
    return { default: Object.assign({}, ...bundles.map((b) => b.default)) as Record<string, unknown> };
  };
}
