// 溯源图谱 (dcm/trace) with the call layer mocked (servicesMock.ts) and x6's Graph faked
// (fakeX6.ts: x6 cannot load under vitest). The page asks for the receipt of its URL, shows
// idle / loading / empty / error states, lists the documents, and opens a document in the detail
// page the role's tree gives its entity, with its id; a document without one opens nothing.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptRoutes, RouteReceipt } from '../../../../schemas/rpc/receiptPath';
import { RpcError } from '../../../../src/api/errors';
import { graphs } from './fakeX6';
import { renderTrace, traceTree } from './harness';
import { ReceiptPathApi, resetServices } from '../../../../tests/kit/web/servicesMock';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));
vi.mock('../../web/api', () => import('../../../../tests/kit/web/servicesMock'));
vi.mock('@antv/x6', () => import('./fakeX6'));
vi.setConfig({ testTimeout: 30_000 });

const receipt = (id: number, code: string, entityCode: string, typeName: string, dt: string): RouteReceipt => ({
  id, code, receiptTypeName: typeName, createName: '张 三', createDt: dt, entityCode, receiptTypeCode: null, status: { dict: 'Audit', name: '已审核' },
});
const ORDER = receipt(101, 'PO-1', 'PurchaseOrder', '采购订单', '2025-03-01T08:00:00.000Z');
const ARRIVAL = receipt(102, 'AR-1', 'PurchaseArrival', '采购到货', '2025-03-02T08:00:00.000Z');
const REJECT = receipt(103, 'RJ-1', 'PurchaseReject', '采购退货', '2025-03-03T08:00:00.000Z');
const CHAIN: ReceiptRoutes = {
  receipts: [ARRIVAL, ORDER, REJECT],
  receiptPaths: [{ receiptId: 101, targetReceiptId: 102 }, { receiptId: 102, targetReceiptId: 103 }],
};

const docs = () => screen.findByTestId('trace-documents');
const liveGraph = () => graphs.find((g) => !g.disposed);

beforeAll(async () => {
  await Promise.all([import('../../web/TracePage'), import('../../../../renderers/trace-graph/TraceGraph'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  localStorage.clear();
  graphs.length = 0;
  ReceiptPathApi.gainReceiptRoutes.mockResolvedValue(CHAIN);
});
afterEach(cleanup);

describe('the trace page', () => {
  it('asks gainReceiptRoutes with the receiptId of the URL and lists the documents, oldest first', async () => {
    renderTrace('dcm/trace?receiptId=102');
    const list = await docs();
    expect(ReceiptPathApi.gainReceiptRoutes).toHaveBeenCalledWith([102], { ignoreError: true });
    expect(screen.getByRole('heading', { name: '溯源图谱' })).toBeTruthy();
    expect(within(list).getByText('关联单据（3）')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-testid'))).toEqual(['trace-document-101', 'trace-document-102', 'trace-document-103']);
    expect(within(items[0]).getByText(/^采购订单 · 张 三 · 2025-03-01/)).toBeTruthy();
    expect(within(items[0]).getByText('已审核')).toBeTruthy();
    // the document the trace started from is marked
    expect(within(items[1]).getByText('当前单据')).toBeTruthy();
    expect(within(items[0]).queryByText('当前单据')).toBeNull();
  });

  it('clicking a document opens its detail page with its id', async () => {
    const view = renderTrace('dcm/trace?receiptId=102');
    fireEvent.click(within(await docs()).getByRole('button', { name: 'PO-1' }));
    expect(await screen.findByTestId('detail-stub')).toBeTruthy();
    expect(view.location().pathname).toBe('/demo/purchase/PurchaseDetail');
    const query = Object.fromEntries(new URLSearchParams(view.location().search));
    expect(query).toEqual({ formId: 'PurchaseOrder', entityCode: 'PurchaseOrder', title: '采购订单', path: 'purchase/PurchaseDetail', id: '101', url: 'purchase/order' });
  });

  it('a document whose entity has no page of the role is listed but opens nothing, with a tooltip', async () => {
    // 采购退货 has no page in the tree; 采购到货 has its list but not its detail page
    renderTrace('dcm/trace?receiptId=102', traceTree({ arrivalDetail: false }));
    const list = await docs();
    expect(within(list).getByRole('button', { name: 'PO-1' })).toBeTruthy();
    for (const code of ['AR-1', 'RJ-1']) {
      expect(within(list).queryByRole('button', { name: code })).toBeNull();
      expect(within(list).getByText(code).getAttribute('aria-disabled')).toBe('true');
    }
    fireEvent.mouseEnter(within(list).getByText('RJ-1'));
    expect(await screen.findByText('当前角色没有可打开该单据的页面')).toBeTruthy();
  });

  it('draws the graph (lazily) and a node opens its document', async () => {
    const view = renderTrace('dcm/trace?receiptId=101');
    await waitFor(() => expect(liveGraph()?.nodes).toHaveLength(3));
    const g = liveGraph()!;
    expect(g.edges).toHaveLength(2);
    act(() => g.click('103')); // no page: nothing happens
    expect(view.location().pathname).toBe('/demo/dcm/trace');
    act(() => g.click('102'));
    expect(await screen.findByTestId('detail-stub')).toBeTruthy();
    expect(view.location().pathname).toBe('/demo/purchase/PurchaseArrivalDetail');
    expect(new URLSearchParams(view.location().search).get('id')).toBe('102');
  });

  it('shows 暂无关联单据 when the document has no related documents', async () => {
    ReceiptPathApi.gainReceiptRoutes.mockResolvedValue({ receipts: [ORDER], receiptPaths: [] });
    renderTrace('dcm/trace?receiptId=101');
    const empty = await screen.findByTestId('trace-empty');
    expect(within(empty).getByText('暂无关联单据')).toBeTruthy();
    // the document itself can still be opened; no graph is made
    expect(within(await docs()).getByRole('button', { name: 'PO-1' })).toBeTruthy();
    expect(graphs).toHaveLength(0);
  });

  it('shows the server message of a failed call, and asks again on retry', async () => {
    ReceiptPathApi.gainReceiptRoutes.mockRejectedValueOnce(new RpcError(11, '单据 999 不存在'));
    renderTrace('dcm/trace?receiptId=999');
    const error = await screen.findByTestId('trace-error');
    expect(within(error).getByText('溯源数据加载失败')).toBeTruthy();
    expect(within(error).getByText('单据 999 不存在')).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: /重\s*试/ }));
    expect(await docs()).toBeTruthy();
    expect(ReceiptPathApi.gainReceiptRoutes).toHaveBeenCalledTimes(2);
  });

  it('without a receiptId it asks for one; a typed id goes to the URL and is remembered', async () => {
    const view = renderTrace('dcm/trace');
    expect(await screen.findByTestId('trace-idle')).toBeTruthy();
    expect(ReceiptPathApi.gainReceiptRoutes).not.toHaveBeenCalled();
    const input = screen.getByRole('searchbox', { name: '单据 ID' });
    fireEvent.change(input, { target: { value: 'PO-1' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('请输入有效的单据 ID（正整数）')).toBeTruthy();

    fireEvent.change(input, { target: { value: ' 102 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查看溯源/ }));
    await docs();
    expect(view.location().search).toBe('?receiptId=102');
    expect(ReceiptPathApi.gainReceiptRoutes).toHaveBeenCalledWith([102], { ignoreError: true });
    // the recent list now offers it
    expect(await screen.findByTestId('trace-recent')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('plantform.traceRecent:00000100:11') ?? '[]')).toEqual([{ id: 102, code: 'AR-1', receiptTypeName: '采购到货' }]);
  });
});
