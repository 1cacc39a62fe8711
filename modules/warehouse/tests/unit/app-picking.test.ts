// Picking a delivery by scanning on the App portal: a pack counts towards the line of its material, at
// most what the line still needs, and the line takes its batch; what cannot be picked says why.
import { describe, expect, it } from 'vitest';
import { allPicked, applyScan, type PickLine, type Picks, type ScannedBarcode } from '../../web/app/picking-scan';

const lines: PickLine[] = [
  { id: 1, materialId: 10, materialName: '钢板', quantity: '30' },
  { id: 2, materialId: 20, materialName: '螺栓', quantity: '5.5' },
];
const pack = (code: string, more: Partial<ScannedBarcode> = {}): ScannedBarcode => ({
  code,
  materialId: 10,
  materialName: '钢板',
  count: '20',
  batchNo: 'B1',
  warehouseId: 7,
  positionId: 70,
  state: 'InStock',
  ...more,
});

function scan(picks: Picks, b: ScannedBarcode) {
  const got = applyScan(lines, picks, 7, b);
  if ('refused' in got) throw new Error(`refused: ${got.refused.key}`);
  return got.picks;
}

describe('picking a delivery by scanning', () => {
  it('counts packs towards their material’s line up to its quantity, decimals exact, and knows when all is picked', () => {
    let picks = scan({}, pack('P1'));
    expect(picks[1]).toEqual({ picked: '20', batchNo: 'B1', positionId: 70, codes: ['P1'] });
    picks = scan(picks, pack('P2'));
    // the second pack of 20 gives only the 10 the line still needs
    expect(picks[1].picked).toBe('30');
    expect(allPicked(lines, picks)).toBe(false);
    picks = scan(picks, pack('S1', { materialId: 20, materialName: '螺栓', count: '5.5', batchNo: 'C9', positionId: null }));
    expect(picks[2].picked).toBe('5.5');
    expect(allPicked(lines, picks)).toBe(true);
  });

  it('takes a pack that names no warehouse (the audit checks the stock)', () => {
    expect(scan({}, pack('P1', { warehouseId: null }))[1].picked).toBe('20');
  });

  it('leaves the position open when one batch comes from two positions', () => {
    const picks = scan(scan({}, pack('P1', { count: '10' })), pack('P2', { count: '10', positionId: 71 }));
    expect(picks[1]).toMatchObject({ picked: '20', batchNo: 'B1', positionId: null });
  });

  it.each([
    ['notInStock', pack('X', { state: 'Pending' }), {}],
    ['otherWarehouse', pack('X', { warehouseId: 8 }), {}],
    ['notInDelivery', pack('X', { materialId: 99, materialName: '铝锭' }), {}],
    ['again', pack('P1'), { 1: { picked: '20', batchNo: 'B1', positionId: 70, codes: ['P1'] } }],
    ['enough', pack('P9'), { 1: { picked: '30', batchNo: 'B1', positionId: 70, codes: ['P1', 'P2'] } }],
    ['otherBatch', pack('P9', { batchNo: 'B2' }), { 1: { picked: '20', batchNo: 'B1', positionId: 70, codes: ['P1'] } }],
  ] as const)('refuses a scan: %s', (key, b, picks) => {
    const got = applyScan(lines, picks as Picks, 7, b);
    expect('refused' in got && got.refused.key).toBe(key);
  });
});

describe('picking the batches 推荐拣货 chose (nearest expiry first)', () => {
  const suggested: PickLine[] = [
    { id: 1, materialId: 10, materialName: '钢板', quantity: '20', batchNo: 'B-EARLY' },
    { id: 2, materialId: 10, materialName: '钢板', quantity: '10', batchNo: 'B-LATE' },
  ];
  const pick = (picks: Picks, b: ScannedBarcode) => applyScan(suggested, picks, 7, b);

  it('puts a pack on the line suggested for its batch', () => {
    const got = pick({}, pack('P1', { batchNo: 'B-LATE', count: '10' }));
    expect('refused' in got ? got.refused : got.lineId).toBe(2);
  });

  it('refuses a batch no line was suggested for, naming the batch to pick first', () => {
    const got = pick({}, pack('P1', { batchNo: 'B-OTHER' }));
    expect('refused' in got && got.refused).toEqual({ key: 'suggestedBatch', values: { batch: 'B-EARLY' } });
  });
});
