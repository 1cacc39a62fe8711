// Counting by scanning (the App portal's 盘点): a scanned pack adds its count to the line of its material
// (and batch, and position when the pack names one); a pack counts once. Pure: the page keeps the counts.
import { Big } from '../../../../schemas/compute/decimal';
import type { ScannedBarcode } from './picking-scan';

export interface CountLine {
  id: number;
  materialId: number;
  batchNo: string | null;
  positionId: number | null;
}

export interface Counted {
  /** counted quantity per line id (decimal text) */
  qty: Readonly<Record<number, string>>;
  /** the packs counted so far */
  codes: readonly string[];
}

export type CountRefusal = 'again' | 'notInCount';

export function countScan(lines: readonly CountLine[], counted: Counted, b: ScannedBarcode): { counted: Counted; lineId: number } | { refused: CountRefusal } {
  if (counted.codes.includes(b.code)) return { refused: 'again' };
  const line = lines.find(
    (l) => l.materialId === b.materialId && (l.batchNo === null || l.batchNo === b.batchNo) && (b.positionId === null || l.positionId === null || l.positionId === b.positionId),
  );
  if (!line) return { refused: 'notInCount' };
  const was = counted.qty[line.id] ?? '0';
  return { lineId: line.id, counted: { qty: { ...counted.qty, [line.id]: new Big(was).plus(b.count).toString() }, codes: [...counted.codes, b.code] } };
}
