// 数据服务's demo of an integration on a record event: 销售订单审核推送ERP posts each audited sales
// order (with the customers service's answer) to the ERP, and each un-audited one (反审核: the ERP
// must take it back); the three newest audited orders of the
// demo were delivered, a day apart, each logged in 服务日志 as an 'event'. Disabled like the
// scheduled one: a demo does not post to other systems.
import { sql } from 'kysely';
import type { SeedContext } from '../../../../server/modules/types';

export async function seedRecordEvents(ctx: SeedContext, customersApi: number, at: (daysBack: number, hour: number, minute?: number) => Date): Promise<void> {
  const T = ctx.tenant.id;
  const db = ctx.db;
  const who = ctx.creator;
  const role = (await sql<{ role_id: string }>`select role_id from user_role where tenant_id = ${T} and user_id = ${who.id} order by role_id limit 1`.execute(db)).rows[0]?.role_id ?? null;
  const integration = Number((await sql<{ id: string }>`
    insert into dg_integration (tenant_id, name, api_id, url, secret_headers, params, trigger, entity_code, actions, timeout_ms, retries, enabled, last_run_at, last_status, create_id, create_name, create_dt, owner_role_id)
    values (${T}, '销售订单审核推送ERP', ${customersApi}, 'https://erp.example.com/hooks/sale-orders', '{}'::jsonb, '{}'::jsonb, 'record', 'SaleOrder', ${['audit', 'deApproval']}::text[],
            10000, 1, false, ${at(1, 10, 15)}, 'ok', ${who.id}, ${who.name}, ${at(8, 12, 30)}, ${role}) returning id`.execute(db)).rows[0]!.id);
  const orders = (await sql<{ id: string }>`select id from erp_sale where tenant_id = ${T} and status_dict = 'Audit' order by id desc limit 3`.execute(db)).rows;
  for (const [i, o] of orders.entries()) {
    const when = at(3 - i, 10, 15);
    const logId = (await sql<{ id: string }>`insert into dg_service_log (tenant_id, at, action, api_id, api_code, integration_id, integration_name, ok, attempts, http_status, ms, message)
      values (${T}, ${when}, 'event', ${customersApi}, 'CUSTOMERS', ${integration}, '销售订单审核推送ERP', true, 1, 200, ${180 + i * 23}, ${`SaleOrder #${o.id} audit`}) returning id`.execute(db)).rows[0]!.id;
    await sql`insert into dg_integration_delivery (tenant_id, integration_id, entity_code, action, record_id, at, state, log_id)
      values (${T}, ${integration}, 'SaleOrder', 'audit', ${o.id}, ${when}, 'sent', ${logId})`.execute(db);
  }
}
