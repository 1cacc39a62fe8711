// Pure: the routes of low-code menu items (dynamic list and detail pages). A nav page
// whose params parse as LowcodeParams naming a list class gets a list route at its url and a
// detail route at its detail page's url (detailUrlOf: pages own their identity, many detail
// pages are not url + 'Detail'); a nav page already at that path (a hidden detail page) lends
// the detail route its title and permissions instead of being a duplicate. A page whose params
// name the Report class is drawn by the report template (its declaration's code is in params).
import type { NavNode } from '../../../schemas/menus/types';
import { DETAIL_CLASSES, LIST_CLASSES, parseDashboardParams, parseLowcodeParams, parseReportParams, DASHBOARD_CLASS, REPORT_CLASS, type DetailClass, type ListClass, type LowcodeParams } from '../../../schemas/pages/types';
import { normalizePath } from './registry';
import type { AppRoute, LowcodeRoute, RouteMeta } from './types';

export const DETAIL_SUFFIX = 'Detail';

export const isListClass = (c: string): c is ListClass => (LIST_CLASSES as readonly string[]).includes(c);
export const isDetailClass = (c: string): c is DetailClass => (DETAIL_CLASSES as readonly string[]).includes(c);

/** The detail template a list opens: params.detailClass, else VformDetail for Vform* lists, else DataDetail. */
export function detailClassOf(params: LowcodeParams): DetailClass {
  if (params.detailClass && isDetailClass(params.detailClass)) return params.detailClass;
  return params.class.startsWith('Vform') ? 'VformDetail' : 'DataDetail';
}

/** Buttons whose detailPath is the page's own detail page (others open auxiliary pages). */
const OPENS_DETAIL = /\.(create|update|view)$/;

/** A list's detail page: params.detailUrl, else its create/update/view buttons' detailPath, else url + 'Detail'. */
export function detailUrlOf(node: Pick<NavNode, 'buttons'> | null, params: LowcodeParams, listUrl: string): string {
  if (params.detailUrl) return normalizePath(params.detailUrl);
  const fromButton = node?.buttons?.find((b) => b.detailPath && OPENS_DETAIL.test(b.code))?.detailPath;
  return fromButton ? normalizePath(fromButton) : listUrl + DETAIL_SUFFIX;
}

export interface LowcodeList {
  node: NavNode;
  params: LowcodeParams;
  listUrl: string;
  detailUrl: string;
}

/** Every low-code list of the tree, by the path of its detail route (first one wins). */
export function collectLowcodeLists(tree: readonly NavNode[], isPage: (node: NavNode) => boolean): Map<string, LowcodeList> {
  const lists = new Map<string, LowcodeList>();
  const visit = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      const params = isPage(node) ? parseLowcodeParams(node.params) : null;
      if (params && isListClass(params.class)) {
        const listUrl = normalizePath(node.url ?? '');
        const detailUrl = detailUrlOf(node, params, listUrl);
        if (listUrl && !lists.has(detailUrl)) lists.set(detailUrl, { node, params, listUrl, detailUrl });
      }
      if (node.children?.length) visit(node.children);
    }
  };
  visit(tree);
  return lists;
}

function lowcode(kind: LowcodeRoute['kind'], params: LowcodeParams, listUrl: string, listNode: NavNode | null, detailUrl?: string): LowcodeRoute {
  return { kind, params, listUrl, detailUrl: detailUrl ?? detailUrlOf(listNode, params, listUrl), detailClass: detailClassOf(params), listNode };
}

/**
 * The template route of a nav page at `path`, or null when the page is not low-code: its own
 * params (a list, or a detail class), else the list whose detail route lives at `path`.
 */
export function lowcodeRouteOf(node: NavNode, path: string, meta: RouteMeta, lists: ReadonlyMap<string, LowcodeList>): AppRoute | null {
  // a report page: the template reads its declaration's code from the node's params
  if (parseReportParams(node.params)) return { path, componentKey: null, template: REPORT_CLASS, meta };
  if (parseDashboardParams(node.params)) return { path, componentKey: null, template: DASHBOARD_CLASS, meta };
  const params = parseLowcodeParams(node.params);
  const owner = lists.get(path);
  if (params && isListClass(params.class)) {
    return { path, componentKey: null, template: params.class, meta: { ...meta, lowcode: lowcode('list', params, path, node) } };
  }
  if (params && isDetailClass(params.class)) {
    const listUrl = owner?.listUrl ?? (path.endsWith(DETAIL_SUFFIX) ? path.slice(0, -DETAIL_SUFFIX.length) : path);
    const info = lowcode('detail', { ...(owner?.params ?? {}), ...params, detailClass: params.class }, listUrl, owner?.node ?? null, path);
    return { path, componentKey: null, template: params.class, meta: { ...meta, lowcode: info } };
  }
  if (owner) {
    const info = lowcode('detail', owner.params, owner.listUrl, owner.node, owner.detailUrl);
    return { path, componentKey: null, template: info.detailClass, meta: { ...meta, lowcode: info } };
  }
  return null;
}

/** The detail route of a list that no nav page provides: titled after the list. */
export function generatedDetailRoute(list: LowcodeList): AppRoute {
  const { node } = list;
  const info = lowcode('detail', list.params, list.listUrl, node, list.detailUrl);
  const en = node.nameIntl?.en_US || node.name;
  return {
    path: list.detailUrl,
    componentKey: null,
    template: info.detailClass,
    meta: { title: `${node.name}详情`, titleIntl: { en_US: `${en} detail` }, code: null, node, lowcode: info },
  };
}
