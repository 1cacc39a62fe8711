// Where the demo's goods lie: 2–4 storage areas per warehouse (named after the warehouse record's
// locations, coded WH01-A …) and their positions, platoon × column × layer — racks of 3–5 layers in
// a rack warehouse, a floor grid in a floor warehouse — typed by the warehouse's storage method.
// A few positions are broken down or sealed up (nothing is ever put there); after the year's moves
// a position holding stock is Used, a few empty ones are reserved (Alloc), the rest NonAlloc.
import { sql } from 'kysely';
import type { Row } from '../../../../schemas/compute/record';
import type { EntityDef } from '../../../../schemas/entities/define';
import { columnType } from '../../../../server/records/ddl';
import { type Actor, type AnyDb, type Col, insertRows, type Rng } from '../../../../server/seed/demo-kit';
import { WmsArea, WmsPosition } from '../../entities/place';
import type { WarehouseRow } from './sources';

export interface Area {
  id: number;
  code: string;
  name: string;
  warehouse: number;
  description: string;
}

export interface Position {
  id: number;
  code: string;
  name: string;
  warehouse: number;
  area: Area;
  platoon: number;
  column: number;
  layer: number;
  type: string;
  kind: 'Default' | 'Normal';
  status: string;
}

export interface Layout {
  areas: Area[];
  positions: Position[];
  /** a warehouse's areas, in code order */
  areasOf: Map<number, Area[]>;
  /** the positions goods may be put on, by area */
  usable: Map<Area, Position[]>;
}

const LETTERS = 'ABCD';
const two = (n: number) => String(n).padStart(2, '0');

/** The areas and positions of every warehouse, in memory (their ids are drawn with drawPlaceIds). */
export function layOut(r: Rng, warehouses: WarehouseRow[]): Layout {
  const areas: Area[] = [];
  const positions: Position[] = [];
  const areasOf = new Map<number, Area[]>();
  const usable = new Map<Area, Position[]>();
  for (const w of warehouses) {
    const names = w.locations.slice(0, 4);
    while (names.length < 2) names.push(`${LETTERS[names.length]}区`);
    const type = w.storageMethod ?? 'ManualRack';
    const floor = type === 'ManualPlane';
    const own: Area[] = [];
    names.forEach((name, i) => {
      const platoons = floor ? r.int(5, 9) : r.int(4, 8);
      const columns = floor ? r.int(10, 16) : r.int(10, 20);
      const layers = floor ? 1 : Math.min(5, Math.max(3, w.layers));
      const area: Area = {
        id: 0,
        code: `${w.code}-${LETTERS[i]}`,
        name,
        warehouse: w.id,
        description: floor ? `人工平库，${platoons}排×${columns}列地面货位` : `人工货架，${platoons}排×${columns}列×${layers}层`,
      };
      own.push(area);
      const open: Position[] = [];
      for (let p = 1; p <= platoons; p++)
        for (let c = 1; c <= columns; c++)
          for (let l = 1; l <= layers; l++) {
            // the first position of a warehouse is its default one (where a line naming none would go)
            const first = i === 0 && p === 1 && c === 1 && l === 1;
            const x = r.next();
            const pos: Position = {
              id: 0,
              code: floor ? `${area.code}-${two(p)}-${two(c)}` : `${area.code}-${two(p)}-${two(c)}-${l}`,
              name: floor ? `${name}${two(p)}排${two(c)}列` : `${name}${two(p)}排${two(c)}列${l}层`,
              warehouse: w.id,
              area,
              platoon: p,
              column: c,
              layer: l,
              type,
              kind: first ? 'Default' : 'Normal',
              status: first ? 'NonAlloc' : x < 0.015 ? 'BreakDown' : x < 0.025 ? 'SealUp' : 'NonAlloc',
            };
            positions.push(pos);
            if (pos.status === 'NonAlloc') open.push(pos);
          }
      usable.set(area, open);
    });
    areas.push(...own);
    areasOf.set(w.id, own);
  }
  return { areas, positions, areasOf, usable };
}

