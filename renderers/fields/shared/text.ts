// Safe text of any value for read modes, cells and exports: never throws, '-' for nothing.
import { currentLanguage, i18n } from '../../../src/i18n';

/** The one placeholder every renderer shows for an empty value. */
export const EMPTY = '-';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** A readable string for a value of unknown shape ('' when there is nothing to show). */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? i18n.t('fields.yes') : i18n.t('fields.no');
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['name', 'label', 'code', 'dict', 'id']) {
      const inner = o[key];
      if (typeof inner === 'string' || typeof inner === 'number') return String(inner);
    }
  }
  return '';
}

/** plainText, or the empty placeholder (also for white space only). */
export function displayText(value: unknown): string {
  const text = plainText(value);
  return text.trim() ? text : EMPTY;
}

/** The label of a {label, labelEn} / {name, nameIntl} pair in the current language. */
export function localLabel(item: { label?: string; labelEn?: string; name?: string; nameIntl?: Record<string, string> | null }, language = currentLanguage()): string {
  const zh = item.label ?? item.name ?? '';
  if (language === 'zh_CN') return zh;
  return item.labelEn || item.nameIntl?.[language] || zh;
}

/** The translated text of a key of the `fields` i18n section. */
export function tf(key: string, options?: Record<string, unknown>): string {
  return i18n.t(`fields.${key}`, options ?? {});
}
