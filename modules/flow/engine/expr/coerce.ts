// EL coercion, equality and ordering (EL 2.2 spec §1.8, §1.18), with numbers as Big so money
// compares decimal-exactly. Deviation: a string that is not a number meets `+` as concatenation
// (JUEL would throw); a numeric string still adds as a number, as in JUEL.
import { Big, dec } from '../../../../schemas/compute/decimal';
import { ExprError } from './errors';

export const isNumber = (v: unknown): v is number | Big => typeof v === 'number' || v instanceof Big;

function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (v instanceof Big) return 'number';
  if (Array.isArray(v)) return 'list';
  return typeof v === 'object' ? 'map' : typeof v;
}

/** EL coerce-to-number: null and '' are 0; a numeric string is its number; anything else fails. */
export function toBig(v: unknown, what: string): Big {
  if (v === null || v === undefined || v === '') return new Big(0);
  if (typeof v === 'number' || typeof v === 'string') {
    const d = dec(v);
    if (d !== null && (typeof v === 'number' || /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(v))) return d;
  }
  if (v instanceof Big) return v;
  throw new ExprError('type', `cannot use ${typeName(v)} ${JSON.stringify(v)} as a number in ${what}`);
}

/** A Big as the plain JS value callers receive. */
export function toPlain(v: unknown): unknown {
  return v instanceof Big ? Number(v.toString()) : v;
}

/** EL coerce-to-boolean: null and '' are false, a string is true only if it says "true". */
export function toBoolean(v: unknown, what: string): boolean {
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined || v === '') return false;
  if (typeof v === 'string') return v.toLowerCase() === 'true';
  throw new ExprError('type', `cannot use ${typeName(v)} as a boolean in ${what}`);
}

/** EL coerce-to-string: null is ''. Maps and lists print as JSON (Java would print toString()). */
export function toText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (v instanceof Big) return v.toFixed();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v) ?? '';
}

/** EL `empty`: null, '', an empty list or an empty map. */
export function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (v instanceof Big || typeof v !== 'object') return false;
  return Object.keys(v).length === 0;
}

/** EL `==`: numbers numerically, then booleans, then strings; lists and maps by content. */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  if (isNumber(a) || isNumber(b)) return toBig(a, '==').eq(toBig(b, '=='));
  if (typeof a === 'boolean' || typeof b === 'boolean') return toBoolean(a, '==') === toBoolean(b, '==');
  if (typeof a === 'string' || typeof b === 'string') return toText(a) === toText(b);
  return deepEquals(a, b);
}

function deepEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isNumber(a) && isNumber(b)) return toBig(a, '==').eq(toBig(b, '=='));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && deepEquals(ra[k], rb[k]));
}

/** EL ordering for < > <= >=: null on either side makes the comparison false (returns null). */
export function compare(a: unknown, b: unknown, op: string): number | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (isNumber(a) || isNumber(b)) return toBig(a, op).cmp(toBig(b, op));
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' || typeof b === 'string') {
    const [x, y] = [toText(a), toText(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  throw new ExprError('type', `cannot compare ${typeName(a)} with ${typeName(b)} using ${op}`);
}

/** A numeric (or numeric-string, or null) operand for arithmetic, else undefined. */
export function numericOrUndefined(v: unknown): Big | undefined {
  try {
    return toBig(v, '+');
  } catch {
    return undefined;
  }
}
