// The code a rule makes, as an example: the first flow number of a period, the clock's date and
// the sample value of each field (fields.ts). The server keeps it on every save as the rule's
// 示例编码; the detail page shows it live while the rule is edited (web/preview).
import { ruleIssues } from './check';
import { fieldsOf } from './fields';
import { CodeError, im, say } from './messages';
import { codeMaker, flowOf, flowStartAndStep } from './render';
import type { Lang, RuleSpec } from './types';

export type Preview = { code: string; error?: undefined } | { code?: undefined; error: string };

export function previewCode(rule: RuleSpec, date: Date, lang: Lang = 'zh_CN'): Preview {
  const [issue] = ruleIssues(rule, lang);
  if (issue) return { error: say(lang, issue) };
  const values = Object.fromEntries(fieldsOf(rule.rule_type).map((f) => [f.code, f.sample]));
  const flow = flowOf(rule);
  try {
    return { code: codeMaker(rule, { date, values, lang })(flow ? flowStartAndStep(flow).start : 0) };
  } catch (e) {
    if (e instanceof CodeError) return { error: im(lang, e.key, e.vars) };
    throw e;
  }
}
