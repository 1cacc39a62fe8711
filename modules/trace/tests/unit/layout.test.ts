// The trace layout as a pure function (dagre only, no x6 and no DOM): left to right, 170×80 nodes,
// 200 between ranks, 80 between nodes of one rank.
import { describe, expect, it } from 'vitest';
import { layoutTrace, TRACE_NODE, TRACE_SPACING } from '../../../../renderers/trace-graph/layout';

const byId = (layout: ReturnType<typeof layoutTrace>) => new Map(layout.nodes.map((n) => [n.id, n]));

describe('layoutTrace', () => {
  it('uses the issue numbers', () => {
    expect(TRACE_NODE).toEqual({ width: 170, height: 80 });
    expect(TRACE_SPACING).toEqual({ rankdir: 'LR', ranksep: 200, nodesep: 80, edgesep: 50 });
  });

  it('puts a document left of the documents made from it, one rank separation apart', () => {
    // order 1 → arrival 2 → return 3
    const layout = layoutTrace([1, 2, 3], [
      { receiptId: 1, targetReceiptId: 2 },
      { receiptId: 2, targetReceiptId: 3 },
    ]);
    const at = byId(layout);
    for (const n of layout.nodes) expect([n.width, n.height]).toEqual([170, 80]);
    // one row: same y; x grows by node width + rank separation
    expect(at.get(1)!.y).toBe(at.get(2)!.y);
    expect(at.get(2)!.y).toBe(at.get(3)!.y);
    expect(at.get(2)!.x - at.get(1)!.x).toBe(170 + 200);
    expect(at.get(3)!.x - at.get(2)!.x).toBe(170 + 200);
    expect(layout.edges.map((e) => [e.source, e.target])).toEqual([[1, 2], [2, 3]]);
  });

  it('stacks documents of one rank vertically, one node separation apart', () => {
    // one order made into two arrivals
    const layout = layoutTrace([1, 2, 3], [
      { receiptId: 1, targetReceiptId: 2 },
      { receiptId: 1, targetReceiptId: 3 },
    ]);
    const at = byId(layout);
    expect(at.get(2)!.x).toBe(at.get(3)!.x);
    expect(at.get(2)!.x).toBeGreaterThan(at.get(1)!.x);
    expect(Math.abs(at.get(3)!.y - at.get(2)!.y)).toBe(80 + 80);
    // the source sits between its two targets
    expect(at.get(1)!.y + 40).toBe((at.get(2)!.y + at.get(3)!.y) / 2 + 40);
  });

  it('places corners (not centres) inside the drawing and sizes it', () => {
    const layout = layoutTrace([5, 6], [{ receiptId: 5, targetReceiptId: 6 }]);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.y).toBeGreaterThanOrEqual(0);
      expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
      expect(n.y + n.height).toBeLessThanOrEqual(layout.height);
    }
    expect(layout.width).toBe(20 + 170 + 200 + 170 + 20);
    expect(layout.height).toBe(20 + 80 + 20);
  });

  it('drops links to documents left out of the answer, repeated links and self links', () => {
    const layout = layoutTrace([1, 2], [
      { receiptId: 1, targetReceiptId: 2 },
      { receiptId: 1, targetReceiptId: 2 },
      { receiptId: 2, targetReceiptId: 9 },
      { receiptId: 1, targetReceiptId: 1 },
    ]);
    expect(layout.nodes.map((n) => n.id)).toEqual([1, 2]);
    expect(layout.edges.map((e) => [e.source, e.target])).toEqual([[1, 2]]);
  });

  it('a lone document is one node and no edge', () => {
    const layout = layoutTrace([7], []);
    expect(layout.nodes).toEqual([{ id: 7, x: 20, y: 20, width: 170, height: 80 }]);
    expect(layout.edges).toEqual([]);
  });
});
