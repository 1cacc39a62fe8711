// What a saved document's detail adds to its toolbar besides its own actions: 溯源图谱, which the
// trace module declares in its web part (detailExtras) and the template finds through the module
// list — shown on receipts, to roles holding dcm/trace only — and 查看单据, the document's dedicated
// view (by receipt type code) in a drawer. The RPC layer is mocked (servicesMock.ts, and a
// stand-in for meta.ReceiptPath): unit tests do not boot a server.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import traceWeb from '../../../modules/trace/web';
import { purchasePages } from '../../../modules/purchase/pages';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import type { WebModule } from '../../../src/app/modules/defineWebModule';
import { detailExtrasFor } from '../../../src/templates/detail/detailExtras';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { documentPath, purchaseEntity, purchaseTree, renderDocuments } from '../../kit/web/documentsHarness';
import { TEMPLATES } from '../../../src/templates/registry';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
const ReceiptPathApi = vi.hoisted(() => ({ gainReceiptRoutes: vi.fn() }));
vi.mock('../../../renderers/receipt-details/api', () => ({ ReceiptPathApi }));
vi.setConfig({ testTimeout: 30_000 });
// the one template these pages use, loaded once (its first import in jsdom takes seconds)
beforeAll(() => TEMPLATES.VformDetail(), 120_000);

const order = { id: 7, version: 2, code: 'CG1', supplier_id: { id: 3, code: 'S003', name: '华东供应' }, status_dict: { dict: 'Audit', name: '已审核' }, items: [] };
/** the trace page itself is not under test here (modules/trace/tests): a stub */
const registry = mergeModuleRoutes({ stubs: [{ path: 'dcm/trace', load: async () => ({ default: () => <p data-testid="trace-stub" /> }) }] });

beforeEach(() => {
  resetServices();
  clearPageModelCache();
  sessionStorage.clear();
  EntityApi.detail.mockImplementation(async ([code]: [string]) => purchaseEntity(code));
  MetaDynamicApi.getValue.mockResolvedValue(order);
  ReceiptPathApi.gainReceiptRoutes.mockReset();
  ReceiptPathApi.gainReceiptRoutes.mockResolvedValue({ receipts: [], receiptPaths: [] });
});
afterEach(cleanup);

/** the detail is drawn once its own buttons are: the extras come with them or not at all (detailToolbarSteady.test.tsx) */
async function openOrder(opts: Parameters<typeof purchaseTree>[0] = {}, id: number | null = 7) {
  const view = renderDocuments(documentPath(purchasePages.Order, '采购订单', id ?? undefined), purchaseTree(opts), registry);
  await screen.findByTestId('detail-VformDetail');
  await screen.findByRole('button', { name: /返\s*回/ });
  return view;
}

describe('溯源图谱 on a document', () => {
  it('is found through the trace module’s web part, for receipts and roles holding dcm/trace', () => {
    const holds = (held: boolean) => () => held;
    expect(traceWeb.detailExtras?.['trace.open']).toMatchObject({ on: 'receipt', page: 'dcm/trace' });
    expect(detailExtrasFor({ receiptTypeCode: 'erp-purchase', holdsPage: holds(true) }).map((e) => e.name)).toContain('trace.open');
    expect(detailExtrasFor({ receiptTypeCode: 'erp-purchase', holdsPage: holds(false) }).map((e) => e.name)).not.toContain('trace.open');
    expect(detailExtrasFor({ receiptTypeCode: null, holdsPage: holds(true) }).map((e) => e.name)).not.toContain('trace.open');
    const anyRecord: WebModule = { code: 'x', detailExtras: { 'x.any': { on: 'any', load: async () => ({ default: () => null }) } } };
    expect(detailExtrasFor({ receiptTypeCode: null, holdsPage: holds(false) }, [anyRecord]).map((e) => e.name)).toEqual(['x.any']);
  });

  it('shows on a saved receipt for a role with the trace page, and opens the trace of that document', async () => {
    const view = await openOrder();
    fireEvent.click(await screen.findByRole('button', { name: /溯源图谱/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/demo/dcm/trace'));
    expect(view.location().search).toBe('?receiptId=7');
  });

  it('is not shown to a role without the trace page', async () => {
    await openOrder({ trace: false });
    // 查看单据 is drawn with the extras: the trace button would be there with it
    await screen.findByTestId('view-document');
    expect(screen.queryByRole('button', { name: /溯源图谱/ })).toBeNull();
  });

  it('is not shown on a record that is not a receipt, nor on a new document', async () => {
    EntityApi.detail.mockImplementation(async ([code]: [string]) => ({ ...purchaseEntity(code), receiptTypeCode: null }));
    await openOrder();
    await screen.findByTestId('read-code');
    expect(screen.queryByRole('button', { name: /溯源图谱/ })).toBeNull();
    expect(screen.queryByTestId('view-document')).toBeNull();
    cleanup();

    EntityApi.detail.mockImplementation(async ([code]: [string]) => purchaseEntity(code));
    await openOrder({}, null);
    expect(screen.getByTestId('record-status').textContent).toBe('新增');
    expect(screen.queryByRole('button', { name: /溯源图谱/ })).toBeNull();
    expect(screen.queryByTestId('view-document')).toBeNull();
  });
});

describe('查看单据', () => {
  it('shows the document’s dedicated view in a drawer over the detail', async () => {
    await openOrder();
    fireEvent.click(await screen.findByTestId('view-document'));
    const drawer = await screen.findByTestId('receipt-view');
    expect(within(drawer).getByRole('heading', { level: 4 }).textContent).toBe('采购订单 CG1');
    expect(within(drawer).getByTestId('receipt-table-items')).toBeTruthy();
    await waitFor(() => expect(ReceiptPathApi.gainReceiptRoutes).toHaveBeenCalledWith([7], { ignoreError: true, cancelPrevious: false }));
    // the detail stays underneath
    expect(screen.getByTestId('detail-VformDetail')).toBeTruthy();
  });
});
