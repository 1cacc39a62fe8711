// Decimal digits of a number as written: worked on decimal strings, not floats, so 1.005 stays
// 1.005 and numerics sent as strings ("12.345600") keep their digits. Shared by the digits rule
// (both sides) and the web's number formatting.

export const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A finite number from a number or a numeric string, else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Plain decimal digits of a number or numeric string (no exponent), or null. */
export function decimalString(value: unknown): string | null {
  if (typeof value === 'string') {
    const s = value.trim();
    if (DECIMAL.test(s) && /\d/.test(s)) return s;
    const n = toNumber(s);
    return n === null ? null : decimalString(n);
  }
  const n = toNumber(value);
  if (n === null) return null;
  const s = String(n);
  if (!/e/i.test(s)) return s;
  // 1e-7, 1.5e+21: expand the exponent by moving the point
  const [mantissa, expPart] = s.toLowerCase().split('e');
  const exp = Number(expPart);
  const negative = mantissa.startsWith('-');
  const [intPart, frac = ''] = mantissa.replace('-', '').split('.');
  const digits = intPart + frac;
  const point = intPart.length + exp;
  const expanded =
    point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + expanded;
}

/** Digits before and after the decimal point (leading zeros of the integer part and trailing zeros of the fraction not counted). */
export function countDigits(value: unknown): { int: number; scale: number } | null {
  const s = decimalString(value);
  if (s === null) return null;
  const [, , rawInt = '', rawFrac = ''] = DECIMAL.exec(s) ?? [];
  return { int: rawInt.replace(/^0+/, '').length, scale: rawFrac.replace(/0+$/, '').length };
}
