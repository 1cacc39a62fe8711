// The checks of a value against an attribute's limits, written once. The server's zod schemas
// (server/records/validate.ts, checks.ts) and the web's Formily validators
// (renderers/fields/shared/*Rules.ts, files.ts) call them and render the issue (a key and its
// values) in their own language: server/records/messages.ts and the web's `fields` strings.
// What these see is a value of the right kind: emptiness is `required`'s business, and whether
// it is a number or a date at all is each side's parsing.
import { countDigits } from './decimal';

export type RuleKey =
  | 'tooLong'
  | 'noSpaces'
  | 'notOption'
  | 'integer'
  | 'positive'
  | 'min'
  | 'max'
  | 'intDigits'
  | 'scaleDigits'
  | 'past'
  | 'future'
  | 'pastDate'
  | 'futureDate'
  | 'tooManyFiles'
  | 'fileType'
  | 'fileTooLarge';

export interface RuleIssue<K extends RuleKey = RuleKey> {
  key: K;
  values: Record<string, string | number>;
}

const issue = <K extends RuleKey>(key: K, values: Record<string, string | number> = {}): RuleIssue<K> => ({ key, values });

export interface TextLimits {
  /** characters (code points, as PostgreSQL counts them); null: unlimited */
  max: number | null;
  noSpaces: boolean;
}

/** The text as it is checked: the server trims values before (it stores them trimmed), the web checks what was typed. */
export function textIssue(text: string, limits: TextLimits): RuleIssue<'tooLong' | 'noSpaces'> | null {
  if (limits.max !== null && [...text].length > limits.max) return issue('tooLong', { max: limits.max });
  if (limits.noSpaces && /\s/.test(text)) return issue('noSpaces');
  return null;
}

/** Fixed options (EnumType, Select): the web offers only these, so only the server asks. */
export function optionIssue(value: string, options: ReadonlyArray<{ value: string }>): RuleIssue<'notOption'> | null {
  return options.some((o) => o.value === value) ? null : issue('notOption', { value });
}

export interface NumberLimits {
  integer: boolean;
  /** strictly greater than 0 */
  positive: boolean;
  min: number | null;
  max: number | null;
  /** digits before / after the decimal point */
  digits: { int: number; scale: number } | null;
}

export const NO_NUMBER_LIMITS: NumberLimits = { integer: false, positive: false, min: null, max: null, digits: null };

type NumberKey = 'integer' | 'positive' | 'min' | 'max' | 'intDigits' | 'scaleDigits';

/** `value`: a finite number or its decimal text as written (digits are counted on the text: "1.50" has one decimal). */
export function numberIssue(value: number | string, limits: NumberLimits): RuleIssue<NumberKey> | null {
  const n = Number(value);
  if (limits.integer && !Number.isInteger(n)) return issue('integer');
  if (limits.positive && n <= 0) return issue('positive');
  if (limits.min !== null && n < limits.min) return issue('min', { min: limits.min });
  if (limits.max !== null && n > limits.max) return issue('max', { max: limits.max });
  const digits = limits.digits && countDigits(value);
  if (limits.digits && digits) {
    if (digits.int > limits.digits.int) return issue('intDigits', limits.digits);
    if (digits.scale > limits.digits.scale) return issue('scaleDigits', limits.digits);
  }
  return null;
}

export interface DateLimits {
  when: 'past' | 'future' | null;
  /** a calendar day ('YYYY-MM-DD'), compared with today; else a moment, compared with now */
  dateOnly: boolean;
}

/** Where the check runs: now, and today's date there (a browser's local day, the server's UTC day). */
export interface Clock {
  now: number;
  today: string;
}

/** past: up to now (today included); future: strictly later (a date from tomorrow). `value`: the day, or the moment (ISO text or epoch ms). */
export function dateIssue(value: string | number, limits: DateLimits, clock: Clock): RuleIssue<'past' | 'future' | 'pastDate' | 'futureDate'> | null {
  if (!limits.when) return null;
  const later = limits.dateOnly ? String(value).slice(0, 10) > clock.today : new Date(value).getTime() > clock.now;
  if (limits.when === 'past' && later) return issue(limits.dateOnly ? 'pastDate' : 'past');
  if (limits.when === 'future' && !later) return issue(limits.dateOnly ? 'futureDate' : 'future');
  return null;
}

export interface FileLimits {
  /** lower-case extensions without the dot; empty: any */
  accept: readonly string[];
  maxBytes: number | null;
  /** files per value */
  max: number | null;
}

export function fileCountIssue(count: number, limits: Pick<FileLimits, 'max'>): RuleIssue<'tooManyFiles'> | null {
  return limits.max !== null && count > limits.max ? issue('tooManyFiles', { max: limits.max }) : null;
}

/** One file's type and size. */
export function fileIssue(file: { name: string; size: number }, limits: FileLimits): RuleIssue<'fileType' | 'fileTooLarge'> | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (limits.accept.length && !limits.accept.includes(ext)) return issue('fileType', { accept: limits.accept.map((e) => e.toUpperCase()).join('/') });
  if (limits.maxBytes !== null && file.size > limits.maxBytes) return issue('fileTooLarge', { maxBytes: limits.maxBytes });
  return null;
}
