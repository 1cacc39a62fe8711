// The stock engine (server/stock) replayed in memory over the demo's audits in time order, with
// the engine's own rules, so that what the demo writes set-based is exactly what audits one by one
// would have left: a place is material × warehouse × position × batch (area 0: the documents'
// stock declarations name no area); an entry adds at its place (first_in restarts when the place
// was empty) at its price and moves the moving average; a delivery takes first in first out from
// the warehouse's places at the moving average of that moment. Nothing ever goes below zero: a
// delivery asking for more than is there is a bug of the demo, not a state to store. Figures are
// exact millionths (micro.ts), rounded where the engine's SQL rounds.
import type { Row } from '../../../../schemas/compute/record';
import type { Actor, Doc } from '../../../../server/seed/demo-kit';
import { over, text, times } from './micro';

export interface Place {
  /** creation order (the balance's id order: FIFO breaks ties of first_in by it) */
  seq: number;
  material: number;
  warehouse: number;
  position: number;
  batch: string;
  total: bigint;
  firstIn: string;
  updated: string;
  expiry: string | null;
  supplier: number | null;
}

export interface LedgerRow {
  place: Place;
  qty: bigint;
  unitPrice: bigint;
  amount: bigint;
  kind: 'entry' | 'delivery';
  entity: 'WmsEntry' | 'WmsDelivery';
  doc: Doc;
  line: Row;
  at: string;
  user: Actor;
}

export interface Price {
  material: number;
  warehouse: number;
  qty: bigint;
  value: bigint;
  unit: bigint;
}

export interface InMove {
  line: Row;
  material: number;
  warehouse: number;
  position: number;
  batch: string;
  qty: bigint;
  price: bigint;
  expiry: string | null;
  supplier: number | null;
}

export interface OutMove {
  line: Row;
  material: number;
  warehouse: number;
  qty: bigint;
}

/** What one out-move took: the places and quantities, first in first out. */
export type Taken = Array<{ place: Place; qty: bigint }>;

const mw = (material: number, warehouse: number) => `${material}|${warehouse}`;
const byPlace = (a: { material: number; warehouse: number; position?: number; batch?: string }, b: typeof a) =>
  a.material - b.material || a.warehouse - b.warehouse || (a.position ?? 0) - (b.position ?? 0) || (a.batch ?? '').localeCompare(b.batch ?? '');
const fifo = (a: Place, b: Place) => (a.firstIn < b.firstIn ? -1 : a.firstIn > b.firstIn ? 1 : a.seq - b.seq);

export class StockBook {
  readonly places: Place[] = [];
  readonly ledger: LedgerRow[] = [];
  readonly prices = new Map<string, Price>();
  private readonly byKey = new Map<string, Place>();
  /** places holding stock, by material × warehouse */
  private readonly open = new Map<string, Place[]>();

  /** What a material has in a warehouse now. */
  onHand(material: number, warehouse: number): bigint {
    return (this.open.get(mw(material, warehouse)) ?? []).reduce((t, p) => t + p.total, 0n);
  }

  /** An audited entry: each line at its place and price (moves in the engine's place order). */
  enter(doc: Doc, moves: InMove[], at: string, user: Actor): void {
    for (const m of [...moves].sort(byPlace)) {
      if (m.qty <= 0n) throw new Error(`warehouse demo: an entry line of ${text(m.qty)} of material ${m.material}`);
      const key = `${m.material}|${m.warehouse}|${m.position}|${m.batch}`;
      let place = this.byKey.get(key);
      if (!place) {
        place = { seq: this.places.length, material: m.material, warehouse: m.warehouse, position: m.position, batch: m.batch, total: 0n, firstIn: at, updated: at, expiry: m.expiry, supplier: m.supplier };
        this.places.push(place);
        this.byKey.set(key, place);
      }
      // a place that was empty starts again as the newest for first in first out
      if (place.total <= 0n) {
        place.firstIn = at;
        const list = this.open.get(mw(m.material, m.warehouse)) ?? this.open.set(mw(m.material, m.warehouse), []).get(mw(m.material, m.warehouse))!;
        list.push(place);
      }
      place.total += m.qty;
      place.updated = at;
      place.expiry ??= m.expiry;
      place.supplier ??= m.supplier;
      this.movePrice(m.material, m.warehouse, m.qty, times(m.qty, m.price), m.price);
      this.ledger.push({ place, qty: m.qty, unitPrice: m.price, amount: times(m.qty, m.price), kind: 'entry', entity: 'WmsEntry', doc, line: m.line, at, user });
    }
  }

  /** An audited delivery: each line first in first out at the moving average; answers what each line took. */
  issue(doc: Doc, moves: OutMove[], at: string, user: Actor): Map<Row, Taken> {
    const out = new Map<Row, Taken>();
    for (const m of [...moves].sort(byPlace)) {
      const key = mw(m.material, m.warehouse);
      const price = this.prices.get(key)?.unit ?? 0n;
      const list = (this.open.get(key) ?? []).sort(fifo);
      const taken: Taken = out.get(m.line) ?? [];
      let left = m.qty;
      for (const place of list) {
        if (left <= 0n) break;
        // biome-ignore lint/complexity/useMathMinMax: quantities are bigint micro-units, which Math.min refuses
        const take = place.total < left ? place.total : left;
        place.total -= take;
        place.updated = at;
        left -= take;
        taken.push({ place, qty: take });
        this.ledger.push({ place, qty: -take, unitPrice: price, amount: times(-take, price), kind: 'delivery', entity: 'WmsDelivery', doc, line: m.line, at, user });
      }
      if (left > 0n) throw new Error(`warehouse demo: material ${m.material} short of ${text(left)} in warehouse ${m.warehouse} at ${at}`);
      this.open.set(key, list.filter((p) => p.total > 0n));
      this.movePrice(m.material, m.warehouse, -m.qty, -times(m.qty, price), 0n);
      out.set(m.line, taken);
    }
    return out;
  }

  /**
   * The engine's movePrice: adds qty and its value (rounded to 6 decimals); the first move sets the
   * average to its own price, later ones recompute it while anything is left (round(value / qty, 6)).
   */
  private movePrice(material: number, warehouse: number, qty: bigint, value: bigint, price: bigint): void {
    const key = mw(material, warehouse);
    const p = this.prices.get(key);
    if (!p) {
      this.prices.set(key, { material, warehouse, qty, value, unit: qty > 0n ? price : 0n });
      return;
    }
    p.qty += qty;
    p.value += value;
    if (p.qty > 0n) p.unit = over(p.value, p.qty);
  }
}
