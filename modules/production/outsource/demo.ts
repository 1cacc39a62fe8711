// Demo subcontracting (the demo tenant; once, after the demo work orders): the heat treatment and
// the painting of open demo orders given to suppliers (委外加工, through the calls' own function,
// so the operation's rules hold and the orders show 已委外), and two outsourced production orders
// (委外生产单): one audited, bought for a released order's product, one still being prepared.
import { sql } from 'kysely';
import { TenantScopePlugin } from '../../../server/db/scope';
import type { SeedContext } from '../../../server/modules/types';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, createRecord, moveRecord, type Writer } from '../../../server/records/write';
import { createOutsourceTasks } from './tasks';

/** the processes a machine shop gives out, with the rate per piece agreed with the supplier */
const SUBCONTRACTED: Array<[process: string, unitPrice: string, remark: string]> = [
  ['热处理', '3.5', '渗碳淬火，委外热处理厂'],
  ['喷涂', '18', '静电喷涂线检修期间委外'],
];

const day = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedOutsourceDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from prd_outsource_task where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const suppliers = (await sql<{ id: number }>`select id::int as id from mdm_supplier where tenant_id = ${T} order by id limit 2`.execute(ctx.db)).rows.map((r) => r.id);
  if (!suppliers.length) return;
  const today = ctx.today ?? new Date().toISOString().slice(0, 10);
  const trx = (ctx.db as unknown as AnyTrx).withoutPlugins().withPlugin(new TenantScopePlugin(T)) as AnyTrx;
  const w: Writer = { db: trx, tenantId: T, userId: ctx.creator.id, userName: ctx.creator.name, organId: ctx.organId, lang: 'zh_CN' };

  // 委外加工: the first open order with the process among its operations, all of it still to do there
  const tasks = builtinModel('OutsourceTask')!;
  for (const [i, [process, unitPrice, remark]] of SUBCONTRACTED.entries()) {
    const [op] = (
      await sql<{ order_id: number; op_id: number; left: string }>`select o.id::int as order_id, p.id::int as op_id, (o.plan_qty - p.done_qty)::text as left
        from prd_work_order o join prd_work_order_op p on p.tenant_id = o.tenant_id and p.owner_id = o.id join mdm_process m on m.tenant_id = p.tenant_id and m.id = p.process_id
       where o.tenant_id = ${T} and o.manufacturing_state in ('Saved', 'Wait', 'Process', 'Pause') and m.name = ${process} and o.plan_qty > p.done_qty
       order by o.id, p.id limit 1`.execute(ctx.db)
    ).rows;
    if (!op) continue;
    const supplierId = suppliers[i % suppliers.length];
    await createOutsourceTasks(w, tasks, { orderId: op.order_id, tasks: [{ opId: op.op_id, supplierId, quantity: op.left, unitPrice, deliveryDate: day(today, 5 + i * 3), remark }] }, trx);
  }

  // 委外生产单: a released order's product bought ready-made (audited), and another being prepared
  const made = (
    await sql<{ order_id: number; material_id: number; plan: string; price: string }>`select o.id::int as order_id, o.material_id::int as material_id, o.plan_qty::text as plan,
        coalesce(m.purchase_price, 0)::text as price
      from prd_work_order o join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
     where o.tenant_id = ${T} and o.manufacturing_state = 'Wait' order by o.id limit 2`.execute(ctx.db)
  ).rows;
  const orders = builtinModel('OutsourceOrder')!;
  for (const [i, o] of made.entries()) {
    const saved = await createRecord(
      w,
      orders,
      {
        supplier_id: suppliers[(i + 1) % suppliers.length],
        delivery_date: day(today, 10 + i * 5),
        order_id: o.order_id,
        remark: i === 0 ? '产能不足，整单委外' : '待确认委外价格',
        items: [{ material_id: o.material_id, quantity: o.plan, unit_price: o.price }],
      },
      trx,
    );
    if (i === 0) await moveRecord(w, orders, Number(saved.id), 'audit', undefined, trx);
  }
}
