// Demo transfers and a stock count (the demo tenant; part of the documents demo, after its other
// documents): goods moved to a free position of their own warehouse (audited: the stock engine moves
// them at the moving average, which a move inside one warehouse leaves as it was), a transfer to a
// second warehouse still to be audited, and a count of a few places saved but not started (starting
// it would freeze its places). Written through the record layer as the warehouse keeper.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import type { Row } from '../../../../schemas/compute/record';
import type { AnyTrx } from '../../../../server/records/write';

type Rec = Record<string, unknown>;
const n = (v: unknown) => Number(v);

/** placed stock none of the documents demo moved before (only entries and deliveries did), the fullest first */
async function untouchedStock(db: AnyTrx, T: string): Promise<Row[]> {
  return (
    await sql<Row>`
      with touched as materialized (select distinct material_id, warehouse_id, position_id, batch_no from stock_ledger
                                     where tenant_id = ${T} and doc_entity not in ('WmsEntry', 'WmsDelivery'))
      select b.material_id, b.warehouse_id, b.position_id, b.batch_no, b.total, pr.unit_price as price, pr.value = pr.qty * pr.unit_price as exact
        from stock_balance b join stock_price pr on pr.tenant_id = b.tenant_id and pr.material_id = b.material_id and pr.warehouse_id = b.warehouse_id
        left join touched t on t.material_id = b.material_id and t.warehouse_id = b.warehouse_id and t.position_id = b.position_id and t.batch_no = b.batch_no
       where b.tenant_id = ${T} and b.position_id <> 0 and b.status = 'Stock' and not b.frozen and b.occupied = 0 and b.locked = 0 and b.total >= 10 and t.material_id is null
       order by b.total desc, b.id limit 200`.execute(db)
  ).rows;
}

/** each warehouse's first free shelf position (never allocated, holding nothing), by warehouse */
async function freePositions(db: AnyTrx, T: string): Promise<Map<number, number>> {
  // matched here rather than joined: the tables were just written, so the planner has no statistics for a join
  const held = new Set((await sql<Row>`select distinct position_id from stock_balance where tenant_id = ${T}`.execute(db)).rows.map((r) => n(r.position_id)));
  const open = (
    await sql<Row>`select p.warehouse_id, p.id from wms_position p
       where p.tenant_id = ${T} and coalesce(p.position_status, 'NonAlloc') = 'NonAlloc' and p.position_type not in ('Automatic3d', 'AutomaticIntensive')
       order by p.warehouse_id, p.id`.execute(db)
  ).rows;
  const first = new Map<number, number>();
  for (const p of open) if (!held.has(n(p.id)) && !first.has(n(p.warehouse_id))) first.set(n(p.warehouse_id), n(p.id));
  return first;
}

export async function seedTransfersAndCount(
  db: AnyTrx,
  T: string,
  create: (entity: string, values: Rec) => Promise<Rec>,
  audit: (entity: string, id: number) => Promise<unknown>,
): Promise<void> {
  const stock = await untouchedStock(db, T);
  const free = await freePositions(db, T);
  /** a whole share of a place's stock: its half, or its quarter but at most 10 */
  const share = (b: Row, part: number) => {
    const q = new Big(String(b.total)).div(part).round(0, Big.roundDown);
    return (part > 2 && q.gt(10) ? new Big(10) : q).toString();
  };
  const line = (b: Row, quantity: string, to: number) => ({
    material_id: n(b.material_id),
    batch_no: b.batch_no || null,
    from_position_id: n(b.position_id),
    to_position_id: to,
    quantity,
    unit_price: String(b.price),
  });

  // 调拨单 inside one warehouse: half of a place moved to a free shelf of its warehouse (audited) —
  // of a material whose moving average is exact there, so the move leaves it exactly as it was
  const moved = stock.find((b) => free.has(n(b.warehouse_id)) && b.exact);
  if (moved) {
    const home = n(moved.warehouse_id);
    const t = await create('WmsTransfer', { warehouse_id: home, to_warehouse_id: home, remark: '整理库位，分散存放', items: [line(moved, share(moved, 2), free.get(home)!)] });
    await audit('WmsTransfer', n(t.id));
  }
  // 调拨单 to another warehouse, waiting for its audit
  const sent = stock.find((b) => b !== moved);
  const to = sent && [...free.keys()].find((wh) => wh !== n(sent.warehouse_id));
  if (sent && to !== undefined) {
    await create('WmsTransfer', { warehouse_id: n(sent.warehouse_id), to_warehouse_id: to, remark: '跨仓调拨备料，待审核', items: [line(sent, share(sent, 4), free.get(to)!)] });
  }

  // 盘点单 of a few places of one warehouse: saved, to be started by the keeper
  const counted = stock.filter((b) => b !== moved && b !== sent);
  if (!counted.length) return;
  const w = n(counted[0].warehouse_id);
  const places = counted.filter((b) => n(b.warehouse_id) === w).slice(0, 3);
  await create('WmsCount', {
    warehouse_id: w,
    remark: '月末抽盘',
    items: places.map((b) => ({ material_id: n(b.material_id), position_id: n(b.position_id), batch_no: b.batch_no || null })),
  });
}
