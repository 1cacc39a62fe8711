// Decimal arithmetic for money and quantities (big.js): never binary floating point, so
// 0.1 + 0.2 is 0.3 and 1.005 rounds to 1.01. Values travel as JSON numbers or numeric strings;
// they are read into Big from their decimal text, computed, then rounded to the attribute's scale.
import Big from 'big.js';
import { decimalString } from '../fieldTypes/decimal';

export { Big };

/** Money has 2 decimals; the number helper truncates to 3. */
export const MONEY_SCALE = 2;
export const NUMBER_HELPER_SCALE = 3;

/** A Big from a number or numeric string (read from its decimal text), else null. */
export function dec(value: unknown): Big | null {
  if (value instanceof Big) return value;
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const s = decimalString(value);
  if (s === null || !/\d/.test(s)) return null;
  try {
    return new Big(s);
  } catch {
    return null;
  }
}

/** Rounded half away from zero (四舍五入) to `scale` decimals. */
export function round(value: Big, scale: number): Big {
  return value.round(scale, Big.roundHalfUp);
}

/** Cut (not rounded) to `scale` decimals: the number helper's 3 decimals. */
export function truncate(value: Big, scale = NUMBER_HELPER_SCALE): Big {
  return value.round(scale, Big.roundDown);
}

/** The JSON number of a decimal rounded to `scale` (exact: at most 15 significant digits are declared). */
export function toJson(value: Big, scale: number): number {
  return Number(round(value, scale).toFixed(scale));
}

/** Text with exactly `scale` decimals (money: 2), for display. */
export function fixed(value: unknown, scale = MONEY_SCALE): string {
  const d = dec(value);
  return d === null ? '' : round(d, scale).toFixed(scale);
}

/** Sum of decimals, nulls skipped. */
export function sum(values: Iterable<unknown>): Big {
  let total = new Big(0);
  for (const v of values) {
    const d = dec(v);
    if (d) total = total.plus(d);
  }
  return total;
}
