// The dedicated receipt views: every receipt type code that has one resolves (an unknown type
// says it has none), and the generic view shows a document from its metadata — title and status,
// header fields, the lines and the payments it has, attachments, and its path as links that open
// the documents' detail pages. The RPC layer is mocked (the test kit's servicesMock, meta.ReceiptPath
// included): unit tests do not boot a server; the record read and the receipt paths
// have their own tests against a real database (tests/server, modules/purchase/tests/server).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptRoutes, RouteReceipt } from '../../schemas/rpc/receiptPath';
import { mergeModuleRoutes } from '../../src/app/routes/registry';
import { sessionStore } from '../../src/app/session/sessionStore';
import { RendererContext } from '../../src/engine/RendererContext';
import { setLanguage } from '../../src/i18n';
import { clearPageModelCache } from '../../src/templates/shared/pageModelCache';
import { fakeRenderers } from '../../tests/kit/web/fakes';
import { purchaseEntity, purchaseTree } from '../../tests/kit/web/purchaseFixtures';
import { EntityApi, MetaDynamicApi, ReceiptPathApi, resetServices } from '../../tests/kit/web/servicesMock';
import { FakeShell } from '../../tests/kit/web/shell';
import { makeSession } from '../../tests/kit/web/fixtures';
import { webModules } from '../../src/app/modules/registry';
import { receiptViewsOf } from './declarations';
import { receiptDetailCodes, receiptDetailOf, registerReceiptDetail } from './registry';

vi.mock('../../src/api/services', () => import('../../tests/kit/web/servicesMock'));
vi.mock('./api', () => import('../../tests/kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });

const SPEC_CODES = ['erp-purchase', 'purchase-arrival', 'erp-purchase-reject', 'erp-sale', 'erp-sale-reject', 'sale-delivery', 'wms-entry', 'wms-delivery', 'wms-transfer', 'wms-stock-count', 'wms-arrival', 'wms-simple-entry', 'wms-delivery-apply', 'wms-delivery-raw', 'wms-put-on', 'wms-stack'];

const receipt = (id: number, entityCode: string, code: string, typeName: string, createDt: string): RouteReceipt => ({
  id,
  code,
  receiptTypeName: typeName,
  createName: '张三',
  createDt,
  entityCode,
  receiptTypeCode: null,
  status: { dict: 'Audit', name: '已审核' },
});
/** order 7 → arrivals 90 and 91; arrival 90 → its return 95 (an entity without a page here) */
const ROUTES: ReceiptRoutes = {
  receipts: [
    receipt(7, 'PurchaseOrder', 'CG1', '采购订单', '2026-11-01T08:00:00Z'),
    receipt(90, 'PurchaseArrival', 'DH1', '采购到货单', '2026-11-02T08:00:00Z'),
    receipt(91, 'PurchaseArrival', 'DH2', '采购到货单', '2026-11-03T08:00:00Z'),
    receipt(95, 'PurchaseReject', 'TH1', '采购退货单', '2026-11-04T08:00:00Z'),
  ],
  receiptPaths: [
    { receiptId: 7, targetReceiptId: 90 },
    { receiptId: 7, targetReceiptId: 91 },
    { receiptId: 90, targetReceiptId: 95 },
  ],
};

const arrival = {
  id: 90,
  version: 1,
  code: 'DH1',
  purchase_id: { id: 7, code: 'CG1', name: 'CG1' },
  supplier_id: { id: 3, code: 'S003', name: '华东供应' },
  remark: null,
  attaches: [{ id: 5, name: '送货单.pdf' }],
  status_dict: { dict: 'Audit', name: '已审核' },
  items: [
    { id: 1, material_id: { id: 1, code: 'M1', name: '螺丝' }, quantity: 3, unit_price: 2, order_item_id: 71 },
    { id: 2, material_id: { id: 2, code: 'M2', name: '螺母' }, quantity: 20, unit_price: 3, order_item_id: 72 },
  ],
  pays: [{ id: 3, account_id: { id: 1, code: 'A1', name: '工行' }, amount: 10 }],
  cost_items: [],
};

const noPages = mergeModuleRoutes({});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}


function renderView(typeCode: string, receiptId: number, entityCode: string, onNavigate = vi.fn()) {
  sessionStore.set(makeSession());
  const { View } = receiptDetailOf(typeCode);
  const element = (
    <App>
      <RendererContext.Provider value={fakeRenderers}>
        <FakeShell tree={purchaseTree()} registry={noPages}>
          {() => (
            <>
              <View receiptId={receiptId} entityCode={entityCode} onNavigate={onNavigate} />
              <Where />
            </>
          )}
        </FakeShell>
      </RendererContext.Provider>
    </App>
  );
  const router = createMemoryRouter([{ path: '/:tenant/*', element }], { initialEntries: ['/demo/home'] });
  return { ...render(<RouterProvider router={router} />), onNavigate };
}

beforeEach(() => {
  resetServices();
  clearPageModelCache();
  ReceiptPathApi.gainReceiptRoutes.mockReset();
  ReceiptPathApi.gainReceiptRoutes.mockResolvedValue(ROUTES);
  EntityApi.detail.mockImplementation(async ([code]: [string]) => purchaseEntity(code));
  MetaDynamicApi.getValue.mockResolvedValue(arrival);
});
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('zh_CN'));
});

