// Names of referenced records by id, per tenant and entity: filled by every picker search and,
// for bare ids, by one fuzzyPage call with `ids` (deduplicated while in flight).
import { useEffect, useReducer } from 'react';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import { EntityApi } from '../../../src/api/services';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { isNamed, type RefLike } from './reference';

const known = new Map<string, FuzzyValue>();
/** ids asked for (in flight or answered without them or failed): not asked again until cleared */
const asked = new Set<string>();
const listeners = new Set<() => void>();

const keyOf = (entityCode: string, id: number) => `${sessionStore.get()?.tenant?.id ?? ''}\u0000${entityCode}\u0000${id}`;

export function rememberRefs(entityCode: string, hits: FuzzyValue[]): void {
  for (const hit of hits) if (hit && typeof hit.id === 'number') known.set(keyOf(entityCode, hit.id), hit);
}

export function peekRef(entityCode: string, id: number): FuzzyValue | undefined {
  return known.get(keyOf(entityCode, id));
}

export function clearReferenceCache(): void {
  known.clear();
  asked.clear();
}

/** Fetches the records of ids not known yet (at most 100 per call); failures stay unnamed. */
export async function resolveRefs(entityCode: string, ids: number[]): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !known.has(keyOf(entityCode, id)) && !asked.has(keyOf(entityCode, id)));
  if (!missing.length) return;
  for (const id of missing) asked.add(keyOf(entityCode, id));
  const chunks: number[][] = [];
  for (let i = 0; i < missing.length; i += 100) chunks.push(missing.slice(i, i + 100));
  await Promise.all(
    chunks.map((chunk) =>
      // cancelPrevious: false: other pickers of the page search through the same URL at the same time
      EntityApi.fuzzyPage([{ entityCode, ids: chunk, page: 1, pageSize: chunk.length }], { cancelPrevious: false })
        .then((page) => rememberRefs(entityCode, Array.isArray(page?.itemList) ? page.itemList : []))
        .catch(() => undefined),
    ),
  );
  for (const listener of listeners) listener();
}

/** The refs with code and name filled from the cache; unknown bare ids are fetched once. */
export function useResolvedRefs(entityCode: string | null, refs: RefLike[], fetchMissing = true): RefLike[] {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const completed = refs.map((ref) => {
    if (isNamed(ref) || ref.id === null || !entityCode) return ref;
    const hit = peekRef(entityCode, ref.id);
    return hit ? { id: ref.id, code: hit.code ?? '', name: hit.name ?? '' } : ref;
  });
  const missing = completed.filter((ref) => !isNamed(ref) && ref.id !== null).map((ref) => ref.id as number);
  const missingKey = missing.join(',');
  useEffect(() => {
    listeners.add(rerender);
    return () => void listeners.delete(rerender);
  }, []);
  useEffect(() => {
    if (fetchMissing && entityCode && missingKey) void resolveRefs(entityCode, missingKey.split(',').map(Number));
  }, [entityCode, missingKey, fetchMissing]);
  return completed;
}
