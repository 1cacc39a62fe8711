// Fixed option lists (Select, EnumType): [{value, label, labelEn?}], plain strings, or {code, name}.
import { localLabel } from './text';

export interface FieldOption {
  value: string | number;
  label: string;
  labelEn?: string;
  /** Tag colour in read mode (EnumType) */
  color?: string;
}

/** Options from any list-like value; anything unusable is skipped (never throws). */
export function normalizeOptions(raw: unknown): FieldOption[] {
  if (!Array.isArray(raw)) return [];
  const options: FieldOption[] = [];
  for (const item of raw) {
    if (typeof item === 'string' || typeof item === 'number') {
      options.push({ value: item, label: String(item) });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const value = o.value ?? o.code;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const label = o.label ?? o.name;
    options.push({
      value,
      label: typeof label === 'string' ? label : String(value),
      labelEn: typeof o.labelEn === 'string' ? o.labelEn : undefined,
      color: typeof o.color === 'string' ? o.color : undefined,
    });
  }
  return options;
}

/** The first non-empty option list among the sources, in order. */
export function firstOptions(...sources: unknown[]): FieldOption[] {
  for (const source of sources) {
    const options = normalizeOptions(source);
    if (options.length) return options;
  }
  return [];
}

/** Option values compare as strings: a stored 1 matches the option '1'. */
export function findOption(options: FieldOption[], value: unknown): FieldOption | undefined {
  if (value === null || value === undefined) return undefined;
  return options.find((option) => String(option.value) === String(value));
}

/** The label of a value (its own text when no option matches), '' for nothing. */
export function optionText(options: FieldOption[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object') return '';
  const option = findOption(options, value);
  return option ? localLabel(option) : String(value);
}

export function toSelectOptions(options: FieldOption[]): Array<{ value: string | number; label: string }> {
  return options.map((option) => ({ value: option.value, label: localLabel(option) }));
}

/** The selected value(s) as the control wants them: an array when multiple, else one value or undefined. */
export function selectValue(value: unknown, multiple: boolean): string | number | Array<string | number> | undefined {
  const scalar = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
  if (multiple) return (Array.isArray(value) ? value : [value]).filter(scalar);
  return scalar(value) && value !== '' ? value : undefined;
}
