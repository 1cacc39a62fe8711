// The finance rules' messages, in the caller's language ({name} placeholders).
import type { Lang } from '../../../server/i18n';

const texts = {
  frozen: ['账户「{name}」已冻结，不能收付款', 'account "{name}" is frozen and takes no movement'],
  sameAccount: ['调出账户和调入账户不能相同', 'the accounts to transfer from and to must differ'],
  otherParty: ['{table}第{row}行「{code}」不属于{party}「{name}」', '{table} row {row}: {code} does not belong to {party} {name}'],
  twoDocs: ['{table}第{row}行：采购到货单和采购订单只能选一个', '{table} row {row}: choose a purchase arrival or a purchase order, not both'],
  partyRequired: ['{type}须选择{party}', '{type} needs a {party}'],
  lineDoc: ['{table}第{row}行须选择{doc}', '{table} row {row} needs a {doc}'],
  lineWrongDoc: ['{table}第{row}行不能选择{doc}', '{table} row {row} cannot name a {doc}'],
  advanceShort: ['可核销的{what}不足：最多 {max}，本单 {asked}', 'not enough {what} to apply: at most {max}, this document {asked}'],
  itemKind: ['{table}第{row}行「{name}」不是{kind}项目', '{table} row {row}: {name} is not an {kind} item'],
  invoiceOrder: ['{type}不能关联{doc}', 'a {type} cannot name a {doc}'],
} as const satisfies Record<string, readonly [string, string]>;

export type FinanceMessage = keyof typeof texts;

/** Pairs of names in both languages, for placeholders. */
export const NAMES = {
  customer: ['客户', 'customer'],
  supplier: ['供应商', 'supplier'],
  delivery: ['销售发货单', 'sales delivery'],
  arrival: ['采购到货单', 'purchase arrival'],
  saleOrder: ['销售订单', 'sales order'],
  purchaseOrder: ['采购订单', 'purchase order'],
  advanceReceipts: ['预收款', 'advance receipts'],
  advancePayments: ['预付款', 'advance payments'],
  income: ['收入', 'income'],
  expense: ['支出', 'expense'],
} as const satisfies Record<string, readonly [string, string]>;

export const name = (lang: Lang, key: keyof typeof NAMES) => NAMES[key][lang === 'en_US' ? 1 : 0];

export function fm(lang: Lang, key: FinanceMessage, params: Record<string, string | number> = {}): string {
  const text: string = texts[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
