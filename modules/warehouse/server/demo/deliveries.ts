// The deliveries of the demo: made from the audited sale deliveries (saleToWmsDelivery: every line
// whole, at its sale price, 0–2 days after the sale delivery; a share of the newest still waits),
// the goods taken first in first out when the delivery is audited (the year's replay, year.ts):
// a line taken from one place names its position and batch, as the picker recorded it; a line
// taken from several leaves them open, as the engine's FIFO does.
import type { Row } from '../../../../schemas/compute/record';
import { addDays, big, type Doc, maxDate, num } from '../../../../server/seed/demo-kit';
import { micro } from './micro';
import { newDoc, type WarehouseRun } from './run';
import type { SourceDoc } from './sources';
import type { OutMove, Taken } from './stock-book';

const ISSUE_LAG = [0, 0, 0, 0, 0, 1, 1, 1, 2];

export function deliveriesFromSales(run: WarehouseRun, sales: SourceDoc[]): Doc[] {
  const { cal, r } = run;
  const out: Doc[] = [];
  for (const s of sales) {
    const day = maxDate(addDays(s.day, r.pick(ISSUE_LAG)), s.audited.slice(0, 10));
    if (day > cal.today) continue;
    if (cal.age(day) <= 1 && r.chance(0.2)) continue;
    const items = s.lines.map(
      (l): Row => ({
        material_id: l.material,
        spec: l.spec,
        unit: l.unit,
        quantity: num(l.quantity),
        unit_price: num(big(l.unitPrice)),
        batch_no: null,
        position_id: null,
        delivery_item_id: l.id,
        sale_delivery_id: s.id,
      }),
    );
    out.push(newDoc(run, day, s.audited, { delivery_type: 'Sale', bill_date: day, warehouse_id: s.warehouse, sale_delivery_id: s.id, customer_id: s.party }, items));
  }
  return out;
}

/** A delivery's lines as the engine reads them (EntityDef.stock of WmsDelivery, position and batch open). */
export function outMoves(d: Doc): OutMove[] {
  return d.c.items.map((l) => ({ line: l, material: Number(l.material_id), warehouse: Number(d.h.warehouse_id), qty: micro(l.quantity) }));
}

/** Lines taken from one place name it (position and batch); the others stay open. */
export function namePlaces(taken: Map<Row, Taken>): void {
  for (const [line, parts] of taken) {
    if (parts.length !== 1) continue;
    line.position_id = parts[0].place.position || null;
    line.batch_no = parts[0].place.batch || null;
  }
}
