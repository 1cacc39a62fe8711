// Demo work orders (the demo tenant; once, after the production master data): for the products
// that have a default route, orders written through the record layer (their operations copied from
// the route) in every state a planner meets — being prepared, released, running on two machines,
// paused, finished — so 生产工单 shows something real at the first start.
import { sql } from 'kysely';
import { TenantScopePlugin } from '../../../server/db/scope';
import type { SeedContext } from '../../../server/modules/types';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, createRecord, moveRecord, type Writer } from '../../../server/records/write';
import { createFromSale } from './from-sale';

const two = (n: number) => String(n).padStart(2, '0');
/** local 'YYYY-MM-DD HH:mm:ss' of now + hours, on the hour */
function inHours(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:00:00`;
}

export async function seedWorkOrderDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from prd_work_order where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const products = (
    await sql<{ material_id: number; route_id: number }>`select m.material_id::int as material_id, m.route_id::int as route_id from prd_material_route m
      where m.tenant_id = ${T} and m.is_default order by m.id`.execute(ctx.db)
  ).rows;
  const machines = (await sql<{ id: number }>`select id::int as id from prd_equipment where tenant_id = ${T} and equipment_status in ('0', '1') order by id`.execute(ctx.db)).rows;
  if (!products.length || machines.length < 2) return;
  const trx = (ctx.db as unknown as AnyTrx).withoutPlugins().withPlugin(new TenantScopePlugin(T)) as AnyTrx;
  const w: Writer = { db: trx, tenantId: T, userId: ctx.creator.id, userName: ctx.creator.name, organId: ctx.organId, lang: 'zh_CN' };
  const model = builtinModel('WorkOrder')!;
  const plan = ['Saved', 'Saved', 'Wait', 'Wait', 'Process', 'Process', 'Pause', 'Completed', 'Completed', 'Wait'] as const;
  for (const [i, state] of plan.entries()) {
    const p = products[i % products.length];
    const start = 2 + i * 6;
    const o = await createRecord(
      w,
      model,
      {
        plan_no: `JH${new Date().getFullYear()}${two(i + 1)}`,
        material_id: p.material_id,
        route_id: p.route_id,
        plan_qty: 20 + i * 10,
        priority: i % 4 === 0 ? 'Urgent' : 'Normal',
        plan_start: inHours(start),
        plan_end: inHours(start + 48),
        batch_no: `SC${new Date().getFullYear()}${two(i + 1)}`,
        remark: state === 'Saved' ? '待计划员下达' : null,
      },
      trx,
    );
    if (state === 'Saved') continue;
    await moveRecord(w, model, Number(o.id), 'audit', undefined, trx);
    if (state === 'Wait') continue;
    // on the shop floor since this morning: each on a machine of its own
    const machine = machines[i % machines.length].id;
    const done = state === 'Completed';
    await sql`update prd_work_order set manufacturing_state = ${state}, equipment_id = ${machine}, starter_id = ${w.userId}, starter_name = ${w.userName},
                started_at = now() - interval '6 hours', finished_at = ${done ? sql`now() - interval '1 hour'` : null},
                finish_qty = ${done ? sql`plan_qty` : 0}, qualified_qty = ${done ? sql`plan_qty - 1` : 0}, unqualified_qty = ${done ? 1 : 0}
              where tenant_id = ${T} and id = ${Number(o.id)}`.execute(ctx.db);
  }
  // and a customer's order planned by its BOM (生成工单 of 销售订单): the newest audited sales order
  // of a product the factory makes, its orders being prepared
  const [sale] = (
    await sql<{ id: number }>`select s.id::int as id from erp_sale s where s.tenant_id = ${T} and s.status_dict = 'Audit'
      and exists (select 1 from erp_sale_item i join prd_material_route m on m.tenant_id = i.tenant_id and m.material_id = i.material_id where i.tenant_id = s.tenant_id and i.owner_id = s.id)
      order by s.id desc limit 1`.execute(ctx.db)
  ).rows;
  if (sale) await createFromSale(w, model, { saleId: sale.id, spread: 'BomSpread' }, trx);
}
