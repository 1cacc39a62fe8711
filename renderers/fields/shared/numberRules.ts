// The numeric rules of a field (integer, positive, min/max, digits): the attribute's, then the
// page override's props, under the type's own (schemas/fieldTypes: money, quantities, progress);
// checked by the shared number rule.
import { numberLimitsFor } from '../../../schemas/fieldTypes';
import { type NumberLimits, numberIssue } from '../../../schemas/fieldTypes/rules';
import type { FieldMeta } from '../types';
import { formatNumber, toNumber } from './number';
import { ruleText } from './ruleText';
import { tf } from './text';

export type NumberRules = NumberLimits;

export function numberRulesOf(field: FieldMeta): NumberRules {
  const attr = field.attr;
  const props = field.props ?? {};
  const digits = attr?.digits ?? null;
  return numberLimitsFor(field.dataType, {
    // a scale of 0 is a whole number: the input and the message say so at once
    integer: Boolean(attr?.integer || props.integer || digits?.scale === 0),
    positive: Boolean(attr?.positive || props.positive),
    min: toNumber(props.min) ?? attr?.min ?? null,
    max: toNumber(props.max),
    digits,
  });
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

/** A message when a non-empty value is not a number or breaks a rule, else undefined (emptiness is `required`'s business). */
export function validateNumber(value: unknown, rules: NumberRules): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = toNumber(value);
  if (n === null) return tf('notNumber');
  // digits are counted on the text as typed
  return ruleText(numberIssue(typeof value === 'string' ? value : n, rules));
}
