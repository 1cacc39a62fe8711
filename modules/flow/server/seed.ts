// Demo flows of the demo tenant: categories, two deployed approvals bound to purchase and sale
// orders, and a few of the newest saved orders already submitted — one waiting for the buyers'
// group (李娜 sees it in 待办), one at the general manager (系统管理员), one approved all the way
// (its order Audit) and one refused (its order Reject), with a copy to 钱伟 — so every flow page
// shows something real on the first start. The flows run through the engine itself.
import { TenantScopePlugin } from '../../../server/db/scope';
import { completeTask, type EngineCall, rejectTask, startInstance } from '../engine/engine/commands';
import { deploy } from '../engine/engine/definitions';
import type { SeedContext } from '../../../server/modules/types';
import { flowEnv } from './context';
import { approvalXml } from './demo-processes';

const DEMO_TENANT = '00000002';

export async function seedFlowDemo(ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  await ctx.db
    .insertInto('flow_category')
    .values([
      { tenant_id: T, code: 'purchase', name: '采购审批', sn: 1, remark: null },
      { tenant_id: T, code: 'sale', name: '销售审批', sn: 2, remark: null },
      { tenant_id: T, code: 'office', name: '行政办公', sn: 3, remark: null },
    ])
    .execute();
  if (T !== DEMO_TENANT) return;
  // the engine and the records layer run on the tenant's scoped view of the seed's transaction
  const trx = ctx.db.withoutPlugins().withPlugin(new TenantScopePlugin(T));
  const users = Object.fromEntries((await trx.selectFrom('app_user').select(['id', 'code', 'name']).where('tenant_id', '=', T).execute()).map((u) => [u.code, u]));
  const roles = Object.fromEntries((await trx.selectFrom('role').select(['id', 'code']).where('tenant_id', '=', T).execute()).map((r) => [r.code, r.id]));
  const as = (code: string): EngineCall => ({ trx, env: flowEnv, tenantId: T, actor: { userId: users[code].id, userName: users[code].name, lang: 'zh_CN' } });
  const admin = as('admin').actor;
  const purchase = await deploy(trx, T, admin, { key: 'purchaseOrderApproval', name: '采购订单审批', category: 'purchase', xml: approvalXml('purchaseOrderApproval', '采购订单审批', 'purchase', { groupTask: '采购主管审核', group: `ROLE${roles.purchaser}`, bossTask: '总经理审批', boss: users.admin.id, amountOver: 20000, copyTo: users.qianwei.id }) });
  const sale = await deploy(trx, T, admin, { key: 'saleOrderApproval', name: '销售订单审批', category: 'sale', xml: approvalXml('saleOrderApproval', '销售订单审批', 'sale', { groupTask: '销售主管审核', group: `ROLE${roles.admin}`, bossTask: '总经理审批', boss: users.admin.id, amountOver: 50000, copyTo: users.qianwei.id }) });
  await trx
    .insertInto('flow_binding')
    .values([
      { tenant_id: T, entity_code: 'PurchaseOrder', def_key: 'purchaseOrderApproval' },
      { tenant_id: T, entity_code: 'SaleOrder', def_key: 'saleOrderApproval' },
    ])
    .execute();
  void sale;
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  const orders = await (trx as any)
    .selectFrom('erp_purchase')
    .select(['id', 'code', 'total_price'])
    .where('tenant_id', '=', T)
    .where('status_dict', '=', 'Saved')
    .orderBy('id', 'desc')
    .limit(4)
    .execute();
  const lina = as('lina');
  const start = (o: { id: number; code: string; total_price: string }) =>
    startInstance(lina, { defId: purchase.id, entityCode: 'PurchaseOrder', receiptId: o.id, receiptCode: o.code, variables: { total_price: o.total_price }, departmentName: '采购部' });
  const open = async (instanceId: string) => (await trx.selectFrom('flow_task').select('id').where('tenant_id', '=', T).where('instance_id', '=', instanceId).where('open', '=', true).executeTakeFirstOrThrow()).id;
  const [waiting, atBoss, approved, refused] = orders;
  if (waiting) await start(waiting);
  if (atBoss) {
    const run = await start({ ...atBoss, total_price: '88000.00' });
    await completeTask(lina, await open(run.inst.id), { comment: '价格已核对' });
  }
  if (approved) {
    const run = await start({ ...approved, total_price: '88000.00' });
    await completeTask(lina, await open(run.inst.id), { comment: '同意' });
    await completeTask(as('admin'), await open(run.inst.id), { comment: '同意采购' });
  }
  if (refused) {
    const run = await start(refused);
    await rejectTask(lina, await open(run.inst.id), '供应商报价过高，请重新询价');
  }
}
