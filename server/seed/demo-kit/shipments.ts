// What purchase and sale demos share after their orders are made: the shipments (arrivals,
// deliveries) made from the audited orders, the returns made from audited shipments, and the
// writing of the three document kinds with their receipt paths. The kinds differ only in the
// numbers and the fields they carry, passed in; the order in which the generator is drawn is
// fixed here, so a demo seeds the same rows on every fresh start.
import type { Row } from '../../../schemas/compute/record';
import type { EntityDef } from '../../../schemas/entities/define';
import type { SeedContext } from '../../modules/types';
import { big, niceQty, num, partQty } from './amounts';
import { Writes } from './bulk';
import { addDays, type Calendar, calendar, maxDate, minDate, officeTime } from './calendar';
import type { AnyDb } from './db';
import { type Doc, idOf, LIVE, movedAt, ref, statusByAge, target, versionOf } from './documents';
import { fulfilment } from './fulfil';
import { type Actor, actor, type MasterData, masterData } from './master-data';
import { prepare } from './numbers';
import { insertPaths, pathsOf } from './paths';
import { type Rng, rng } from './random';

/** What a trade demo (purchase, sale) starts from: its generator, the year, the master data and who keeps the stores. */
export async function tradeDemo(ctx: SeedContext, seed: number) {
  const db = ctx.db as AnyDb;
  const md = await masterData(db, ctx.tenant.id);
  const admin: Actor = { id: ctx.creator.id, name: ctx.creator.name };
  return {
    db,
    T: ctx.tenant.id,
    cal: calendar(),
    r: rng(seed),
    md,
    admin,
    keeper: actor(md, 'wangqiang', admin),
    precisionOf: new Map(md.materials.map((m) => [Number(m.id), Number(m.unit_precision ?? 0)])),
    material: new Map(md.materials.map((m) => [Number(m.id), m])),
  };
}

/** The warehouse a material goes to by its category (`byCategory`: category → warehouse code), else `fallback`'s, else the first. */
export function warehouseOf(md: MasterData, byCategory: Record<string, string>, fallback: string): (m: Row) => number | null {
  const ids = new Map(md.warehouses.map((w) => [String(w.code), Number(w.id)]));
  return (m) => ids.get(byCategory[String(m.category)] ?? fallback) ?? (md.warehouses.length ? Number(md.warehouses[0].id) : null);
}

/**
 * An order line of material `m` at `unitPrice`: a quantity worth about 8 000 × `size` at that price,
 * in the material's precision; `extra` is drawn after the quantity (the generator's order).
 */
export function orderLine(r: Rng, m: Row, size: number, unitPrice: number, extra: () => Row): Row {
  return {
    material_id: Number(m.id),
    spec: m.spec ?? null,
    unit: m.unit ?? null,
    quantity: niceQty(r.logNormal(8000 * size, 0.9) / unitPrice, Number(m.unit_precision ?? 0)),
    unit_price: unitPrice,
    ...extra(),
  };
}

/** A document's record fields: made on `day` at `created` by `by`; a saved one was last moved by its maker, any other by `auditor`. */
export function docLife(r: Rng, cal: Calendar, day: string, created: string, status: string, by: Actor, auditor: Actor): Omit<Doc, 'h' | 'c'> {
  return { id: 0, day, status, version: versionOf(status), created, modified: movedAt(r, cal, day, created, status), creator: by, modifier: status === 'Saved' ? by : auditor };
}

/** Audited when at least `recent` days old, otherwise saved, committed or audited by its age. */
export function settledStatus(r: Rng, cal: Calendar, day: string, recent: number): string {
  return cal.age(day) >= recent ? 'Audit' : statusByAge(r, cal.age(day), { recent });
}

export interface ShipOptions {
  /** the day of the first shipment of an audited order */
  firstDay: (order: Doc) => string;
  /** how likely a partly filled order older than 60 days is closed by hand */
  manualChance: number;
  /** shipments younger than this many days may still be unaudited */
  recent: number;
  precisionOf: ReadonlyMap<number, number>;
  material: ReadonlyMap<number, Row>;
  /** order line fields a shipment line carries beyond material, quantity and price */
  carry?: readonly string[];
  /** the first letter of a batch number made for a material that needs batches */
  batchPrefix: string;
  keeper: Actor;
  auditor: Actor;
  head: (order: Doc, day: string, life: Omit<Doc, 'h' | 'c'>) => Row;
}

