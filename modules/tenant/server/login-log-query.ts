// The platform's view of every login attempt (portal.Login writes them: server/services/session.ts
// logLogin), across tenants, newest first, with the filters of 登录日志.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { LoginLogQuery, LoginLogView } from '../contracts';
import { pagedQuery } from '../../../server/records/paged-query';
import { timeRange } from '../../../server/records/time-range';
import { contains, iso } from './db';

export function loginLogRows(db: Kysely<DB>, q: Omit<LoginLogQuery, 'page' | 'pageSize'>) {
  let base = db
    .selectFrom('login_log as l')
    .innerJoin('tenant as t', 't.id', 'l.tenant_id')
    .select(['l.id', 'l.tenant_id', 't.code as tenant_code', 't.name as tenant_name', 'l.user_id', 'l.user_code', 'l.ip', 'l.user_agent', 'l.portal_type', 'l.success', 'l.message', 'l.create_dt']);
  if (q.tenantId) base = base.where('l.tenant_id', '=', q.tenantId);
  if (q.userCode?.trim()) base = base.where('l.user_code', 'ilike', contains(q.userCode.trim()));
  if (q.success !== undefined) base = base.where('l.success', '=', q.success);
  if (q.ip?.trim()) base = base.where('l.ip', 'ilike', contains(q.ip.trim()));
  const range = timeRange(q);
  if (range.from) base = base.where('l.create_dt', '>=', range.from);
  if (range.to) base = base.where('l.create_dt', range.to.op, range.to.at);
  return base;
}

type Row = Awaited<ReturnType<ReturnType<typeof loginLogRows>['execute']>>[number];

export const loginLogView = (r: Row): LoginLogView => ({
  id: Number(r.id),
  tenantId: r.tenant_id,
  tenantCode: r.tenant_code,
  tenantName: r.tenant_name,
  userId: r.user_id == null ? null : Number(r.user_id),
  userCode: r.user_code,
  ip: r.ip,
  userAgent: r.user_agent,
  portalType: r.portal_type,
  success: r.success,
  message: r.message,
  createDt: iso(r.create_dt)!,
});

export function loginLogPage(db: Kysely<DB>, q: LoginLogQuery & { page: number; pageSize: number }) {
  return pagedQuery(q, loginLogRows(db, q), (b) => b.orderBy('l.id', 'desc'), loginLogView);
}
