// dcm/trace (溯源图谱): the documents a receipt was made from and made into, as a graph and a
// list. The receipt comes from `?receiptId=` (a document's OpenTraceButton) or the picker; a
// document opens in the detail page the role holds for its entity (receiptLinks.ts).
import { Button, Card, Empty, Flex, Result, Spin, Typography } from 'antd';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RouteReceipt } from '../../../schemas/rpc/receiptPath';
import type { TraceGraphLabels } from '../../../renderers/trace-graph/TraceGraph';
import { usePageRoute } from '../../../src/app/routes/PageMetaContext';
import { useSession } from '../../../src/app/session/useSession';
import { ShellContext } from '../../../src/app/shell/ShellContext';
import { currentLanguage, localName } from '../../../src/i18n';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { ReceiptList } from './ReceiptList';
import { ReceiptPicker } from './ReceiptPicker';
import { entityPagesOf, receiptHref } from './receiptLinks';
import { recentKey, useRecentReceipts } from './recentReceipts';
import { parseReceiptId, RECEIPT_ID_PARAM } from './traceHref';
import { useReceiptRoutes } from './useReceiptRoutes';

// x6 is heavy: its chunk loads with the first graph, not with the page or the main bundle
const TraceGraph = lazy(() => import('../../../renderers/trace-graph/TraceGraph'));

const GRAPH_HEIGHT = 560;

const centred = (content: ReactNode, testId: string) => (
  <Flex align="center" justify="center" style={{ minHeight: 240 }} data-testid={testId}>
    {content}
  </Flex>
);

export default function TracePage() {
  const { t } = useTranslation();
  const route = usePageRoute();
  const shell = useContext(ShellContext);
  const session = useSession();
  const open = useOpenPage();
  const [search, setSearch] = useSearchParams();
  const receiptId = parseReceiptId(search.get(RECEIPT_ID_PARAM));
  const { state, retry } = useReceiptRoutes(receiptId, t('trace.loadFailed'));
  const [recent, remember] = useRecentReceipts(recentKey(session?.tenant.id, session?.user.id));
  const language = currentLanguage();
  const title = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, language) : t('trace.title');

  // outside the shell (no nav tree) nothing can be opened. Keyed on the tree and routes, not on
  // the shell object (new on every shell render): a new canOpen would redraw and re-fit the graph
  const tree = shell?.tree;
  const routeByPath = shell?.routeByPath;
  const pages = useMemo(() => entityPagesOf(tree ?? [], (path) => !!routeByPath?.has(path)), [tree, routeByPath]);
  const hrefOf = useCallback((r: RouteReceipt) => receiptHref(r, pages, language), [pages, language]);
  const canOpen = useCallback((r: RouteReceipt) => hrefOf(r) !== null, [hrefOf]);
  const openReceipt = useCallback(
    (r: RouteReceipt) => {
      const href = hrefOf(r);
      if (href) open(href);
    },
    [hrefOf, open],
  );
  const labels = useMemo<TraceGraphLabels>(
    () => ({ zoomIn: t('trace.zoomIn'), zoomOut: t('trace.zoomOut'), fit: t('trace.fit'), graph: t('trace.graph'), noPage: t('trace.noPage') }),
    [t],
  );

  const routes = state.status === 'ok' ? state.routes : null;
  const start = routes?.receipts.find((r) => r.id === receiptId) ?? null;
  useEffect(() => {
    if (start) remember(start);
  }, [start, remember]);

  const pick = (id: number) => setSearch({ [RECEIPT_ID_PARAM]: String(id) });

  let body: ReactNode;
  if (state.status === 'idle') body = centred(<Empty description={t('trace.pick')} />, 'trace-idle');
  else if (state.status === 'loading') body = centred(<Spin />, 'trace-loading');
  else if (state.status === 'error') {
    body = (
      <div data-testid="trace-error">
        <Result status="error" title={t('trace.loadFailed')} subTitle={state.error} extra={<Button onClick={retry}>{t('common.retry')}</Button>} />
      </div>
    );
  } else {
    const { receipts, receiptPaths } = state.routes;
    // the answer always holds the receipt asked about; alone, it has nothing to draw
    const graph =
      receipts.length < 2
        ? centred(<Empty description={t('trace.empty')} />, 'trace-empty')
        : (
          <Suspense fallback={centred(<Spin />, 'trace-graph-loading')}>
            <TraceGraph receipts={receipts} paths={receiptPaths} focusId={receiptId} canOpen={canOpen} onOpen={openReceipt} labels={labels} height={GRAPH_HEIGHT} />
          </Suspense>
        );
    body = (
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 560px', minWidth: 0 }}>{graph}</div>
        <div style={{ flex: '0 1 320px', minWidth: 240, maxHeight: GRAPH_HEIGHT, overflow: 'auto' }}>
          <ReceiptList receipts={receipts} focusId={receiptId} canOpen={canOpen} onOpen={openReceipt} />
        </div>
      </Flex>
    );
  }

  return (
    <Card variant="borderless" data-testid="trace-page">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <ReceiptPicker receiptId={receiptId} recent={recent} onPick={pick} />
      </Flex>
      {body}
    </Card>
  );
}
