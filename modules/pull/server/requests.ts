// The stage moves of 工序叫料 and 物料拉动, shared: a request becomes a warehouse 出库申请 (created and
// submitted through the record layer by entity code, linked back by apply_id), is shown Issued once
// the apply's lines are issued in full (entities/request.ts reads it), and is confirmed at the line —
// its quantity stocked in at its line-side position at the price it left the warehouse with. Each
// call is one transaction; the requests are locked in id order, so two calls on one request queue.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { writerOf } from '../../../server/records/context';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, boundToFlow, createRecord, lockWritableIds, moveRecord, type Writer } from '../../../server/records/write';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { settlePositions } from '../../../server/stock/documents';
import type { StockDb } from '../../../server/stock/ledger';
import { stockIn } from '../../../server/stock/post';
import type { IdsArg } from '../contracts';
import { REQUEST_STATES, type Stage } from '../entities/request';
import { pm, type PullMessage } from '../messages';

export interface RequestKind {
  entity: 'PullCall' | 'PullPull';
  table: 'pull_call' | 'pull_pull';
  name: readonly [string, string];
}

export const CALLS: RequestKind = { entity: 'PullCall', table: 'pull_call', name: ['工序叫料', 'Process material call'] };
export const PULLS: RequestKind = { entity: 'PullPull', table: 'pull_pull', name: ['物料拉动', 'Material pull'] };

export interface RequestRow {
  id: number;
  code: string;
  stage: Stage;
  state: string;
  quantity: string;
  issued: string;
  material_id: number;
  warehouse_id: number;
  position_id: number;
  process_unit_id: number;
  need_time: Date | null;
  apply_id: number | null;
  apply_code: string | null;
  apply_status: string | null;
  order_id: number | null;
}

export interface Tx {
  w: Writer;
  trx: AnyTrx;
  T: string;
  lang: string;
}

export const idsOf = (a: IdsArg): number[] => [...new Set(Array.isArray(a) ? a : a.ids)].sort((x, y) => x - y);
export const stateLabel = (state: string, lang: string) => {
  const s = REQUEST_STATES.find((r) => r.value === state);
  return s ? (lang === 'en_US' ? s.labelEn : s.label) : state;
};

/** One call's transaction, as the caller. */
export async function asCaller<R>(ctx: CallContext, kind: RequestKind, body: (x: Tx) => Promise<R>): Promise<R> {
  const w = await writerOf(ctx, builtinModel(kind.entity));
  return w.db.transaction().execute((trx: AnyTrx) => body({ w, trx, T: w.tenantId, lang: w.lang }));
}

/** The requests, locked, in id order; 11 naming the first id that is not the tenant's. */
export async function lockRequests(x: Tx, kind: RequestKind, ids: number[]): Promise<RequestRow[]> {
  const order = kind.entity === 'PullCall' ? sql`t.order_id::int` : sql`null::int`;
  const rows = (
    await sql<RequestRow>`select t.id::int as id, t.code, t.stage, t.quantity::text as quantity, t.material_id::int as material_id, t.warehouse_id::int as warehouse_id,
        t.position_id::int as position_id, t.process_unit_id::int as process_unit_id, t.need_time, t.apply_id::int as apply_id, ${order} as order_id,
        a.code as apply_code, a.status_dict as apply_status,
        coalesce((select sum(i.issued_qty) from wms_delivery_apply_item i where i.tenant_id = t.tenant_id and i.owner_id = t.apply_id), 0)::text as issued
      from ${sql.table(kind.table)} t left join wms_delivery_apply a on a.tenant_id = t.tenant_id and a.id = t.apply_id
     where t.tenant_id = ${x.T} and t.id in (${sql.join(ids)}) order by t.id for update of t`.execute(x.trx)
  ).rows;
  // a request outside the caller's data scope is, to the caller, one that does not exist
  const writable = await lockWritableIds(x.trx, x.w, builtinModel(kind.entity)!, ids);
  const missing = ids.find((id) => !writable.has(id) || !rows.some((r) => r.id === id));
  if (missing) throw refusal(x.lang, 'noRequest', { what: kind.name[x.lang === 'en_US' ? 1 : 0], id: missing }, 'missing');
  return rows.map((r) => ({ ...r, state: r.stage === 'Called' && r.apply_id && new Big(r.issued).gte(new Big(r.quantity)) ? 'Issued' : r.stage }));
}

export function refusal(lang: string, key: PullMessage, vars: Record<string, string | number> = {}, kind: 'bad' | 'conflict' | 'missing' = 'conflict') {
  const msg = pm(lang, key, vars);
  if (kind === 'bad') return badRequest(msg);
  return kind === 'missing' ? notFound(msg) : conflict(msg);
}

const two = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date | null) => (d ? `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}` : null);

