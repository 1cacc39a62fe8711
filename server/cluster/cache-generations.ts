// Named caches of derived data: what a process loads from a tenant's rows and keeps in memory
// (服务集成's set of listened writes, …) must be loaded again once those rows changed — on this
// instance or on another one serving the same database. A cache is named; cacheChanged(tenant,
// name) moves its generation here and, carried by the cluster bus as a 'cacheChanged' event
// (server/app.ts relays it), on every other instance. A cache keeps the generation it was loaded at
// and is stale once the generation moved. A notification can be missed while the bus reconnects,
// so a cache also ages out after its own time (tenantCache's ttlMs).
//
// This is not count-memo's entity generation: that one says an entity's rows were written (list
// counts); this one says a module's own cache is stale, whatever its name.
import { processCache } from '../db/process-caches';

const generations = processCache<string, number>();
const keyOf = (tenantId: string, cacheName: string) => `${tenantId}|${cacheName}`;

let relay: ((tenantId: string, cacheName: string) => void) | null = null;

/** Where this process tells other instances of its caches' changes (the server's bus); answers how to stop. */
export function relayCacheChanges(to: (tenantId: string, cacheName: string) => void): () => void {
  relay = to;
  return () => {
    if (relay === to) relay = null;
  };
}

/** The tenant's cache is stale here (a change heard from another instance, or made on this one). */
export function cacheStale(tenantId: string, cacheName: string): void {
  const k = keyOf(tenantId, cacheName);
  generations.set(k, (generations.get(k) ?? 0) + 1);
}

/** How many times the tenant's cache was declared changed, here or on another instance, since the process started. */
export function cacheGeneration(tenantId: string, cacheName: string): number {
  return generations.get(keyOf(tenantId, cacheName)) ?? 0;
}

/** Call after a commit that changed what the tenant's cache was loaded from: stale here and on the other instances. */
export function cacheChanged(tenantId: string, cacheName: string): void {
  // the bus applies its events where they are published too, so this instance moves with the others
  if (relay) relay(tenantId, cacheName);
  else cacheStale(tenantId, cacheName);
}

export interface TenantCache<V> {
  readonly name: string;
  /** the tenant's value while it is fresh (same generation, younger than ttlMs), else undefined */
  fresh(tenantId: string): V | undefined;
  /** loads the tenant's value and keeps it at the generation read before the load (a change meanwhile makes it stale at once) */
  load(tenantId: string, loader: () => Promise<V>): Promise<V>;
  /** the tenant's value changed (after the commit): every instance loads it again */
  changed(tenantId: string): void;
}

/** A per-tenant cache of a value derived from the tenant's rows, kept by its name's generation and aged out after ttlMs. */
export function tenantCache<V>(name: string, opts: { ttlMs: number }): TenantCache<V> {
  const entries = processCache<string, { generation: number; at: number; value: V }>();
  return {
    name,
    fresh(tenantId) {
      const hit = entries.get(tenantId);
      if (hit && hit.generation === cacheGeneration(tenantId, name) && Date.now() - hit.at < opts.ttlMs) return hit.value;
      return undefined;
    },
    async load(tenantId, loader) {
      const generation = cacheGeneration(tenantId, name);
      const value = await loader();
      entries.set(tenantId, { generation, at: Date.now(), value });
      return value;
    },
    changed: (tenantId) => cacheChanged(tenantId, name),
  };
}
