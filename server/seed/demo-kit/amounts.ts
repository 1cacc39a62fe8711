// Amounts and quantities of the demo documents: decimal rounding as the engine stores figures
// (half-up, exact decimal text), and quantities a person would order or ship in part.
import { Big, dec } from '../../../schemas/compute/decimal';

/** Rounded half-up to `scale` decimals, as a JSON number (exact decimal text). */
export function round(v: number | string | Big, scale = 2): number {
  return Number(new Big(v instanceof Big ? v : String(v)).round(scale, Big.roundHalfUp).toFixed(scale));
}

export const big = (v: unknown): Big => dec(v) ?? new Big(0);
export const num = (b: Big): number => Number(b.toString());

/** A quantity a person would order: about `q`, in steps that fit its size and the unit's precision. */
export function niceQty(q: number, precision: number): number {
  if (q <= 0) return 1;
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  const step = steps.filter((s) => s <= q / 8).pop() ?? 1;
  const v = Math.max(step, Math.round(q / step) * step);
  return precision > 0 && v < 10 ? round(q, Math.min(precision, 2)) || 1 : v;
}

/** Part of a quantity (fraction f), in the unit's precision: never all of it, at least one step when possible. */
export function partQty(q: number, f: number, precision: number): number {
  if (precision <= 0) return Math.min(q - 1, Math.max(1, Math.floor(q * f)));
  const p = Math.min(precision, 2);
  const step = 1 / 10 ** p;
  return Math.min(round(q - step, p), Math.max(step, round(q * f, p)));
}
