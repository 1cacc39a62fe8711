// The stock engine's refusals, in the caller's language.
import type { Lang } from '../i18n';

const TEXTS = {
  insufficient: ['库存不足：{material} 在 {warehouse} 可用 {available}，需要 {qty}', 'Not enough stock: {material} in {warehouse} has {available} available, {qty} needed'],
  frozen: ['库存已冻结，不能出入库：{material}', 'The stock is frozen and cannot move: {material}'],
  counting: ['库位正在盘点，不能出入库：{material}', 'The place is being counted and cannot move: {material}'],
  usedSince: ['库存已被使用，不能反审核：{material} 在 {warehouse} 只剩 {available}，需要退回 {qty}', 'The stock has been used since, the document cannot be un-audited: {material} in {warehouse} has {available}, {qty} would go back'],
  badQuantity: ['数量必须大于0：{material}', 'The quantity must be above 0: {material}'],
} as const;

export type StockMessage = keyof typeof TEXTS;

export function stockText(lang: Lang, key: StockMessage, vars: Record<string, string> = {}): string {
  return TEXTS[key][lang === 'en_US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}
