// How the demo's audited orders are fulfilled — the arrivals of a purchase order, the deliveries of
// a sale order: most completely at once, some in two parts, some only partly, some not yet, never
// after the seed day — so the orders' progress and open quantities look like a real year's.
import { big, num, partQty } from './amounts';
import { addDays, type Calendar, minDate, officeTime } from './calendar';
import { type Doc, LIVE, target } from './documents';
import type { Rng } from './random';

export interface Shipment {
  day: string;
  /** quantity of each order line in this shipment (0: not in it) */
  qty: number[];
}

/**
 * How an audited order is fulfilled (arrivals of a purchase order, deliveries of a sale order):
 * most completely at once, some in two parts, some only partly, some not yet. Nothing after today.
 */
export function fulfilment(r: Rng, cal: Calendar, orderDay: string, firstDay: string, lines: Array<{ quantity: number; precision: number }>): { shipments: Shipment[]; partial: boolean } {
  if (firstDay > cal.today) return { shipments: [], partial: false };
  const all = lines.map((l) => l.quantity);
  const x = r.next();
  const whole = [{ day: firstDay, qty: all }];
  if (x < 0.72) return { shipments: whole, partial: false };
  if (x >= 0.92) return cal.age(orderDay) > 45 ? { shipments: whole, partial: false } : { shipments: [], partial: false };
  const first: number[] = lines.map((l): number => (l.quantity > (l.precision > 0 ? 0.02 : 1) && !r.chance(0.25) ? partQty(l.quantity, 0.3 + 0.5 * r.next(), l.precision) : r.chance(0.5) ? l.quantity : 0));
  if (!first.some((q) => q > 0)) first[0] = partQty(lines[0].quantity, 0.5, lines[0].precision) || lines[0].quantity;
  if (first.every((q, i) => q === lines[i].quantity)) {
    const i = lines.findIndex((l) => l.quantity > (l.precision > 0 ? 0.02 : 1));
    if (i < 0) return { shipments: whole, partial: false };
    first[i] = partQty(lines[i].quantity, 0.5, lines[i].precision);
  }
  const part = { day: firstDay, qty: first };
  if (x < 0.84) {
    const second = addDays(firstDay, r.int(4, 15));
    if (second > cal.today) return { shipments: [part], partial: true };
    return { shipments: [part, { day: second, qty: lines.map((l, i) => num(big(l.quantity).minus(first[i]))) }], partial: false };
  }
  return { shipments: [part], partial: true };
}

/**
 * What the live shipments did to their orders, as the audits would have: each order line's
 * `progress` (arrived / delivered quantity) is the sum of its live shipment lines (`via`: the
 * order line); an audited order whose every line is done finishes with its last shipment, one in
 * `manual` (partly fulfilled, closed by hand) is finished manually some days after it.
 */
export function closeOrders(r: Rng, cal: Calendar, orders: Doc[], shipments: Doc[], o: { progress: string; via: string; orderOf: string; manual: ReadonlySet<Doc> }): void {
  const lastShipment = new Map<Doc, Doc>();
  for (const s of shipments) {
    if (!LIVE.has(s.status)) continue;
    for (const l of s.c.items) {
      const ol = target(l[o.via]);
      ol[o.progress] = num(big(ol[o.progress]).plus(big(l.quantity)));
    }
    lastShipment.set(target<Doc>(s.h[o.orderOf]), s);
  }
  for (const order of orders) {
    if (order.status !== 'Audit') continue;
    const done = order.c.items.every((l) => big(l[o.progress]).gte(big(l.quantity)));
    const last = lastShipment.get(order);
    if (done && last) {
      order.status = 'Finish';
      order.version += 1;
      order.modified = last.modified;
    } else if (o.manual.has(order) && last) {
      order.status = 'Manual';
      order.version += 1;
      order.modified = officeTime(minDate(addDays(last.day, r.int(10, 30)), cal.today), r, last.modified);
    }
  }
}
