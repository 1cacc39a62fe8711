// Demo entries of the operation log, so 操作日志 shows real rows on the first start: a week of
// saves, moves and administration by the tenant's users, with a refused call (4003) and a
// rejected argument (400) among them. Written as the recorder writes them (server/rpc/op-log.ts).
import type { Kysely } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import type { OpLogDB, OpLogRow } from '../../../server/rpc/op-log';

interface DemoCall {
  user: string;
  hoursAgo: number;
  call: string;
  page?: string;
  entity?: string;
  record?: string;
  args: object;
  code?: number;
  msg?: string;
  ms: number;
}

const CALLS: DemoCall[] = [
  { user: 'admin', hoursAgo: 150, call: 'portal.User/save', args: { user: { code: 'qianwei', name: '钱伟', roleIds: [7], password: '[redacted]' } }, ms: 96 },
  { user: 'admin', hoursAgo: 149, call: 'portal.Role/save', args: { role: { code: 'group', name: '集团经理', dataScope: 'OrganWithChildren' } }, ms: 41 },
  { user: 'lina', hoursAgo: 120, call: 'datax.MetaDynamic/saveValue', page: 'mdm/Supplier', entity: 'Supplier', record: '1', args: { entityCode: 'Supplier', record: { id: 1, name: '苏州精工五金有限公司', contact: '陈经理' } }, ms: 38 },
  { user: 'lina', hoursAgo: 96, call: 'erp.Purchase/commit', page: 'purchase/PurchaseOrder', entity: 'PurchaseOrder', record: '3', args: { target: { entityCode: 'PurchaseOrder', recordId: 3, url: 'purchase/PurchaseOrder' } }, ms: 57 },
  { user: 'zhaolei', hoursAgo: 80, call: 'datax.MetaDynamic/saveValue', page: 'mdm/Material', entity: 'Material', args: { entityCode: 'Material', record: { code: 'M-TEST', name: '测试物料' } }, code: 4003, msg: '没有权限：mdm.material.create', ms: 6 },
  { user: 'wangqiang', hoursAgo: 72, call: 'datax.MetaDynamic/auditValue', page: 'warehouse/Entry', entity: 'WarehouseEntry', record: '5', args: { target: { entityCode: 'WarehouseEntry', recordId: 5, version: 2 } }, ms: 84 },
  { user: 'admin', hoursAgo: 50, call: 'system.TriggerJob/run', page: 'system/TriggerJob', args: { job: { ids: [1] } }, ms: 22 },
  { user: 'lina', hoursAgo: 30, call: 'datax.MetaDynamic/saveValue', page: 'mdm/Supplier', entity: 'Supplier', args: { entityCode: 'Supplier', record: { code: '' } }, code: 400, msg: 'record.code: 必填', ms: 4 },
  { user: 'admin', hoursAgo: 26, call: 'portal.Message/send', page: 'system/Message', args: { message: { roleIds: [2], title: '盘点通知', content: '本周五下午进行月度盘点。' } }, ms: 31 },
  { user: 'admin', hoursAgo: 5, call: 'portal.User/resetPassword', args: { ids: [4] }, ms: 70 },
  { user: 'zhoujie', hoursAgo: 2, call: 'portal.Message/markRead', args: { ids: [1] }, ms: 9 },
];

export async function seedOpLogDemo(ctx: SeedContext): Promise<void> {
  const db = ctx.db as unknown as Kysely<OpLogDB>;
  const users = await db
    .selectFrom('app_user as u')
    .leftJoin('user_role as ur', (j) => j.onRef('ur.user_id', '=', 'u.id').on('ur.tenant_id', '=', ctx.tenant.id))
    .select(['u.id', 'u.code', 'u.name', 'ur.role_id'])
    .where('u.tenant_id', '=', ctx.tenant.id)
    .execute();
  const now = Date.now();
  const rows: OpLogRow[] = [];
  for (const c of CALLS) {
    const u = users.find((x) => x.code === c.user);
    if (!u) continue;
    const [service, method] = c.call.split('/');
    rows.push({
      tenant_id: ctx.tenant.id,
      user_id: Number(u.id),
      user_code: u.code,
      user_name: u.name,
      role_id: u.role_id == null ? null : Number(u.role_id),
      service,
      method,
      page_url: c.page ?? null,
      entity_code: c.entity ?? null,
      record_id: c.record ?? null,
      args: JSON.stringify(c.args),
      code: c.code ?? 200,
      msg: c.msg ?? 'success',
      duration_ms: c.ms,
      ip: `192.168.1.${20 + users.indexOf(u)}`,
      create_dt: new Date(now - c.hoursAgo * 3_600_000),
    });
  }
  if (rows.length) await db.insertInto('op_log').values(rows).execute();
}
