// Making codes from a rule: every segment but the flow number is the same for a whole batch (the
// date of the clock given, the caller's field values), so it is worked out once and each serial
// only fills the flow number in. The period a flow number counts in is the day, month or year of
// that same clock (UTC, see date-format.ts). Refusals are CodeErrors (field too long, a missing
// or non-numeric value, flow numbers used up), put into words by the caller.
import { charCount } from './check';
import { formatDate } from './date-format';
import { fieldName } from './fields';
import { CodeError } from './messages';
import type { Lang, RuleSpec, Segment } from './types';

export type FieldValues = Readonly<Record<string, string | number | null | undefined>>;

export interface MakeInput {
  /** the clock: the date segments' date */
  date: Date;
  /** string / number segments' values by field code */
  values: FieldValues;
  /** the language names in refusals are given in */
  lang: Lang;
}

/** The rule's flow-number segment (null when it has none). */
export function flowOf(rule: RuleSpec): Segment | null {
  return rule.segments.find((s) => s.kind === 'flow') ?? null;
}

/** The period a flow number counts in: '' (never reset), YYYYMMDD, YYYYMM or YYYY of the clock. */
export function periodKey(reset: string | null, date: Date): string {
  const day = date.toISOString().slice(0, 10).replace(/-/g, '');
  if (reset === 'Day') return day;
  if (reset === 'Month') return day.slice(0, 6);
  if (reset === 'Year') return day.slice(0, 4);
  return '';
}

function fill(value: string, s: Segment): string {
  const width = s.length ?? 0;
  const missing = width - charCount(value);
  if (missing <= 0 || !s.fill_char) return value;
  if (s.fill_rule === 'LeftFill') return s.fill_char.repeat(missing) + value;
  if (s.fill_rule === 'RightFill') return value + s.fill_char.repeat(missing);
  return value;
}

/** A string or number segment's text from the caller's value of its field. */
function fieldText(s: Segment, rule: RuleSpec, input: MakeInput): string {
  const code = s.source_field ?? '';
  const field = fieldName(rule.rule_type, code, input.lang);
  const raw = input.values[code];
  let value = raw === null || raw === undefined ? '' : String(raw);
  if (s.intercept_space) value = value.replace(/\s+/g, '');
  if (value === '') throw new CodeError('missingValue', { field });
  if (s.kind === 'number' && !/^\d+$/.test(value)) throw new CodeError('notNumber', { field, value });
  if (s.length !== null && charCount(value) > s.length) throw new CodeError('fieldTooLong', { field, value, length: s.length });
  return fill(value, s);
}

/** The flow number's text: its digits, filled on the left to its length (with 0 unless said). */
function flowText(serial: number, s: Segment, rule: RuleSpec): string {
  const digits = String(serial);
  const length = s.length ?? digits.length;
  if (digits.length > length) throw new CodeError('flowExhausted', { code: rule.code ?? '', length });
  return (s.fill_char ?? '0').repeat(length - digits.length) + digits;
}

/** serial → code, every other segment worked out (and checked) now. The rule must be free of issues. */
export function codeMaker(rule: RuleSpec, input: MakeInput): (serial: number) => string {
  const parts: Array<string | ((serial: number) => string)> = rule.segments.map((s) => {
    switch (s.kind) {
      case 'text':
      case 'delimiter':
        return s.fixed_value ?? '';
      case 'date':
        return formatDate(s.date_format ?? '', input.date) ?? '';
      case 'string':
      case 'number':
        return fieldText(s, rule, input);
      case 'flow':
        return (serial: number) => flowText(serial, s, rule);
      default:
        return '';
    }
  });
  return (serial) => parts.map((p) => (typeof p === 'string' ? p : p(serial))).join('');
}

/** The first serial of a period and the step between serials. */
export function flowStartAndStep(flow: Segment): { start: number; step: number } {
  return { start: flow.flow_start ?? 1, step: flow.flow_step ?? 1 };
}
