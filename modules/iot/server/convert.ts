// From a raw reading to a stored value, decimal-exact: value = raw × factor + offset (an Integer
// rounded half up, a Boolean 1 when the raw reading is true or not zero), then judged against the
// variable's limits: 'H' above the high limit, 'L' below the low limit, null within. A value out of
// its limits is kept as read (the events module raises on the flag), never clipped. A raw reading
// that is no number is refused (null).
import Big from 'big.js';
import type { VarBinding } from './bindings';

export interface Converted {
  value: string;
  flag: 'H' | 'L' | null;
}

function rawNumber(raw: unknown): Big | null {
  if (typeof raw === 'boolean') return new Big(raw ? 1 : 0);
  if (typeof raw === 'number') return Number.isFinite(raw) ? new Big(raw) : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    try {
      return new Big(raw.trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function convert(v: Pick<VarBinding, 'dataType' | 'factor' | 'offset' | 'low' | 'high'>, raw: unknown): Converted | null {
  const n = rawNumber(raw);
  if (!n) return null;
  let value: Big;
  if (v.dataType === 'Boolean') value = new Big(n.eq(0) ? 0 : 1);
  else {
    value = n.times(v.factor || '1').plus(v.offset || '0');
    if (v.dataType === 'Integer') value = value.round(0, Big.roundHalfUp);
  }
  const flag = v.high !== null && value.gt(v.high) ? 'H' : v.low !== null && value.lt(v.low) ? 'L' : null;
  return { value: value.toString(), flag };
}

/** The value at a dot path of a parsed JSON message (`a.b.0.c`; an empty path: the message itself). */
export function atPath(message: unknown, path: string | null): unknown {
  if (!path) return message;
  let at: unknown = message;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}
