// Where the 3D factory places things, computed from production's records (nothing is stored): each
// process unit is a bay, lines first then work centres, in code order, one behind the other along z;
// its machines stand in a row along x in code order, SPACING apart; machines of no unit (or of a unit
// the caller may not see) share a last bay. The same records always give the same floor.
import type { FactoryMachine, FactoryUnit } from './contracts';

export const SPACING = 4;
export const BAY_DEPTH = 6;
const GAP = 2;

export interface UnitRecord {
  id: number;
  code: string;
  name: string;
  kind: string;
}

export interface MachineRecord {
  id: number;
  code: string;
  name: string;
  status: string;
  unitId: number | null;
}

const byCode = <T extends { code: string }>(a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
const kindOrder = (k: string) => (k === 'Line' ? 0 : 1);

export function layoutFactory(units: readonly UnitRecord[], machines: readonly MachineRecord[], unassigned = { code: '-', name: '未分配' }): { units: FactoryUnit[]; machines: FactoryMachine[] } {
  const known = new Set(units.map((u) => u.id));
  const bays: Array<{ unit: UnitRecord | null; machines: MachineRecord[] }> = [...units]
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || byCode(a, b))
    .map((u) => ({ unit: u, machines: machines.filter((m) => m.unitId === u.id).sort(byCode) }));
  const loose = machines.filter((m) => m.unitId === null || !known.has(m.unitId)).sort(byCode);
  if (loose.length) bays.push({ unit: null, machines: loose });
  const outUnits: FactoryUnit[] = [];
  const outMachines: FactoryMachine[] = [];
  bays.forEach((bay, row) => {
    const z = row * (BAY_DEPTH + GAP);
    const width = Math.max(bay.machines.length, 1) * SPACING;
    outUnits.push({ id: bay.unit?.id ?? null, code: bay.unit?.code ?? unassigned.code, name: bay.unit?.name ?? unassigned.name, kind: bay.unit?.kind ?? 'None', x: width / 2, z, width, depth: BAY_DEPTH });
    bay.machines.forEach((m, i) => {
      outMachines.push({ ...m, unitId: bay.unit?.id ?? null, x: SPACING / 2 + i * SPACING, z });
    });
  });
  return { units: outUnits, machines: outMachines };
}
