// The year replayed in time order: every audited entry and delivery at its audit moment, through
// the in-memory stock book (stock-book.ts). At the start of every month (the first day of the
// year, then the 1st of each month, before office hours) each warehouse receives the month's
// output: what the month's deliveries will take of each material there, plus a 10–30% buffer,
// less what it already holds — production entries of the goods the company makes, other entries
// of bought goods sold from it — so no delivery ever finds too little.
import { Big } from '../../../../schemas/compute/decimal';
import { type Doc, LIVE, round } from '../../../../server/seed/demo-kit';
import { namePlaces, outMoves } from './deliveries';
import { inMoves, replenish, roundUp, type Shortfall } from './entries';
import { micro, text, times } from './micro';
import type { WarehouseRun } from './run';
import type { StockBook } from './stock-book';

interface Event {
  at: string;
  doc: Doc;
  out: boolean;
}

const addMinutes = (iso: string, n: number) => new Date(Date.parse(iso) + n * 60_000).toISOString();

/** Replays the year; answers the month-start entries it made (audited, in time order). */
export function replayYear(run: WarehouseRun, book: StockBook, entries: Doc[], deliveries: Doc[]): Doc[] {
  const { r } = run;
  // at one moment goods come in before they go out
  const events: Event[] = [
    ...entries.filter((d) => LIVE.has(d.status)).map((doc) => ({ at: doc.modified, doc, out: false })),
    ...deliveries.filter((d) => LIVE.has(d.status)).map((doc) => ({ at: doc.modified, doc, out: true })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : Number(a.out) - Number(b.out)));

  const starts = run.cal.days.filter((d, i) => i === 0 || d.endsWith('-01')).map((day) => ({ day, at: `${day}T00:${String(r.int(10, 25)).padStart(2, '0')}:00.000Z` }));
  const monthOf = (at: string) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid].at <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  // what each month's deliveries take, by warehouse and material (drafts too: they want the goods once audited)
  const demand = starts.map(() => new Map<number, Map<number, bigint>>());
  for (const d of deliveries) {
    const month = demand[monthOf(d.modified)];
    const wh = Number(d.h.warehouse_id);
    const byMaterial = month.get(wh) ?? month.set(wh, new Map()).get(wh)!;
    for (const l of d.c.items) byMaterial.set(Number(l.material_id), (byMaterial.get(Number(l.material_id)) ?? 0n) + micro(l.quantity));
  }

  const made: Doc[] = [];
  let next = 0;
  const playUntil = (at: string | null) => {
    for (; next < events.length && (at === null || events[next].at < at); next++) {
      const { doc, out } = events[next];
      if (out) namePlaces(book.issue(doc, outMoves(doc), doc.modified, doc.modifier));
      else book.enter(doc, inMoves(doc), doc.modified, doc.modifier);
    }
  };
  starts.forEach((start, k) => {
    playUntil(start.at);
    const created = addMinutes(start.at, -r.int(5, 9));
    for (const [warehouse, byMaterial] of [...demand[k]].sort((a, b) => a[0] - b[0])) {
      const wanted: Shortfall[] = [];
      for (const [material, qty] of [...byMaterial].sort((a, b) => a[0] - b[0])) {
        const need = times(qty, micro(round(1.1 + 0.2 * r.next(), 2))) - book.onHand(material, warehouse);
        if (need > 0n) wanted.push({ material, qty: roundUp(new Big(text(need)), Number(run.materials.get(material)?.unit_precision ?? 0)) });
      }
      for (const doc of replenish(run, warehouse, start.day, start.at, created, wanted)) {
        book.enter(doc, inMoves(doc), doc.modified, doc.modifier);
        made.push(doc);
      }
    }
  });
  playUntil(null);
  return made;
}
