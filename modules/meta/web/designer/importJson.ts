// Import and export of the form JSON: an imported text must be JSON, of the v1 shape (the same zod
// schema datax.Form/save checks) and fit the entity (checkDesign); every problem names its path.
import { checkDesign, type DesignEntityShape, designIssueText, pathText } from '../../../../schemas/forms/check';
import { formDesign } from '../../../../schemas/forms/design';
import type { FormDesign } from '../../../../schemas/forms/types';

export type ImportResult = { ok: true; design: FormDesign } | { ok: false; errors: string[] };

export function parseDesignJson(text: string, entity: DesignEntityShape & { code?: string }, lang: 'zh_CN' | 'en_US' = 'zh_CN'): ImportResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  return validateDesign(raw, entity, lang);
}

/** The v1 shape (zod, as datax.Form/save checks it), then the fit with the entity; problems by path. */
export function validateDesign(raw: unknown, entity: DesignEntityShape & { code?: string }, lang: 'zh_CN' | 'en_US' = 'zh_CN'): ImportResult {
  const shape = formDesign.safeParse(raw);
  if (!shape.success) return { ok: false, errors: shape.error.issues.slice(0, 10).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`) };
  const issues = checkDesign(shape.data, entity);
  if (issues.length) return { ok: false, errors: issues.slice(0, 10).map((i) => `${pathText(i.path)}: ${designIssueText(i, lang)}`) };
  return { ok: true, design: shape.data };
}

/** The JSON as exported (and as datax.Form/save stores it), two-space indented. */
export const designJson = (design: FormDesign) => JSON.stringify(design, null, 2);
