// Receiving an arrival by scanning (the App portal's 收货): a scanned pack goes to the open line of its
// material and that line's quantity becomes what its packs count; a line without packs takes the
// quantity typed (none until typed: nothing is received that the keeper did not scan or type). A pack counts once, a line takes no pack beyond
// what remains of it, and a line is one batch — the arrival's, else its first pack's — so the stock
// goes in under the batch its packs carry (and put-away finds them there). Pure: the page keeps what is received; the server still checks each
// pack (exists, its material, not awaiting inspection, not in stock or returned) when it saves.
import { Big } from '../../../../schemas/compute/decimal';
import type { ScannedBarcode } from './picking-scan';

export interface ReceiveLine {
  /** the line's place in the draft entry */
  index: number;
  materialId: number;
  /** what remains to be received (decimal text) */
  remaining: string;
  /** the arrival line's batch, if it names one */
  batchNo: string | null;
}

export interface LineReceipt {
  qty: string;
  codes: string[];
  /** the batch the line goes in under: the arrival's, else its first pack's */
  batchNo: string | null;
}

export type Receipts = Readonly<Record<number, LineReceipt>>;

export interface ReceiveRefusal {
  key: 'again' | 'notInArrival' | 'enough' | 'otherBatch';
  values: Record<string, string>;
}

/** Each line's receipt before any scan: nothing yet, the arrival's batch. */
export const initialReceipts = (lines: readonly ReceiveLine[]): Receipts => Object.fromEntries(lines.map((l) => [l.index, { qty: '0', codes: [], batchNo: l.batchNo }]));

const packed = (r: LineReceipt | undefined) => !!r?.codes.length;

export function receiveScan(lines: readonly ReceiveLine[], receipts: Receipts, b: ScannedBarcode): { receipts: Receipts; index: number } | { refused: ReceiveRefusal } {
  if (Object.values(receipts).some((r) => r.codes.includes(b.code))) return { refused: { key: 'again', values: { code: b.code } } };
  const mine = lines.filter((l) => l.materialId === b.materialId);
  if (!mine.length) return { refused: { key: 'notInArrival', values: { material: b.materialName } } };
  // a line already taking packs counts what they hold; one not started yet takes its first pack whole
  const notFull = mine.filter((l) => !packed(receipts[l.index]) || new Big(receipts[l.index].qty).lt(l.remaining));
  if (!notFull.length) return { refused: { key: 'enough', values: { material: b.materialName } } };
  const batchOf = (l: ReceiveLine) => receipts[l.index]?.batchNo ?? null;
  const open = notFull.find((l) => batchOf(l) === null || batchOf(l) === b.batchNo);
  if (!open) return { refused: { key: 'otherBatch', values: { batch: batchOf(notFull[0]) ?? '' } } };
  const was = receipts[open.index];
  const qty = packed(was) ? new Big(was.qty).plus(b.count).toString() : new Big(b.count).toString();
  return { index: open.index, receipts: { ...receipts, [open.index]: { qty, codes: [...(was?.codes ?? []), b.code], batchNo: was?.batchNo ?? b.batchNo } } };
}

/** A typed quantity: only for a line without packs (its packs decide it otherwise). */
export function typeQuantity(receipts: Receipts, index: number, qty: string): Receipts {
  const was = receipts[index];
  if (packed(was)) return receipts;
  return { ...receipts, [index]: { ...was, qty, codes: [] } };
}

/** The lines to save: those receiving something, with their quantity, batch and packs (codes separated by commas). */
export function receivedLines<T extends Record<string, unknown>>(items: readonly T[], receipts: Receipts): Array<T & { quantity: string; barcodes: string | null; batch_no: string | null }> {
  return items.flatMap((item, index) => {
    const r = receipts[index];
    if (!r || !new Big(r.qty || '0').gt(0)) return [];
    return [{ ...item, quantity: r.qty, batch_no: r.batchNo ?? ((item.batch_no as string | null | undefined) || null), barcodes: r.codes.length ? r.codes.join(',') : null }];
  });
}
