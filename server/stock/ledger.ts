// The stock engine's shared parts: what a move is, the place key of a balance, the ledger row a
// move writes, the moving average it keeps, and the names its refusals show. Every statement runs
// in the caller's transaction (the audit that causes the move) and names tenant_id.
import { type Kysely, sql } from 'kysely';
import { Big } from '../../schemas/compute/decimal';
import type { DB } from '../db/types';
import type { Lang } from '../i18n';
import { entityByCode } from '../modules/catalogue';
import { conflict } from '../rpc/errors';
import { type StockMessage, stockText } from './messages';

export type StockDb = Kysely<DB>;

/** Where goods are: material × warehouse × area × position × batch × container × project. */
export interface StockPlace {
  material: number;
  warehouse: number;
  area?: number | null;
  position?: number | null;
  batch?: string | null;
  container?: string | null;
  project?: string | null;
}

export interface StockMove extends StockPlace {
  /** positive; the direction is the call's (stockIn / stockOut) */
  qty: Big;
  /** entry price per unit (absent: the warehouse's moving average) */
  price?: Big | null;
  expiry?: string | null;
  supplier?: number | null;
  /** the document line that moves */
  line?: number | null;
}

export interface StockDoc {
  entity: string;
  id: number;
  code: string | null;
}

export interface StockActor {
  tenantId: string;
  userId: number | null;
  userName: string | null;
  lang: Lang;
}

export interface PlaceKey {
  material_id: number;
  warehouse_id: number;
  area_id: number;
  position_id: number;
  batch_no: string;
  container_code: string;
  project: string;
}

export const placeKey = (p: StockPlace): PlaceKey => ({
  material_id: p.material,
  warehouse_id: p.warehouse,
  area_id: p.area ?? 0,
  position_id: p.position ?? 0,
  batch_no: p.batch ?? '',
  container_code: p.container ?? '',
  project: p.project ?? '',
});

/** A stable order of places: moves lock balances in it, so two documents never wait on each other crosswise. */
export const placeOrder = (a: PlaceKey, b: PlaceKey) =>
  a.material_id - b.material_id || a.warehouse_id - b.warehouse_id || a.area_id - b.area_id || a.position_id - b.position_id || a.batch_no.localeCompare(b.batch_no) || a.container_code.localeCompare(b.container_code) || a.project.localeCompare(b.project);

/** The statuses a move leaves alone (a count, a transfer or goods in transit keep theirs). */
export const HELD_STATUSES = ['Count', 'Transfer', 'InTransit', 'WaitStock'] as const;

/** The balance's status after its total changed. */
export const statusAfter = (total: ReturnType<typeof sql>) => sql`case when stock_balance.status in ('Count', 'Transfer', 'InTransit', 'WaitStock') then stock_balance.status when ${total} > 0 then 'Stock' else 'OutOfStock' end`;

export async function writeLedger(db: StockDb, actor: StockActor, doc: StockDoc, kind: string, at: PlaceKey, qty: Big, unitPrice: Big, line: number | null, reverses: number | null = null): Promise<void> {
  await db
    .insertInto('stock_ledger')
    .values({
      tenant_id: actor.tenantId,
      material_id: at.material_id,
      warehouse_id: at.warehouse_id,
      area_id: at.area_id,
      position_id: at.position_id,
      batch_no: at.batch_no,
      container_code: at.container_code,
      project: at.project,
      qty: qty.toFixed(6),
      unit_price: unitPrice.toFixed(6),
      amount: qty.times(unitPrice).toFixed(6),
      kind,
      doc_entity: doc.entity,
      doc_id: doc.id,
      doc_code: doc.code,
      line_id: line,
      reverses,
      user_id: actor.userId,
      user_name: actor.userName,
    })
    .execute();
}

/** The moving average of a material in a warehouse (0 before its first entry). */
export async function averagePrice(db: StockDb, tenantId: string, material: number, warehouse: number): Promise<Big> {
  const row = await db.selectFrom('stock_price').select('unit_price').where('tenant_id', '=', tenantId).where('material_id', '=', material).where('warehouse_id', '=', warehouse).executeTakeFirst();
  return new Big(row?.unit_price ?? '0');
}

/**
 * Adds qty at value to the material's moving average in the warehouse (negative to take away). An
 * entry recomputes the average; goods leaving at the average leave it as it is; when nothing is
 * left the last average stays for the next out-move to use.
 */
export async function movePrice(db: StockDb, tenantId: string, material: number, warehouse: number, qty: Big, value: Big): Promise<void> {
  const q = qty.toFixed(6);
  const v = value.toFixed(6);
  const entryPrice = qty.gt(0) ? value.div(qty).toFixed(6) : '0';
  await sql`
    insert into stock_price as p (tenant_id, material_id, warehouse_id, qty, value, unit_price)
    values (${tenantId}, ${material}, ${warehouse}, ${q}::numeric, ${v}::numeric, ${entryPrice}::numeric)
    on conflict (tenant_id, material_id, warehouse_id) do update set
      qty = p.qty + excluded.qty,
      value = p.value + excluded.value,
      unit_price = case when p.qty + excluded.qty > 0 then round((p.value + excluded.value) / (p.qty + excluded.qty), 6) else p.unit_price end
  `.execute(db);
}

/**
 * The tables of the two entities stock is kept of, Material and Warehouse, as the module list
 * declares them (the stock facility is the core's; the master data that names them is a module's).
 */
function stockTables(): { material: string; warehouse: string } {
  const table = (code: string) => {
    const t = entityByCode(code)?.table;
    if (!t) throw new Error(`stock: no entity ${code} is declared`);
    return t;
  };
  return { material: table('Material'), warehouse: table('Warehouse') };
}

/** Whether the warehouse lets goods go below zero (the Warehouse entity's 允许负库存, allow_negative). */
export async function allowsNegative(db: StockDb, tenantId: string, warehouse: number): Promise<boolean> {
  const row = await sql<{ allow_negative: boolean | null }>`select allow_negative from ${sql.table(stockTables().warehouse)} where tenant_id = ${tenantId} and id = ${warehouse}`.execute(db);
  return row.rows[0]?.allow_negative === true;
}

/** A refusal naming the material and warehouse by their codes and names. */
export async function refuse(db: StockDb, actor: StockActor, key: StockMessage, at: { material: number; warehouse: number }, vars: Record<string, string> = {}): Promise<never> {
  const tables = stockTables();
  const m = await sql<{ label: string }>`select code || ' ' || name as label from ${sql.table(tables.material)} where tenant_id = ${actor.tenantId} and id = ${at.material}`.execute(db);
  const w = await sql<{ label: string }>`select name as label from ${sql.table(tables.warehouse)} where tenant_id = ${actor.tenantId} and id = ${at.warehouse}`.execute(db);
  throw conflict(stockText(actor.lang, key, { material: m.rows[0]?.label ?? `#${at.material}`, warehouse: w.rows[0]?.label ?? `#${at.warehouse}`, ...vars }));
}

/** A quantity as people read it: no trailing zeros. */
export const shown = (q: Big | string) => new Big(q).toFixed(6).replace(/\.?0+$/, '');
