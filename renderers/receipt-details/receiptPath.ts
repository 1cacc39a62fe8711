// Pure: the documents a receipt came from and went to, out of meta.ReceiptPath/gainReceiptRoutes
// (which answers everything connected to it: also its "siblings", e.g. the other arrivals of its
// order, which are neither). Followed transitively both ways, nearest first, then oldest first.
import type { ReceiptRoutes, RouteReceipt } from '../../schemas/rpc/receiptPath';

export interface PathSides {
  from: RouteReceipt[];
  to: RouteReceipt[];
}

function walk(routes: ReceiptRoutes, start: number, next: (id: number) => number[]): RouteReceipt[] {
  const byId = new Map(routes.receipts.map((r) => [r.id, r]));
  const seen = new Set([start]);
  const found: Array<{ receipt: RouteReceipt; depth: number }> = [];
  let frontier = [start];
  for (let depth = 1; frontier.length; depth += 1) {
    const after: number[] = [];
    for (const id of frontier) {
      for (const n of next(id)) {
        if (seen.has(n)) continue;
        seen.add(n);
        after.push(n);
        // a document of an entity the caller may not read is not in `receipts`: skipped, but walked through
        const receipt = byId.get(n);
        if (receipt) found.push({ receipt, depth });
      }
    }
    frontier = after;
  }
  return found
    .sort((a, b) => a.depth - b.depth || (a.receipt.createDt ?? '').localeCompare(b.receipt.createDt ?? '') || a.receipt.id - b.receipt.id)
    .map((f) => f.receipt);
}

export function pathSides(routes: ReceiptRoutes, receiptId: number): PathSides {
  const sources = (id: number) => routes.receiptPaths.filter((p) => p.targetReceiptId === id).map((p) => p.receiptId);
  const targets = (id: number) => routes.receiptPaths.filter((p) => p.receiptId === id).map((p) => p.targetReceiptId);
  return { from: walk(routes, receiptId, sources), to: walk(routes, receiptId, targets) };
}
