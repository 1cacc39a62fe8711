// 报工: an operation's output — qualified, unqualified (with its defect reason) and scrapped. The
// operation's done grows (never beyond the order's plan); on the last operation the order's
// finished, qualified, unqualified and scrapped counts grow too, and its qualified output enters
// stock — the order's warehouse, the order's batch — with a product barcode (已入库) carrying it,
// so the tracking map follows it; all in the one transaction that writes the record.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import type { CallContext } from '../../../../server/rpc/registry';
import { averagePrice, type StockDb } from '../../../../server/stock/ledger';
import { stockIn } from '../../../../server/stock/post';
import type { OutputArg } from '../contracts';
import { DEFECT_REASONS } from '../entities';
import { ACTION_NAMES } from '../messages';
import { outputRule, shownQty } from '../rules';
import { check, type Exec, fail, inTransaction, lockOrder, mustRun, type OrderRow, operationsOf } from './common';
import { writeRecord } from './common';

/** Where the product goes: the order's warehouse, else where the product already lies, else the tenant's first warehouse. */
async function productWarehouse(x: Exec, o: OrderRow): Promise<number | null> {
  if (o.warehouse_id) return o.warehouse_id;
  const [held] = (await sql<{ w: number }>`select warehouse_id::int as w from stock_balance where tenant_id = ${x.T} and material_id = ${o.material_id} order by total desc, id limit 1`.execute(x.trx)).rows;
  if (held) return held.w;
  const [first] = (await sql<{ w: number }>`select id::int as w from mdm_warehouse where tenant_id = ${x.T} order by id limit 1`.execute(x.trx)).rows;
  return first?.w ?? null;
}

/** A product barcode for the output (its number's tail: one barcode per output record). */
async function productBarcode(x: Exec, outputCode: string, o: OrderRow, qty: Big, warehouse: number): Promise<string> {
  const code = `CP${outputCode.replace(/^BG/, '')}`;
  await sql`insert into barcode_barcode (tenant_id, code, barcode_type, material_id, count, batch_no, quality_result, state, warehouse_id, remark, create_id, create_name, modify_id, modify_name)
    values (${x.T}, ${code}, 'Material', ${o.material_id}, ${qty.toFixed(4)}::numeric, ${o.batch_no}, 'Qualified', 'InStock', ${warehouse}, ${o.code}, ${x.w.userId}, ${x.w.userName}, ${x.w.userId}, ${x.w.userName})`.execute(x.trx);
  return code;
}

export const reportOutput = (ctx: CallContext, a: OutputArg): Promise<RecordValue> => inTransaction(ctx, (x) => reportIn(x, a));

/** reportOutput inside a transaction (the demo feeds and reports through it too). */
export async function reportIn(x: Exec, a: OutputArg): Promise<RecordValue> {
  {
    const o = await lockOrder(x, a.orderId);
    const ops = await operationsOf(x, o.id, true);
    const at = ops.findIndex((p) => p.id === a.opId);
    if (at < 0) throw fail(x.lang, 'noOperation', { code: o.code }, 'missing');
    mustRun(x, o, ACTION_NAMES.output);
    const op = ops[at];
    const [q, u, s] = [String(a.qualifiedQty ?? '0'), String(a.unqualifiedQty ?? '0'), String(a.scrapQty ?? '0')].map((v) => new Big(v));
    if (q.lt(0) || u.lt(0) || s.lt(0)) throw fail(x.lang, 'outputZero');
    const reason = a.defectReason?.trim() || null;
    const refusal = outputRule({ qualified: q.toString(), unqualified: u.toString(), scrap: s.toString(), defectReason: reason, done: op.done_qty, plan: o.plan_qty });
    if (refusal?.key === 'overProduction') refusal.vars = { ...refusal.vars, process: op.process_name };
    check(x.lang, refusal, refusal?.key === 'overProduction' ? 'conflict' : 'bad');
    if (reason && !DEFECT_REASONS.some((d) => d.value === reason)) throw fail(x.lang, 'defectReasonRequired');
    const total = q.plus(u).plus(s);
    const last = at === ops.length - 1;
    const warehouse = last && q.gt(0) ? await productWarehouse(x, o) : null;
    if (last && q.gt(0) && !warehouse) throw fail(x.lang, 'noProductWarehouse', { code: o.code }, 'conflict');

    const rec = await writeRecord(x, 'ProductionOutput', {
      order_id: o.id,
      op_id: op.id,
      process_id: op.process_id,
      equipment_id: op.equipment_id ?? o.equipment_id,
      material_id: o.material_id,
      qualified_qty: shownQty(q),
      unqualified_qty: shownQty(u),
      scrap_qty: shownQty(s),
      defect_reason: u.gt(0) ? reason : null,
      last_op: last,
      batch_no: o.batch_no,
      warehouse_id: warehouse,
      remark: a.remark ?? null,
    });
    await sql`update prd_work_order_op set done_qty = coalesce(done_qty, 0) + ${total.toFixed(6)}::numeric where tenant_id = ${x.T} and id = ${op.id}`.execute(x.trx);
    if (last) {
      await sql`update prd_work_order set finish_qty = coalesce(finish_qty, 0) + ${total.toFixed(6)}::numeric, qualified_qty = coalesce(qualified_qty, 0) + ${q.toFixed(6)}::numeric,
          unqualified_qty = coalesce(unqualified_qty, 0) + ${u.toFixed(6)}::numeric, scrap_qty = coalesce(scrap_qty, 0) + ${s.toFixed(6)}::numeric, version = version + 1
        where tenant_id = ${x.T} and id = ${o.id}`.execute(x.trx);
    }
    if (warehouse) {
      const code = await productBarcode(x, String(rec.code), o, q, warehouse);
      await stockIn(x.trx as unknown as StockDb, x.actor, { entity: 'ProductionOutput', id: Number(rec.id), code: String(rec.code) }, [{ material: o.material_id, warehouse, batch: o.batch_no, qty: q, price: await outputPrice(x, o.material_id, warehouse) }], 'entry');
      await sql`update prd_output set barcode = ${code} where tenant_id = ${x.T} and id = ${Number(rec.id)}`.execute(x.trx);
      return { ...rec, barcode: code };
    }
    return rec;
  }
}


/**
 * What a unit of output is worth as it enters stock: the product's moving average in that warehouse;
 * a product not yet there, its reference purchase price, else its reference sale price — never 0
 * when the material names a price (an entry at 0 would drag the average down).
 */
async function outputPrice(x: Exec, material: number, warehouse: number): Promise<Big | null> {
  const average = await averagePrice(x.trx as unknown as StockDb, x.T, material, warehouse);
  if (average.gt(0)) return average;
  const [m] = (await sql<{ p: string | null; s: string | null }>`select purchase_price::text as p, sale_price::text as s from mdm_material where tenant_id = ${x.T} and id = ${material}`.execute(x.trx)).rows;
  const reference = [m?.p, m?.s].map((v) => new Big(v ?? 0)).find((v) => v.gt(0));
  return reference ?? null;
}
