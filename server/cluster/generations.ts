// Generations: how many times something of a tenant (an entity's rows, a named cache) changed, here
// or on another instance, since the process started. What is derived from it keeps the number it
// was made at and is stale once the number moved. A change made here is relayed (the server's bus
// carries it to every instance, this one included); without a relay it only counts here.
import { processCache } from '../db/process-caches';

export interface Generations {
  /** it is stale here (a change heard from another instance, or made on this one) */
  stale(tenantId: string, name: string): void;
  generation(tenantId: string, name: string): number;
  /** call after the commit of a change: stale here and on the other instances */
  changed(tenantId: string, name: string): void;
  /** where this process tells other instances of its changes (the server's bus); answers how to stop */
  relayTo(to: (tenantId: string, name: string) => void): () => void;
}

export function defineGenerations(): Generations {
  const counts = processCache<string, number>();
  const keyOf = (tenantId: string, name: string) => `${tenantId}|${name}`;
  let relay: ((tenantId: string, name: string) => void) | null = null;
  const stale = (tenantId: string, name: string) => {
    const k = keyOf(tenantId, name);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  };
  return {
    stale,
    generation: (tenantId, name) => counts.get(keyOf(tenantId, name)) ?? 0,
    changed(tenantId, name) {
      // the bus applies its events where they are published too, so this instance moves with the others
      if (relay) relay(tenantId, name);
      else stale(tenantId, name);
    },
    relayTo(to) {
      relay = to;
      return () => {
        if (relay === to) relay = null;
      };
    },
  };
}
