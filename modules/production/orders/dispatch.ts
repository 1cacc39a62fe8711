// 派工 and the other order calls that change an order without moving its state: dispatch (orders to
// an equipment, every operation it can run), dispatchV2 (operation by operation, with their
// planned slots), renderProcess (the route's operations copied again), updateComplete (the counts
// of a finished order corrected), batchAudit (release or refuse several at once).
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { EntityModel } from '../../../server/records/model';
import { readRecord } from '../../../server/records/read';
import { type AnyTrx, boundToFlow, moveRecord, type Writer } from '../../../server/records/write';
import { rm } from '../../../server/records/messages';
import { conflict } from '../../../server/rpc/errors';
import { expectState, lockOrders, usableEquipment } from './locks';
import { om } from './messages';
import { renderOperations } from './operations';

/** states an order may still be dispatched or re-planned in */
const PLANNABLE = ['Saved', 'Wait', 'Pause'] as const;

async function processesOf(trx: AnyTrx, T: string, equipment: number): Promise<Set<number>> {
  const rows = (await sql<{ p: number }>`select process_id::int as p from prd_equipment_process where tenant_id = ${T} and owner_id = ${equipment}`.execute(trx)).rows;
  return new Set(rows.map((r) => r.p));
}

const processName = async (trx: AnyTrx, T: string, id: number) =>
  (await sql<{ name: string }>`select name from mdm_process where tenant_id = ${T} and id = ${id}`.execute(trx)).rows[0]?.name ?? String(id);

/** dispatch [{ids, equipmentId}]: the orders go to the equipment, with every operation it can run */
export async function dispatchOrders(w: Writer, model: EntityModel, trx: AnyTrx, ids: readonly number[], equipmentId: number): Promise<RecordValue[]> {
  const orders = await lockOrders(trx, w, ids);
  for (const o of orders) expectState(w, o, PLANNABLE, 'dispatch');
  await usableEquipment(trx, w, equipmentId);
  const can = [...(await processesOf(trx, w.tenantId, equipmentId))];
  const T = w.tenantId;
  for (const o of orders) {
    await sql`update prd_work_order set equipment_id = ${equipmentId}, version = version + 1, modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now() where tenant_id = ${T} and id = ${o.id}`.execute(trx);
    if (can.length) await sql`update prd_work_order_op set equipment_id = ${equipmentId} where tenant_id = ${T} and owner_id = ${o.id} and process_id in (${sql.join(can)})`.execute(trx);
  }
  return Promise.all(orders.map((o) => readRecord(trx, model, o.id, w.lang)));
}

export interface OpDispatch {
  opId: number;
  equipmentId: number;
  planStart?: string;
  planEnd?: string;
}

/** dispatchV2 [[{opId, equipmentId, planStart?, planEnd?}]]: operation by operation, each to an equipment able to run its process */
export async function dispatchOperations(w: Writer, model: EntityModel, trx: AnyTrx, items: readonly OpDispatch[]): Promise<RecordValue[]> {
  const T = w.tenantId;
  const ops = (
    await sql<{ id: number; owner: number; process: number }>`select id::int as id, owner_id::int as owner, process_id::int as process from prd_work_order_op
      where tenant_id = ${T} and id in (${sql.join(items.map((i) => i.opId))})`.execute(trx)
  ).rows;
  const orders = await lockOrders(trx, w, [...new Set(ops.map((o) => o.owner))]);
  for (const o of orders) expectState(w, o, PLANNABLE, 'dispatch');
  for (const item of items) {
    const op = ops.find((o) => o.id === item.opId);
    if (!op) throw conflict(w.lang === 'en_US' ? `No such operation: ${item.opId}` : `工序不存在：${item.opId}`);
    const e = await usableEquipment(trx, w, item.equipmentId);
    const can = await processesOf(trx, T, item.equipmentId);
    if (can.size && !can.has(op.process)) throw conflict(om(w.lang, 'equipmentCannot', { equipment: e.code, process: await processName(trx, T, op.process) }));
    if (item.planStart && item.planEnd && item.planStart >= item.planEnd) throw conflict(om(w.lang, 'startAfterEnd'));
    await sql`update prd_work_order_op set equipment_id = ${item.equipmentId}, plan_start = coalesce(${item.planStart ?? null}::timestamp, plan_start), plan_end = coalesce(${item.planEnd ?? null}::timestamp, plan_end)
      where tenant_id = ${T} and id = ${op.id}`.execute(trx);
  }
  for (const o of orders) await sql`update prd_work_order set version = version + 1, modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now() where tenant_id = ${T} and id = ${o.id}`.execute(trx);
  return Promise.all(orders.map((o) => readRecord(trx, model, o.id, w.lang)));
}

