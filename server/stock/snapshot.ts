// Stock at a past moment, recomputed from the ledger: the sum of every movement up to then per
// place (reversals are movements of their own moment, so a document audited before and un-audited
// after the moment counts).
import { sql } from 'kysely';
import type { PlaceKey, StockDb } from './ledger';

export interface PlaceTotal extends PlaceKey {
  total: string;
}

export async function stockAt(db: StockDb, tenantId: string, at: Date, filter: { material?: number; warehouse?: number } = {}): Promise<PlaceTotal[]> {
  const rows = await sql<PlaceTotal>`
    select material_id::int as material_id, warehouse_id::int as warehouse_id, area_id::int as area_id, position_id::int as position_id, batch_no, container_code, project, sum(qty)::text as total
      from stock_ledger
     where tenant_id = ${tenantId} and moved_at <= ${at}
       ${filter.material ? sql`and material_id = ${filter.material}` : sql``}
       ${filter.warehouse ? sql`and warehouse_id = ${filter.warehouse}` : sql``}
     group by material_id, warehouse_id, area_id, position_id, batch_no, container_code, project
    having sum(qty) <> 0
     order by material_id, warehouse_id, area_id, position_id, batch_no, container_code, project`.execute(db);
  return rows.rows;
}
