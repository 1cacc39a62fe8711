// Messages of 数据血缘, in the caller's language (the tests assert these texts).
import type { Lang } from '../../../../server/i18n';

const texts = {
  noStatement: ['语句不存在：{id}', 'No such statement: {id}'],
} as const;

export function lm(lang: Lang, key: keyof typeof texts, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
