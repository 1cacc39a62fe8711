// The refusals of 到货登记, 退货单 and the stock-in rules against barcodes,
// in Chinese for the warehouse floor and in English: one key each, so a hook
// names the refusal and a test asserts the exact text. The field rules the engine states itself
// (到货批次 required and max 128, the dates, 退货单号 without spaces, a barcode listed twice) keep
// the engine's messages (server/records/messages.ts).
import type { Lang } from '../../../server/i18n';

export const ARRIVAL_MESSAGES = {
  // 到货登记
  registeredOn: ['条码{code}已在到货登记{reg}中登记，不能重复登记', 'Barcode {code} is already registered on arrival registration {reg}'],
  registeredBefore: ['条码{code}已登记到货（{what}），不能重复登记', 'Barcode {code} has already been registered ({what}) and cannot be registered again'],
  barcodeSum: ['条码数量合计{sum}与到货数量{qty}不一致', 'The barcodes count {sum} in all, not the arrival quantity {qty}'],
  usedSince: ['条码{code}已被后续业务使用（{what}），不能{action}', 'Barcode {code} has been used since ({what}): cannot {action}'],
  // 退货单
  notOnArrival: ['条码{code}不在到货登记{reg}的条码清单中', 'Barcode {code} is not on arrival registration {reg}'],
  inStockNoReturn: ['条码{code}已入库，不能退货', 'Barcode {code} is in stock and cannot be returned'],
  alreadyReturned: ['条码{code}已退货', 'Barcode {code} has already been returned'],
  returnSum: ['退货数量{qty}与退货条码数量合计{sum}不一致', 'The return quantity {qty} is not what its barcodes count ({sum})'],
  // 入库单 (stock-in)
  duplicate: ['条码重复：{codes}', 'Duplicate barcodes: {codes}'],
  nonExistent: ['存在不存在的条码：{codes}', 'Non-existent barcodes: {codes}'],
  materialMismatch: ['入库明细第{row}行：条码{code}的物料与明细物料不一致', 'Entry line {row}: barcode {code} carries another material than the line'],
  pending: ['入库明细第{row}行：条码{code}待检验，不能入库', 'Entry line {row}: barcode {code} is awaiting inspection and cannot be put into stock'],
  inStock: ['入库明细第{row}行：条码{code}已入库', 'Entry line {row}: barcode {code} is already in stock'],
  returned: ['入库明细第{row}行：条码{code}已退货，不能入库', 'Entry line {row}: barcode {code} has been returned and cannot be put into stock'],
  qualifiedToUnqualified: ['入库明细第{row}行：条码{code}为合格品，不能入不合格品仓', 'Entry line {row}: barcode {code} is qualified and cannot go into a non-conforming warehouse'],
  unqualifiedElsewhere: ['入库明细第{row}行：条码{code}为不合格品，只能入不合格品仓', 'Entry line {row}: barcode {code} is unqualified and can only go into a non-conforming warehouse'],
  countMismatch: ['入库明细第{row}行：入库数量{qty}与条码数量合计{sum}不一致', 'Entry line {row}: the quantity {qty} is not what its barcodes count ({sum})'],
} as const satisfies Record<string, readonly [string, string]>;

export type ArrivalMessage = keyof typeof ARRIVAL_MESSAGES;

/** The message in the caller's language with its {placeholders} filled. */
export function am(lang: Lang, key: ArrivalMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = ARRIVAL_MESSAGES[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** The barcode states and quality results as the floor names them (modules/barcode/entities/options.ts). */
export const STATE_NAMES: Record<string, [string, string]> = {
  Pending: ['待检验', 'pending inspection'],
  Returned: ['已退货', 'returned'],
  InStock: ['已入库', 'in stock'],
};
export const QUALITY_NAMES: Record<string, [string, string]> = {
  Wait: ['待检', 'awaiting inspection'],
  Qualified: ['合格', 'qualified'],
  Unqualified: ['不合格', 'unqualified'],
  Exempt: ['免检', 'exempt'],
};
export const nameIn = (lang: Lang, names: Record<string, [string, string]>, v: string | null | undefined) => (v ? (names[v]?.[lang === 'en_US' ? 1 : 0] ?? v) : '');
