// The server side of subcontracting: a subcontracted operation takes its process and product from
// the work order's operation, only while the order is open, and never more than is left to do at
// that operation (the operation's row locked, so two users subcontracting the rest at once: one
// wins); task.OutsourceOrder's calls on the record layer; the demo's subcontracting (demo.ts).
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import { defineServerModule, type HookContext, implement, type RecordHooks } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { receiptHandlers } from '../../../server/records/receipt-service';
import type { AnyTrx } from '../../../server/records/write';
import { refId } from '../../../schemas/refs';
import { stateName } from '../orders/locks';
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { CallContext } from '../../../server/rpc/registry';
import { type OutsourceTasksInput, taskOutsourceOrder } from './contracts';
import { seedOutsourceDemo } from './demo';
import { createOutsourceTasks } from './tasks';
import { osm } from './messages';

type Rec = Record<string, unknown>;

async function checkTask(ctx: HookContext): Promise<void> {
  const rec = (ctx.after ?? {}) as Rec;
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const orderId = refId(rec.order_id);
  const opId = Number(rec.op_id);
  const [op] = (
    await sql<{ owner: number; process: number; done: string; name: string | null }>`select p.owner_id::int as owner, p.process_id::int as process, p.done_qty::text as done, m.name
      from prd_work_order_op p left join mdm_process m on m.tenant_id = p.tenant_id and m.id = p.process_id
     where p.tenant_id = ${T} and p.id = ${opId} for update of p`.execute(ctx.trx)
  ).rows;
  const [o] = (await sql<{ code: string; s: string; material: number; plan: string }>`select code, manufacturing_state as s, material_id::int as material, plan_qty::text as plan
      from prd_work_order where tenant_id = ${T} and id = ${orderId ?? 0}`.execute(ctx.trx)).rows;
  if (!o) refuse(lang === 'en_US' ? `No such work order: ${orderId}` : `工单不存在：${orderId}`, 404);
  if (!op || op.owner !== orderId) refuse(osm(lang, 'opNotOfOrder', { op: opId, code: o.code }), 400);
  if (!['Saved', 'Wait', 'Process', 'Pause'].includes(o.s)) refuse(osm(lang, 'orderClosed', { code: o.code, state: stateName(o.s, lang) }), 409);
  const [{ used }] = (await sql<{ used: string }>`select coalesce(sum(quantity), 0)::text as used from prd_outsource_task
      where tenant_id = ${T} and op_id = ${opId} and status_dict <> 'Repeal'`.execute(ctx.trx)).rows;
  const left = new Big(o.plan).minus(op.done);
  if (new Big(used).gt(left)) {
    const asked = new Big(String(rec.quantity ?? 0));
    const free = left.minus(new Big(used).minus(asked));
    refuse(osm(lang, 'over', { asked: asked.toFixed(), process: op.name ?? String(op.process), left: (free.lt(0) ? new Big(0) : free).toFixed() }), 409);
  }
  await sql`update prd_outsource_task set process_id = ${op.process}, material_id = ${o.material} where tenant_id = ${T} and id = ${ctx.id!}`.execute(ctx.trx);
}

const hooks: RecordHooks[] = [{ entity: 'OutsourceTask', actions: ['create', 'modify'], after: checkTask }];

const tasks = receiptHandlers('OutsourceTask');
const orders = receiptHandlers('OutsourceOrder');

/** saveOutsourceTasks (task.OutsourceOrder and task.Order): the operations subcontracted in one transaction */
export async function saveOutsourceTasks(ctx: CallContext, [a]: [OutsourceTasksInput]): Promise<RecordValue[]> {
  const model = await callerModel(ctx, 'OutsourceTask');
  const w = await writerOf(ctx, model);
  return w.db.transaction().execute((trx: AnyTrx) => createOutsourceTasks(w, model, a, trx));
}

export const outsourceService = implement(taskOutsourceOrder, {
  saveOutsourceTasks,
  queryOutsourceTask: tasks.summaryPage,
  saveOrderProducts: (ctx, [record]) => (record.id ? orders.modify(ctx, [record]) : orders.create(ctx, [record])),
  queryOrderProduct: orders.summaryPage,
  orderProductItemLeadIn: orders.leadIn,
  orderProductAuditBatch: orders.auditByIds,
});

export default defineServerModule({ services: [outsourceService], hooks, seed: seedOutsourceDemo });
