// Moving goods in and out. An in-move adds to its place (one upsert) and recomputes the moving
// average; an out-move takes from its place, or — when the document leaves the position or batch
// open — from the material's places in the warehouse first in, first out. Every balance an
// out-move touches is locked (FOR UPDATE, in place order) before it is read, so of fifty
// deliveries of the last ten units exactly ten units go; a warehouse that allows negative stock
// lets the rest go below zero at the named place.
import { sql } from 'kysely';
import { Big } from '../../schemas/compute/decimal';
import { allowsNegative, averagePrice, movePrice, type PlaceKey, placeKey, placeOrder, refuse, shown, type StockActor, type StockDb, type StockDoc, type StockMove, type StockPlace, statusAfter, writeLedger } from './ledger';

const ZERO = new Big(0);

async function checkQuantity(db: StockDb, actor: StockActor, m: StockMove): Promise<void> {
  if (!m.qty.gt(0)) await refuse(db, actor, 'badQuantity', m);
}

/** Adds to one place; refuses a frozen place or one being counted. */
export async function addAt(db: StockDb, actor: StockActor, at: PlaceKey, qty: Big, extra: { expiry?: string | null; supplier?: number | null } = {}): Promise<void> {
  const q = qty.toFixed(6);
  const total = sql`stock_balance.total + excluded.total`;
  const row = await sql<{ frozen: boolean; status: string }>`
    insert into stock_balance (tenant_id, material_id, warehouse_id, area_id, position_id, batch_no, container_code, project, total, expiry_date, supplier_id, status)
    values (${actor.tenantId}, ${at.material_id}, ${at.warehouse_id}, ${at.area_id}, ${at.position_id}, ${at.batch_no}, ${at.container_code}, ${at.project}, ${q}::numeric, ${extra.expiry ?? null}::date, ${extra.supplier ?? null}, case when ${q}::numeric > 0 then 'Stock' else 'OutOfStock' end)
    on conflict (tenant_id, material_id, warehouse_id, area_id, position_id, batch_no, container_code, project) do update set
      total = ${total},
      status = ${statusAfter(total)},
      expiry_date = coalesce(stock_balance.expiry_date, excluded.expiry_date),
      supplier_id = coalesce(stock_balance.supplier_id, excluded.supplier_id),
      first_in = case when stock_balance.total <= 0 then now() else stock_balance.first_in end,
      updated_at = now()
    returning frozen, status
  `.execute(db);
  const after = row.rows[0];
  if (after.frozen) await refuse(db, actor, 'frozen', { material: at.material_id, warehouse: at.warehouse_id });
  if (after.status === 'Count') await refuse(db, actor, 'counting', { material: at.material_id, warehouse: at.warehouse_id });
}

/** Goods into stock: each move at its place and price (absent: the moving average). */
export async function stockIn(db: StockDb, actor: StockActor, doc: StockDoc, moves: StockMove[], kind = 'in'): Promise<void> {
  const sorted = [...moves].sort((a, b) => placeOrder(placeKey(a), placeKey(b)));
  for (const m of sorted) {
    await checkQuantity(db, actor, m);
    const at = placeKey(m);
    await addAt(db, actor, at, m.qty, { expiry: m.expiry, supplier: m.supplier });
    const price = m.price ?? (await averagePrice(db, actor.tenantId, m.material, m.warehouse));
    await movePrice(db, actor.tenantId, m.material, m.warehouse, m.qty, m.qty.times(price));
    await writeLedger(db, actor, doc, kind, at, m.qty, price, m.line ?? null);
  }
}

interface Candidate extends PlaceKey {
  id: number;
  total: string;
  occupied: string;
  locked: string;
  frozen: boolean;
  status: string;
}

/** The balances an out-move may take from, locked, first in first out (a named place: that one only). */
async function candidates(db: StockDb, actor: StockActor, m: StockMove): Promise<Candidate[]> {
  let q = db
    .selectFrom('stock_balance')
    .select(['id', 'material_id', 'warehouse_id', 'area_id', 'position_id', 'batch_no', 'container_code', 'project', 'total', 'occupied', 'locked', 'frozen', 'status'])
    .where('tenant_id', '=', actor.tenantId)
    .where('material_id', '=', m.material)
    .where('warehouse_id', '=', m.warehouse);
  if (m.area) q = q.where('area_id', '=', m.area);
  // position 0 named on purpose is the warehouse's unplaced goods (an entry line without a position); null leaves it open
  if (m.position != null) q = q.where('position_id', '=', m.position);
  if (m.batch) q = q.where('batch_no', '=', m.batch);
  if (m.container) q = q.where('container_code', '=', m.container);
  if (m.project) q = q.where('project', '=', m.project);
  return (await q.orderBy('first_in').orderBy('id').forUpdate().execute()) as Candidate[];
}