/** The shipments of the audited orders (a shipment follows only an audited one), and the partly filled orders to close by hand. */
export function shipOrders(r: Rng, cal: Calendar, orders: readonly Doc[], o: ShipOptions): { shipments: Doc[]; manual: Set<Doc> } {
  const shipments: Doc[] = [];
  const manual = new Set<Doc>();
  for (const order of orders) {
    if (order.status !== 'Audit') continue;
    const lines = order.c.items.map((l) => ({ quantity: Number(l.quantity), precision: o.precisionOf.get(Number(l.material_id)) ?? 0 }));
    const plan = fulfilment(r, cal, order.day, o.firstDay(order), lines);
    if (plan.partial && cal.age(order.day) > 60 && r.chance(o.manualChance)) manual.add(order);
    let previousAudited = true;
    for (const s of plan.shipments) {
      if (!previousAudited) break;
      const status = settledStatus(r, cal, s.day, o.recent);
      const life = docLife(r, cal, s.day, officeTime(s.day, r, order.modified), status, o.keeper, o.auditor);
      const items = order.c.items.flatMap((l, i): Row[] => {
        if (!s.qty[i]) return [];
        const batched = o.material.get(Number(l.material_id))?.need_batch;
        return [
          {
            material_id: l.material_id,
            spec: l.spec,
            unit: l.unit,
            quantity: s.qty[i],
            unit_price: l.unit_price,
            ...carried(l, o.carry),
            order_item_id: ref(l),
            order_id: ref(order),
            batch_no: batched ? `${o.batchPrefix}${s.day.replace(/-/g, '')}${String(i + 1).padStart(2, '0')}` : null,
            returned_qty: 0,
          },
        ];
      });
      shipments.push({ ...life, h: o.head(order, s.day, life), c: { items, pays: [], cost_items: [] } });
      previousAudited = status === 'Audit';
    }
  }
  return { shipments, manual };
}

export interface ReturnOptions {
  count: number;
  /** shipments at least this many days old may be returned from */
  minAge: number;
  /** days after the shipment a return is made: [from, to] */
  after: readonly [number, number];
  /** how likely a return takes back one line (else two) */
  oneLine: number;
  /** how likely a line goes back whole although a part could (0: never drawn) */
  whole: number;
  /** the share of a line that goes back: from + width × a draw */
  part: readonly [number, number];
  precisionOf: ReadonlyMap<number, number>;
  carry?: readonly string[];
  /** the return line's fields naming the shipment line and the shipment */
  via: string;
  source: string;
  by: Actor;
  auditor: Actor;
  head: (shipment: Doc, day: string) => Row;
}

/** Returns made from audited shipments, each taking back part or all of one or two of its lines. */
export function returnsFrom(r: Rng, cal: Calendar, shipments: readonly Doc[], o: ReturnOptions): Doc[] {
  const eligible = shipments.filter((s) => s.status === 'Audit' && cal.age(s.day) >= o.minAge);
  const returns: Doc[] = [];
  const picked = new Set(r.sample(eligible, o.count));
  for (const s of eligible.filter((x) => picked.has(x))) {
    const day = minDate(maxDate(addDays(s.day, r.int(o.after[0], o.after[1])), s.modified.slice(0, 10)), cal.today);
    const status = settledStatus(r, cal, day, 3);
    const created = officeTime(day, r, s.modified);
    const items = r.sample(s.c.items, r.chance(o.oneLine) ? 1 : 2).flatMap((l): Row[] => {
      const q = Number(l.quantity);
      const precision = o.precisionOf.get(Number(l.material_id)) ?? 0;
      const back = q <= (precision > 0 ? 0.02 : 1) || (o.whole > 0 && r.chance(o.whole)) ? q : partQty(q, o.part[0] + o.part[1] * r.next(), precision);
      if (!(back > 0)) return [];
      return [{ material_id: l.material_id, spec: l.spec, unit: l.unit, quantity: back, unit_price: l.unit_price, ...carried(l, o.carry), [o.via]: ref(l), [o.source]: ref(s) }];
    });
    if (!items.length) continue;
    returns.push({ ...docLife(r, cal, day, created, status, o.by, o.auditor), h: o.head(s, day), c: { items } });
  }
  // what the live returns took back, on the shipment lines
  for (const j of returns) {
    if (!LIVE.has(j.status)) continue;
    for (const l of j.c.items) {
      const sl = target(l[o.via]);
      sl.returned_qty = num(big(sl.returned_qty).plus(big(l.quantity)));
    }
  }
  return returns;
}

const carried = (line: Row, fields: readonly string[] = []): Row => Object.fromEntries(fields.map((f) => [f, line[f]]));

/**
 * Numbers, computes and writes the document sets in order, each made from the one before it: the
 * receipt paths `links[i]` (its code, and the line field naming the source) join set i to set i + 1.
 */
export async function writeDocs(db: AnyDb, tenantId: string, sets: Array<[EntityDef, Doc[]]>, links: Array<[code: string, via: string]>): Promise<void> {
  await prepare(db, tenantId, sets);
  const writes = new Writes();
  for (const [def, docs] of sets) await writes.computeAndInsert(db, tenantId, def, docs);
  const paths = links.flatMap(([code, via], i) => pathsOf(code, sets[i][0].code, sets[i + 1][0].code, sets[i + 1][1], (d) => d.c.items.map((l) => idOf(l[via]))));
  writes.add(insertPaths(db, tenantId, paths));
  await writes.done();
}
