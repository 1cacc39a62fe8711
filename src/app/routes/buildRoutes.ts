// Pure: nav tree + registry → the shell's routes. No React here, so it is easy to test.
import { MenuType, type NavNode } from '../../../schemas/menus/types';
import { collectLowcodeLists, generatedDetailRoute, lowcodeRouteOf, type LowcodeList } from './lowcodeRoutes';
import { normalizePath } from './registry';
import type { AppRoute, RouteMeta, RouteRegistry } from './types';

/** The page that shows external URLs (in an iframe) and the big screen. */
export const DISPLAY_PAGE = 'app/Display';

export function isExternalUrl(url: string | null | undefined): url is string {
  return !!url && /^https?:\/\//i.test(url.trim());
}

export function isRoutablePage(node: NavNode): boolean {
  return (node.type === MenuType.Page || node.type === MenuType.Flow) && !!node.url && node.url.trim() !== '';
}

/** The shell path a nav page opens at: its url, or `ext/{code}` for an external URL. */
export function routePathOf(node: NavNode): string | null {
  if (!isRoutablePage(node)) return null;
  return isExternalUrl(node.url) ? `ext/${node.code}` : normalizePath(node.url!);
}

function metaOf(node: NavNode): RouteMeta {
  return { title: node.name, titleIntl: node.nameIntl ?? {}, code: node.code, node };
}

function routeOf(node: NavNode, registry: RouteRegistry, lowcodeLists: ReadonlyMap<string, LowcodeList>): AppRoute {
  const meta = metaOf(node);
  if (isExternalUrl(node.url)) {
    return { path: `ext/${node.code}`, componentKey: DISPLAY_PAGE, meta: { ...meta, externalUrl: node.url.trim() } };
  }
  const path = normalizePath(node.url!);
  if (!path) throw new Error(`page "${node.code}" has an empty url`);
  if (node.copyTag && node.baseUrl) {
    const base = normalizePath(node.baseUrl);
    if (registry.has(base)) return { path, componentKey: base, meta: { ...meta, baseUrl: base } };
    const copied = lowcodeRouteOf(node, path, { ...meta, baseUrl: base }, lowcodeLists);
    return copied ?? { path, componentKey: null, meta: { ...meta, baseUrl: base } };
  }
  // a hand-written page wins over a template (the thin hand-coded layer)
  if (registry.has(path)) return { path, componentKey: path, meta };
  return lowcodeRouteOf(node, path, meta, lowcodeLists) ?? { path, componentKey: null, meta };
}

export interface BuildRoutesResult {
  routes: AppRoute[];
  /** pages that could not become routes; logged, not shown */
  errors: string[];
}

/**
 * Routes of the shell: every fixed page of the registry, then every page of the nav tree (its
 * registered component, else its low-code template, else the generic ConfiguredPage); copied
 * pages reuse their base page's component at their own url; external URLs reuse app/Display at
 * `ext/{code}`. A low-code list also yields a detail route at its detail page's url unless the tree has
 * a page there (which then becomes that detail route). A nav page whose path is already taken by
 * another nav page is reported and skipped.
 */
export function buildRoutes(tree: readonly NavNode[], registry: RouteRegistry): BuildRoutesResult {
  const byPath = new Map<string, AppRoute>();
  const fromNav = new Set<string>();
  const errors: string[] = [];
  const lowcodeLists = collectLowcodeLists(tree, (node) => isRoutablePage(node) && !isExternalUrl(node.url));

  for (const entry of registry.values()) {
    if (!entry.fixed) continue;
    const title = entry.title ?? { zh_CN: entry.path, en_US: entry.path };
    byPath.set(entry.path, { path: entry.path, componentKey: entry.path, meta: { title: title.zh_CN, titleIntl: { en_US: title.en_US }, code: null, node: null } });
  }

  const visit = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      try {
        if (isRoutablePage(node)) {
          const route = routeOf(node, registry, lowcodeLists);
          if (fromNav.has(route.path)) {
            errors.push(`duplicate route path "${route.path}" (page "${node.code}"): skipped`);
          } else {
            byPath.set(route.path, route);
            fromNav.add(route.path);
          }
        }
      } catch (error) {
        errors.push(`page "${node?.code}": ${error instanceof Error ? error.message : String(error)}`);
      }
      if (node.children?.length) visit(node.children);
    }
  };
  visit(tree);

  for (const list of lowcodeLists.values()) {
    if (!fromNav.has(list.detailUrl) && !registry.has(list.detailUrl) && fromNav.has(list.listUrl)) {
      byPath.set(list.detailUrl, generatedDetailRoute(list));
    }
  }

  return { routes: [...byPath.values()], errors };
}
