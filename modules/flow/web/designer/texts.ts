// The designer's strings in the app's language (src/i18n): they travel with the designer's chunk,
// not with the app's string files.
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../src/i18n';
import { STRINGS, stringOf, type StringKey } from './strings';

export type { StringKey };

export function text(key: StringKey, values?: Record<string, string>): string {
  return stringOf(key, currentLanguage(), values);
}

const isStringKey = (key: string): key is StringKey => Object.hasOwn(STRINGS, key);

/** Labels looked up by computed keys (attributes.ts, option values): an unknown one shows as is. */
export function textOr(key: string, values?: Record<string, string>): string {
  return isStringKey(key) ? text(key, values) : key;
}

/** `const say = useTexts(); say('save')`: re-renders on a language switch. */
export function useTexts(): typeof text {
  useTranslation();
  return text;
}
