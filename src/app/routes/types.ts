import type { ComponentType } from 'react';
import type { NavNode } from '../../../schemas/menus/types';
import type { DetailClass, LowcodeParams, TemplateClass } from '../../../schemas/pages/types';

/** A hand-written page component, registered by its module in src/pages/{module}/routes.ts. */
export interface PageRoute {
  /** path under the tenant shell, e.g. `app/Dashboard` (no leading slash) */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** fixed pages (home, dashboards) are routable even when the nav tree does not list them */
  fixed?: boolean;
  /** title of a fixed page when the nav tree does not name it */
  title?: { zh_CN: string; en_US: string };
}

export interface RegisteredRoute extends PageRoute {
  module: string;
}

export type RouteRegistry = ReadonlyMap<string, RegisteredRoute>;

/** What a page knows about the route it was opened at. */
export interface RouteMeta {
  /** zh_CN title */
  title: string;
  titleIntl: Record<string, string>;
  /** the nav node's code, when the route comes from the nav tree */
  code: string | null;
  node: NavNode | null;
  /** an external page shown by app/Display in an iframe */
  externalUrl?: string;
  /** a copied page: the url of the page whose component it reuses */
  baseUrl?: string;
  /** a page generated from a low-code menu item (list at its url, detail at its detail page's url) */
  lowcode?: LowcodeRoute;
}

/** What a low-code template needs from its route. */
export interface LowcodeRoute {
  kind: 'list' | 'detail';
  params: LowcodeParams;
  /** the list page's path (its function codes hold the page's buttons) */
  listUrl: string;
  /** the detail page's path (detailUrlOf: params.detailUrl, the buttons' detailPath, else listUrl + 'Detail') */
  detailUrl: string;
  /** the detail template the list opens */
  detailClass: DetailClass;
  /** the list's nav node (buttons and function codes), when the tree has it */
  listNode: NavNode | null;
}

/** One route of the shell: a path and the registered component it renders. */
export interface AppRoute {
  path: string;
  /** registry path of the component; null renders the template, else the generic ConfiguredPage */
  componentKey: string | null;
  /** the low-code template class rendering this route (when no hand-written component exists) */
  template?: TemplateClass;
  meta: RouteMeta;
}
