// "Create from" in the browser: 生成到货单 on an audited order asks the declared call with the
// order's id under the declared key, opens the arrival's detail on a new record pre-filled with
// the draft (not saved: 新增), and saving it creates it; a refusal says why. The RPC layer is
// mocked (servicesMock.ts for the templates' calls, a fetch stub for the conversion call): unit
// tests do not boot a server — the conversion itself is tested against a real database in
// modules/purchase/tests/server.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchasePages } from '../../../modules/purchase/pages';
import { clearDrafts } from '../../../src/templates/detail/draftStore';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { documentPath, purchaseEntity, purchaseTree, renderDocuments } from '../../kit/web/documentsHarness';
import { TEMPLATES } from '../../../src/templates/registry';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });
// the one template these pages use, loaded once (its first import in jsdom takes seconds)
beforeAll(() => TEMPLATES.VformDetail(), 120_000);

const supplier = { id: 3, code: 'S003', name: '华东供应' };
const order = {
  id: 7,
  version: 2,
  code: 'CG202611230001',
  supplier_id: supplier,
  status_dict: { dict: 'Audit', name: '已审核' },
  items: [
    { id: 71, material_id: { id: 1, code: 'M1', name: '螺丝' }, quantity: 10, unit_price: 2 },
    { id: 72, material_id: { id: 2, code: 'M2', name: '螺母' }, quantity: 20, unit_price: 3 },
  ],
};
/** what the server answers: no id, the order's lines with what remains of them */
const draft = {
  purchase_id: 7,
  supplier_id: supplier,
  items: [
    { material_id: { id: 1, code: 'M1', name: '螺丝' }, quantity: 4, unit_price: 2, order_item_id: 71, order_id: 7 },
    { material_id: { id: 2, code: 'M2', name: '螺母' }, quantity: 20, unit_price: 3, order_item_id: 72, order_id: 7 },
  ],
};

const fetchMock = vi.fn();
const envelope = (code: number, msg: string, body: unknown = null) => new Response(JSON.stringify({ code, msg, body }), { status: 200 });

beforeEach(() => {
  resetServices();
  clearPageModelCache();
  clearDrafts();
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(envelope(200, 'success', draft));
  vi.stubGlobal('fetch', fetchMock);
  EntityApi.detail.mockImplementation(async ([code]: [string]) => purchaseEntity(code));
  MetaDynamicApi.getValue.mockImplementation(async ([code, id]: [string, number]) => {
    if (code === 'PurchaseOrder' && id === 7) return order;
    throw new Error(`no ${code} ${id}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quantities = () => (screen.getAllByTestId('edit-quantity') as HTMLInputElement[]).map((i) => i.value);

async function convertOrder() {
  const view = renderDocuments(documentPath(purchasePages.Order, '采购订单', 7));
  fireEvent.click(await screen.findByRole('button', { name: '生成到货单' }));
  return view;
}

describe('the convert action (生成到货单)', () => {
  it('posts the order id under the declared key, with no bill being edited', async () => {
    await convertOrder();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/erp.PurchaseArrival/purchaseToArrival');
    expect(JSON.parse(String(init.body))).toEqual([{ orderId: 7, handleBillId: null }]);
  });

  it('opens the arrival detail on a new record holding the draft; saving it creates the arrival', async () => {
    const view = await convertOrder();
    await waitFor(() => expect(view.location().pathname).toBe(`/demo/${purchasePages.Arrival.detailUrl}`));
    const search = new URLSearchParams(view.location().search);
    expect(search.get('entityCode')).toBe('PurchaseArrival');
    expect(search.get('id')).toBeNull();
    expect(search.get('draft')).toBeTruthy();

    await waitFor(() => expect(quantities()).toEqual(['4', '20']));
    expect(screen.getByTestId('record-status').textContent).toBe('新增');
    expect(screen.getByTestId('draft-notice').textContent).toContain('采购订单 CG202611230001');
    expect((screen.getByTestId('edit-supplier_id') as HTMLInputElement).value).toBe('华东供应');

    // the user takes less than remains, then saves: a create (no id, no version), the lines' links kept
    fireEvent.change(screen.getAllByTestId('edit-quantity')[0], { target: { value: '3' } });
    MetaDynamicApi.saveValue.mockImplementation(async ([, values]: [string, Record<string, unknown>]) => ({ ...values, id: 90, version: 1, code: 'DH202611230001', status_dict: { dict: 'Saved', name: '保存' } }));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(MetaDynamicApi.saveValue).toHaveBeenCalledTimes(1));
    const [entityCode, payload] = MetaDynamicApi.saveValue.mock.calls[0][0] as [string, Record<string, unknown> & { items: Array<Record<string, unknown>> }];
    expect(entityCode).toBe('PurchaseArrival');
    expect(payload.id).toBeUndefined();
    expect(payload.version).toBeUndefined();
    expect(payload.purchase_id).toBe(7);
    expect(payload.items.map((l) => [l.quantity, l.order_item_id])).toEqual([[3, 71], [20, 72]]);
    await waitFor(() => expect(new URLSearchParams(view.location().search).get('id')).toBe('90'));
    expect(new URLSearchParams(view.location().search).get('draft')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('record-status').textContent).toBe('保存'));
  });

  it('says why the server refused, and stays on the order', async () => {
    fetchMock.mockResolvedValue(envelope(409, '来源单据「CG202611230001」已没有剩余数量'));
    const view = await convertOrder();
    expect(await screen.findByText('生成到货单：来源单据「CG202611230001」已没有剩余数量')).toBeTruthy();
    expect(view.location().pathname).toBe(`/demo/${purchasePages.Order.detailUrl}`);
  });

  it('tells a role without the arrivals page that it cannot open the draft, without asking the server', async () => {
    renderDocuments(documentPath(purchasePages.Order, '采购订单', 7), purchaseTree({ arrivals: false }));
    fireEvent.click(await screen.findByRole('button', { name: '生成到货单' }));
    expect(await screen.findByText(/没有可打开的目标页面（purchase\/PurchaseArrival）/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a draft address without its draft (the page was reloaded)', () => {
  it('shows an empty new record and says the draft is gone', async () => {
    renderDocuments(`${documentPath(purchasePages.Arrival, '采购到货')}&draft=gone123`);
    expect(await screen.findByTestId('draft-gone')).toBeTruthy();
    expect(screen.getByTestId('record-status').textContent).toBe('新增');
    expect((screen.getByTestId('edit-supplier_id') as HTMLInputElement).value).toBe('');
  });
});
