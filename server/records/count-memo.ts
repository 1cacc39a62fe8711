// Counts are the expensive half of a list page (a million-row table: ~100 ms for an exact count of
// a broad filter, against ~2 ms for the page of rows; list.ts caps page counts for that reason).
// Paging through one filter repeats the same count, so each filter's count is kept while its
// entity is unchanged: every write through the record layer bumps the entity's generation here.
// Writes made by another server instance reach here through the cluster bus (relayEntityChanges);
// a notification can be missed while the bus reconnects, so an entry also expires after TTL_MS.
// The caller's filterKey says what was counted (capped or exact, and the filter).
import { processCache } from '../db/process-caches';

const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

const generations = processCache<string, number>();
const memo = processCache<string, { generation: number; at: number; count: number }>();

const entityKey = (tenantId: string, entityCode: string) => `${tenantId}|${entityCode}`;

let relay: ((tenantId: string, entityCode: string) => void) | null = null;

/** Where this process tells other instances of its writes (the server's bus); answers how to stop. */
export function relayEntityChanges(to: (tenantId: string, entityCode: string) => void): () => void {
  relay = to;
  return () => {
    if (relay === to) relay = null;
  };
}

/** An entity's counts are stale here (a write of another instance, or of this one). */
export function countsStale(tenantId: string, entityCode: string): void {
  const k = entityKey(tenantId, entityCode);
  generations.set(k, (generations.get(k) ?? 0) + 1);
}

/**
 * How many times the entity has changed here or on another instance since the process started: a
 * cache derived from its rows keeps the number it was made at and is stale once it moved.
 */
export function entityGeneration(tenantId: string, entityCode: string): number {
  return generations.get(entityKey(tenantId, entityCode)) ?? 0;
}

/** Call after any write to an entity's rows: stale here, and on the other instances. */
export function entityChanged(tenantId: string, entityCode: string): void {
  // the bus marks them stale here too, as it applies its events where they are published
  if (relay) relay(tenantId, entityCode);
  else countsStale(tenantId, entityCode);
}

export async function memoCount(tenantId: string, entityCode: string, filterKey: string, count: () => Promise<number>): Promise<number> {
  const ek = entityKey(tenantId, entityCode);
  const generation = generations.get(ek) ?? 0;
  const key = `${ek}|${filterKey}`;
  const hit = memo.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.count;
  const n = await count();
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(key, { generation, at: Date.now(), count: n });
  return n;
}
