// wms.Stock's queries over the balances (server/stock): one SQL per call, the caller's tenant in
// every WHERE, the places' names joined once. Quantities and prices travel as decimal strings.
import bwipjs from 'bwip-js/node';
import { type RawBuilder, sql } from 'kysely';
import { pagedSql } from '../../../server/records/paged-query';
import { notFound } from '../../../server/rpc/errors';
import { session, type CallContext } from '../../../server/rpc/registry';
import type {
  AvgPrice,
  BatchInStock,
  MaterialOnPosition,
  MaterialTotal,
  PositionInStock,
  PositionQr,
  StockPage,
  StockRow,
  StockSearch,
  SupplierAvgPrice,
} from '../stock-queries';

type Db = ReturnType<typeof session>['db'];
const like = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const none = sql``;

/** The WHERE of a stock search over `stock_balance b` (m: the material, pos: the position). */
async function searchWhere(db: Db, T: string, q: StockSearch): Promise<RawBuilder<unknown>> {
  const parts: RawBuilder<unknown>[] = [sql`b.tenant_id = ${T}`, sql`b.total <> 0`];
  if (q.materialId) parts.push(sql`b.material_id = ${q.materialId}`);
  if (q.warehouseId) parts.push(sql`b.warehouse_id = ${q.warehouseId}`);
  if (q.warehouseIds?.length) parts.push(sql`b.warehouse_id = any(${q.warehouseIds}::bigint[])`);
  if (q.areaId) parts.push(sql`coalesce(nullif(b.area_id, 0), pos.area_id) = ${q.areaId}`);
  if (q.positionId) parts.push(sql`b.position_id = ${q.positionId}`);
  if (q.batchNo) parts.push(sql`b.batch_no = ${q.batchNo}`);
  if (q.batchId) {
    const batch = (await sql<{ code: string }>`select code from barcode_batch where tenant_id = ${T} and id = ${q.batchId}`.execute(db)).rows[0];
    parts.push(batch ? sql`b.batch_no = ${batch.code}` : sql`false`);
  }
  if (q.code) parts.push(sql`m.code = ${q.code}`);
  if (q.fuzzy) parts.push(sql`(m.code ilike ${like(q.fuzzy)} or m.name ilike ${like(q.fuzzy)} or b.batch_no ilike ${like(q.fuzzy)} or pos.code ilike ${like(q.fuzzy)})`);
  if (q.statuses?.length) parts.push(sql`b.status = any(${q.statuses}::text[])`);
  if (q.projectId) parts.push(sql`b.project = ${q.projectId}`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`
  from stock_balance b
  join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
  left join wms_position pos on pos.tenant_id = b.tenant_id and pos.id = nullif(b.position_id, 0)
  left join stock_price pr on pr.tenant_id = b.tenant_id and pr.material_id = b.material_id and pr.warehouse_id = b.warehouse_id`;

/** How rows are grouped: per place (detail), or summed per material / material × warehouse / material × batch. */
export type StockGrouping = 'place' | 'material' | 'warehouse' | 'batch';

const KEYS: Record<StockGrouping, string[]> = {
  // a place: its balance row (the joined position and price by their keys — (tenant_id, id) for
  // tables keyed by tenant — so their columns may be read)
  place: ['b.tenant_id', 'b.id', 'pos.tenant_id', 'pos.id', 'pr.tenant_id', 'pr.material_id', 'pr.warehouse_id'],
  material: ['b.material_id'],
  warehouse: ['b.material_id', 'b.warehouse_id'],
  batch: ['b.material_id', 'b.batch_no'],
};

/** A column that is the group's own when it is one of its keys, else the group's only value (or null when they differ). */
const one = (expr: string, grouping: StockGrouping, keys: string[]) =>
  grouping === 'place' || keys.includes(expr) ? sql.raw(`(${expr})`) : sql.raw(`(case when count(distinct ${expr}) = 1 then min(${expr}) end)`);

function rowSelect(grouping: StockGrouping) {
  const keys = KEYS[grouping];
  const o = (e: string) => one(e, grouping, keys);
  const place = grouping === 'place';
  const s = (e: string) => sql.raw(place ? `(${e})` : `sum(${e})`);
  return sql`
    select b.material_id::int as "materialId", min(m.code) as "materialCode", min(m.name) as "materialName", min(m.spec) as spec, min(m.unit) as unit,
           ${o('b.warehouse_id')}::int as "warehouseId", (select w.name from mdm_warehouse w where w.tenant_id = min(b.tenant_id) and w.id = ${o('b.warehouse_id')}) as "warehouseName",
           ${o('coalesce(nullif(b.area_id, 0), pos.area_id)')}::int as "areaId",
           (select a.name from wms_area a where a.tenant_id = min(b.tenant_id) and a.id = ${o('coalesce(nullif(b.area_id, 0), pos.area_id)')}) as "areaName",
           ${o('nullif(b.position_id, 0)')}::int as "positionId", ${o('pos.code')} as "positionCode",
           ${o("nullif(b.batch_no, '')")} as "batchNo", ${o('b.status')} as status, bool_or(b.frozen) as frozen,
           ${s('b.total')}::text as "totalNum", ${s('b.occupied')}::text as "occupiedTotalNum", ${s('b.locked')}::text as "lockNum",
           ${s('b.total - b.occupied - b.locked')}::text as "availableNum",
           (case when ${s('b.total')} = 0 then 0 else round(${s('b.total * coalesce(pr.unit_price, 0)')} / ${s('b.total')}, 6) end)::text as "unitPrice",
           round(${s('b.total * coalesce(pr.unit_price, 0)')}, 2)::text as "totalPrice",
           min(b.expiry_date)::text as "expiryDate", ${o('b.supplier_id')}::int as "supplierId",
           (select sp.name from mdm_supplier sp where sp.tenant_id = min(b.tenant_id) and sp.id = ${o('b.supplier_id')}) as "supplierName",
           ${o("nullif(b.container_code, '')")} as "containerBarcode", ${o("nullif(b.project, '')")} as "projectId"`;
}

/** A row's own key among the answer's columns (a place: its balance's unique key), ordered last. */
const TIE_BREAK: Record<StockGrouping, RawBuilder<unknown>> = {
  place: sql`r."materialId", r."warehouseId", r."areaId", r."positionId", r."batchNo", r."containerBarcode", r."projectId"`,
  material: sql`r."materialId"`,
  warehouse: sql`r."materialId", r."warehouseId"`,
  batch: sql`r."materialId", r."batchNo"`,
};

/** A page of stock rows grouped as asked, by the material's code, then place (or batch). */
export async function stockPage(ctx: CallContext, q: StockSearch, grouping: StockGrouping): Promise<StockPage> {
  const s = session(ctx);
  const where = await searchWhere(s.db, s.tenantId, q);
  const group = sql.raw(KEYS[grouping].join(', '));
  const grouped = sql`${rowSelect(grouping)} ${FROM} where ${where} group by ${group}`;
  const order = grouping === 'batch' ? sql`r."materialCode", r."batchNo" nulls first` : sql`r."materialCode", r."warehouseId" nulls first, r."positionCode" nulls first, r."batchNo" nulls first`;
  return pagedSql<StockRow>(s.db, q, { select: sql`*`, from: sql`from (${grouped}) r`, orderBy: order, tieBreak: TIE_BREAK[grouping] });
}

/** Every row of a search, per place (at most 1000: a picker's list, not a report). */
export async function stockList(ctx: CallContext, q: StockSearch): Promise<StockRow[]> {
  return (await stockPage(ctx, { ...q, page: 1, pageSize: 1000 } as StockSearch, 'place')).itemList;
}

async function positionOf(ctx: CallContext, positionId: number) {
  const s = session(ctx);
  const p = (await sql<{ id: number; code: string; name: string | null }>`select id::int as id, code, name from wms_position where tenant_id = ${s.tenantId} and id = ${positionId}`.execute(s.db)).rows[0];
  if (!p) throw notFound(`库位不存在：${positionId}`);
  return p;
}

export async function listByPosition(ctx: CallContext, positionId: number, merge: boolean): Promise<StockRow[]> {
  await positionOf(ctx, positionId);
  return (await stockPage(ctx, { page: 1, pageSize: 500, positionId } as StockSearch, merge ? 'batch' : 'place')).itemList;
}

export async function searchBatch(ctx: CallContext, q: { materialId: number; warehouseId?: number; keyword?: string }): Promise<BatchInStock[]> {
  const s = session(ctx);
  return (
    await sql<BatchInStock>`
      select b.batch_no as "batchNo", sum(b.total)::text as "totalNum", sum(b.total - b.occupied - b.locked)::text as "availableNum",
             min(b.expiry_date)::text as "expiryDate", min(b.first_in)::text as "firstIn"
        from stock_balance b
       where b.tenant_id = ${s.tenantId} and b.material_id = ${q.materialId} and b.total > 0 and b.batch_no <> ''
         ${q.warehouseId ? sql`and b.warehouse_id = ${q.warehouseId}` : none}
         ${q.keyword ? sql`and b.batch_no ilike ${like(q.keyword)}` : none}
       group by b.batch_no order by min(b.first_in), b.batch_no limit 200`.execute(s.db)
  ).rows;
}

export async function avgPrices(ctx: CallContext, q: { materialIds: number[]; warehouseId?: number }): Promise<AvgPrice[]> {
  const s = session(ctx);
  return (
    await sql<AvgPrice>`
      select material_id::int as "materialId", warehouse_id::int as "warehouseId", unit_price::text as "unitPrice", qty::text as "totalNum", round(value, 2)::text as "totalPrice"
        from stock_price where tenant_id = ${s.tenantId} and material_id = any(${q.materialIds}::bigint[]) ${q.warehouseId ? sql`and warehouse_id = ${q.warehouseId}` : none}
       order by material_id, warehouse_id`.execute(s.db)
  ).rows;
}

/** The average price each supplier's entries brought in (entries still standing: not reversed). */
export async function supplierAvgPrices(ctx: CallContext, q: { materialIds: number[]; warehouseId?: number }): Promise<SupplierAvgPrice[]> {
  const s = session(ctx);
  return (
    await sql<SupplierAvgPrice>`
      select l.material_id::int as "materialId", e.supplier_id::int as "supplierId", sp.name as "supplierName",
             round(sum(l.amount) / nullif(sum(l.qty), 0), 6)::text as "avgPrice", sum(l.qty)::text as "enteredNum"
        from stock_ledger l
        join wms_entry e on e.tenant_id = l.tenant_id and e.id = l.doc_id
        left join mdm_supplier sp on sp.tenant_id = e.tenant_id and sp.id = e.supplier_id
       where l.tenant_id = ${s.tenantId} and l.doc_entity = 'WmsEntry' and l.kind = 'entry' and not l.reversed and l.reverses is null
         and l.material_id = any(${q.materialIds}::bigint[]) ${q.warehouseId ? sql`and l.warehouse_id = ${q.warehouseId}` : none}
       group by l.material_id, e.supplier_id, sp.name
      having sum(l.qty) <> 0
       order by l.material_id, sum(l.qty) desc`.execute(s.db)
  ).rows;
}

export async function searchPositions(
  ctx: CallContext,
  q: { warehouseId: number; areaId?: number; materialId?: number; keyword?: string; empty?: boolean; pageSize: number },
): Promise<PositionInStock[]> {
  const s = session(ctx);
  const T = s.tenantId;
  return (
    await sql<PositionInStock>`
      select p.id::int as id, p.code, p.name, p.area_id::int as "areaId", coalesce(p.position_status, 'NonAlloc') as status, coalesce(p.position_type, 'ManualRack') as type,
             coalesce(h.total, 0)::text as "totalNum", ${q.materialId ? sql`coalesce(h.mine, 0)::text` : sql`null`} as "materialNum"
        from wms_position p
        left join (select position_id, sum(total) as total, sum(total) filter (where material_id = ${q.materialId ?? 0}) as mine
                     from stock_balance where tenant_id = ${T} and warehouse_id = ${q.warehouseId} and position_id <> 0 and total <> 0 group by position_id) h on h.position_id = p.id
       where p.tenant_id = ${T} and p.warehouse_id = ${q.warehouseId}
         ${q.areaId ? sql`and p.area_id = ${q.areaId}` : none}
         ${q.keyword ? sql`and (p.code ilike ${like(q.keyword)} or p.name ilike ${like(q.keyword)})` : none}
         ${q.empty ? sql`and h.total is null` : none}
         ${q.materialId && !q.empty ? sql`and h.mine > 0` : none}
       order by p.code limit ${q.pageSize}`.execute(s.db)
  ).rows;
}

/** Σ per material over the warehouses named (all when none): on hand and available. */
export async function sumByMaterials(ctx: CallContext, warehouseIds: number[], materialIds: number[]): Promise<MaterialTotal[]> {
  const s = session(ctx);
  const found = (
    await sql<MaterialTotal>`
      select material_id::int as "materialId", sum(total)::text as "totalNum", sum(total - occupied - locked)::text as "availableNum"
        from stock_balance where tenant_id = ${s.tenantId} and material_id = any(${materialIds}::bigint[]) and total <> 0
         ${warehouseIds.length ? sql`and warehouse_id = any(${warehouseIds}::bigint[])` : none}
       group by material_id`.execute(s.db)
  ).rows;
  const by = new Map(found.map((r) => [r.materialId, r]));
  // every material asked for answers, a missing one with 0
  return materialIds.map((id) => by.get(id) ?? { materialId: id, totalNum: '0', availableNum: '0' });
}

export async function materialsOnPosition(ctx: CallContext, positionId: number): Promise<MaterialOnPosition[]> {
  await positionOf(ctx, positionId);
  const s = session(ctx);
  return (
    await sql<MaterialOnPosition>`
      select b.material_id::int as "materialId", m.code as "materialCode", m.name as "materialName", sum(b.total)::text as "totalNum"
        from stock_balance b join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
       where b.tenant_id = ${s.tenantId} and b.position_id = ${positionId} and b.total <> 0
       group by b.material_id, m.code, m.name order by m.code`.execute(s.db)
  ).rows;
}

/** QR codes of positions (their codes), for labels on the racks. */
export async function positionQrCodes(ctx: CallContext, positionIds: number[], size: number): Promise<PositionQr[]> {
  const s = session(ctx);
  const found = (await sql<{ id: number; code: string; name: string | null }>`
    select id::int as id, code, name from wms_position where tenant_id = ${s.tenantId} and id = any(${positionIds}::bigint[]) order by code`.execute(s.db)).rows;
  const missing = positionIds.filter((id) => !found.some((p) => p.id === id));
  if (missing.length) throw notFound(`库位不存在：${missing.join(', ')}`);
  // bwip-js scales by modules: a 25-module code at scale n is 25·n px; pick the scale nearest the size asked
  const scale = Math.max(1, Math.round(size / 29));
  return Promise.all(
    found.map(async (p) => {
      const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: p.code, scale, paddingwidth: 2, paddingheight: 2, backgroundcolor: 'FFFFFF' });
      return { positionId: p.id, code: p.code, name: p.name, png: `data:image/png;base64,${png.toString('base64')}` };
    }),
  );
}
