// TraceGraph with only x6's Graph class replaced (fakeX6.ts says why x6 cannot run here): one live
// graph under StrictMode's double mount, disposed on unmount; nodes at the dagre positions,
// 170×80, the starting document highlighted; arrows source → target; click and Enter open a
// document the user can open, and only those; zoom in/out by 0.1 down to 0.2, fit.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteReceipt } from '../../../../schemas/rpc/receiptPath';
import { layoutTrace } from '../../../../renderers/trace-graph/layout';
import { TraceGraph } from '../../../../renderers/trace-graph/TraceGraph';
import { graphs } from './fakeX6';

vi.mock('@antv/x6', () => import('./fakeX6'));

const receipt = (id: number, code: string, entityCode: string, typeName: string): RouteReceipt => ({
  id, code, receiptTypeName: typeName, createName: '张 三', createDt: '2025-03-01T08:00:00.000Z', entityCode, receiptTypeCode: null, status: { dict: 'Audit', name: '已审核' },
});
const RECEIPTS = [receipt(101, 'PO-1', 'PurchaseOrder', '采购订单'), receipt(102, 'AR-1', 'PurchaseArrival', '采购到货'), receipt(103, 'RJ-1', 'PurchaseReject', '采购退货')];
const PATHS = [{ receiptId: 101, targetReceiptId: 102 }, { receiptId: 102, targetReceiptId: 103 }];
const LABELS = { zoomIn: '放大', zoomOut: '缩小', fit: '适应画布', graph: '单据关系图', noPage: '无页面' };

const live = () => graphs.filter((g) => !g.disposed);

function renderGraph(onOpen = vi.fn(), canOpen = (r: RouteReceipt) => r.entityCode !== 'PurchaseReject') {
  const view = render(
    <StrictMode>
      <TraceGraph receipts={RECEIPTS} paths={PATHS} focusId={102} canOpen={canOpen} onOpen={onOpen} labels={LABELS} />
    </StrictMode>,
  );
  return { ...view, onOpen };
}

beforeEach(() => {
  graphs.length = 0;
});
afterEach(cleanup);

describe('TraceGraph', () => {
  it('keeps one live graph through StrictMode double mounting and disposes it on unmount', () => {
    const { unmount } = renderGraph();
    expect(graphs.length).toBe(2); // mount, cleanup, mount again
    expect(live()).toHaveLength(1);
    expect(live()[0].options.container).toBe(screen.getByRole('group', { name: '单据关系图' }));
    unmount();
    expect(live()).toHaveLength(0);
  });

  it('draws each document at its dagre position, 170×80, the starting one highlighted, arrows source → target', () => {
    renderGraph();
    const g = live()[0];
    const layout = layoutTrace([101, 102, 103], PATHS);
    expect(g.nodes.map((n) => [n.id, n.x, n.y, n.width, n.height])).toEqual(layout.nodes.map((n) => [String(n.id), n.x, n.y, 170, 80]));
    const attrs = (id: string) => g.nodes.find((n) => n.id === id)!.attrs as Record<string, Record<string, unknown>>;
    expect(attrs('102').body.stroke).toBe('#1677ff');
    expect(attrs('101').body.stroke).not.toBe('#1677ff');
    expect(attrs('101').type.text).toBe('采购订单');
    expect(attrs('101').code.text).toBe('PO-1');
    expect(attrs('101').status.text).toBe('已审核');
    expect(String(attrs('101').who.text)).toMatch(/^张 三 · 2025-03-01 \d\d:00$/);
    // a document the user cannot open says so, and is not a pointer
    expect(attrs('103').focus.title).toContain('无页面');
    expect(attrs('103').focus.cursor).toBe('not-allowed');
    expect(g.edges.map((e) => [(e.source as { cell: string }).cell, (e.target as { cell: string }).cell])).toEqual([['101', '102'], ['102', '103']]);
    const line = (g.edges[0].attrs as { line: { targetMarker: { name: string } } }).line;
    expect(line.targetMarker.name).toBe('block');
    expect(g.fits).toBe(1);
  });

  it('opens a document on click and on Enter, not one the user cannot open', () => {
    const { onOpen } = renderGraph();
    const g = live()[0];
    g.click('101');
    expect(onOpen).toHaveBeenCalledWith(RECEIPTS[0]);
    g.click('103');
    expect(onOpen).toHaveBeenCalledTimes(1);
    const node = g.options.container.querySelector('[data-cell-id="102"]')!;
    fireEvent.keyDown(node, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(RECEIPTS[1]);
    fireEvent.keyDown(node, { key: 'a' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('zooms in and out by 0.1, never below 0.2, and fits the content again', () => {
    renderGraph();
    const g = live()[0];
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(g.scale).toBe(1.1);
    for (let i = 0; i < 12; i++) fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(g.scale).toBe(0.2);
    fireEvent.click(screen.getByRole('button', { name: '适应画布' }));
    expect(g.fits).toBe(2);
    expect(g.scale).toBe(1);
  });
});
