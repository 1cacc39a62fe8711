// Exact decimals for the year's replay: quantities, prices and values as integers of millionths
// (BigInt), the stock tables' 6 decimals. Tens of thousands of moves each take a product and a
// quotient; big.js spends most of the replay's time in them, integers a fraction (and rounding
// half away from zero here is PostgreSQL's round(numeric, 6), which the engine's SQL uses).
import { dec } from '../../../../schemas/compute/decimal';

export const ONE = 1_000_000n;

/** Millionths of a decimal (a number, its text, a Big), cut to 6 decimals as numeric(…, 6) stores it. */
export function micro(v: unknown): bigint {
  const s = typeof v === 'number' && Number.isFinite(v) && !/e/i.test(String(v)) ? String(v) : (dec(v)?.toFixed(6) ?? '0');
  const negative = s.startsWith('-');
  const [int, frac = ''] = (negative ? s.slice(1) : s).split('.');
  const n = BigInt(int || '0') * ONE + BigInt(`${frac}000000`.slice(0, 6));
  return negative ? -n : n;
}

/** a / b rounded half away from zero (b > 0). */
export function divRound(a: bigint, b: bigint): bigint {
  return a >= 0n ? (2n * a + b) / (2n * b) : -((-2n * a + b) / (2n * b));
}

/** The product of two millionths, in millionths (rounded as round(x, 6)). */
export const times = (a: bigint, b: bigint): bigint => divRound(a * b, ONE);

/** The quotient of two millionths, in millionths (rounded as round(x, 6)). */
export const over = (a: bigint, b: bigint): bigint => divRound(a * ONE, b);

/** Decimal text with 6 decimals (what numeric(24,6) shows). */
export function text(v: bigint): string {
  const negative = v < 0n;
  const abs = negative ? -v : v;
  return `${negative ? '-' : ''}${abs / ONE}.${String(abs % ONE).padStart(6, '0')}`;
}
