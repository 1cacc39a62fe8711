// The checks of a coding rule on save: code and name given, fixed text and delimiters given,
// one flow-number segment at most with a positive length, fill characters of exactly one
// character, date formats of YYYY / YY / MM / DD only, string segments drawing on a field of the
// rule's type. Pure: the server refuses a save with these (server/hooks.ts); the generator refuses
// a stored rule that fails them; the web's preview says the first one.
import { dateFormatPieces } from './date-format';
import { fieldName, fieldOf, isRuleType } from './fields';
import type { Said } from './messages';
import { type Lang, optionLabel, RULE_TYPES, type RuleSpec, type Segment } from './types';

/** Flow numbers are JavaScript-safe integers up to this many digits (with any step and count). */
export const FLOW_MAX_LENGTH = 12;

export interface RuleIssue extends Said {
  /** where: 'rule_type', 'segments', or a segment's attribute `segments[{i}].{attr}` (i from 0) */
  field: string;
}

const isWhole = (n: number | null, min: number): n is number => n !== null && Number.isInteger(n) && n >= min;
/** Characters as people count them (a Chinese character or an emoji is one). */
export const charCount = (s: string) => Array.from(s).length;

function fillIssues(s: Segment, row: number, at: (attr: string) => string, add: (field: string, key: RuleIssue['key'], vars?: Said['vars']) => void) {
  if (s.fill_char !== null && charCount(s.fill_char) !== 1) add(at('fill_char'), 'fillChar', { row });
  if (s.fill_rule === 'LeftFill' || s.fill_rule === 'RightFill') {
    if (s.length === null) add(at('length'), 'fillNeedsLength', { row });
    if (s.fill_char === null) add(at('fill_char'), 'fillNeedsChar', { row });
  }
}

/** Every issue of the rule, in segment order; names (fields, types) in the given language. */
export function ruleIssues(rule: RuleSpec, lang: Lang = 'zh_CN'): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const add = (field: string, key: RuleIssue['key'], vars: Said['vars'] = {}) => issues.push({ field, key, vars });
  const typeKnown = isRuleType(rule.rule_type);
  if (!typeKnown) add('rule_type', 'typeRequired');
  if (!rule.segments.length) add('segments', 'segmentsRequired');
  let flows = 0;
  rule.segments.forEach((s, i) => {
    const row = i + 1;
    const at = (attr: string) => `segments[${i}].${attr}`;
    switch (s.kind) {
      case 'text':
        if (s.fixed_value === null) add(at('fixed_value'), 'fixedTextRequired', { row });
        break;
      case 'delimiter':
        if (s.fixed_value === null) add(at('fixed_value'), 'delimiterRequired', { row });
        break;
      case 'date':
        if (s.date_format === null) add(at('date_format'), 'dateFormatRequired', { row });
        else if (!dateFormatPieces(s.date_format)) add(at('date_format'), 'dateFormat', { row });
        break;
      case 'flow':
        flows += 1;
        if (flows > 1) add(at('kind'), 'oneFlow');
        if (!isWhole(s.length, 1)) add(at('length'), 'flowLength', { row });
        else if (s.length > FLOW_MAX_LENGTH) add(at('length'), 'flowLengthMax', { row, max: FLOW_MAX_LENGTH });
        if (s.flow_start !== null && !isWhole(s.flow_start, 0)) add(at('flow_start'), 'flowStart', { row });
        else if (s.flow_start !== null && isWhole(s.length, 1) && String(s.flow_start).length > s.length) add(at('flow_start'), 'flowStartTooLong', { row, length: s.length });
        if (s.flow_step !== null && !isWhole(s.flow_step, 1)) add(at('flow_step'), 'flowStep', { row });
        if (s.fill_char !== null && charCount(s.fill_char) !== 1) add(at('fill_char'), 'fillChar', { row });
        break;
      case 'string':
      case 'number':
        if (s.source_field === null) add(at('source_field'), 'sourceRequired', { row });
        else if (typeKnown && !fieldOf(rule.rule_type, s.source_field)) {
          add(at('source_field'), 'sourceOfType', { row, field: fieldName(rule.rule_type, s.source_field, lang), type: optionLabel(RULE_TYPES, rule.rule_type, lang) });
        }
        if (s.length !== null && !isWhole(s.length, 1)) add(at('length'), 'length', { row });
        fillIssues(s, row, at, add);
        break;
      default:
        add(at('kind'), 'kindRequired', { row });
    }
  });
  return issues;
}
