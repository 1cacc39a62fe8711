// A reference's id as a write or a record carries it: a number, a numeric string, or {id, code,
// name}. Server rules and checks read references through this one function.

/** The positive id a reference names, else null. */
export function refId(v: unknown): number | null {
  if (v == null || v === '') return null;
  if (typeof v === 'object') return Array.isArray(v) ? null : refId((v as { id?: unknown }).id);
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
}
