// Receiving an arrival by scanning on the App portal: a pack goes to its material's line, whose quantity
// becomes what its packs count (decimals exact; nothing is received until scanned or typed) and whose batch is the pack's when the arrival names
// none; a pack counts once; a full line, another material or another batch is refused, saying why; a
// typed quantity counts for a line without packs, and lines receiving nothing are not saved.
import { describe, expect, it } from 'vitest';
import type { ScannedBarcode } from '../../web/app/picking-scan';
import { initialReceipts, type ReceiveLine, type Receipts, receivedLines, receiveScan, typeQuantity } from '../../web/app/receive-scan';

const lines: ReceiveLine[] = [
  { index: 0, materialId: 10, remaining: '5', batchNo: null },
  { index: 1, materialId: 20, remaining: '2.5', batchNo: 'ARR-7' },
];
const pack = (code: string, more: Partial<ScannedBarcode> = {}): ScannedBarcode => ({
  code,
  materialId: 10,
  materialName: '钢板',
  count: '2.25',
  batchNo: 'B1',
  warehouseId: null,
  positionId: null,
  state: null,
  ...more,
});

function scan(receipts: Receipts, b: ScannedBarcode): Receipts {
  const got = receiveScan(lines, receipts, b);
  if ('refused' in got) throw new Error(`refused: ${got.refused.key}`);
  return got.receipts;
}

describe('receiving an arrival by scanning', () => {
  it('starts from nothing received, and a line’s packs replace the typed quantity', () => {
    let r = initialReceipts(lines);
    expect(r[0]).toEqual({ qty: '0', codes: [], batchNo: null });
    expect(r[1]).toEqual({ qty: '0', codes: [], batchNo: 'ARR-7' });
    r = scan(r, pack('P1'));
    expect(r[0]).toEqual({ qty: '2.25', codes: ['P1'], batchNo: 'B1' });
    r = scan(r, pack('P2'));
    expect(r[0].qty).toBe('4.5');
  });

  it('refuses a pack twice, a material not on the arrival, another batch and a full line', () => {
    let r = scan(initialReceipts(lines), pack('P1', { count: '5' }));
    const refused = (b: ScannedBarcode) => {
      const got = receiveScan(lines, r, b);
      return 'refused' in got ? got.refused : null;
    };
    expect(refused(pack('P1'))).toEqual({ key: 'again', values: { code: 'P1' } });
    expect(refused(pack('P9', { materialId: 99, materialName: '螺母' }))).toEqual({ key: 'notInArrival', values: { material: '螺母' } });
    expect(refused(pack('P3'))).toEqual({ key: 'enough', values: { material: '钢板' } });
    r = initialReceipts(lines);
    expect(refused(pack('P4', { materialId: 20, batchNo: 'OTHER' }))).toEqual({ key: 'otherBatch', values: { batch: 'ARR-7' } });
  });

  it('saves only the lines receiving something, with their batch and packs', () => {
    let r = scan(initialReceipts(lines), pack('P1'));
    r = scan(r, pack('P2'));
    r = typeQuantity(r, 1, '0');
    // a line with packs keeps what they count whatever is typed
    expect(typeQuantity(r, 0, '99')[0].qty).toBe('4.5');
    const items = [{ material_id: 10, batch_no: null }, { material_id: 20, batch_no: 'ARR-7' }];
    expect(receivedLines(items, r)).toEqual([{ material_id: 10, batch_no: 'B1', quantity: '4.5', barcodes: 'P1,P2' }]);
    expect(receivedLines(items, typeQuantity(r, 1, '1.5'))[1]).toEqual({ material_id: 20, batch_no: 'ARR-7', quantity: '1.5', barcodes: null });
  });
});
