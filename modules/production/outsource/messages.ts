// The subcontracting refusals [zh_CN, en_US].
import type { Lang } from '../../../server/i18n';

const TEXTS = {
  over: ['委外数量{asked}超过工序{process}可委外数量{left}', 'Subcontracting {asked} is more than the {left} left to do at process {process}'],
  opNotOfOrder: ['工序{op}不属于工单{code}', 'Operation {op} is not one of work order {code}'],
  orderClosed: ['工单{code}当前为{state}，不能委外', 'Work order {code} is {state}: it cannot be subcontracted'],
} as const satisfies Record<string, readonly [string, string]>;

export function osm(lang: Lang, key: keyof typeof TEXTS, vars: Record<string, string | number> = {}): string {
  return TEXTS[key][lang === 'en_US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
