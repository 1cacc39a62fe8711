// Counts are the expensive half of a list page (a million-row table: ~100 ms for an exact count of
// a broad filter, against ~2 ms for the page of rows; list.ts caps page counts for that reason).
// Paging through one filter repeats the same count, so each filter's count is kept while its
// entity is unchanged: every write through the record layer bumps the entity's generation here.
// Writes made by another server instance reach here through the cluster bus (relayEntityChanges);
// a notification can be missed while the bus reconnects, so an entry also expires after TTL_MS.
// The caller's filterKey says what was counted (capped or exact, and the filter).
import { defineGenerations } from '../cluster/generations';
import { processCache } from '../db/process-caches';

const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

const entities = defineGenerations();
const memo = processCache<string, { generation: number; at: number; count: number }>();

/** Where this process tells other instances of its writes (the server's bus); answers how to stop. */
export const relayEntityChanges = entities.relayTo;
/** An entity's counts are stale here (a write of another instance, or of this one). */
export const countsStale = entities.stale;
/**
 * How many times the entity has changed here or on another instance since the process started: a
 * cache derived from its rows keeps the number it was made at and is stale once it moved.
 */
export const entityGeneration = entities.generation;
/** Call after any write to an entity's rows: stale here, and on the other instances. */
export const entityChanged = entities.changed;

export async function memoCount(tenantId: string, entityCode: string, filterKey: string, count: () => Promise<number>): Promise<number> {
  const generation = entityGeneration(tenantId, entityCode);
  const key = `${tenantId}|${entityCode}|${filterKey}`;
  const hit = memo.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.count;
  const n = await count();
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(key, { generation, at: Date.now(), count: n });
  return n;
}
