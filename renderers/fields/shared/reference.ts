// Values of reference fields (Supplier, Material, FuzzyCommon, ...) and the limitValue shapes the
// picker understands. A reference is {id, code, name}; a bare id (number or digit string) is
// accepted everywhere and named through the reference cache.

export interface RefValue {
  id: number;
  code: string;
  name: string;
}

/** A reference as far as it is known: code and name may be missing (a bare id). */
export interface RefLike {
  id: number | null;
  code: string;
  name: string;
}

function idOf(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return raw;
  if (typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  return null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** One reference from an id, {id, code, name} or {code, name}; null for anything else. */
export function refOf(value: unknown): RefLike | null {
  const id = idOf(value);
  if (id !== null) return { id, code: '', name: '' };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  const ref = { id: idOf(o.id ?? o.value), code: str(o.code), name: str(o.name ?? o.label) };
  return ref.id !== null || ref.code || ref.name ? ref : null;
}

/** The references of a single value or a list. */
export function refsOf(value: unknown): RefLike[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map(refOf).filter((r): r is RefLike => r !== null);
}

export const isNamed = (ref: RefLike) => Boolean(ref.code || ref.name);

/** "code name", as the picker lists it. */
export function refLabel(ref: RefLike): string {
  return [ref.code, ref.name].filter(Boolean).join(' ') || (ref.id !== null ? String(ref.id) : '');
}

/** The name users read (code when there is no name, the id as a last resort). */
export function refName(ref: RefLike): string {
  return ref.name || ref.code || (ref.id !== null ? String(ref.id) : '');
}

export function toRefValue(ref: { id: number; code?: string | null; name?: string | null }): RefValue {
  return { id: ref.id, code: ref.code ?? '', name: ref.name ?? '' };
}

/**
 * What a field's limitValue may say about its choices:
 * - `{ids: [1, 2]}`: search only among these records (server-side, search text still applies);
 * - one id or one `{id, code?, name?}`: the only choice, pre-filled into an empty value;
 * - a list of ids / references: the only choices (no search), pre-filled when there is exactly one.
 * A JSON string of any of these is parsed first; anything else means no limit.
 */
export interface ReferenceLimit {
  ids?: number[];
  fixed?: RefLike[];
}

export function parseReferenceLimit(limitValue: unknown): ReferenceLimit {
  let raw = limitValue;
  if (typeof raw === 'string' && /^\s*[[{]/.test(raw)) {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (raw === null || raw === undefined || raw === '') return {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && Array.isArray((raw as { ids?: unknown }).ids)) {
    const ids = ((raw as { ids: unknown[] }).ids.map(idOf).filter((id) => id !== null) as number[]).slice(0, 100);
    return ids.length ? { ids } : {};
  }
  const fixed = refsOf(raw).filter((r) => r.id !== null);
  return fixed.length ? { fixed } : {};
}
