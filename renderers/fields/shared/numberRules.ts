// The numeric rules of an attribute (integer, positive, min/max, digits) and their check.
import type { FieldMeta } from '../types';
import { countDigits, formatNumber, toNumber } from './number';
import { tf } from './text';

export interface NumberRules {
  integer: boolean;
  /** strictly greater than 0 */
  positive: boolean;
  min: number | null;
  max: number | null;
  /** digits before / after the decimal point */
  digits: { int: number; scale: number } | null;
}

/** The field's rules from its attribute, then page-override props, over the renderer's defaults. */
export function numberRulesOf(field: FieldMeta, defaults: Partial<NumberRules> = {}): NumberRules {
  const attr = field.attr;
  const props = field.props ?? {};
  const digits = attr?.digits ?? defaults.digits ?? null;
  return {
    integer: Boolean(attr?.integer || props.integer || defaults.integer || digits?.scale === 0),
    positive: Boolean(attr?.positive || props.positive || defaults.positive),
    min: toNumber(props.min) ?? attr?.min ?? defaults.min ?? null,
    max: toNumber(props.max) ?? defaults.max ?? null,
    digits,
  };
}

/** Decimals the input keeps: 0 for integers, the digits' scale, else free. */
export function decimalsOf(rules: NumberRules): number | undefined {
  if (rules.integer) return 0;
  return rules.digits?.scale;
}

/** Cuts extra decimals off (truncation, like the number helper) instead of refusing the keystroke. */
export function limitDecimals(value: number | null, decimals: number | undefined): number | null {
  if (value === null || decimals === undefined) return value;
  const cut = formatNumber(value, decimals);
  return cut === '' ? null : Number(cut);
}

/** A message when a non-empty value breaks a rule, else undefined (emptiness is `required`'s business). */
export function validateNumber(value: unknown, rules: NumberRules): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = toNumber(value);
  if (n === null) return tf('notNumber');
  if (rules.integer && !Number.isInteger(n)) return tf('integer');
  if (rules.positive && n <= 0) return tf('positive');
  if (rules.min !== null && n < rules.min) return tf('min', { min: rules.min });
  if (rules.max !== null && n > rules.max) return tf('max', { max: rules.max });
  const digits = countDigits(value);
  if (rules.digits && digits) {
    if (digits.int > rules.digits.int) return tf('intDigits', { int: rules.digits.int });
    if (digits.scale > rules.digits.scale) return tf('scaleDigits', { scale: rules.digits.scale });
  }
  return undefined;
}
