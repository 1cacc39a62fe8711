// The production plan's refusals [zh_CN, en_US].
import type { Lang } from '../../../server/i18n';

export const PLANNING_MESSAGES = {
  noPlan: ['生产计划单不存在：{id}', 'No such production plan: {id}'],
  planNotAudited: ['生产计划单{code}未审核，不能生成工单', 'Production plan {code} is not audited: no work orders can be made from it'],
  planAllPlanned: ['生产计划单{code}的产品已全部生成工单', 'Every product of production plan {code} has its work orders already'],
} as const satisfies Record<string, readonly [string, string]>;

export function planningMessage(lang: Lang, key: keyof typeof PLANNING_MESSAGES, vars: Record<string, string | number> = {}): string {
  const text: string = PLANNING_MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
