// The work order's rules (record hooks) and shop-floor moves (task.Order start, pause, complete,
// recall, recycle, updateWorkOrderState). Each move is one transaction: the order's row locked,
// then — to start — its equipment's row, so two starts on one machine queue and the second sees the
// first (one equipment runs one order at a time); pause is the starter's; a finished order is
// finished once. The receipt audit releases the order (Wait); un-audit only before it starts.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refId } from '../../../schemas/refs';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { refuse } from '../../../server/modules/hooks';
import { defineServerModule, implement, type HookContext, type RecordHooks } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { readRecord } from '../../../server/records/read';
import { implementDocument } from '../../../server/records/document-service';
import { type AnyTrx, lockWritableIds, moveRecord, type Writer } from '../../../server/records/write';
import { conflict, notFound } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { industryOrder, taskOrder } from './contracts';
import { PRINT_PATHS } from '../../../server/print/routes';
import type { EntityModel } from '../../../server/records/model';
import { batchAudit, dispatchOperations, dispatchOrders, renderProcess, updateComplete } from './dispatch';
import { createdOrders } from './created';
import { createFromSale } from './from-sale';
import { seedWorkOrderDemo } from './demo';
import { applyWorkOrder, enterWorkOrder, equipmentWorkOrder, produceDynamics } from '../execution/server/tasks';
import { saveOutsourceTasks } from '../outsource/server';
import { lockOrders, usableEquipment } from './locks';
import { listOrders, markPrinted, orderProgress } from './queries';
import { combineOrders, splitBatch, splitOrder, uncombineOrder } from './reshape';
import { renderOperations } from './operations';
import { MOVE_NAMES, om } from './messages';
import { MANUFACTURING_STATES, type ManufacturingState, mayMove, moveTo, type OrderMove, RUNNING_STATES, stateAfter } from './state';

type Rec = Record<string, unknown>;
const stateName = (s: string, lang: string) => MANUFACTURING_STATES.find((x) => x.value === s)?.[lang === 'en_US' ? 'labelEn' : 'label'] ?? s;
const when = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : new Date(String(v)).getTime());

/** Planned dates: start before end; on a new plan, neither in the past. */
function checkPlan(ctx: HookContext): void {
  const rec = (ctx.after ?? {}) as Rec;
  const before = (ctx.before ?? {}) as Rec;
  const lang = ctx.writer.lang;
  const start = when(rec.plan_start);
  const end = when(rec.plan_end);
  if (start !== null && end !== null && start >= end) refuse(om(lang, 'startAfterEnd'), 400);
  const now = Date.now() - 60_000; // a minute's grace for the form's own clock
  if (start !== null && start !== when(before.plan_start) && start < now) refuse(om(lang, 'startPast'), 400);
  if (end !== null && end !== when(before.plan_end) && end < now) refuse(om(lang, 'endPast'), 400);
}

/** A new order by a route gets the route's processes as its operations. */
async function copyRoute(ctx: HookContext): Promise<void> {
  const rec = (ctx.after ?? {}) as Rec;
  const route = refId(rec.route_id);
  if (!route || ((rec.operations as Rec[] | undefined) ?? []).length) return;
  await renderOperations(ctx.trx, ctx.writer.tenantId, ctx.id!, route);
}

async function release(ctx: HookContext): Promise<void> {
  await sql`update prd_work_order set manufacturing_state = 'Wait' where tenant_id = ${ctx.writer.tenantId} and id = ${ctx.id!} and manufacturing_state in ('Saved', 'Recycled')`.execute(ctx.trx);
}

async function unrelease(ctx: HookContext): Promise<void> {
  const [row] = (await sql<{ code: string; s: string }>`select code, manufacturing_state as s from prd_work_order where tenant_id = ${ctx.writer.tenantId} and id = ${ctx.id!}`.execute(ctx.trx)).rows;
  if (row && row.s !== 'Wait' && row.s !== 'Saved' && row.s !== 'Recycled') refuse(om(ctx.writer.lang, 'startedNoUnaudit', { code: row.code }), 409);
  await sql`update prd_work_order set manufacturing_state = 'Saved' where tenant_id = ${ctx.writer.tenantId} and id = ${ctx.id!} and manufacturing_state = 'Wait'`.execute(ctx.trx);
}

