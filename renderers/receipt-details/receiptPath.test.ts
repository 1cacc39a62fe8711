// Pure: where a document came from and went to, out of everything connected to it.
import { describe, expect, it } from 'vitest';
import type { ReceiptRoutes, RouteReceipt } from '../../schemas/rpc/receiptPath';
import { pathSides } from './receiptPath';

const r = (id: number, createDt: string): RouteReceipt => ({ id, code: `D${id}`, receiptTypeName: 'T', createName: null, createDt, entityCode: 'E', receiptTypeCode: null, status: { dict: 'Audit', name: '已审核' } });

describe('pathSides', () => {
  it('follows sources and targets transitively, nearest first then oldest, leaving siblings out', () => {
    // 1 → 2 → 4 → 6, 1 → 3 (a sibling of 2), 5 → 2 (a second source)
    const routes: ReceiptRoutes = {
      receipts: [r(1, '2026-01-01'), r(2, '2026-01-02'), r(3, '2026-01-03'), r(4, '2026-01-04'), r(5, '2025-12-31'), r(6, '2026-01-05')],
      receiptPaths: [
        { receiptId: 1, targetReceiptId: 2 },
        { receiptId: 1, targetReceiptId: 3 },
        { receiptId: 2, targetReceiptId: 4 },
        { receiptId: 4, targetReceiptId: 6 },
        { receiptId: 5, targetReceiptId: 2 },
      ],
    };
    const sides = pathSides(routes, 2);
    expect(sides.from.map((x) => x.id)).toEqual([5, 1]);
    expect(sides.to.map((x) => x.id)).toEqual([4, 6]);
  });

  it('walks through a document the caller may not read, without naming it', () => {
    const routes: ReceiptRoutes = { receipts: [r(1, 'a'), r(3, 'c')], receiptPaths: [{ receiptId: 1, targetReceiptId: 2 }, { receiptId: 2, targetReceiptId: 3 }] };
    expect(pathSides(routes, 1).to.map((x) => x.id)).toEqual([3]);
    expect(pathSides(routes, 3).from.map((x) => x.id)).toEqual([1]);
  });

  it('is empty for a document alone, and survives a cycle', () => {
    expect(pathSides({ receipts: [r(1, 'a')], receiptPaths: [] }, 1)).toEqual({ from: [], to: [] });
    const cycle: ReceiptRoutes = { receipts: [r(1, 'a'), r(2, 'b')], receiptPaths: [{ receiptId: 1, targetReceiptId: 2 }, { receiptId: 2, targetReceiptId: 1 }] };
    expect(pathSides(cycle, 1).to.map((x) => x.id)).toEqual([2]);
  });
});
