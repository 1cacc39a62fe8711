// What the shop-floor calls share: the caller as writer and stock actor, one transaction per
// call, the order and its operation read (and locked FOR UPDATE, order first, then operation,
// then barcode, then stock balances — the same order in every call, so two calls queue instead of
// deadlocking), refusals with their exact messages, and records written through the record layer.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { builtinModel } from '../../../../server/records/model';
import { callerModel, writerOf } from '../../../../server/records/context';
import { type AnyTrx, createRecord, lockWritableIds, type Writer } from '../../../../server/records/write';
import { badRequest, conflict, notFound, type RpcError } from '../../../../server/rpc/errors';
import type { CallContext } from '../../../../server/rpc/registry';
import type { StockActor } from '../../../../server/stock/ledger';
import { MANUFACTURING_STATES } from '../../orders/state';
import { type ExecMessage, em } from '../messages';
import type { Refusal } from '../rules';

export type Rec = Record<string, unknown>;

export interface Exec {
  w: Writer;
  trx: AnyTrx;
  T: string;
  lang: string;
  actor: StockActor;
}

/** One call's transaction, as the caller. */
export async function inTransaction<R>(ctx: CallContext, body: (x: Exec) => Promise<R>): Promise<R> {
  const w = await writerOf(ctx, await callerModel(ctx, 'WorkOrder'));
  return w.db.transaction().execute((trx: AnyTrx) => body({ w, trx, T: w.tenantId, lang: w.lang, actor: { tenantId: w.tenantId, userId: w.userId, userName: w.userName, lang: w.lang } }));
}

/** A refusal as the envelope's error: 400 for bad input, 409 for what the state forbids, 11 for what is not there. */
export function fail(lang: string, key: ExecMessage, vars: Record<string, string | number> = {}, kind: 'bad' | 'conflict' | 'missing' = 'bad'): RpcError {
  const msg = em(lang, key, vars);
  return kind === 'missing' ? notFound(msg) : kind === 'conflict' ? conflict(msg) : badRequest(msg);
}

export function check(lang: string, r: Refusal | null, kind: 'bad' | 'conflict' = 'bad'): void {
  if (r) throw fail(lang, r.key, r.vars, kind);
}

export interface OrderRow {
  id: number;
  code: string;
  state: string;
  plan_qty: string;
  finish_qty: string;
  qualified_qty: string;
  unqualified_qty: string;
  scrap_qty: string;
  material_id: number;
  route_id: number | null;
  bom_id: number | null;
  equipment_id: number | null;
  batch_no: string | null;
  warehouse_id: number | null;
}

/** The order, locked until the transaction ends; 11 when it is not the tenant's. */
export async function lockOrder(x: Exec, id: number): Promise<OrderRow> {
  // an order outside the caller's data scope is, to the caller, one that does not exist
  if (!(await lockWritableIds(x.trx, x.w, builtinModel('WorkOrder')!, [id])).has(id)) throw fail(x.lang, 'noOrder', { id }, 'missing');
  const [o] = (
    await sql<OrderRow>`select id::int as id, code, manufacturing_state as state, plan_qty::text, coalesce(finish_qty, 0)::text as finish_qty,
        coalesce(qualified_qty, 0)::text as qualified_qty, coalesce(unqualified_qty, 0)::text as unqualified_qty, coalesce(scrap_qty, 0)::text as scrap_qty,
        material_id::int as material_id, route_id::int as route_id, bom_id::int as bom_id, equipment_id::int as equipment_id, batch_no, warehouse_id::int as warehouse_id
      from prd_work_order where tenant_id = ${x.T} and id = ${id} for update`.execute(x.trx)
  ).rows;
  if (!o) throw fail(x.lang, 'noOrder', { id }, 'missing');
  return o;
}

export const stateName = (s: string, lang: string) => MANUFACTURING_STATES.find((m) => m.value === s)?.[lang === 'en_US' ? 'labelEn' : 'label'] ?? s;

/** Feeding, output and return happen while the order runs (加工中 or 调试中). */
export function mustRun(x: Exec, o: OrderRow, action: readonly [string, string]): void {
  if (o.state !== 'Process' && o.state !== 'Debug') throw fail(x.lang, 'notRunning', { code: o.code, state: stateName(o.state, x.lang), action: action[x.lang === 'en_US' ? 1 : 0] }, 'conflict');
}

export interface OpRow {
  id: number;
  seq: number;
  process_id: number;
  process_name: string;
  process_type: string | null;
  is_rework: boolean;
  equipment_id: number | null;
  done_qty: string;
}

/** The order's operations in route order. */
export async function operationsOf(x: Pick<Exec, 'trx' | 'T'>, orderId: number, lock = false): Promise<OpRow[]> {
  const q = sql<OpRow>`select o.id::int as id, coalesce(o.seq, 0)::int as seq, o.process_id::int as process_id, coalesce(p.name, '') as process_name, p.type as process_type,
        coalesce(p.is_rework, false) as is_rework, o.equipment_id::int as equipment_id, coalesce(o.done_qty, 0)::text as done_qty
      from prd_work_order_op o left join mdm_process p on p.tenant_id = o.tenant_id and p.id = o.process_id
     where o.tenant_id = ${x.T} and o.owner_id = ${orderId} order by o.seq, o.id ${lock ? sql`for update of o` : sql``}`;
  return (await q.execute(x.trx)).rows;
}

/** A record of ours through the record layer (its number, audit fields, validation). */
export async function writeRecord(x: Exec, entity: string, values: Rec): Promise<RecordValue> {
  return createRecord(x.w, builtinModel(entity)!, values, x.trx);
}

export const dec = (v: unknown) => new Big(v === null || v === undefined || v === '' ? 0 : String(v));