/** A machine newly given to the order or one of its operations through the form is usable (not stopped, in fault or scrapped), as by dispatch. */
async function assignableEquipment(ctx: HookContext): Promise<void> {
  const v = (ctx.values ?? {}) as Rec;
  const ops = (rows: unknown) => (Array.isArray(rows) ? (rows as Rec[]).map((r) => refId(r.equipment_id)) : []);
  const held = new Set([refId(ctx.before?.equipment_id), ...ops(ctx.before?.operations)]);
  const given = new Set([...('equipment_id' in v ? [refId(v.equipment_id)] : []), ...ops(v.operations)]);
  for (const id of given) if (id !== null && !held.has(id)) await usableEquipment(ctx.trx, ctx.writer, id);
}

export const orderHooks: RecordHooks[] = [
  { entity: 'WorkOrder', actions: ['create', 'modify'], before: assignableEquipment },
  { entity: 'WorkOrder', actions: ['create', 'modify'], after: checkPlan, keepsRecord: true },
  { entity: 'WorkOrder', actions: ['create'], after: copyRoute },
  // before the audit's own update, in its transaction (the answer then shows 待加工)
  { entity: 'WorkOrder', actions: ['audit'], before: release },
  { entity: 'WorkOrder', actions: ['deApproval'], before: unrelease },
];

interface OrderRow {
  id: number;
  code: string;
  s: ManufacturingState;
  equipment_id: number | null;
  starter_id: number | null;
  starter_name: string | null;
}

/** One shop-floor move of an order, in its own transaction with the order's row locked. */
async function moveOrder(ctx: CallContext, id: number, move: OrderMove, equipmentId?: number): Promise<RecordValue> {
  return inOrders(ctx, (w, model, trx) => moveInTransaction(w, model, trx, id, move, equipmentId));
}

/** One move inside the caller's transaction (industry.Order moves several orders all or nothing). */
export async function moveInTransaction(w: Writer, model: EntityModel, trx: AnyTrx, id: number, move: OrderMove, equipmentId?: number): Promise<RecordValue> {
  const T = w.tenantId;
  const [o] = (await sql<OrderRow>`select id::int as id, code, manufacturing_state as s, equipment_id::int as equipment_id, starter_id::int as starter_id, starter_name
    from prd_work_order where tenant_id = ${T} and id = ${id} for update`.execute(trx)).rows;
  // an order outside the caller's data scope is, to the caller, one that does not exist (as for a save)
  if (!o || !(await lockWritableIds(trx, w, model, [id])).has(id)) throw notFound(w.lang === 'en_US' ? `No such work order: ${id}` : `工单不存在：${id}`);
  if (move === 'complete' && o.s === 'Completed') throw conflict(om(w.lang, 'finishedTwice', { code: o.code }));
  if (!mayMove(move, o.s)) throw conflict(om(w.lang, 'notNow', { code: o.code, state: stateName(o.s, w.lang), action: MOVE_NAMES[move][w.lang === 'en_US' ? 1 : 0] }));
  if (move === 'pause' && o.starter_id !== null && o.starter_id !== w.userId) throw conflict(om(w.lang, 'notStarter', { name: o.starter_name ?? '', code: o.code }));
  if (move === 'recall') {
    // back to be edited: the receipt is un-audited in the same transaction (its hook sets Saved)
    await moveRecord(w, model, id, 'deApproval', undefined, trx);
    return readRecord(trx, model, id, w.lang);
  }
  const set: Record<string, unknown> = { manufacturing_state: stateAfter(move) };
  if (move === 'start' || move === 'debug') {
    const equipment = equipmentId ?? o.equipment_id;
    if (!equipment) throw conflict(om(w.lang, 'noEquipment', { code: o.code }));
    await claimEquipment(trx, w, o, equipment);
    Object.assign(set, { equipment_id: equipment, starter_id: w.userId, starter_name: w.userName, started_at: sql`coalesce(started_at, now())` });
  }
  if (move === 'complete') set.finished_at = sql`now()`;
  await trx
    .updateTable('prd_work_order')
    .set({ ...set, version: sql`version + 1`, modify_id: w.userId, modify_name: w.userName, modify_dt: new Date() })
    .where('tenant_id', '=', T)
    .where('id', '=', id)
    .execute();
  return readRecord(trx, model, id, w.lang);
}

