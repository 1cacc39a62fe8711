// The refusals of 控制图, in Chinese and in English (one key each, so a test asserts the exact text).
import type { Lang } from '../../../server/i18n';

const MESSAGES = {
  schemeNotFound: ['检验方案{id}不存在', 'Inspection scheme {id} does not exist'],
  itemNotFound: ['检验项目{id}不存在', 'Inspection item {id} does not exist'],
  itemNotNumeric: ['检验项目{code}不是数值类项目，不能绘制X̄-R控制图', 'Item {code} is not numeric: it has no X̄-R chart'],
} as const;

export function spcMessage(lang: Lang, key: keyof typeof MESSAGES, vars: Record<string, string | number>): string {
  const text: string = MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
