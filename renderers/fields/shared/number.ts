// Number helpers: the number helper truncates (never rounds) to 3 decimals by default;
// money shows exactly 2 decimals with thousands separators. Work on decimal strings, not floats,
// so 1.005 stays 1.005 and server numerics sent as strings ("12.345600") keep their digits.
import { DECIMAL, decimalString } from '../../../schemas/fieldTypes/decimal';

export { countDigits, decimalString, toNumber } from '../../../schemas/fieldTypes/decimal';

function group(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface FormatOptions {
  /** always show exactly `decimals` decimals (pad with zeros) */
  fixed?: boolean;
  /** thousands separators */
  grouping?: boolean;
}

/**
 * The value truncated (not rounded) to `decimals` decimals, trailing zeros dropped unless
 * `fixed`; '' for a value that is not a number.
 */
export function formatNumber(value: unknown, decimals = 3, options: FormatOptions = {}): string {
  const s = decimalString(value);
  if (s === null) return '';
  const [, sign, rawInt, rawFrac = ''] = DECIMAL.exec(s) ?? [];
  const intDigits = (rawInt ?? '').replace(/^0+(?=\d)/, '') || '0';
  let frac = rawFrac.slice(0, Math.max(0, decimals));
  if (options.fixed) frac = frac.padEnd(decimals, '0');
  else frac = frac.replace(/0+$/, '');
  const isZero = /^0*$/.test(intDigits + frac);
  const body = (options.grouping ? group(intDigits) : intDigits) + (frac ? `.${frac}` : '');
  return (sign === '-' && !isZero ? '-' : '') + body;
}

/** Money: 2 decimals (truncated), thousands separators. */
export function formatMoney(value: unknown): string {
  return formatNumber(value, 2, { fixed: true, grouping: true });
}
