// Length and white-space rules of text fields (String, Remark, DictType, Vform): the shared text
// rule over the field's limits and its type's own (codes: no white space; notes: any).
import { textLimitsFor } from '../../../schemas/fieldTypes';
import { textIssue } from '../../../schemas/fieldTypes/rules';
import type { FieldMeta } from '../types';
import { ruleText } from './ruleText';

/** attr.max, else the page field's fieldLength; null when unlimited. */
export function maxLengthOf(field: FieldMeta): number | null {
  const max = field.attr?.max ?? field.fieldLength;
  return typeof max === 'number' && max > 0 ? max : null;
}

export function validateText(value: unknown, field: FieldMeta): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = typeof value === 'string' ? value : String(value);
  const limits = textLimitsFor(field.dataType, { max: maxLengthOf(field), noSpaces: !!field.attr?.noSpaces });
  return ruleText(textIssue(text, limits));
}
