// The web's words for the shared rules' issues (schemas/fieldTypes/rules.ts): each key's text in
// the `fields` i18n section, filled with the issue's values. The server words the same issues
// in server/records/messages.ts.
import type { RuleIssue, RuleKey } from '../../../schemas/fieldTypes/rules';
import { formatFileSize } from '../../../schemas/files';
import { tf } from './text';

/** Options are picked from a list here, so only the server words `notOption`. */
export type WebRuleKey = Exclude<RuleKey, 'notOption'>;

const TEXT_KEYS: Record<WebRuleKey, string> = {
  tooLong: 'tooLong',
  noSpaces: 'noSpaces',
  integer: 'integer',
  positive: 'positive',
  min: 'min',
  max: 'max',
  intDigits: 'intDigits',
  scaleDigits: 'scaleDigits',
  past: 'mustBePast',
  future: 'mustBeFuture',
  pastDate: 'mustBePastDate',
  futureDate: 'mustBeFutureDate',
  tooManyFiles: 'tooManyFiles',
  fileType: 'fileType',
  fileTooLarge: 'fileTooLarge',
};

/** A size limit as people say it: 2MB, 500KB (else the file-size display: 1KB under 1024 bytes, then KB, MB). */
export function limitText(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes % MB === 0) return `${bytes / MB}MB`;
  if (bytes % 1024 === 0 && bytes < MB) return `${bytes / 1024}KB`;
  return formatFileSize(bytes);
}

/** The issue's text in the current language; undefined when there is no issue. */
export function ruleText(issue: RuleIssue<WebRuleKey> | null): string | undefined {
  if (!issue) return undefined;
  const values = issue.key === 'fileTooLarge' ? { size: limitText(Number(issue.values.maxBytes)) } : issue.values;
  return tf(TEXT_KEYS[issue.key], values);
}
