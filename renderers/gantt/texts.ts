// The Gantt widget's strings in the app's language (src/i18n); the table is strings.ts, shared
// with the DOM-free core.
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../src/i18n';
import { GanttError, stringOf, type StringKey } from './strings';

export function text(key: StringKey, values?: Record<string, string | number>): string {
  return stringOf(key, currentLanguage(), values);
}

/** A core error in the app's language (its message is the spec's Chinese text). */
export function errorText(error: unknown): string {
  if (error instanceof GanttError) return text(error.key, error.values);
  return error instanceof Error ? error.message : String(error);
}

/** `const say = useTexts(); say('today')`: re-renders on a language switch. */
export function useTexts(): typeof text {
  useTranslation();
  return text;
}