/** The equipment row locked: usable, and running no other order of the tenant. */
async function claimEquipment(trx: AnyTrx, w: Writer, o: OrderRow, equipment: number): Promise<void> {
  const e = await usableEquipment(trx, w, equipment);
  const [other] = (await sql<{ code: string }>`select code from prd_work_order where tenant_id = ${w.tenantId} and equipment_id = ${equipment} and id <> ${o.id}
      and manufacturing_state in (${sql.join(RUNNING_STATES)}) limit 1`.execute(trx)).rows;
  if (other) throw conflict(om(w.lang, 'equipmentBusy', { equipment: e.code, other: other.code }));
}

/** one order call in one transaction, as the caller */
async function inOrders<T>(ctx: CallContext, work: (w: Writer, model: EntityModel, trx: AnyTrx) => Promise<T>): Promise<T> {
  const model = await callerModel(ctx, 'WorkOrder');
  const w = await writerOf(ctx, model);
  return w.db.transaction().execute((trx: AnyTrx) => work(w, model, trx));
}

export const orderService = implementDocument(taskOrder, {
  createFromSale: (ctx, [a]) => inOrders(ctx, (w, model, trx) => createFromSale(w, model, a, trx)),
  batchAudit: (ctx, [a]) => inOrders(ctx, (w, model, trx) => batchAudit(w, model, trx, a.ids, a.pass !== false)),
  dispatch: (ctx, [a]) => inOrders(ctx, (w, model, trx) => dispatchOrders(w, model, trx, a.ids, a.equipmentId)),
  dispatchV2: (ctx, [ops]) => inOrders(ctx, (w, model, trx) => dispatchOperations(w, model, trx, ops)),
  split: (ctx, [id, quantities]) => inOrders(ctx, (w, model, trx) => splitOrder(w, model, trx, id, quantities)),
  splitBatch: (ctx, [a]) => inOrders(ctx, (w, model, trx) => splitBatch(w, model, trx, a.ids, a.quantity)),
  combineWorkOrder: (ctx, [a]) => inOrders(ctx, (w, model, trx) => combineOrders(w, model, trx, a.ids)),
  splitWorkOrder: (ctx, [a]) => inOrders(ctx, (w, model, trx) => uncombineOrder(w, model, trx, a.ids)),
  renderProcess: (ctx, [id, route, quantity]) => inOrders(ctx, (w, model, trx) => renderProcess(w, model, trx, id, route, quantity)),
  updateComplete: (ctx, [id, counts]) => inOrders(ctx, (w, model, trx) => updateComplete(w, model, trx, id, counts)),
  saveOutsourceTasks,
  getEquipmentWorkOrder: (ctx, [equipmentId]) => equipmentWorkOrder(ctx, equipmentId),
  enterWorkOrder: (ctx, [orderId]) => enterWorkOrder(ctx, orderId),
  applyWorkOrder: (ctx, [a]) => applyWorkOrder(ctx, a),
  listByProduceDynamics: (ctx, [a]) => produceDynamics(ctx, a),
  getV2: (ctx, [id]) => inOrders(ctx, (w, model, trx) => orderProgress(trx, w, model, id)),
  listOrderComplete: (ctx, [q]) => inOrders(ctx, (w, _m, trx) => listOrders(trx, w, { ...q, states: ['Completed'] }, 'finished')),
  getWorkOrderList: (ctx, [q]) => inOrders(ctx, (w, _m, trx) => listOrders(trx, w, q)),
  getWorkOrderListApi: (ctx, [q]) => inOrders(ctx, (w, _m, trx) => listOrders(trx, w, q)),
  excelWorkOrder: async (_ctx, [q]) => ({ url: '/download/records.xlsx', query: { ...q, entityCode: 'WorkOrder' } }),
  returnBindOrderNum: (ctx, [saleId]) =>
    inOrders(ctx, async (w, _m, trx) => {
      const [r] = (await sql<{ orders: number; planned: string }>`select count(*)::int as orders, coalesce(sum(plan_qty) filter (where sale_item_id is not null), 0)::text as planned
          from prd_work_order where tenant_id = ${w.tenantId} and sale_id = ${saleId}`.execute(trx)).rows;
      return { saleId, orders: r.orders, planned: new Big(r.planned).toFixed() };
    }),
  gainCreatedOrders: (ctx, [saleId]) => createdOrders(ctx, saleId),
  modifyOrderPrintTag: (ctx, [a]) => inOrders(ctx, (w, _m, trx) => markPrinted(trx, w, a.ids, a.printTag)),
  processPrint: (ctx, [id]) =>
    inOrders(ctx, async (w, _m, trx) => {
      await markPrinted(trx, w, [id], true);
      return { url: `${PRINT_PATHS.pdf}?file=WorkOrder&id=${id}` };
    }),
  start: (ctx, [id, equipment]) => moveOrder(ctx, id, 'start', equipment),
  pause: (ctx, [id]) => moveOrder(ctx, id, 'pause'),
  complete: (ctx, [id]) => moveOrder(ctx, id, 'complete'),
  recall: (ctx, [id]) => moveOrder(ctx, id, 'recall'),
  recycle: (ctx, [id]) => moveOrder(ctx, id, 'recycle'),
  async updateWorkOrderState(ctx, [a]) {
    const model = await callerModel(ctx, 'WorkOrder');
    const w = await writerOf(ctx, model);
    const [row] = (await sql<{ code: string; s: ManufacturingState }>`select code, manufacturing_state as s from prd_work_order where tenant_id = ${w.tenantId} and id = ${a.workOrderId}`.execute(w.db)).rows;
    if (!row) throw notFound(w.lang === 'en_US' ? `No such work order: ${a.workOrderId}` : `工单不存在：${a.workOrderId}`);
    const target = a.manufacturingState as ManufacturingState;
    if (target === 'Completed' && row.s === 'Completed') throw conflict(om(w.lang, 'finishedTwice', { code: row.code }));
    const move = moveTo(row.s, target);
    if (!move || move === 'release') throw conflict(om(w.lang, 'notNow', { code: row.code, state: stateName(row.s, w.lang), action: stateName(target, w.lang) }));
    return moveOrder(ctx, a.workOrderId, move);
  },
});

