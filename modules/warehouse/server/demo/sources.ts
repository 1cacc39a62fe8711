// What the warehouse demo starts from, as the earlier demos stored it: the demo tenant's warehouses
// with their locations (the areas are laid out after them), and the audited purchase arrivals and
// sale deliveries with their lines (entered and issued from), in the order they were audited.
import { sql } from 'kysely';
import type { Big } from '../../../../schemas/compute/decimal';
import type { Row } from '../../../../schemas/compute/record';
import { type AnyDb, big } from '../../../../server/seed/demo-kit';

export interface WarehouseRow {
  id: number;
  code: string;
  name: string;
  type: string | null;
  storageMethod: string | null;
  layers: number;
  /** its locations (库区 names of the warehouse record), in their order */
  locations: string[];
}

export interface SourceLine {
  id: number;
  material: number;
  spec: string | null;
  unit: string | null;
  quantity: Big;
  /** as stored (text with the price's 6 decimals) */
  unitPrice: string;
  batch: string | null;
}

/** An audited purchase arrival or sale delivery: its day, the moment of its audit, its lines. */
export interface SourceDoc {
  id: number;
  code: string;
  day: string;
  audited: string;
  warehouse: number;
  /** the supplier (arrivals) or customer (deliveries) */
  party: number | null;
  lines: SourceLine[];
}

const dayOf = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const instantOf = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const textOrNull = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

export async function loadWarehouses(db: AnyDb, T: string): Promise<WarehouseRow[]> {
  const rows = (await sql<Row>`select id, code, name, type, storage_method, layers from mdm_warehouse where tenant_id = ${T} order by code, id`.execute(db)).rows;
  const locations = (await sql<Row>`select owner_id, name from mdm_warehouse_location where tenant_id = ${T} order by owner_id, sn, id`.execute(db)).rows;
  return rows.map((w) => ({
    id: Number(w.id),
    code: String(w.code),
    name: String(w.name),
    type: textOrNull(w.type),
    storageMethod: textOrNull(w.storage_method),
    layers: Number(w.layers ?? 1) || 1,
    locations: locations.filter((l) => Number(l.owner_id) === Number(w.id)).map((l) => String(l.name)),
  }));
}

/**
 * The audited documents of a goods entity (arrivals: erp_purchase_arrival, deliveries:
 * erp_sale_delivery) and their lines, oldest audit first.
 */
async function loadAudited(db: AnyDb, T: string, o: { table: string; lines: string; day: string; party: string }): Promise<SourceDoc[]> {
  const heads = (
    await sql<Row>`select id, code, ${sql.ref(o.day)} as day, modify_dt, warehouse_id, ${sql.ref(o.party)} as party from ${sql.table(o.table)}
      where tenant_id = ${T} and status_dict in ('Audit', 'Finish') and warehouse_id is not null order by modify_dt, id`.execute(db)
  ).rows;
  const lines = (
    await sql<Row>`select l.id, l.owner_id, l.material_id, l.spec, l.unit, l.quantity, l.unit_price, l.batch_no from ${sql.table(o.lines)} l
      where l.tenant_id = ${T} and l.material_id is not null and l.quantity > 0 order by l.owner_id, l.sn, l.id`.execute(db)
  ).rows;
  const byOwner = new Map<number, SourceLine[]>();
  for (const l of lines) {
    const list = byOwner.get(Number(l.owner_id)) ?? byOwner.set(Number(l.owner_id), []).get(Number(l.owner_id))!;
    list.push({ id: Number(l.id), material: Number(l.material_id), spec: textOrNull(l.spec), unit: textOrNull(l.unit), quantity: big(l.quantity), unitPrice: String(l.unit_price ?? '0'), batch: textOrNull(l.batch_no) });
  }
  return heads
    .map((h) => ({ id: Number(h.id), code: String(h.code), day: dayOf(h.day), audited: instantOf(h.modify_dt), warehouse: Number(h.warehouse_id), party: h.party == null ? null : Number(h.party), lines: byOwner.get(Number(h.id)) ?? [] }))
    .filter((d) => d.lines.length);
}

export const loadArrivals = (db: AnyDb, T: string) => loadAudited(db, T, { table: 'erp_purchase_arrival', lines: 'erp_purchase_arrival_item', day: 'arrival_date', party: 'supplier_id' });
export const loadSaleDeliveries = (db: AnyDb, T: string) => loadAudited(db, T, { table: 'erp_sale_delivery', lines: 'erp_sale_delivery_item', day: 'bill_date', party: 'customer_id' });
