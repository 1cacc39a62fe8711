// Putaway strategies over a small warehouse: two platoons × two columns × three layers, one rack
// position broken down, one position holding batch B1 of material 1.
import { describe, expect, it } from 'vitest';
import { type PositionInfo, suggestPositions } from '../../putaway';

const positions: PositionInfo[] = [];
let id = 1;
for (const platoon of [1, 2]) for (const column of [1, 2]) for (const layer of [1, 2, 3]) positions.push({ id: id++, platoon, column, layer, type: layer === 1 ? 'ManualPlane' : 'ManualRack', status: 'NonAlloc', holds: [] });
const at = (platoon: number, column: number, layer: number) => positions.find((p) => p.platoon === platoon && p.column === column && p.layer === layer)!;
at(1, 1, 1).holds = ['1|B1'];
at(1, 1, 2).status = 'BreakDown';
const place = (pid: number | null) => {
  const p = positions.find((x) => x.id === pid);
  return p ? [p.platoon, p.column, p.layer] : null;
};

describe('suggestPositions', () => {
  it('batch: the same material and batch go where they already lie; a new batch takes the lowest empty position', () => {
    expect(suggestPositions([{ material: 1, batch: 'B1' }, { material: 1, batch: 'B2' }], positions, 'batch').map(place)).toEqual([
      [1, 1, 1],
      [1, 2, 1],
    ]);
  });

  it('low first and high first fill by layer; broken-down and occupied positions are never offered', () => {
    const low = suggestPositions([{ material: 2, batch: 'X' }, { material: 3, batch: 'Y' }, { material: 4, batch: null }], positions, 'lowFirst').map(place);
    expect(low).toEqual([[1, 2, 1], [2, 1, 1], [2, 2, 1]]);
    const high = suggestPositions([{ material: 2, batch: 'X' }], positions, 'highFirst').map(place);
    expect(high).toEqual([[1, 1, 3]]);
    expect(suggestPositions([{ material: 9, batch: null }], positions, 'shelfFirst').map(place)).toEqual([[1, 2, 2]]);
    expect(suggestPositions([{ material: 9, batch: null }], positions, 'groundFirst').map(place)).toEqual([[1, 2, 1]]);
  });

  it('average by alley and by layer spread the lines; lines of one material and batch share a position', () => {
    const alley = suggestPositions([{ material: 5, batch: 'A' }, { material: 6, batch: 'A' }, { material: 5, batch: 'A' }], positions, 'alley').map(place);
    expect(alley[0]![0]).not.toBe(alley[1]![0]);
    expect(alley[2]).toEqual(alley[0]);
    const layers = suggestPositions([1, 2, 3].map((m) => ({ material: m + 10, batch: null })), positions, 'layer').map((p) => place(p)![2]);
    expect(new Set(layers).size).toBe(3);
  });

  it('answers null for a line when no position is left', () => {
    const few = positions.slice(0, 2).map((p) => ({ ...p, holds: [], status: 'NonAlloc' }));
    expect(suggestPositions([1, 2, 3].map((m) => ({ material: m, batch: null })), few, 'lowFirst').filter((x) => x === null)).toHaveLength(1);
  });
});
