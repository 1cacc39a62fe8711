// Demo production plans (the demo tenant; once, after the work order demo): one audited with its work
// orders made from it (生成工单, no spread), one still being prepared.
import { sql } from 'kysely';
import { TenantScopePlugin } from '../../../../server/db/scope';
import type { SeedContext } from '../../../../server/modules/types';
import { builtinModel } from '../../../../server/records/model';
import { type AnyTrx, createRecord, moveRecord, type Writer } from '../../../../server/records/write';
import { planToOrders } from './orders';

const two = (n: number) => String(n).padStart(2, '0');
const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};

export async function seedPlanningDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from prd_plan where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const products = (await sql<{ id: number }>`select distinct m.material_id::int as id from prd_material_route m where m.tenant_id = ${T} and m.is_default order by 1 limit 2`.execute(ctx.db)).rows;
  if (!products.length) return;
  const trx = (ctx.db as unknown as AnyTrx).withoutPlugins().withPlugin(new TenantScopePlugin(T)) as AnyTrx;
  const w: Writer = { db: trx, tenantId: T, userId: ctx.creator.id, userName: ctx.creator.name, organId: ctx.organId, lang: 'zh_CN' };
  const plans = builtinModel('ProductionPlan')!;
  const line = (p: { id: number }, i: number) => ({ material_id: p.id, quantity: 50 + i * 30, due_date: inDays(10 + i * 3), remark: null });
  const audited = await createRecord(w, plans, { period_from: inDays(1), period_to: inDays(14), remark: '两周生产计划', items: products.map(line) }, trx);
  await moveRecord(w, plans, Number(audited.id), 'audit', undefined, trx);
  // their 计划号 is the plan's number marked P: the work order demo's own orders are the ones numbered JH…
  // (orders/demo.ts, counted by state in orders.test.ts)
  await planToOrders(w, builtinModel('WorkOrder')!, trx, { planId: Number(audited.id), spread: 'NoSpread', planNo: `P${String(audited.code)}` });
  await createRecord(w, plans, { period_from: inDays(15), period_to: inDays(28), remark: '下期计划（待审核）', items: products.map(line) }, trx);
}