/** The request's 出库申请: a production issue of its material from its warehouse, submitted unless a flow takes it. */
export async function applyFor(x: Tx, kind: RequestKind, r: RequestRow): Promise<void> {
  const model = builtinModel('WmsDeliveryApply')!;
  const [m] = (await sql<{ price: string | null; unit: string | null }>`select purchase_price::text as price, unit from mdm_material where tenant_id = ${x.T} and id = ${r.material_id}`.execute(x.trx)).rows;
  const apply = await createRecord(
    x.w,
    model,
    {
      apply_type: 'Production',
      warehouse_id: r.warehouse_id,
      need_date: dateOf(r.need_time),
      remark: `${kind.name[0]} ${r.code}`,
      items: [{ material_id: r.material_id, unit: m?.unit ?? null, quantity: r.quantity, unit_price: m?.price ?? '0', remark: r.code }],
    },
    x.trx,
  );
  const id = Number(apply.id);
  // with an approval flow bound, the apply waits for its submitter in the flow's way
  if (!(await boundToFlow(x.trx, x.T, model.def.code))) await moveRecord(x.w, model, id, 'commit', undefined, x.trx);
  await sql`update ${sql.table(kind.table)} set stage = 'Called', apply_id = ${id}, called_at = now(), version = version + 1, modify_dt = now(), modify_id = ${x.w.userId}, modify_name = ${x.w.userName}
    where tenant_id = ${x.T} and id = ${r.id}`.execute(x.trx);
}

/** The price per unit the apply's goods left the warehouse with (its deliveries' ledger), else null (the moving average). */
async function issuePrice(x: Tx, applyId: number): Promise<Big | null> {
  const [p] = (
    await sql<{ price: string | null }>`select (sum(-l.qty * l.unit_price) / nullif(sum(-l.qty), 0))::text as price from stock_ledger l
      where l.tenant_id = ${x.T} and l.qty < 0 and (
        (l.doc_entity = 'WmsDeliveryRaw' and l.doc_id in (select owner_id from wms_delivery_raw_item where tenant_id = ${x.T} and apply_id = ${applyId}))
        or (l.doc_entity = 'WmsDelivery' and l.doc_id in (select owner_id from wms_delivery_item where tenant_id = ${x.T} and apply_id = ${applyId})))`.execute(x.trx)
  ).rows;
  return p?.price ? new Big(p.price) : null;
}

/** Issued → Arrived: the quantity stocked in at the line-side position. */
export async function arriveAt(x: Tx, kind: RequestKind, r: RequestRow): Promise<void> {
  if (r.state !== 'Issued') throw refusal(x.lang, 'cannotArrive', { code: r.code, state: stateLabel(r.state, x.lang) });
  const [pos] = (await sql<{ warehouse_id: number; area_id: number | null }>`select warehouse_id::int as warehouse_id, area_id::int as area_id from wms_position where tenant_id = ${x.T} and id = ${r.position_id}`.execute(x.trx)).rows;
  const actor = { tenantId: x.T, userId: x.w.userId, userName: x.w.userName, lang: x.w.lang };
  const price = r.apply_id ? await issuePrice(x, r.apply_id) : null;
  await stockIn(x.trx as unknown as StockDb, actor, { entity: kind.entity, id: r.id, code: r.code }, [
    { material: r.material_id, warehouse: pos.warehouse_id, area: pos.area_id, position: r.position_id, batch: null, container: null, project: null, qty: new Big(r.quantity), price },
  ], 'entry');
  // the line-side position holds goods now: Used, as a warehouse document's move would mark it
  await settlePositions(x.trx as unknown as StockDb, x.T, { entity: kind.entity, id: r.id });
  await sql`update ${sql.table(kind.table)} set stage = 'Arrived', arrived_at = now(), ${kind.entity === 'PullPull' ? sql`open_key = null,` : sql``} version = version + 1, modify_dt = now(), modify_id = ${x.w.userId}, modify_name = ${x.w.userName}
    where tenant_id = ${x.T} and id = ${r.id}`.execute(x.trx);
}

/** Saved, or Called while its apply is not yet the warehouse's (saved, submitted, un-audited: voided with it; voided or rejected already) → Cancelled. */
export async function cancelOne(x: Tx, kind: RequestKind, r: RequestRow): Promise<void> {
  if (r.stage !== 'Saved' && r.stage !== 'Called') throw refusal(x.lang, 'cannotCancel', { code: r.code, state: stateLabel(r.state, x.lang) });
  if (r.stage === 'Called' && r.apply_id) {
    if (new Big(r.issued).gt(0) || !['Saved', 'Commit', 'DeApproval', 'Repeal', 'Reject'].includes(String(r.apply_status))) {
      throw refusal(x.lang, 'applyMoved', { code: r.code, apply: r.apply_code ?? '' });
    }
    if (r.apply_status !== 'Repeal' && r.apply_status !== 'Reject') await moveRecord(x.w, builtinModel('WmsDeliveryApply')!, r.apply_id, 'repeal', undefined, x.trx);
  }
  await sql`update ${sql.table(kind.table)} set stage = 'Cancelled', ${kind.entity === 'PullPull' ? sql`open_key = null,` : sql``} version = version + 1, modify_dt = now(), modify_id = ${x.w.userId}, modify_name = ${x.w.userName}
    where tenant_id = ${x.T} and id = ${r.id}`.execute(x.trx);
}

export const moved = (lang: string, label: readonly [string, string], n: number) => ({ msg: pm(lang, 'done', { action: label[lang === 'en_US' ? 1 : 0], n }), moved: n });

/** Moves each of the requests (all or none: the first refusal rolls the call back). */
export function moveAll(ctx: CallContext, kind: RequestKind, a: IdsArg, label: readonly [string, string], step: (x: Tx, r: RequestRow) => Promise<void>) {
  return asCaller(ctx, kind, async (x) => {
    const rows = await lockRequests(x, kind, idsOf(a));
    for (const r of rows) await step(x, r);
    return moved(x.lang, label, rows.length);
  });
}
