// Dictionary entries per dict code, loaded once per tenant for the session and shared by every
// Dict field, cell and unit on screen (one call per code, even for a 100-row table).
import { useEffect, useReducer } from 'react';
import type { DictValue } from '../../../schemas/rpc/datax';
import { DictApi } from '../../../src/api/services';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { localLabel } from './text';

const loaded = new Map<string, DictValue[]>();
const pending = new Map<string, Promise<DictValue[]>>();

// A re-login into another tenant must not see the previous tenant's entries.
const keyOf = (dictCode: string) => `${sessionStore.get()?.tenant?.id ?? ''}\u0000${dictCode}`;

export function peekDict(dictCode: string): DictValue[] | undefined {
  return loaded.get(keyOf(dictCode));
}

/** The entries of a dictionary; a failed call answers [] and is retried by the next load. */
export function loadDict(dictCode: string): Promise<DictValue[]> {
  const key = keyOf(dictCode);
  const known = loaded.get(key);
  if (known) return Promise.resolve(known);
  let promise = pending.get(key);
  if (!promise) {
    // cancelPrevious: false: several dictionaries load at once through the same URL
    promise = DictApi.listByCode([dictCode], { cancelPrevious: false })
      .then((items) => {
        const list = Array.isArray(items) ? items : [];
        loaded.set(key, list);
        return list;
      })
      .catch(() => [] as DictValue[])
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Forgets every loaded dictionary (tests; after dictionaries were edited). */
export function clearDictCache(): void {
  loaded.clear();
  pending.clear();
}

/** The entries of `dictCode` (loading them on first use) and whether they are still loading. */
export function useDict(dictCode: string | null | undefined): { items: DictValue[]; loading: boolean } {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const items = dictCode ? peekDict(dictCode) : [];
  useEffect(() => {
    if (!dictCode || peekDict(dictCode)) return;
    let live = true;
    void loadDict(dictCode).then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [dictCode]);
  return { items: items ?? [], loading: Boolean(dictCode) && items === undefined };
}

/** The code of a dict value given as a code, or {code, name} / {dict, name} (status_dict style). */
export function dictCodeOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const code = o.code ?? o.dict ?? o.value;
    return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
  }
  return null;
}

/** The name of one dict value in the current language: from the entries, else the value's own name, else its code. */
export function dictNameOf(items: DictValue[] | undefined, value: unknown): string {
  const code = dictCodeOf(value);
  const entry = code === null ? undefined : items?.find((item) => item.code === code);
  if (entry) return localLabel(entry);
  if (value && typeof value === 'object') {
    const name = (value as Record<string, unknown>).name;
    if (typeof name === 'string' && name) return name;
  }
  return code ?? '';
}

/** Names of a single value or a list of values, joined. */
export function dictText(items: DictValue[] | undefined, value: unknown): string {
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((v) => dictNameOf(items, v))
    .filter(Boolean)
    .join(', ');
}
