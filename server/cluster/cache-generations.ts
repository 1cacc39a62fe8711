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
import { defineGenerations } from './generations';

const caches = defineGenerations();

/** Where this process tells other instances of its caches' changes (the server's bus); answers how to stop. */
export const relayCacheChanges = caches.relayTo;
/** The tenant's cache is stale here (a change heard from another instance, or made on this one). */
export const cacheStale = caches.stale;
/** How many times the tenant's cache was declared changed, here or on another instance, since the process started. */
export const cacheGeneration = caches.generation;
/** Call after a commit that changed what the tenant's cache was loaded from: stale here and on the other instances. */
export const cacheChanged = caches.changed;

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
