// Counting by scanning on the App portal: a pack adds its count to its material's line (batch and
// position agreeing), once; a pack of nothing on the count is refused.
import { describe, expect, it } from 'vitest';
import { type Counted, type CountLine, countScan } from '../../web/app/count-scan';
import type { ScannedBarcode } from '../../web/app/picking-scan';

const lines: CountLine[] = [
  { id: 1, materialId: 10, batchNo: 'B1', positionId: 70 },
  { id: 2, materialId: 10, batchNo: 'B2', positionId: 71 },
];
const pack = (code: string, more: Partial<ScannedBarcode> = {}): ScannedBarcode => ({ code, materialId: 10, materialName: '钢板', count: '2.5', batchNo: 'B2', warehouseId: 7, positionId: null, state: 'InStock', ...more });

describe('counting by scanning', () => {
  it('adds each pack to its batch’s line, decimals exact, each pack once', () => {
    let counted: Counted = { qty: {}, codes: [] };
    for (const code of ['P1', 'P2']) {
      const got = countScan(lines, counted, pack(code));
      if ('refused' in got) throw new Error(got.refused);
      expect(got.lineId).toBe(2);
      counted = got.counted;
    }
    expect(counted.qty).toEqual({ 2: '5' });
    expect(countScan(lines, counted, pack('P1'))).toEqual({ refused: 'again' });
  });

  it('refuses a pack of another material or of a position the line is not at', () => {
    expect(countScan(lines, { qty: {}, codes: [] }, pack('X', { materialId: 11 }))).toEqual({ refused: 'notInCount' });
    expect(countScan(lines, { qty: {}, codes: [] }, pack('Y', { batchNo: 'B1', positionId: 71 }))).toEqual({ refused: 'notInCount' });
  });
});
