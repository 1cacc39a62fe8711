// The master data the demo documents name (suppliers, customers, materials, warehouses, persons,
// users of the demo tenant), the users who act on them, and the prices a material is bought and
// sold at when its record keeps none.
import { sql } from 'kysely';
import { dec } from '../../../schemas/compute/decimal';
import type { Row } from '../../../schemas/compute/record';
import { num, round } from './amounts';
import type { AnyDb } from './db';

export interface MasterData {
  suppliers: Row[];
  customers: Row[];
  materials: Row[];
  warehouses: Row[];
  persons: Row[];
  users: Row[];
}

/** The demo tenant's master data the documents name: audited and enabled records, in id order. */
export async function masterData(db: AnyDb, tenantId: string): Promise<MasterData> {
  const q = async (table: string, where = sql``) =>
    (await sql<Row>`select * from ${sql.table(table)} where tenant_id = ${tenantId} ${where} order by id`.execute(db)).rows;
  const usable = async (table: string, enabled: boolean) => {
    const audited = await q(table, enabled ? sql`and status_dict = 'Audit' and coalesce(status, 'Enable') = 'Enable'` : sql`and status_dict = 'Audit'`);
    return audited.length >= 10 ? audited : q(table);
  };
  return {
    suppliers: await usable('mdm_supplier', true),
    customers: await usable('mdm_customer', true),
    materials: await usable('mdm_material', false),
    warehouses: await q('mdm_warehouse'),
    persons: await q('person'),
    users: await q('app_user'),
  };
}

export interface Actor {
  id: number;
  name: string;
}

/** The user of that login code (the seed's creator when there is none). */
export function actor(md: MasterData, code: string, fallback: Actor): Actor {
  const u = md.users.find((x) => x.code === code);
  return u ? { id: Number(u.id), name: String(u.name) } : fallback;
}

/** A material's reference purchase price (or, where none is kept, a share of its sale price). */
export function purchasePrice(m: Row): number {
  const p = dec(m.purchase_price);
  if (p?.gt(0)) return num(p);
  const s = dec(m.sale_price);
  if (!s || s.lte(0)) return 10;
  return round(num(s) * (0.6 + (Number(m.id) % 19) / 100), 2);
}

export function salePrice(m: Row): number {
  const s = dec(m.sale_price);
  if (s?.gt(0)) return num(s);
  return round(purchasePrice(m) * 1.35, 2);
}
