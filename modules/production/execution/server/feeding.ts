// 投料 and 退料. A feeding takes its material out of stock where it lies — the scanned barcode's
// warehouse, position and batch (its count drops by what is fed), or the chosen material and batch
// first in first out — in the same transaction as its record, after every feeding rule; a
// return puts part of it back where it was taken from, at the price it left with.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import type { StockDb } from '../../../../server/stock/ledger';
import { stockIn, stockOut } from '../../../../server/stock/post';
import { bm } from '../../../barcode/public';
import { notFound, badRequest } from '../../../../server/rpc/errors';
import type { CallContext } from '../../../../server/rpc/registry';
import type { FeedableBarcode, FeedArg, returnArg } from '../contracts';
import { session } from '../../../../server/rpc/registry';
import type { AnyTrx } from '../../../../server/records/write';
import { ACTION_NAMES } from '../messages';
import { feedQuantity, inFedRange, mixedBatches, returnRule, reworkFeeding, shownQty } from '../rules';
import { check, dec, type Exec, fail, inTransaction, lockOrder, mustRun, operationsOf, type Rec, writeRecord } from './common';
import type { z } from 'zod';

interface BarcodeRow {
  id: number;
  code: string;
  barcode_type: string;
  material_id: number | null;
  count: string;
  batch_no: string | null;
  quality_result: string | null;
  state: string | null;
  warehouse_id: number | null;
  position_id: number | null;
  children: number;
}

async function lockBarcode(x: Exec, code: string): Promise<BarcodeRow> {
  const [b] = (
    await sql<BarcodeRow>`select b.id::int as id, b.code, b.barcode_type, b.material_id::int as material_id, coalesce(b.count, 0)::text as count, b.batch_no, b.quality_result, b.state,
        b.warehouse_id::int as warehouse_id, b.position_id::int as position_id,
        (select count(*)::int from barcode_barcode c where c.tenant_id = b.tenant_id and c.parent_id = b.id) as children
      from barcode_barcode b where b.tenant_id = ${x.T} and b.code = ${code} for update of b`.execute(x.trx)
  ).rows;
  if (!b) throw notFound(bm(x.lang as 'zh_CN', 'notExist', { code }));
  return b;
}

/** Where the material of this batch lies with free stock, first in first out (a feeding without a barcode names no warehouse). */
async function warehouseOf(x: Exec, material: number, batch: string | null): Promise<number | null> {
  const [r] = (
    await sql<{ w: number }>`select warehouse_id::int as w from stock_balance where tenant_id = ${x.T} and material_id = ${material} ${batch ? sql`and batch_no = ${batch}` : sql``}
      and total - occupied - locked > 0 and not frozen order by first_in, id limit 1`.execute(x.trx)
  ).rows;
  return r?.w ?? null;
}

export interface Source {
  barcode: string | null;
  material: number;
  batch: string | null;
  warehouse: number;
  position: number | null;
  containerQty: string | null;
  quality: string | null;
  barcodeId: number | null;
}

/** What is fed: the scanned barcode (checked as the barcode rules say) or the chosen material and batch. */
async function sourceOf(x: Exec, a: FeedArg): Promise<Source> {
  const code = a.barcode?.trim();
  if (code) {
    const b = await lockBarcode(x, code);
    if (b.barcode_type === 'Container') throw fail(x.lang, b.children ? 'containerScanContent' : 'containerEmpty', { code });
    if (b.state === 'Pending') throw badRequest(bm(x.lang as 'zh_CN', 'awaitingInspection', { code }));
    if (!b.material_id) throw fail(x.lang, 'barcodeNoMaterial', { code });
    if (!b.warehouse_id || b.state === 'Returned') throw fail(x.lang, 'noWarehouse', { code }, 'conflict');
    return { barcode: code, material: b.material_id, batch: b.batch_no, warehouse: b.warehouse_id, position: b.position_id, containerQty: b.count, quality: b.quality_result, barcodeId: b.id };
  }
  // order feeding is by scan; equipment and centralised feeding may name the material and batch
  if (!a.materialId) throw fail(x.lang, a.feedingType === 'Order' || !a.feedingType ? 'barcodeEmpty' : 'materialEmpty');
  const batch = a.batchNo?.trim() || null;
  const warehouse = a.warehouseId ?? (await warehouseOf(x, a.materialId, batch));
  if (!warehouse) throw fail(x.lang, 'noWarehouse', { code: [a.materialId, batch].filter(Boolean).join('/') }, 'conflict');
  return { barcode: null, material: a.materialId, batch, warehouse, position: null, containerQty: null, quality: null, barcodeId: null };
}

