// The platform's view of every login attempt (portal.Login writes them: server/services/session.ts
// logLogin), across tenants, newest first, with the filters of 登录日志.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { LoginLogQuery, LoginLogView } from '../contracts';
import { contains, iso } from './db';
import { pagedQuery } from '../../../server/records/paged-query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of the range: a day means its start (`from`) or the start of the next day (`to`, exclusive). */
function bound(value: string, end: boolean): Date {
  if (!DAY.test(value)) return new Date(value.replace(' ', 'T'));
  const d = new Date(`${value}T00:00:00`);
  if (end) d.setDate(d.getDate() + 1);
  return d;
}

export function loginLogRows(db: Kysely<DB>, q: Omit<LoginLogQuery, 'page' | 'pageSize'>) {
  let base = db
    .selectFrom('login_log as l')
    .innerJoin('tenant as t', 't.id', 'l.tenant_id')
    .select(['l.id', 'l.tenant_id', 't.code as tenant_code', 't.name as tenant_name', 'l.user_id', 'l.user_code', 'l.ip', 'l.user_agent', 'l.portal_type', 'l.success', 'l.message', 'l.create_dt']);
  if (q.tenantId) base = base.where('l.tenant_id', '=', q.tenantId);
  if (q.userCode?.trim()) base = base.where('l.user_code', 'ilike', contains(q.userCode.trim()));
  if (q.success !== undefined) base = base.where('l.success', '=', q.success);
  if (q.ip?.trim()) base = base.where('l.ip', 'ilike', contains(q.ip.trim()));
  if (q.from) base = base.where('l.create_dt', '>=', bound(q.from, false));
  if (q.to) base = base.where('l.create_dt', DAY.test(q.to) ? '<' : '<=', bound(q.to, true));
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
