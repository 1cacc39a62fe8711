// 操作日志 reads: the caller's tenant's entries (its scoped Kysely), filtered by user, call, result
// and time range, newest first; the export reads the same rows in keyset chunks.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/types';
import { pagedQuery } from '../../../server/records/paged-query';
import { timeRange } from '../../../server/records/time-range';
import type { OpLogDB } from '../../../server/rpc/op-log';
import type { OpLogQuery, OpLogView } from '../contracts/oplog';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function opLogRows(scoped: Kysely<DB>, q: Omit<OpLogQuery, 'page' | 'pageSize'>) {
  const db = scoped as unknown as Kysely<OpLogDB>;
  let base = db
    .selectFrom('op_log as l')
    .leftJoin('role as r', 'r.id', 'l.role_id')
    .select([
      'l.id', 'l.user_id', 'l.user_code', 'l.user_name', 'l.role_id', 'r.name as role_name', 'l.service', 'l.method', 'l.page_url',
      'l.entity_code', 'l.record_id', 'l.args', 'l.code', 'l.msg', 'l.duration_ms', 'l.ip', 'l.create_dt',
    ]);
  const user = q.user?.trim();
  if (user) base = base.where((eb) => eb.or([eb('l.user_code', 'ilike', contains(user)), eb('l.user_name', 'ilike', contains(user))]));
  const callText = q.call?.trim();
  if (callText) base = base.where(sql<boolean>`(l.service || '/' || l.method) ilike ${contains(callText)}`);
  if (q.ok !== undefined) base = base.where('l.code', q.ok ? '=' : '<>', 200);
  const range = timeRange(q);
  if (range.from) base = base.where('l.create_dt', '>=', range.from);
  if (range.to) base = base.where('l.create_dt', range.to.op, range.to.at);
  return base;
}

type Row = Awaited<ReturnType<ReturnType<typeof opLogRows>['execute']>>[number];

export const opLogView = (r: Row): OpLogView => ({
  id: Number(r.id),
  userId: r.user_id == null ? null : Number(r.user_id),
  userCode: r.user_code,
  userName: r.user_name,
  roleId: r.role_id == null ? null : Number(r.role_id),
  roleName: r.role_name ?? null,
  service: r.service,
  method: r.method,
  pageUrl: r.page_url,
  entityCode: r.entity_code,
  recordId: r.record_id,
  args: r.args,
  code: r.code,
  msg: r.msg,
  ok: r.code === 200,
  durationMs: r.duration_ms,
  ip: r.ip,
  createDt: new Date(r.create_dt).toISOString(),
});

export async function opLogPage(scoped: Kysely<DB>, q: OpLogQuery & { page: number; pageSize: number }) {
  return pagedQuery(q, opLogRows(scoped, q), (b) => b.orderBy('l.create_dt', 'desc').orderBy('l.id', 'desc'), opLogView);
}