describe('the receipt detail registry', () => {
  it('has a view for each receipt type of the purchase, sale and warehouse documents', () => {
    for (const code of SPEC_CODES) expect(receiptDetailOf(code).known, code).toBe(true);
    // the registry holds the declared views (coverage.test.ts: one for every receipt type of the catalogue)
    expect(receiptDetailCodes().sort()).toEqual(Object.keys(receiptViewsOf(webModules())).sort());
    // one generic view, bound to small declarations: lines always first
    for (const code of SPEC_CODES) expect(receiptViewsOf(webModules())[code].tables[0]).toBe(code === 'wms-arrival' ? 'barcodes' : 'items');
    expect(receiptDetailOf('erp-purchase').View).toBe(receiptDetailOf('erp-purchase').View);
  });

  it('answers a clear fallback for a type without a view, and refuses a type registered twice', async () => {
    expect(receiptDetailOf('equipment-count').known).toBe(false);
    expect(receiptDetailOf(null).known).toBe(false);
    renderView('equipment-count', 1, 'EquipmentCount');
    expect((await screen.findByTestId('receipt-view-unknown')).textContent).toContain('单据类型「equipment-count」没有专用详情视图');
    expect(() => registerReceiptDetail('erp-sale', { declaration: { tables: ['items'], headFirst: [] } })).toThrow(/already has a detail view/);
  });

  it('takes a type registered later, with a component of its own', async () => {
    registerReceiptDetail('test-own', { load: async () => ({ default: ({ receiptId }) => createElement('p', null, `own view ${receiptId}`) }) });
    expect(receiptDetailOf('test-own').known).toBe(true);
    renderView('test-own', 12, 'X');
    expect(await screen.findByText('own view 12')).toBeTruthy();
  });
});

describe('the generic receipt view', () => {
  it('shows the header from the metadata, the lines, the payments it has, attachments and status', async () => {
    renderView('purchase-arrival', 90, 'PurchaseArrival');
    const view = await screen.findByTestId('receipt-view');
    expect(within(view).getByRole('heading', { level: 4 }).textContent).toBe('采购到货单 DH1');
    expect(screen.getByTestId('receipt-status').textContent).toBe('已审核');
    expect(MetaDynamicApi.getValue).toHaveBeenCalledWith(['PurchaseArrival', 90], { ignoreError: true, cancelPrevious: false });

    // declared first, in order; an empty field that is not declared first is left out
    const header = screen.getByTestId('receipt-header');
    const labels = [...header.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent);
    expect(labels).toEqual(['单据编号', '采购订单', '供应商']);
    expect(within(header).getByTestId('read-supplier_id').textContent).toBe('华东供应');

    const lines = screen.getByTestId('receipt-table-items');
    expect(within(lines).getByRole('heading').textContent).toBe('到货明细');
    expect(within(lines).getAllByTestId('cell-quantity').map((c) => c.textContent)).toEqual(['3', '20']);
    expect(within(lines).getAllByTestId('cell-material_id').map((c) => c.textContent)).toEqual(['螺丝', '螺母']);
    expect(within(screen.getByTestId('receipt-table-pays')).getByTestId('cell-amount').textContent).toBe('10');
    // no costs on this arrival: no empty table
    expect(screen.queryByTestId('receipt-table-cost_items')).toBeNull();
    expect(within(screen.getByTestId('receipt-attachments')).getByTestId('read-attaches').textContent).toContain('送货单.pdf');
  });

  it('shows where the document came from and went to, each opening its detail page', async () => {
    const { onNavigate } = renderView('purchase-arrival', 90, 'PurchaseArrival');
    const from = await screen.findByTestId('receipt-path-from');
    const to = screen.getByTestId('receipt-path-to');
    expect(ReceiptPathApi.gainReceiptRoutes).toHaveBeenCalledWith([90], { ignoreError: true, cancelPrevious: false });
    expect(from.textContent).toContain('采购订单CG1已审核');
    // the sibling arrival DH2 is neither where it came from nor where it went
    expect(from.textContent).not.toContain('DH2');
    expect(to.textContent).not.toContain('DH2');
    // a document without a page of the role's: named, not a link
    expect(within(to).queryByRole('button', { name: 'TH1' })).toBeNull();
    expect(within(to).getByText('TH1')).toBeTruthy();

    fireEvent.click(within(from).getByRole('button', { name: 'CG1' }));
    const location = screen.getByTestId('location').textContent!;
    expect(location.startsWith('/demo/purchase/PurchaseDetail?')).toBe(true);
    expect(new URLSearchParams(location.split('?')[1]).get('id')).toBe('7');
    expect(new URLSearchParams(location.split('?')[1]).get('entityCode')).toBe('PurchaseOrder');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('says so when the document cannot be loaded, and speaks English after a switch', async () => {
    MetaDynamicApi.getValue.mockRejectedValue(new Error('记录不存在'));
    renderView('erp-purchase', 7, 'PurchaseOrder');
    expect((await screen.findByTestId('receipt-view-error')).textContent).toContain('单据加载失败');
    await act(() => setLanguage('en_US'));
    expect((await screen.findByTestId('receipt-view-error')).textContent).toContain('The document could not be loaded');
  });
});
