// The BOM explosion: cumulative quantities over the levels, decimal-exact with the base quantity
// and the loss rates, and the cycle check the save rule uses.
import { describe, expect, it } from 'vitest';
import { type BomInput, explode, findCycle, flatten } from '../../bom/explode';

const boms: Record<number, BomInput> = {
  // 1 conveyor: 2 shafts (per 1), 3 bolts with 10 % loss
  1: { id: 11, materialId: 1, quantity: 1, lines: [{ materialId: 2, quantity: 2, sn: 1 }, { materialId: 4, quantity: 3, lossRate: 10, sn: 2 }] },
  // 1 shaft: 0.1 + 0.2 kg steel per 1 shaft (a base quantity of 10 for 3 kg), 5 % loss
  2: { id: 12, materialId: 2, quantity: 10, lines: [{ materialId: 3, quantity: '3', lossRate: '5', processId: 7, sn: 1 }] },
};

describe('explode', () => {
  it('multiplies quantities down the levels, exactly', () => {
    const tree = explode(1, (m) => boms[m], 5);
    expect(tree).toMatchObject({ materialId: 1, level: 0, quantity: '5', bomId: 11 });
    const [shaft, bolt] = tree.children;
    expect(shaft).toMatchObject({ materialId: 2, level: 1, perParent: '2', quantity: '10', bomId: 12 });
    expect(bolt).toMatchObject({ materialId: 4, perParent: '3.3', quantity: '16.5', bomId: null });
    expect(shaft.children[0]).toMatchObject({ materialId: 3, level: 2, perParent: '0.315', quantity: '3.15', processId: 7 });
    expect(flatten(tree).map((n) => n.materialId)).toEqual([1, 2, 3, 4]);
  });

  it('keeps 0.1 + 0.2 decimal (no float drift)', () => {
    const b: Record<number, BomInput> = { 1: { id: 1, materialId: 1, lines: [{ materialId: 2, quantity: '0.1' }, { materialId: 3, quantity: '0.2' }] } };
    const t = explode(1, (m) => b[m], 3);
    expect(t.children.map((c) => c.quantity)).toEqual(['0.3', '0.6']);
  });

  it('stays finite on a loop (never expands a material on its own path)', () => {
    const loop: Record<number, BomInput> = { 1: { id: 1, materialId: 1, lines: [{ materialId: 2, quantity: 1 }] }, 2: { id: 2, materialId: 2, lines: [{ materialId: 1, quantity: 1 }] } };
    const t = explode(1, (m) => loop[m]);
    expect(t.children[0].children[0]).toMatchObject({ materialId: 1, bomId: null, children: [] });
  });
});

describe('findCycle', () => {
  it('finds the path back to the root at any level, or none', () => {
    const g: Record<number, number[]> = { 1: [2, 5], 2: [3], 3: [1], 5: [] };
    expect(findCycle(1, (m) => g[m] ?? [])).toEqual([1, 2, 3, 1]);
    expect(findCycle(2, (m) => ({ 2: [3], 3: [4] })[m] ?? [])).toBeNull();
    expect(findCycle(1, (m) => (m === 1 ? [1] : []))).toEqual([1, 1]);
  });
});