const free = (c: Candidate) => new Big(c.total).minus(c.occupied).minus(c.locked);

/** Takes qty from one locked balance. */
async function takeFrom(db: StockDb, tenantId: string, c: Candidate, qty: Big): Promise<void> {
  const total = sql`stock_balance.total - ${qty.toFixed(6)}::numeric`;
  await sql`update stock_balance set total = ${total}, status = ${statusAfter(total)}, updated_at = now() where tenant_id = ${tenantId} and id = ${c.id}`.execute(db);
}

/** What an out-move took: from which place, how much, at which price. */
export interface TakenPart {
  at: PlaceKey;
  qty: Big;
  price: Big;
  move: StockMove;
}

/** Goods out of stock at the moving average; refuses what is not there (frozen and counted places give nothing). */
export async function stockOut(db: StockDb, actor: StockActor, doc: StockDoc, moves: StockMove[], kind = 'out'): Promise<TakenPart[]> {
  const sorted = [...moves].sort((a, b) => placeOrder(placeKey(a), placeKey(b)));
  const taken: TakenPart[] = [];
  for (const m of sorted) {
    await checkQuantity(db, actor, m);
    const price = await averagePrice(db, actor.tenantId, m.material, m.warehouse);
    const found = await candidates(db, actor, m);
    const named = !!m.position || !!m.batch;
    if (named && found.length === 1 && found[0].frozen) await refuse(db, actor, 'frozen', m);
    if (named && found.length === 1 && found[0].status === 'Count') await refuse(db, actor, 'counting', m);
    let left = m.qty;
    let available = ZERO;
    for (const c of found) {
      if (c.frozen || c.status === 'Count' || !left.gt(0)) continue;
      const here = free(c);
      if (!here.gt(0)) continue;
      available = available.plus(here);
      const take = here.lt(left) ? here : left;
      await takeFrom(db, actor.tenantId, c, take);
      await writeLedger(db, actor, doc, kind, c, take.times(-1), price, m.line ?? null);
      taken.push({ at: { material_id: c.material_id, warehouse_id: c.warehouse_id, area_id: c.area_id, position_id: c.position_id, batch_no: c.batch_no, container_code: c.container_code, project: c.project }, qty: take, price, move: m });
      left = left.minus(take);
    }
    if (left.gt(0)) {
      if (!(await allowsNegative(db, actor.tenantId, m.warehouse))) await refuse(db, actor, 'insufficient', m, { available: shown(available), qty: shown(m.qty) });
      const at = placeKey(m);
      await addAt(db, actor, at, left.times(-1));
      await writeLedger(db, actor, doc, kind, at, left.times(-1), price, m.line ?? null);
      taken.push({ at, qty: left, price, move: m });
    }
    await movePrice(db, actor.tenantId, m.material, m.warehouse, m.qty.times(-1), m.qty.times(price).times(-1));
  }
  return taken;
}

/** A move from one place to another: out of `from` (first in first out where it leaves the batch open), into `to` at the price it left with, batch by batch. */
export interface TransferMove {
  from: StockMove;
  to: Pick<StockPlace, 'warehouse' | 'area' | 'position'>;
}

export async function stockTransfer(db: StockDb, actor: StockActor, doc: StockDoc, moves: TransferMove[]): Promise<void> {
  for (const t of moves) {
    const parts = await stockOut(db, actor, doc, [t.from], 'transferOut');
    for (const p of parts) {
      const at = placeKey({ material: p.at.material_id, warehouse: t.to.warehouse, area: t.to.area, position: t.to.position, batch: p.at.batch_no, container: p.at.container_code, project: p.at.project });
      await addAt(db, actor, at, p.qty);
      await movePrice(db, actor.tenantId, p.at.material_id, t.to.warehouse, p.qty, p.qty.times(p.price));
      await writeLedger(db, actor, doc, 'transferIn', at, p.qty, p.price, t.from.line ?? null);
    }
  }
}