const materialLabel = async (x: Exec, id: number) =>
  (await sql<{ l: string }>`select name || '(' || code || ')' as l from mdm_material where tenant_id = ${x.T} and id = ${id}`.execute(x.trx)).rows[0]?.l ?? `#${id}`;

export const feed = (ctx: CallContext, a: FeedArg): Promise<RecordValue> => inTransaction(ctx, (x) => feedIn(x, a));

/** feed inside a transaction (the demo feeds and reports through it too). */
export async function feedIn(x: Exec, a: FeedArg): Promise<RecordValue> {
  {
    const o = await lockOrder(x, a.orderId);
    if (!o.route_id) throw fail(x.lang, 'routeEmpty', { code: o.code });
    if (!a.opId) throw fail(x.lang, 'processEmpty');
    const ops = await operationsOf(x, o.id);
    const at = ops.findIndex((p) => p.id === a.opId);
    if (at < 0) throw fail(x.lang, 'noOperation', { code: o.code }, 'missing');
    mustRun(x, o, ACTION_NAMES.feed);
    const op = ops[at];
    const src = await sourceOf(x, a);
    check(x.lang, feedQuantity(String(a.qty), src.containerQty));
    // an unfinished task: the operation before this one has not made what the order plans
    const prev = at > 0 ? ops[at - 1] : null;
    if (prev && dec(prev.done_qty).lt(dec(o.plan_qty))) throw fail(x.lang, 'unfinishedTask', { process: prev.process_name }, 'conflict');
    if (o.bom_id) {
      const lines = (await sql<{ material_id: number; process_id: number | null }>`select material_id::int as material_id, process_id::int as process_id from prd_bom_item where tenant_id = ${x.T} and owner_id = ${o.bom_id}`.execute(x.trx)).rows;
      if (!inFedRange(lines, src.material, op.process_id)) throw fail(x.lang, 'outOfRange', { material: await materialLabel(x, src.material), process: op.process_name });
    }
    if (src.barcode) {
      const [r] = (await sql<{ n: number }>`select count(*)::int as n from prd_feeding f join mdm_process p on p.tenant_id = f.tenant_id and p.id = f.process_id
          where f.tenant_id = ${x.T} and f.barcode = ${src.barcode} and p.is_rework`.execute(x.trx)).rows;
      check(x.lang, reworkFeeding({ quality: src.quality, reworked: (r?.n ?? 0) > 0, nextProcessType: ops[at + 1]?.process_type ?? null, code: src.barcode }));
    }
    const fed = (await sql<{ b: string }>`select distinct coalesce(batch_no, '') as b from prd_feeding where tenant_id = ${x.T} and op_id = ${op.id} and material_id = ${src.material} and qty > returned_qty`.execute(x.trx)).rows;
    check(x.lang, mixedBatches(fed.map((r) => r.b), src.batch));

    const rec = await writeRecord(x, 'ProductionFeeding', {
      order_id: o.id,
      op_id: op.id,
      process_id: op.process_id,
      equipment_id: op.equipment_id ?? o.equipment_id,
      feeding_type: a.feedingType ?? 'Order',
      barcode: src.barcode,
      material_id: src.material,
      batch_no: src.batch,
      warehouse_id: src.warehouse,
      position_id: src.position,
      qty: String(a.qty),
      remark: a.remark ?? null,
    });
    const doc = { entity: 'ProductionFeeding', id: Number(rec.id), code: String(rec.code) };
    await stockOut(x.trx as unknown as StockDb, x.actor, doc, [{ material: src.material, warehouse: src.warehouse, position: src.position, batch: src.batch, qty: new Big(String(a.qty)) }], 'delivery');
    if (src.barcodeId) await sql`update barcode_barcode set count = count - ${String(a.qty)}::numeric, version = version + 1 where tenant_id = ${x.T} and id = ${src.barcodeId}`.execute(x.trx);
    return rec;
  }
}

interface FeedingRow {
  id: number;
  code: string;
  order_id: number;
  barcode: string | null;
  material_id: number;
  batch_no: string | null;
  warehouse_id: number;
  qty: string;
  returned_qty: string;
}

