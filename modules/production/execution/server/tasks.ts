// The order's tasks: its operations as tasks (enterWorkOrder: what is done and fed), the task an
// equipment runs (getEquipmentWorkOrder), an application for part of a task (applyWorkOrder),
// tasks finished by process (finishByProcess), carry-over of an order's remainder to another
// order (结转: the source plans less, the target more, with its record) and the production
// dynamics (the newest feedings, returns and outputs).
import { sql } from 'kysely';
import type { z } from 'zod';
import { Big } from '../../../../schemas/compute/decimal';
import type { Paged } from '../../../../schemas/rpc/define';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { session, type CallContext } from '../../../../server/rpc/registry';
import type { applyArg, carryArg, DynamicsRow, dynamicsArg, FedView, finishArg, OrderExecView } from '../contracts';
import { applyRule, carryRule, remainderOf, shownQty } from '../rules';
import { check, dec, type Exec, fail, inTransaction, lockOrder, operationsOf, type OrderRow, writeRecord } from './common';
import type { AnyTrx } from '../../../../server/records/write';
import { pagedSql } from '../../../../server/records/paged-query';

type Db = Pick<Exec, 'trx' | 'T'>;

async function orderRow(x: Db, id: number): Promise<(OrderRow & { material_name: string }) | undefined> {
  return (
    await sql<OrderRow & { material_name: string }>`select o.id::int as id, o.code, o.manufacturing_state as state, o.plan_qty::text as plan_qty, coalesce(o.finish_qty, 0)::text as finish_qty,
        coalesce(o.qualified_qty, 0)::text as qualified_qty, coalesce(o.unqualified_qty, 0)::text as unqualified_qty, coalesce(o.scrap_qty, 0)::text as scrap_qty,
        o.material_id::int as material_id, o.equipment_id::int as equipment_id, o.batch_no, coalesce(m.name, '') as material_name
      from prd_work_order o left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id where o.tenant_id = ${x.T} and o.id = ${id}`.execute(x.trx)
  ).rows[0];
}

/** An order with its tasks and what is fed into them (the terminal's view of it). */
export async function orderView(x: Db, id: number, lang: string): Promise<OrderExecView> {
  const o = await orderRow(x, id);
  if (!o) throw fail(lang, 'noOrder', { id }, 'missing');
  const ops = await operationsOf(x, id);
  const names = (await sql<{ id: number; name: string }>`select id::int as id, name from prd_equipment where tenant_id = ${x.T} and id in (${sql.join([0, ...ops.map((p) => p.equipment_id ?? 0)])})`.execute(x.trx)).rows;
  const fed = (
    await sql<FedView & Record<string, unknown>>`select f.id::int as id, f.code, f.op_id::int as "opId", f.barcode, f.material_id::int as "materialId", coalesce(m.name, '') as "materialName", f.batch_no as "batchNo",
        f.qty::text as qty, coalesce(f.returned_qty, 0)::text as "returnedQty", (f.qty - coalesce(f.returned_qty, 0))::text as "leftQty"
      from prd_feeding f left join mdm_material m on m.tenant_id = f.tenant_id and m.id = f.material_id where f.tenant_id = ${x.T} and f.order_id = ${id} order by f.id`.execute(x.trx)
  ).rows;
  return {
    id: o.id,
    code: o.code,
    state: o.state,
    materialName: o.material_name,
    planQty: shownQty(o.plan_qty),
    finishQty: shownQty(o.finish_qty),
    qualifiedQty: shownQty(o.qualified_qty),
    unqualifiedQty: shownQty(o.unqualified_qty),
    scrapQty: shownQty(o.scrap_qty),
    remainder: remainderOf(o.plan_qty, o.finish_qty),
    batchNo: o.batch_no,
    equipmentId: o.equipment_id,
    tasks: ops.map((p) => ({
      id: p.id,
      seq: p.seq,
      processId: p.process_id,
      processName: p.process_name,
      processType: p.process_type,
      equipmentId: p.equipment_id ?? o.equipment_id,
      equipmentName: names.find((n) => n.id === (p.equipment_id ?? o.equipment_id))?.name ?? null,
      planQty: shownQty(o.plan_qty),
      doneQty: shownQty(p.done_qty),
      finished: dec(p.done_qty).gte(dec(o.plan_qty)),
    })),
    fed: fed.map((f) => ({ ...f, qty: shownQty(f.qty), returnedQty: shownQty(f.returnedQty), leftQty: shownQty(f.leftQty) })),
  };
}

