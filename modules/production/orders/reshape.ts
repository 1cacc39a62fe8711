// Orders reshaped before they start: split — one order into pieces (the original keeps
// the rest; each piece a new order "split from" it with the same paperwork status, plan and
// operations); splitBatch — orders cut into pieces of a batch size; combineWorkOrder — at least two
// single-material orders of one product become one Combine order (the originals wait inside it,
// 已回收, naming it); splitWorkOrder — exactly one Combine order given back to its originals.
// Each call is one transaction over the orders locked in id order.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { EntityModel } from '../../../server/records/model';
import { readRecord } from '../../../server/records/read';
import { type AnyTrx, createRecord, type Writer } from '../../../server/records/write';
import { conflict } from '../../../server/rpc/errors';
import { PRIORITY_WEIGHT } from './entity';
import { expectState, type LockedOrder, lockOrders } from './locks';
import { om } from './messages';

const NOT_STARTED = ['Saved', 'Wait'] as const;
type Rec = Record<string, unknown>;
const two = (n: number) => String(n).padStart(2, '0');
const local = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:00`;

/** the header fields a piece copies from its order */
const COPIED = ['plan_no', 'order_type', 'priority', 'spread', 'material_id', 'spec', 'unit', 'plan_start', 'plan_end', 'route_id', 'bom_id', 'equipment_id', 'batch_no', 'warehouse_id', 'sale_id', 'sale_item_id', 'parent_id', 'remark'];
const OP_COPIED = ['seq', 'process_id', 'equipment_id', 'minutes', 'setup_minutes', 'plan_start', 'plan_end', 'remark'];

async function rowOf(trx: AnyTrx, T: string, id: number): Promise<{ head: Rec; ops: Rec[] }> {
  const head = (await sql<Rec>`select *, to_char(plan_start, 'YYYY-MM-DD HH24:MI:SS') as plan_start, to_char(plan_end, 'YYYY-MM-DD HH24:MI:SS') as plan_end from prd_work_order where tenant_id = ${T} and id = ${id}`.execute(trx)).rows[0];
  const ops = (await sql<Rec>`select * from prd_work_order_op where tenant_id = ${T} and owner_id = ${id} order by seq, id`.execute(trx)).rows;
  return { head, ops };
}

/** a new order copying `from`'s header and operations with its own quantity; same status and state */
async function piece(w: Writer, model: EntityModel, trx: AnyTrx, from: { head: Rec; ops: Rec[] }, qty: string): Promise<number> {
  const values: Rec = Object.fromEntries(COPIED.map((k) => [k, from.head[k] ?? null]));
  const ops = from.ops.map((o) => Object.fromEntries(OP_COPIED.map((k) => [k, o[k] ?? null])));
  // the plan window stays the original's: checkPlan only judges a start that changed, and a new
  // record's always has — so a window already begun is moved to now
  const now = local(new Date(Date.now() + 60_000));
  if (String(values.plan_start) < now) values.plan_start = now;
  if (String(values.plan_end) <= String(values.plan_start)) values.plan_end = local(new Date(new Date(String(values.plan_start).replace(' ', 'T')).getTime() + 3_600_000));
  const made = await createRecord(w, model, { ...values, plan_qty: qty, source_id: from.head.id, operations: ops }, trx);
  await sql`update prd_work_order set status_dict = ${String(from.head.status_dict)}, manufacturing_state = ${String(from.head.manufacturing_state)} where tenant_id = ${w.tenantId} and id = ${Number(made.id)}`.execute(trx);
  return Number(made.id);
}

async function setQty(trx: AnyTrx, w: Writer, id: number, qty: string): Promise<void> {
  await sql`update prd_work_order set plan_qty = ${qty}, version = version + 1, modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now() where tenant_id = ${w.tenantId} and id = ${id}`.execute(trx);
}

const read = (trx: AnyTrx, model: EntityModel, w: Writer, ids: number[]) => Promise.all(ids.map((id) => readRecord(trx, model, id, w.lang)));

function splittable(w: Writer, o: LockedOrder): void {
  expectState(w, o, NOT_STARTED, 'split');
  if (o.order_type === 'Combine') throw conflict(om(w.lang, 'notNow', { code: o.code, state: w.lang === 'en_US' ? 'a combined order' : '合并工单', action: w.lang === 'en_US' ? 'split it by quantity' : '按数量拆分' }));
}

/** split [id, quantities]: pieces of these quantities; the original keeps the rest (more than 0) */
export async function splitOrder(w: Writer, model: EntityModel, trx: AnyTrx, id: number, quantities: readonly (number | string)[]): Promise<RecordValue[]> {
  const [o] = await lockOrders(trx, w, [id]);
  splittable(w, o);
  const sum = quantities.reduce<Big>((s, q) => s.plus(q), new Big(0));
  if (sum.gte(o.plan_qty)) throw conflict(om(w.lang, 'splitTooMuch', { asked: sum.toFixed(), code: o.code, qty: new Big(o.plan_qty).toFixed() }));
  const from = await rowOf(trx, w.tenantId, id);
  await setQty(trx, w, id, new Big(o.plan_qty).minus(sum).toFixed());
  const ids = [id];
  for (const q of quantities) ids.push(await piece(w, model, trx, from, new Big(q).toFixed()));
  return read(trx, model, w, ids);
}

/** splitBatch [{ids, quantity}]: each order cut into pieces of `quantity` (the last one the rest) */
export async function splitBatch(w: Writer, model: EntityModel, trx: AnyTrx, ids: readonly number[], batch: number): Promise<RecordValue[]> {
  if (!Number.isInteger(batch) || batch <= 0) throw conflict(om(w.lang, 'positiveInteger'));
  const orders = await lockOrders(trx, w, ids);
  const out: number[] = [];
  for (const o of orders) {
    splittable(w, o);
    const total = new Big(o.plan_qty);
    if (total.lte(batch)) {
      out.push(o.id);
      continue;
    }
    const from = await rowOf(trx, w.tenantId, o.id);
    await setQty(trx, w, o.id, String(batch));
    out.push(o.id);
    for (let left = total.minus(batch); left.gt(0); left = left.minus(batch)) out.push(await piece(w, model, trx, from, (left.gt(batch) ? new Big(batch) : left).toFixed()));
  }
  return read(trx, model, w, out);
}

/** combineWorkOrder [{ids}]: one Combine order over two or more single-material orders of one product */
export async function combineOrders(w: Writer, model: EntityModel, trx: AnyTrx, ids: readonly number[]): Promise<RecordValue> {
  if (new Set(ids).size < 2) throw conflict(om(w.lang, 'combineTooFew'));
  const orders = await lockOrders(trx, w, ids);
  for (const o of orders) {
    if (o.order_type !== 'SingleMaterial' || o.combine_id !== null) throw conflict(om(w.lang, 'combineNotSingle', { code: o.code }));
    expectState(w, o, NOT_STARTED, 'combine');
  }
  if (new Set(orders.map((o) => o.material_id)).size > 1) throw conflict(om(w.lang, 'combineProduct'));
  const first = await rowOf(trx, w.tenantId, orders[0].id);
  const now = local(new Date(Date.now() + 60_000));
  // plan times are 'YYYY-MM-DD HH:MI:SS' texts: their text order is their time order (Math.min/max would give NaN)
  const start = orders.map((o) => o.plan_start).sort()[0];
  const end = orders.map((o) => o.plan_end).sort().at(-1)!;
  const planStart = [start, now].sort()[1];
  const planEnd = end > planStart ? end : local(new Date(new Date(planStart.replace(' ', 'T')).getTime() + 3_600_000));
  const priority = orders.map((o) => o.priority).reduce((a, b) => ((PRIORITY_WEIGHT[b] ?? 0) > (PRIORITY_WEIGHT[a] ?? 0) ? b : a));
  const made = await createRecord(
    w,
    model,
    {
      ...Object.fromEntries(['plan_no', 'spread', 'material_id', 'spec', 'unit', 'route_id', 'bom_id', 'equipment_id', 'warehouse_id'].map((k) => [k, first.head[k] ?? null])),
      order_type: 'Combine',
      priority,
      plan_qty: orders.reduce<Big>((s, o) => s.plus(o.plan_qty), new Big(0)).toFixed(),
      plan_start: planStart,
      plan_end: planEnd,
      remark: orders.map((o) => o.code).join(','),
      operations: first.ops.map((o) => Object.fromEntries(OP_COPIED.filter((k) => k !== 'plan_start' && k !== 'plan_end').map((k) => [k, o[k] ?? null]))),
    },
    trx,
  );
  const combined = Number(made.id);
  // released when every original was
  if (orders.every((o) => o.status === 'Audit')) await sql`update prd_work_order set status_dict = 'Audit', manufacturing_state = 'Wait' where tenant_id = ${w.tenantId} and id = ${combined}`.execute(trx);
  await sql`update prd_work_order set combine_id = ${combined}, manufacturing_state = 'Recycled', version = version + 1, modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now()
    where tenant_id = ${w.tenantId} and id in (${sql.join(orders.map((o) => o.id))})`.execute(trx);
  return readRecord(trx, model, combined, w.lang);
}

/** splitWorkOrder [{ids}]: exactly one Combine order, not started: its originals come back as they were */
export async function uncombineOrder(w: Writer, model: EntityModel, trx: AnyTrx, ids: readonly number[]): Promise<RecordValue[]> {
  if (new Set(ids).size !== 1) throw conflict(om(w.lang, 'splitOne'));
  const [o] = await lockOrders(trx, w, ids);
  if (o.order_type !== 'Combine') throw conflict(om(w.lang, 'splitNotCombine', { code: o.code }));
  expectState(w, o, NOT_STARTED, 'split');
  const T = w.tenantId;
  const back = (
    await sql<{ id: number }>`update prd_work_order set combine_id = null, manufacturing_state = case when status_dict = 'Audit' then 'Wait' else 'Saved' end,
        version = version + 1, modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now()
      where tenant_id = ${T} and combine_id = ${o.id} returning id::int as id`.execute(trx)
  ).rows.map((r) => r.id);
  await sql`delete from prd_work_order_op where tenant_id = ${T} and owner_id = ${o.id}`.execute(trx);
  await sql`delete from prd_work_order where tenant_id = ${T} and id = ${o.id}`.execute(trx);
  return read(trx, model, w, back.sort((a, b) => a - b));
}
