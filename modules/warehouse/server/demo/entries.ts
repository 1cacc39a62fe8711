// The entries of the demo: purchase entries made from the audited arrivals (arrivalToEntry: each
// arrival line whole, on a position of the arrival's warehouse, its batch or a new PC batch, at its
// price, 0–3 days after the arrival; a share of the newest arrivals still waits), and the entries
// that keep sold goods in stock — production output of the finished and semi-finished goods and
// replenishment of the bought goods sold from a sales warehouse — at a plausible cost price.
import { Big } from '../../../../schemas/compute/decimal';
import type { Row } from '../../../../schemas/compute/record';
import { addDays, big, type Doc, maxDate, num, purchasePrice, round } from '../../../../server/seed/demo-kit';
import { micro } from './micro';
import { putAway } from './places';
import { newBatch, newDoc, type WarehouseRun } from './run';
import type { SourceDoc } from './sources';
import type { InMove } from './stock-book';

/** Days from an arrival to its entry: mostly the same day or the next. */
const ENTRY_LAG = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3];

/** Materials whose lots expire (oils, greases, coolants): known expiry dates, 1½–2½ years out. */
const EXPIRING = new Set(['AUX']);

export function entriesFromArrivals(run: WarehouseRun, arrivals: SourceDoc[]): Doc[] {
  const { cal, r } = run;
  const out: Doc[] = [];
  for (const a of arrivals) {
    const day = maxDate(addDays(a.day, r.pick(ENTRY_LAG)), a.audited.slice(0, 10));
    if (day > cal.today) continue;
    // the newest arrivals: some are still waiting to be put away
    if (cal.age(day) <= 2 && r.chance(0.3)) continue;
    const items = a.lines.map((l): Row => {
      const m = run.materials.get(l.material);
      const pos = putAway(r, run.layout, a.warehouse, l.material);
      return {
        material_id: l.material,
        spec: l.spec,
        unit: l.unit,
        quantity: num(l.quantity),
        unit_price: num(big(l.unitPrice)),
        batch_no: l.batch ?? newBatch(run, 'PC', day),
        position_id: pos.id,
        expiry_date: EXPIRING.has(String(m?.category)) ? addDays(day, r.int(540, 900)) : null,
        arrival_item_id: l.id,
        arrival_id: a.id,
      };
    });
    out.push(newDoc(run, day, a.audited, { entry_type: 'Purchase', bill_date: day, warehouse_id: a.warehouse, arrival_id: a.id, supplier_id: a.party }, items));
  }
  return out;
}

/** An entry's lines as the engine reads them (EntityDef.stock of WmsEntry). */
export function inMoves(d: Doc): InMove[] {
  return d.c.items.map((l) => ({
    line: l,
    material: Number(l.material_id),
    warehouse: Number(d.h.warehouse_id),
    position: Number(l.position_id ?? 0),
    batch: String(l.batch_no ?? ''),
    qty: micro(l.quantity),
    price: micro(l.unit_price),
    expiry: (l.expiry_date as string | null) ?? null,
    supplier: d.h.supplier_id == null ? null : Number(d.h.supplier_id),
  }));
}

/** A quantity a planner would book: at least `q`, rounded up to a step that fits its size. */
export function roundUp(q: Big, precision: number): Big {
  const n = num(q);
  if (precision > 0 && n < 10) return q.round(Math.min(precision, 2), Big.roundUp);
  const step = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].filter((s) => s <= n / 8).pop() ?? 1;
  return new Big(Math.ceil(n / step) * step);
}

export interface Shortfall {
  material: number;
  qty: Big;
}

const MAX_LINES = 30;

/**
 * The month's output into one warehouse, entered at `at` (the start of the month): production
 * entries of what the company makes, other entries of bought goods sold from the warehouse, at
 * most 30 lines each, audited at once (the month's deliveries count on them).
 */
export function replenish(run: WarehouseRun, warehouse: number, day: string, at: string, created: string, wanted: Shortfall[]): Doc[] {
  const { r } = run;
  const made = (m: Row | undefined) => m?.manu_mode === 'HouseMade' || m?.manu_mode === 'OutSourced';
  const docs: Doc[] = [];
  for (const [type, prefix, remark] of [
    ['Production', 'SC', '本月完工入库'],
    ['Other', 'QT', '外购备件补库'],
  ] as const) {
    const lines = wanted.filter((w) => made(run.materials.get(w.material)) === (type === 'Production')).sort((x, y) => x.material - y.material);
    for (let i = 0; i < lines.length; i += MAX_LINES) {
      const items = lines.slice(i, i + MAX_LINES).map((w): Row => {
        const m = run.materials.get(w.material)!;
        const cost = purchasePrice(m) * (0.96 + 0.08 * r.next());
        return {
          material_id: w.material,
          spec: m.spec ?? null,
          unit: m.unit ?? null,
          quantity: num(w.qty),
          unit_price: round(cost, cost < 10 ? 4 : 2),
          batch_no: newBatch(run, prefix, day),
          position_id: putAway(r, run.layout, warehouse, w.material).id,
          expiry_date: null,
        };
      });
      docs.push({
        id: 0,
        day,
        status: 'Audit',
        version: 3,
        created,
        modified: at,
        creator: run.keeper,
        modifier: run.auditor,
        h: { entry_type: type, bill_date: day, warehouse_id: warehouse, remark },
        c: { items },
      });
    }
  }
  return docs;
}
