// Length and white-space rules of text fields (String, Remark, DictType, Vform).
import type { FieldMeta } from '../types';
import { tf } from './text';

/** attr.max, else the page field's fieldLength; null when unlimited. */
export function maxLengthOf(field: FieldMeta): number | null {
  const max = field.attr?.max ?? field.fieldLength;
  return typeof max === 'number' && max > 0 ? max : null;
}

export function validateText(value: unknown, field: FieldMeta, options: { noSpaces?: boolean } = {}): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = typeof value === 'string' ? value : String(value);
  const max = maxLengthOf(field);
  if (max !== null && [...text].length > max) return tf('tooLong', { max });
  if ((options.noSpaces ?? field.attr?.noSpaces) && /\s/.test(text)) return tf('noSpaces');
  return undefined;
}
