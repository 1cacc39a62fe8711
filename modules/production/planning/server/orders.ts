// 生成工单 of a production plan (plan.ProductionPlan/toWorkOrders): the audited plan's lines become work
// orders through the same path as a sales order's (orders/from-sale.ts createOrdersFrom: spread
// modes, sub-orders, default routes, the link's cap), and each line's 已生成工单数量 is kept as the
// sum of its live work orders — here and whenever a work order naming a plan line changes.
import { sql } from 'kysely';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import type { HookContext, RecordHooks } from '../../../../server/modules/types';
import { callerModel, writerOf } from '../../../../server/records/context';
import { builtinModel, type EntityModel } from '../../../../server/records/model';
import { type AnyTrx, lockWritableIds, type Writer } from '../../../../server/records/write';
import { conflict, notFound } from '../../../../server/rpc/errors';
import type { CallContext } from '../../../../server/rpc/registry';
import { createOrdersFrom, type OrderSource } from '../../orders/from-sale';
import type { ToWorkOrdersArgs } from '../contracts';
import { planningMessage as pm } from '../messages';

export async function toWorkOrders(ctx: CallContext, a: ToWorkOrdersArgs): Promise<RecordValue[]> {
  const model = await callerModel(ctx, 'WorkOrder');
  const w = await writerOf(ctx, model);
  return w.db.transaction().execute((trx: AnyTrx) => planToOrders(w, model, trx, a));
}

/** The plan's work orders inside the caller's transaction (the call, the demo). */
export async function planToOrders(w: Writer, model: EntityModel, trx: AnyTrx, a: ToWorkOrdersArgs & { planNo?: string }): Promise<RecordValue[]> {
  const T = w.tenantId;
  {
    const [plan] = (
      await sql<{ id: number; code: string; status: string; due: string | null; sale: number | null }>`
        select id::int as id, code, status_dict as status, to_char(period_to, 'YYYY-MM-DD') as due, sale_id::int as sale
          from prd_plan where tenant_id = ${T} and id = ${a.planId} for update`.execute(trx)
    ).rows;
    // a plan outside the caller's data scope is, to the caller, one that does not exist
    if (!plan || !(await lockWritableIds(trx, w, builtinModel('ProductionPlan')!, [plan.id])).has(plan.id)) throw notFound(pm(w.lang, 'noPlan', { id: a.planId }));
    if (plan.status !== 'Audit') throw conflict(pm(w.lang, 'planNotAudited', { code: plan.code }));
    const lines = (
      await sql<{ id: number; material: number; quantity: string; planned: string; due: string | null }>`
        select i.id::int as id, i.material_id::int as material, i.quantity::text as quantity, to_char(i.due_date, 'YYYY-MM-DD') as due,
               coalesce((select sum(o.plan_qty) from prd_work_order o where o.tenant_id = i.tenant_id and o.plan_item_id = i.id and o.status_dict <> 'Repeal'), 0)::text as planned
          from prd_plan_item i where i.tenant_id = ${T} and i.owner_id = ${plan.id} order by i.id`.execute(trx)
    ).rows;
    const source: OrderSource = { code: plan.code, delivery: plan.due, priority: 'Normal', warehouse: null, header: { sale_id: plan.sale }, via: 'plan_item_id', lines };
    const made = await createOrdersFrom(w, model, source, { spread: a.spread, release: a.release, planNo: a.planNo }, trx);
    if (!made.length) throw conflict(pm(w.lang, 'planAllPlanned', { code: plan.code }));
    await refreshPlanned(trx, T, lines.map((l) => l.id));
    return made;
  }
}

/** 已生成工单数量 of these plan lines: the sum of their work orders not voided. */
export async function refreshPlanned(trx: AnyTrx, tenantId: string, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  await sql`update prd_plan_item i set planned_qty = coalesce((select sum(o.plan_qty) from prd_work_order o
      where o.tenant_id = i.tenant_id and o.plan_item_id = i.id and o.status_dict <> 'Repeal'), 0)
    where i.tenant_id = ${tenantId} and i.id in (${sql.join(itemIds)})`.execute(trx);
}

const planItemOf = (r: RecordValue | null | undefined): number | null => {
  const v = (r as Record<string, unknown> | null | undefined)?.plan_item_id;
  return v === null || v === undefined || v === '' ? null : Number(v);
};

/** a work order naming a plan line was saved, split, voided or removed: the line's figure follows */
async function followOrder(ctx: HookContext): Promise<void> {
  const ids = [planItemOf(ctx.before), planItemOf(ctx.after)].filter((x): x is number => x !== null && Number.isFinite(x));
  await refreshPlanned(ctx.trx, ctx.writer.tenantId, [...new Set(ids)]);
}

export const planningHooks: RecordHooks[] = [{ entity: 'WorkOrder', actions: ['create', 'modify', 'remove', 'repeal'], after: followOrder, keepsRecord: true }];
