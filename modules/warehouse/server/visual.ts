// 库存可视化 (wms.Stock/listMaterialVisual): a warehouse's areas and positions with what lies on
// each and how full it is — two queries, whatever the number of positions.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { session, type CallContext } from '../../../server/rpc/registry';
import type { StockVisual, VisualArea, VisualPosition } from '../contracts';

export async function stockVisual(ctx: CallContext, q: { warehouseId?: number; materialId?: number } = {}): Promise<StockVisual> {
  const s = session(ctx);
  const T = s.tenantId;
  const warehouses = (await sql<{ id: number; code: string; name: string }>`select id::int as id, code, name from mdm_warehouse where tenant_id = ${T} order by code`.execute(s.db)).rows;
  const warehouseId = q.warehouseId ?? warehouses[0]?.id ?? null;
  if (!warehouseId) return { warehouses, warehouseId: null, areas: [] };
  const positions = await sql<Omit<VisualPosition, 'fill' | 'contents' | 'total'> & { area_id: number; area_code: string; area_name: string }>`
    select p.id::int as id, p.code, p.name, coalesce(p.platoon_num, 1)::int as platoon, coalesce(p.column_num, 1)::int as "column", coalesce(p.layer_num, 1)::int as layer,
           coalesce(p.position_status, 'NonAlloc') as status, coalesce(p.position_type, 'ManualRack') as type, p.capacity::text as capacity,
           a.id::int as area_id, a.code as area_code, a.name as area_name
      from wms_position p join wms_area a on a.tenant_id = p.tenant_id and a.id = p.area_id
     where p.tenant_id = ${T} and p.warehouse_id = ${warehouseId}
     order by a.code, p.platoon_num, p.column_num, p.layer_num, p.id`.execute(s.db);
  const stock = await sql<{ position_id: number; material_code: string; material_name: string; batch_no: string; total: string }>`
    select b.position_id::int as position_id, m.code as material_code, m.name as material_name, b.batch_no, b.total::text as total
      from stock_balance b join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
     where b.tenant_id = ${T} and b.warehouse_id = ${warehouseId} and b.position_id <> 0 and b.total > 0
       ${q.materialId ? sql`and b.material_id = ${q.materialId}` : sql``}
     order by b.total desc`.execute(s.db);
  const at = new Map<number, typeof stock.rows>();
  for (const r of stock.rows) at.set(r.position_id, [...(at.get(r.position_id) ?? []), r]);
  const areas = new Map<number, VisualArea>();
  for (const p of positions.rows) {
    const here = at.get(p.id) ?? [];
    const total = here.reduce((sum, r) => sum.plus(r.total), new Big(0));
    const capacity = p.capacity && new Big(p.capacity).gt(0) ? new Big(p.capacity) : null;
    const fill = capacity ? Math.min(1, Number(total.div(capacity).toFixed(4))) : total.gt(0) ? 1 : 0;
    const area = areas.get(p.area_id) ?? { id: p.area_id, code: p.area_code, name: p.area_name, positions: [] };
    area.positions.push({
      id: p.id,
      code: p.code,
      name: p.name,
      platoon: p.platoon,
      column: p.column,
      layer: p.layer,
      status: p.status,
      type: p.type,
      capacity: p.capacity,
      total: total.toFixed(4),
      fill,
      contents: here.slice(0, 5).map((r) => ({ materialCode: r.material_code, materialName: r.material_name, batch: r.batch_no, qty: new Big(r.total).toFixed(4) })),
    });
    areas.set(p.area_id, area);
  }
  return { warehouses, warehouseId, areas: [...areas.values()] };
}