const reader = (ctx: CallContext): Db & { lang: string } => {
  const s = session(ctx);
  return { trx: s.db as unknown as AnyTrx, T: s.tenantId, lang: ctx.lang };
};

export const enterWorkOrder = (ctx: CallContext, id: number) => {
  const r = reader(ctx);
  return orderView(r, id, r.lang);
};

export async function equipmentWorkOrder(ctx: CallContext, equipmentId: number): Promise<OrderExecView> {
  const r = reader(ctx);
  const [e] = (await sql<{ code: string; name: string }>`select code, name from prd_equipment where tenant_id = ${r.T} and id = ${equipmentId}`.execute(r.trx)).rows;
  if (!e) throw fail(r.lang, 'noEquipment', { id: equipmentId }, 'missing');
  // running first, then paused (the equipment's order waiting to go on)
  const [o] = (await sql<{ id: number }>`select id::int as id from prd_work_order where tenant_id = ${r.T} and equipment_id = ${equipmentId} and manufacturing_state in ('Process', 'Debug', 'Pause')
      order by case when manufacturing_state = 'Pause' then 1 else 0 end, started_at desc nulls last, id desc limit 1`.execute(r.trx)).rows;
  if (!o) throw fail(r.lang, 'noEquipmentTask', { equipment: `${e.name}(${e.code})` }, 'missing');
  return orderView(r, o.id, r.lang);
}

export async function applyWorkOrder(ctx: CallContext, a: z.output<typeof applyArg>): Promise<RecordValue> {
  return inTransaction(ctx, async (x) => {
    const [op] = (await sql<{ order_id: number }>`select owner_id::int as order_id from prd_work_order_op where tenant_id = ${x.T} and id = ${a.taskId}`.execute(x.trx)).rows;
    if (!op) throw fail(x.lang, 'noMatchingData', {}, 'missing');
    const o = await lockOrder(x, op.order_id);
    const task = (await operationsOf(x, o.id, true)).find((p) => p.id === a.taskId)!;
    check(x.lang, applyRule(String(a.qty), o.plan_qty));
    return writeRecord(x, 'ProductionTaskApply', { order_id: o.id, op_id: task.id, process_id: task.process_id, qty: String(a.qty), remark: a.remark ?? null });
  });
}

export async function finishByProcess(ctx: CallContext, a: z.output<typeof finishArg>): Promise<{ finished: number }> {
  return inTransaction(ctx, async (x) => {
    const ids = [...new Set(a.orderIds)].sort((p, q) => p - q);
    // the orders in id order (as two calls over the same orders then queue)
    for (const id of ids) await lockOrder(x, id);
    const done = await sql`update prd_work_order_op p set done_qty = greatest(coalesce(p.done_qty, 0), o.plan_qty)
        from prd_work_order o where o.tenant_id = p.tenant_id and o.id = p.owner_id and p.tenant_id = ${x.T} and p.owner_id in (${sql.join(ids)}) and p.process_id = ${a.processId}
          and o.manufacturing_state in ('Wait', 'Process', 'Pause', 'Debug')`.execute(x.trx);
    const n = Number(done.numAffectedRows ?? 0);
    if (!n) {
      const [p] = (await sql<{ name: string }>`select name from mdm_process where tenant_id = ${x.T} and id = ${a.processId}`.execute(x.trx)).rows;
      throw fail(x.lang, 'processNotInOrders', { process: p?.name ?? String(a.processId) }, 'conflict');
    }
    return { finished: n };
  });
}

