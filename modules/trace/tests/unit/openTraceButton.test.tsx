// 溯源图谱 on a document's detail (a stub detail page here, mounting the trace module's detail extra
// as the detail template does, through the installed modules): the platform brings the module's
// strings with it; it opens dcm/trace?receiptId={id} (and the page asks for that id), waits for the
// document to be saved, and stays away from roles without the trace page.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../../src/i18n';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { webModules } from '../../../../src/app/modules/registry';
import { renderTrace, traceRegistry, traceTree } from './harness';
import { ReceiptPathApi, resetServices } from '../../../../tests/kit/web/servicesMock';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));
vi.mock('../../web/api', () => import('../../../../tests/kit/web/servicesMock'));
vi.mock('@antv/x6', () => import('./fakeX6'));
vi.setConfig({ testTimeout: 30_000 });

const DETAIL = 'purchase/PurchaseDetail';
const extra = webModules().find((m) => m.code === 'trace')!.detailExtras!['trace.open'];
const TraceButton = lazy(extra.load);
/** A detail page showing the button for its record (?id=…; none while new). */
function Detail() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return (
    <div data-testid="detail">
      <Suspense fallback={null}>
        <TraceButton entityCode="PurchaseOrder" receiptTypeCode="erp-purchase" record={{ id: id ? Number(id) : null } as unknown as RecordValue} />
      </Suspense>
    </div>
  );
}
const registry = traceRegistry(Detail);

beforeEach(() => {
  resetServices();
  ReceiptPathApi.gainReceiptRoutes.mockResolvedValue({ receipts: [], receiptPaths: [] });
});
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('zh_CN'));
});

describe('OpenTraceButton', () => {
  it('loads its strings and opens the trace of the document in the trace page', async () => {
    expect(i18n.exists('trace.open')).toBe(false);
    const view = renderTrace(`${DETAIL}?id=101`, traceTree(), registry);
    fireEvent.click(await screen.findByRole('button', { name: /溯源图谱/ }));
    expect(await screen.findByTestId('trace-page')).toBeTruthy();
    expect(view.location().pathname).toBe('/demo/dcm/trace');
    expect(view.location().search).toBe('?receiptId=101');
    expect(ReceiptPathApi.gainReceiptRoutes).toHaveBeenCalledWith([101], { ignoreError: true });
  });

  it('is disabled, with a hint, while the document is new; speaks English after a switch', async () => {
    renderTrace(DETAIL, traceTree(), registry);
    const button = await screen.findByRole('button', { name: /溯源图谱/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('open-trace-hint'));
    expect(await screen.findByText('保存单据后可查看溯源图谱')).toBeTruthy();
    await act(() => setLanguage('en_US'));
    expect(await screen.findByRole('button', { name: /Trace-back map/ })).toBeTruthy();
  });

  it('is not shown to a role without the trace page', async () => {
    renderTrace(`${DETAIL}?id=101`, traceTree({ trace: false }), registry);
    // the detail renders, and the strings are there: the button would have appeared by now
    await screen.findByTestId('detail');
    await vi.waitFor(() => expect(i18n.exists('trace.open')).toBe(true));
    expect(screen.queryByRole('button', { name: /溯源图谱/ })).toBeNull();
  });
});
