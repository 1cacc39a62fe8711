// Picking: which stock a delivery line takes, by the picking strategies
// (near-expiry, already-delivered, remnant, first in first out, high or low first, shelf or ground
// first). A pure function over the places holding the line's material, so it is tested without a
// database; the server loads them (server/picking.ts). "Sampled first" needs to know which
// batches had samples drawn, which nothing records yet: not offered.
import { Big } from '../../schemas/compute/decimal';

export const PICKING_STRATEGIES = ['fifo', 'nearExpiry', 'delivered', 'remnant', 'highFirst', 'lowFirst', 'shelfFirst', 'groundFirst'] as const;
export type PickingStrategy = (typeof PICKING_STRATEGIES)[number];

export interface StockPlace {
  /** 0: the warehouse's goods on no position */
  position: number;
  batch: string;
  /** what may be taken (total − occupied − locked) */
  available: string;
  expiry: string | null;
  /** ISO time of its first entry */
  firstIn: string;
  layer: number;
  /** position type (ManualPlane / Underground lie on the ground) */
  type: string;
  /** goods have already left this place (an opened lot) */
  opened: boolean;
}

export interface Pick {
  position: number;
  batch: string;
  qty: string;
}

const GROUND = new Set(['ManualPlane', 'Underground']);
const fifo = (a: StockPlace, b: StockPlace) => a.firstIn.localeCompare(b.firstIn) || a.position - b.position || a.batch.localeCompare(b.batch);
const expiryOf = (p: StockPlace) => p.expiry ?? '9999-12-31';

const ORDER: Record<PickingStrategy, (a: StockPlace, b: StockPlace) => number> = {
  fifo,
  nearExpiry: (a, b) => expiryOf(a).localeCompare(expiryOf(b)) || fifo(a, b),
  delivered: (a, b) => Number(b.opened) - Number(a.opened) || fifo(a, b),
  remnant: (a, b) => new Big(a.available).cmp(b.available) || fifo(a, b),
  highFirst: (a, b) => b.layer - a.layer || fifo(a, b),
  lowFirst: (a, b) => a.layer - b.layer || fifo(a, b),
  shelfFirst: (a, b) => Number(GROUND.has(a.type)) - Number(GROUND.has(b.type)) || fifo(a, b),
  groundFirst: (a, b) => Number(GROUND.has(b.type)) - Number(GROUND.has(a.type)) || fifo(a, b),
};

/**
 * The places a quantity is taken from, in the strategy's order, each as much as it has left
 * (`taken`: what earlier lines of the same suggestion already took, by position|batch — updated).
 * Answers the picks and what could not be found (0 when all).
 */
export function pickStock(quantity: string, places: StockPlace[], strategy: PickingStrategy, taken = new Map<string, Big>()): { picks: Pick[]; missing: string } {
  let need = new Big(quantity);
  const picks: Pick[] = [];
  for (const p of [...places].sort(ORDER[strategy])) {
    if (need.lte(0)) break;
    const key = `${p.position}|${p.batch}`;
    const left = new Big(p.available).minus(taken.get(key) ?? 0);
    if (left.lte(0)) continue;
    const qty = left.lt(need) ? left : need;
    picks.push({ position: p.position, batch: p.batch, qty: qty.toString() });
    taken.set(key, (taken.get(key) ?? new Big(0)).plus(qty));
    need = need.minus(qty);
  }
  return { picks, missing: need.gt(0) ? need.toString() : '0' };
}