export async function returnMaterial(ctx: CallContext, a: z.output<typeof returnArg>): Promise<RecordValue> {
  return inTransaction(ctx, async (x) => {
    // the order first (as every call locks), then the feeding
    const [head] = (await sql<{ order_id: number }>`select order_id::int as order_id from prd_feeding where tenant_id = ${x.T} and id = ${a.feedingId}`.execute(x.trx)).rows;
    if (!head) throw fail(x.lang, 'noReturnable', {}, 'missing');
    const o = await lockOrder(x, head.order_id);
    const [f] = (
      await sql<FeedingRow>`select id::int as id, code, order_id::int as order_id, barcode, material_id::int as material_id, batch_no, warehouse_id::int as warehouse_id,
          qty::text as qty, coalesce(returned_qty, 0)::text as returned_qty from prd_feeding where tenant_id = ${x.T} and id = ${a.feedingId} for update`.execute(x.trx)
    ).rows;
    mustRun(x, o, ACTION_NAMES.return);
    const left = dec(f.qty).minus(dec(f.returned_qty));
    check(x.lang, returnRule(String(a.qty), left.toString()));
    const qty = new Big(String(a.qty));
    // back to the place (and at the price) the feeding took it from: its largest take
    const [took] = (await sql<Rec>`select position_id::int as position_id, area_id::int as area_id, batch_no, container_code, project, unit_price::text as unit_price from stock_ledger
        where tenant_id = ${x.T} and doc_entity = 'ProductionFeeding' and doc_id = ${f.id} and qty < 0 order by qty, id limit 1`.execute(x.trx)).rows;
    const rec = await writeRecord(x, 'ProductionFeedReturn', { feeding_id: f.id, order_id: f.order_id, material_id: f.material_id, batch_no: f.batch_no, warehouse_id: f.warehouse_id, qty: shownQty(qty), remark: a.remark ?? null });
    await stockIn(
      x.trx as unknown as StockDb,
      x.actor,
      { entity: 'ProductionFeedReturn', id: Number(rec.id), code: String(rec.code) },
      [{ material: f.material_id, warehouse: f.warehouse_id, area: (took?.area_id as number) ?? null, position: (took?.position_id as number) ?? null, batch: (took?.batch_no as string) ?? f.batch_no, container: (took?.container_code as string) || null, project: (took?.project as string) || null, qty, price: took ? new Big(String(took.unit_price)) : null }],
      'entry',
    );
    await sql`update prd_feeding set returned_qty = coalesce(returned_qty, 0) + ${qty.toFixed(6)}::numeric, version = version + 1 where tenant_id = ${x.T} and id = ${f.id}`.execute(x.trx);
    if (f.barcode) await sql`update barcode_barcode set count = count + ${qty.toFixed(6)}::numeric, version = version + 1 where tenant_id = ${x.T} and code = ${f.barcode}`.execute(x.trx);
    return rec;
  });
}

/** In-stock material barcodes whose batch lies free in their warehouse: what can be fed now. */
export async function feedableBarcodes(db: AnyTrx, T: string, keyword?: string, limit = 20): Promise<FeedableBarcode[]> {
  const like = keyword?.trim() ? sql`and (b.code ilike ${`%${keyword.trim()}%`} or m.name ilike ${`%${keyword.trim()}%`})` : sql``;
  const rows = (
    await sql<FeedableBarcode>`select b.code, coalesce(m.name, '') as "materialName", b.batch_no as "batchNo", b.count::text as count, sum(s.total - s.occupied - s.locked)::text as free
      from barcode_barcode b left join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
      join stock_balance s on s.tenant_id = b.tenant_id and s.material_id = b.material_id and s.warehouse_id = b.warehouse_id and s.batch_no = coalesce(b.batch_no, '') and not s.frozen and s.status = 'Stock'
     where b.tenant_id = ${T} and b.barcode_type = 'Material' and b.state = 'InStock' and b.quality_result in ('Qualified', 'Exempt') and b.count > 0 and b.parent_id is null ${like}
     group by b.id, b.code, m.name, b.batch_no, b.count having sum(s.total - s.occupied - s.locked) > 0 order by b.id desc limit ${limit}`.execute(db)
  ).rows;
  return rows.map((r) => ({ ...r, count: shownQty(r.count), free: shownQty(r.free) }));
}

export const candidates = (ctx: CallContext, keyword?: string) => {
  const s = session(ctx);
  return feedableBarcodes(s.db as unknown as AnyTrx, s.tenantId, keyword);
};
