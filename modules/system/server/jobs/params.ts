// A job's parameters: the JSON object of its `params` attribute, read by its kind's schema (the
// kind's defaults fill what is left out). Checked when the job is saved and again when it runs.
import type { Lang } from '../../../../server/i18n';
import { jobKind } from './kinds';
import { jm } from './messages';

export type ParamsResult = { ok: true; params: unknown } | { ok: false; error: string };

export function readParams(kindCode: string, text: unknown, lang: Lang): ParamsResult {
  const kind = jobKind(kindCode);
  if (!kind) return { ok: false, error: jm(lang, 'unknownKind', { kind: kindCode }) };
  let raw: unknown = {};
  if (typeof text === 'string' && text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, error: jm(lang, 'json') };
    }
  } else if (text != null && text !== '') {
    return { ok: false, error: jm(lang, 'json') };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: jm(lang, 'json') };
  const parsed = kind.params.safeParse(raw);
  if (parsed.success) return { ok: true, params: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: jm(lang, 'param', { path: issue.path.join('.') || '-', detail: issue.message }) };
}
