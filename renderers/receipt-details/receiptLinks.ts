// Pure: which page opens a document (the trace graph, a receipt view's path links). The role's
// nav tree names, for each low-code list, its entity (params.entityCode) and detail page
// (detailUrlOf), exactly as the shell builds its routes (collectLowcodeLists); a document opens in
// the detail page of the first list of its entity whose detail route the role holds. No such
// page: the document is shown but opens nothing.
import type { NavNode } from '../../schemas/menus/types';
import type { RouteReceipt } from '../../schemas/rpc/receiptPath';
import { isExternalUrl, isRoutablePage } from '../../src/app/routes/buildRoutes';
import { collectLowcodeLists, type LowcodeList } from '../../src/app/routes/lowcodeRoutes';
import type { Language } from '../../src/app/session/loginInfo';
import { localName } from '../../src/i18n';
import { detailHref } from '../../src/templates/shared/detailQuery';

/** entityCode → the list (and its detail page) that shows its records. */
export type EntityPages = ReadonlyMap<string, LowcodeList>;

export function entityPagesOf(tree: readonly NavNode[], hasRoute: (path: string) => boolean): EntityPages {
  const lists = collectLowcodeLists(tree, (node) => isRoutablePage(node) && !isExternalUrl(node.url));
  const pages = new Map<string, LowcodeList>();
  for (const list of lists.values()) {
    const entity = list.params.entityCode;
    if (entity && !pages.has(entity) && hasRoute(list.detailUrl)) pages.set(entity, list);
  }
  return pages;
}

/** The detail page's path with its query (formId, entityCode, title, path, id, url), or null. */
export function receiptHref(receipt: Pick<RouteReceipt, 'id' | 'entityCode'>, pages: EntityPages, language: Language): string | null {
  const list = pages.get(receipt.entityCode);
  if (!list) return null;
  const { params, node } = list;
  // the same query a list's own row opens (ListPage: detailQueryOf with the list's title)
  return detailHref({
    formId: params.formId ?? params.entityCode,
    entityCode: params.entityCode,
    title: localName(node, language),
    path: list.detailUrl,
    url: list.listUrl,
    id: receipt.id,
  });
}
