// Picking a delivery by scanning (the App portal's 出库): each scanned barcode is matched to a line of
// the delivery by its material and counts towards that line, at most what the line still needs; a
// line takes the batch (and position) of its barcodes, so the audit takes the goods from there. Pure:
// the page keeps the picks, the server still decides at the audit whether the stock is there.
// A line that names its batch (推荐拣货 chose it: the nearest expiry first) takes packs of that batch
// only, so the keeper picks what expires first, as the Web's suggestion says.
import { Big } from '../../../../schemas/compute/decimal';

export interface PickLine {
  id: number;
  materialId: number;
  materialName: string;
  quantity: string;
  /** the batch the line is to be picked from (推荐拣货's choice), if any */
  batchNo?: string | null;
}

export interface ScannedBarcode {
  code: string;
  materialId: number | null;
  materialName: string;
  count: string;
  batchNo: string | null;
  warehouseId: number | null;
  positionId: number | null;
  state: string | null;
}

export interface LinePick {
  picked: string;
  batchNo: string | null;
  positionId: number | null;
  codes: string[];
}

export type Picks = Readonly<Record<number, LinePick>>;

/** Why a scan is not taken: a message key of warehouse.app.pick.refused and its values. */
export interface ScanRefusal {
  key: 'notInStock' | 'otherWarehouse' | 'notInDelivery' | 'again' | 'enough' | 'otherBatch' | 'suggestedBatch';
  values?: Record<string, string>;
}

export const remainingOf = (line: PickLine, picks: Picks): Big => new Big(line.quantity).minus(picks[line.id]?.picked ?? '0');
export const allPicked = (lines: readonly PickLine[], picks: Picks): boolean => lines.length > 0 && lines.every((l) => remainingOf(l, picks).lte(0));

/** The picks after one scan, or why it is refused. */
export function applyScan(lines: readonly PickLine[], picks: Picks, warehouseId: number | null, b: ScannedBarcode): { picks: Picks; lineId: number } | { refused: ScanRefusal } {
  if (b.state !== 'InStock') return { refused: { key: 'notInStock', values: { code: b.code } } };
  // a pack that names no warehouse is taken: the audit finds its batch in the delivery's warehouse or refuses
  if (warehouseId !== null && b.warehouseId !== null && b.warehouseId !== warehouseId) return { refused: { key: 'otherWarehouse', values: { code: b.code } } };
  if (Object.values(picks).some((p) => p.codes.includes(b.code))) return { refused: { key: 'again', values: { code: b.code } } };
  const mine = lines.filter((l) => l.materialId === b.materialId);
  if (!mine.length) return { refused: { key: 'notInDelivery', values: { material: b.materialName } } };
  const open = mine.filter((l) => remainingOf(l, picks).gt(0));
  if (!open.length) return { refused: { key: 'enough', values: { material: b.materialName } } };
  // a line holds one batch: the line already picked from this batch first, else one not started that
  // names this batch, else one not started that names none
  const fresh = open.filter((l) => !picks[l.id]);
  const line = open.find((l) => picks[l.id]?.batchNo === b.batchNo) ?? fresh.find((l) => l.batchNo && l.batchNo === b.batchNo) ?? fresh.find((l) => !l.batchNo);
  if (!line) {
    const suggested = fresh.find((l) => l.batchNo)?.batchNo;
    if (suggested) return { refused: { key: 'suggestedBatch', values: { batch: suggested } } };
    return { refused: { key: 'otherBatch', values: { batch: picks[open[0].id]?.batchNo ?? '' } } };
  }
  const was = picks[line.id];
  const count = new Big(b.count);
  const need = remainingOf(line, picks);
  const take = count.lt(need) ? count : need;
  const samePosition = !was || was.positionId === b.positionId;
  return {
    lineId: line.id,
    picks: {
      ...picks,
      [line.id]: {
        picked: new Big(was?.picked ?? '0').plus(take).toString(),
        batchNo: b.batchNo,
        // barcodes of one batch on different positions: the audit takes the batch first in first out
        positionId: samePosition ? b.positionId : null,
        codes: [...(was?.codes ?? []), b.code],
      },
    },
  };
}