/** industry.Order: every order moved (or recycled) in one transaction — one refusal moves none */
export const industryOrderService = implement(industryOrder, {
  updateOrderStatus: (ctx, [a]) =>
    inOrders(ctx, async (w, model, trx) => {
      const out: RecordValue[] = [];
      for (const o of await lockOrders(trx, w, a.orderIds)) {
        const target = a.status as ManufacturingState;
        if (target === 'Completed' && o.s === 'Completed') throw conflict(om(w.lang, 'finishedTwice', { code: o.code }));
        const move = moveTo(o.s, target);
        if (!move || move === 'release') throw conflict(om(w.lang, 'notNow', { code: o.code, state: stateName(o.s, w.lang), action: stateName(target, w.lang) }));
        out.push(await moveInTransaction(w, model, trx, o.id, move));
      }
      return out;
    }),
  recycle: (ctx, [a]) =>
    inOrders(ctx, async (w, model, trx) => {
      const out: RecordValue[] = [];
      for (const o of await lockOrders(trx, w, a.orderIds)) out.push(await moveInTransaction(w, model, trx, o.id, 'recycle'));
      return out;
    }),
});

/** The work orders' server part: their calls and rules, and the demo orders. */
export default defineServerModule({ services: [orderService, industryOrderService], hooks: orderHooks, seed: seedWorkOrderDemo });
