// notifyProduction(tenantId): "the shop floor changed" — the process board and the production
// display of that tenant's users refresh at once. Called when a shop-floor write has been answered
// (server/push-observer.ts), so its transaction has committed. Calls within a short window are merged into one push per tenant (a batch of moves
// refreshes the screens once), and the push goes out a moment later so the screens read committed
// rows. It never throws: a push is a courtesy, the pages poll anyway.
import type { WsHub } from '../../../server/ws/hub';

export const PUSH_DELAY_MS = 250;

const hubs = new Set<WsHub>();
const pending = new Map<string, ReturnType<typeof setTimeout>>();

/** the server's hub joins while the server runs (boards/server/index.ts start); answers how to leave */
export function attachHub(hub: WsHub): () => void {
  hubs.add(hub);
  return () => {
    hubs.delete(hub);
  };
}

export function notifyProduction(tenantId: string): void {
  if (!tenantId || pending.has(tenantId)) return;
  const timer = setTimeout(() => {
    pending.delete(tenantId);
    for (const hub of hubs) {
      try {
        hub.broadcast(tenantId, { type: 'production', at: Date.now() });
      } catch {
        /* a closing hub: nothing to tell */
      }
    }
  }, PUSH_DELAY_MS);
  timer.unref?.();
  pending.set(tenantId, timer);
}
