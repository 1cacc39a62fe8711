// Renders the trace page as the shell does (tests/kit/web/shell.tsx: real buildRoutes, PageHost, the
// module's routes and strings, the shell's context, the real renderers): the page finds a
// document's page in the role's tree. The detail pages are stubs showing where they were opened,
// so a test checks the address without rendering a whole detail template.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavNode } from '../../../../schemas/menus/types';
import { paramsOf } from '../../../../schemas/pages/types';
import { purchasePages } from '../../../purchase/pages';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import type { PageRoute } from '../../../../src/app/routes/types';
import { moduleRoutesOf } from '../../../../src/pages';
import '../../../../src/i18n';
import { renderRoutes } from '../../../../tests/kit/web/shell';
import { moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';
import traceWeb from '../../web';

const lowcode = (def: (typeof purchasePages)[keyof typeof purchasePages], name: string, nameEn: string) =>
  pageNode(def.url.replace(/\//g, '.'), def.url, name, { params: JSON.stringify(paramsOf(def)), nameIntl: { en_US: nameEn } });

/** 追溯 › 溯源图谱, and 采购订单 / 采购到货 with their detail pages (no page for 采购退货). */
export function traceTree(opts: { trace?: boolean; arrivalDetail?: boolean } = {}): NavNode[] {
  const purchase = [
    lowcode(purchasePages.Order, '采购订单', 'Purchase orders'),
    pageNode('purchase.PurchaseDetail', purchasePages.Order.detailUrl, '采购订单详情', { hidden: true }),
    lowcode(purchasePages.Arrival, '采购到货', 'Purchase arrivals'),
    ...(opts.arrivalDetail === false ? [] : [pageNode('purchase.PurchaseArrivalDetail', purchasePages.Arrival.detailUrl, '采购到货详情', { hidden: true })]),
  ];
  return [
    ...(opts.trace === false ? [] : [moduleNode('mod.trace', '追溯', [pageNode('dcm.trace', 'dcm/trace', '溯源图谱', { nameIntl: { en_US: 'Trace-back map' } })])]),
    moduleNode('mod.purchase', '采购管理', purchase),
  ];
}

function DetailStub() {
  const location = useLocation();
  return <div data-testid="detail-stub">{location.pathname + location.search}</div>;
}

/**
 * The module's routes plus stub detail pages (hand-written pages win over the templates). The
 * shell caches a page component per path for the whole file, so a file keeps one `Detail`.
 */
export function traceRegistry(Detail: ComponentType = DetailStub) {
  const paths = [purchasePages.Order.detailUrl, purchasePages.Arrival.detailUrl, purchasePages.Reject.detailUrl];
  const stubs: PageRoute[] = paths.map((path) => ({ path, load: async () => ({ default: Detail }) }));
  return mergeModuleRoutes({ trace: moduleRoutesOf(traceWeb), stubs });
}

export function renderTrace(path: string, tree: NavNode[] = traceTree(), registry = traceRegistry()) {
  return renderRoutes(path, tree, { registry, renderers: null });
}