/**
 * Where goods of a material are put away in a warehouse: its home area there (materials are
 * spread over the areas by id), on any position of it that is neither broken down nor sealed up.
 */
export function putAway(r: Rng, layout: Layout, warehouse: number, material: number): Position {
  const areas = layout.areasOf.get(warehouse);
  if (!areas?.length) throw new Error(`warehouse ${warehouse} has no areas`);
  return r.pick(layout.usable.get(areas[material % areas.length])!);
}

/** Ids of the areas and positions from their tables' own sequences (one round trip). */
export async function drawPlaceIds(db: AnyDb, layout: Layout): Promise<void> {
  const drawn = await sql<{ k: number; id: number }>`
    select 0 as k, nextval(pg_get_serial_sequence(${WmsArea.table}, 'id'))::bigint as id from generate_series(1, ${layout.areas.length}::int)
    union all
    select 1 as k, nextval(pg_get_serial_sequence(${WmsPosition.table}, 'id'))::bigint as id from generate_series(1, ${layout.positions.length}::int)`.execute(db);
  const ids = [0, 1].map((k) => drawn.rows.filter((x) => Number(x.k) === k).map((x) => Number(x.id)).sort((a, b) => a - b));
  for (const [i, a] of layout.areas.entries()) a.id = ids[0][i];
  for (const [i, p] of layout.positions.entries()) p.id = ids[1][i];
}

/** After the year's moves: holding stock is Used; of the empty ones a few are reserved. */
export function settleStatuses(r: Rng, layout: Layout, holding: Set<number>): void {
  for (const p of layout.positions) {
    if (p.status === 'BreakDown' || p.status === 'SealUp') continue;
    p.status = holding.has(p.id) ? 'Used' : r.chance(0.04) ? 'Alloc' : 'NonAlloc';
  }
}

const colsOf = (def: EntityDef, names: string[]): Col[] => [
  { name: 'id', type: 'bigint' },
  { name: 'tenant_id', type: 'text' },
  { name: 'status_dict', type: 'text' },
  { name: 'create_id', type: 'bigint' },
  { name: 'create_name', type: 'text' },
  { name: 'create_dt', type: 'timestamptz' },
  { name: 'modify_id', type: 'bigint' },
  { name: 'modify_name', type: 'text' },
  { name: 'modify_dt', type: 'timestamptz' },
  ...names.map((n) => {
    const at = def.attrs.find((a) => a.code === n);
    if (!at) throw new Error(`${def.code}.${n}: no such attribute`);
    return { name: n, type: columnType(at) };
  }),
];

/** Writes the areas and positions (master data: audited records), made by `by` at `at`. */
export async function insertPlaces(db: AnyDb, T: string, layout: Layout, by: Actor, at: string): Promise<void> {
  const base = (): Row => ({ tenant_id: T, status_dict: 'Audit', create_id: by.id, create_name: by.name, create_dt: at, modify_id: by.id, modify_name: by.name, modify_dt: at });
  await insertRows(
    db,
    T,
    WmsArea.table,
    colsOf(WmsArea, ['code', 'name', 'warehouse_id', 'description']),
    layout.areas.map((a) => ({ ...base(), id: a.id, code: a.code, name: a.name, warehouse_id: a.warehouse, description: a.description })),
    true,
  );
  await insertRows(
    db,
    T,
    WmsPosition.table,
    colsOf(WmsPosition, ['code', 'name', 'warehouse_id', 'area_id', 'platoon_num', 'column_num', 'layer_num', 'position_type', 'kind', 'position_status']),
    layout.positions.map((p) => ({
      ...base(),
      id: p.id,
      code: p.code,
      name: p.name,
      warehouse_id: p.warehouse,
      area_id: p.area.id,
      platoon_num: p.platoon,
      column_num: p.column,
      layer_num: p.layer,
      position_type: p.type,
      kind: p.kind,
      position_status: p.status,
    })),
    true,
  );
}