export async function carryOver(ctx: CallContext, a: z.output<typeof carryArg>): Promise<RecordValue> {
  return inTransaction(ctx, async (x) => {
    if (!a.targetId && a.targetCode?.trim()) {
      const [t] = (await sql<{ id: number }>`select id::int as id from prd_work_order where tenant_id = ${x.T} and code = ${a.targetCode.trim()}`.execute(x.trx)).rows;
      if (!t) throw fail(x.lang, 'noMatchingData', {}, 'missing');
      a = { ...a, targetId: t.id };
    }
    // both orders locked in id order: two carry-overs between the same orders queue
    const ids = [a.orderId, a.targetId ?? a.orderId].sort((p, q) => p - q);
    const first = await lockOrder(x, ids[0]);
    const second = ids[1] !== ids[0] ? await lockOrder(x, ids[1]) : first;
    const source = first.id === a.orderId ? first : second;
    const target = a.targetId ? (first.id === a.targetId ? first : second) : null;
    check(x.lang, carryRule({ orderId: source.id, targetId: a.targetId, qty: String(a.qty), remainder: remainderOf(source.plan_qty, source.finish_qty) }));
    if (target && ['Completed', 'Recycled'].includes(target.state)) throw fail(x.lang, 'carryTargetDone', { code: target.code }, 'conflict');
    const qty = new Big(String(a.qty)).toFixed(6);
    await sql`update prd_work_order set plan_qty = plan_qty - ${qty}::numeric, version = version + 1 where tenant_id = ${x.T} and id = ${source.id}`.execute(x.trx);
    await sql`update prd_work_order set plan_qty = plan_qty + ${qty}::numeric, version = version + 1 where tenant_id = ${x.T} and id = ${target!.id}`.execute(x.trx);
    return writeRecord(x, 'ProductionCarry', { order_id: source.id, target_id: target!.id, qty: String(a.qty), remark: a.remark ?? null });
  });
}

export async function produceDynamics(ctx: CallContext, a: z.output<typeof dynamicsArg>): Promise<Paged<DynamicsRow>> {
  const r = reader(ctx);
  const by = a.orderId ? sql`and x.order_id = ${a.orderId}` : sql``;
  const events = sql`
    select 'feeding' as kind, f.id, f.code, f.order_id, f.process_id, f.material_id, f.qty, f.create_dt as at, f.create_name as by from prd_feeding f where f.tenant_id = ${r.T}
    union all select 'return', t.id, t.code, t.order_id, null, t.material_id, t.qty, t.create_dt, t.create_name from prd_feed_return t where t.tenant_id = ${r.T}
    union all select 'output', p.id, p.code, p.order_id, p.process_id, p.material_id, p.qualified_qty + p.unqualified_qty + p.scrap_qty, p.create_dt, p.create_name from prd_output p where p.tenant_id = ${r.T}`;
  const dynamics = {
    select: sql`x.kind, x.id::int as id, x.code, o.code as "orderCode", p.name as "processName", m.name as "materialName", x.qty::text as qty, x.at::text as at, x.by`,
    from: sql`from (${events}) x join prd_work_order o on o.tenant_id = ${r.T} and o.id = x.order_id
      left join mdm_process p on p.tenant_id = ${r.T} and p.id = x.process_id left join mdm_material m on m.tenant_id = ${r.T} and m.id = x.material_id
     where true ${by}`,
    orderBy: sql`x.at desc`,
    // a feeding, a return and an output may share an id: the kind makes the key
    tieBreak: sql`x.id desc, x.kind`,
  };
  return pagedSql<DynamicsRow>(r.trx, a, dynamics, (x) => ({ ...x, qty: shownQty(x.qty) }));
}