/** renderProcess [workOrderId, routeId|null, quantity?]: the route's operations copied onto the order again (the route kept as its route) */
export async function renderProcess(w: Writer, model: EntityModel, trx: AnyTrx, id: number, routeId: number | null, quantity?: number | string): Promise<RecordValue> {
  const [o] = await lockOrders(trx, w, [id]);
  expectState(w, o, ['Saved', 'Wait'], 'render');
  const T = w.tenantId;
  const [done] = (await sql<{ n: number }>`select count(*)::int as n from prd_work_order_op where tenant_id = ${T} and owner_id = ${id} and done_qty > 0`.execute(trx)).rows;
  if (done.n) throw conflict(om(w.lang, 'opsDone', { code: o.code }));
  const route = routeId ?? (await sql<{ r: number | null }>`select route_id::int as r from prd_work_order where tenant_id = ${T} and id = ${id}`.execute(trx)).rows[0]?.r ?? null;
  if (!route) throw conflict(om(w.lang, 'noRoute', { code: o.code }));
  await sql`update prd_work_order set route_id = ${route}, plan_qty = coalesce(${quantity === undefined ? null : String(quantity)}::numeric, plan_qty), version = version + 1,
      modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(trx);
  await renderOperations(trx, T, id, route);
  return readRecord(trx, model, id, w.lang);
}

export interface CompleteCounts {
  qualified_qty?: number | string;
  unqualified_qty?: number | string;
  scrap_qty?: number | string;
}

/** updateComplete [id, counts]: a finished order's qualified, unqualified and scrapped counts corrected (their sum within the finished quantity) */
export async function updateComplete(w: Writer, model: EntityModel, trx: AnyTrx, id: number, counts: CompleteCounts): Promise<RecordValue> {
  const [o] = await lockOrders(trx, w, [id]);
  if (o.s !== 'Completed') throw conflict(om(w.lang, 'notFinished', { code: o.code }));
  const T = w.tenantId;
  const [cur] = (await sql<Record<string, string>>`select finish_qty::text as finish_qty, qualified_qty::text as qualified_qty, unqualified_qty::text as unqualified_qty, scrap_qty::text as scrap_qty
      from prd_work_order where tenant_id = ${T} and id = ${id}`.execute(trx)).rows;
  const next = { qualified_qty: String(counts.qualified_qty ?? cur.qualified_qty), unqualified_qty: String(counts.unqualified_qty ?? cur.unqualified_qty), scrap_qty: String(counts.scrap_qty ?? cur.scrap_qty) };
  const sum = new Big(next.qualified_qty).plus(next.unqualified_qty).plus(next.scrap_qty);
  if (sum.gt(cur.finish_qty)) throw conflict(om(w.lang, 'countsOver', { sum: sum.toFixed(), finish: new Big(cur.finish_qty).toFixed() }));
  await sql`update prd_work_order set qualified_qty = ${next.qualified_qty}, unqualified_qty = ${next.unqualified_qty}, scrap_qty = ${next.scrap_qty}, version = version + 1,
      modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(trx);
  return readRecord(trx, model, id, w.lang);
}

/** batchAudit [{ids, pass?}]: every order released (audit), or with pass false refused (Reject) — all or nothing */
export async function batchAudit(w: Writer, model: EntityModel, trx: AnyTrx, ids: readonly number[], pass: boolean): Promise<RecordValue[]> {
  const out: RecordValue[] = [];
  if (!pass && (await boundToFlow(trx, w.tenantId, model.def.code))) throw conflict(rm(w.lang, 'flowBound'));
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    out.push(pass ? await moveRecord(w, model, id, 'audit', undefined, trx) : await moveRecord(w, model, id, 'audit', undefined, trx, { from: ['Saved', 'Commit', 'DeApproval'], to: 'Reject', as: null }));
  }
  return out;
}
