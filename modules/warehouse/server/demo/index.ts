// Demo data of 仓储管理 (the demo tenant; other tenants get nothing): the storage areas and
// positions of every warehouse, and a year of stock movements consistent with the purchase and
// sale demos seeded before it — purchase entries from the audited arrivals, each month's output
// of the goods that are sold (production entries, other entries of bought goods), deliveries from
// the audited sale deliveries taking stock first in first out — with the stock ledger, balances
// and moving averages their audits left, the arrivals' entered and the sale deliveries' issued
// quantities and the receipt paths. The year is replayed in memory with the stock engine's rules
// and written set-based (the seed runs at every test server start): balances are the ledger's
// sums by construction, none is ever below zero, and later audits and un-audits through the
// engine work on them. Deterministic (seeded generators).
import { sql } from 'kysely';
import type { Row } from '../../../../schemas/compute/record';
import type { SeedContext } from '../../../../server/modules/types';
import { type Actor, type AnyDb, calendar, rng } from '../../../../server/seed/demo-kit';
import { deliveriesFromSales } from './deliveries';
import { entriesFromArrivals } from './entries';
import { drawPlaceIds, insertPlaces, layOut, settleStatuses } from './places';
import type { WarehouseRun } from './run';
import { loadArrivals, loadSaleDeliveries, loadWarehouses } from './sources';
import { StockBook } from './stock-book';
import { writeWarehouseDemo } from './write';
import { replayYear } from './year';

export async function seedWarehouseDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const cal = calendar(ctx.today);
  const r = rng(0x5eed0707);
  // the places draw from a generator of their own: the seed run again finds warehouses added after
  // it (the line-side one), and its documents must not shift with how many places were drawn first
  const placing = rng(0x5eed0708);
  const warehouses = await loadWarehouses(db, T);
  if (!warehouses.length) return;
  const admin: Actor = { id: ctx.creator.id, name: ctx.creator.name };
  // the warehouse keeper of the demo tenant writes the documents (the admin audits them)
  const [keeperRow] = (await sql<Row>`select id, name from app_user where tenant_id = ${T} and code = 'wangqiang'`.execute(db)).rows;
  const keeper: Actor = keeperRow ? { id: Number(keeperRow.id), name: String(keeperRow.name) } : admin;
  const materials = new Map(
    (await sql<Row>`select id, spec, unit, unit_precision, category, manu_mode, purchase_price, sale_price from mdm_material where tenant_id = ${T}`.execute(db)).rows.map((m) => [Number(m.id), m]),
  );

  const layout = layOut(placing, warehouses);
  await drawPlaceIds(db, layout);
  const run: WarehouseRun = { cal, r, layout, materials, keeper, auditor: admin, serials: new Map() };

  // the documents made from the purchase and sale demos', then the year replayed with each month's output
  const entries = entriesFromArrivals(run, await loadArrivals(db, T));
  const deliveries = deliveriesFromSales(run, await loadSaleDeliveries(db, T));
  const book = new StockBook();
  entries.push(...replayYear(run, book, entries, deliveries));
  settleStatuses(placing, layout, new Set(book.places.filter((p) => p.total > 0n).map((p) => p.position)));

  const writes = await writeWarehouseDemo(db, T, entries, deliveries, book);
  writes.add(insertPlaces(db, T, layout, admin, `${cal.days[0]}T01:00:00.000Z`));
  await writes.done();
}
