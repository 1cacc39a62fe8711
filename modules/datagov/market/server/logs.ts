// API调用日志 (market/ApiLog) and 服务日志 (market/ServiceLog): newest first, filtered by service,
// key, answer status or outcome and a time range.
import { sql } from 'kysely';
import type { CallContext } from '../../../../server/rpc/registry';
import { session } from '../../../../server/rpc/registry';
import { pagedSql } from '../../../../server/records/paged-query';
import type { ApiLogView, ServiceLogView } from '../contracts';

const iso = (d: Date) => new Date(d).toISOString();
const when = (col: string, from?: string, to?: string) => sql`${from ? sql`${sql.ref(col)} >= ${from}` : sql`true`} and ${to ? sql`${sql.ref(col)} < ${to}` : sql`true`}`;

type ApiRow = { id: string; at: Date; key_id: string | null; key_name: string | null; api_id: string | null; api_code: string | null; path: string; params: Record<string, string>; status: number; row_count: number | null; ms: number; ip: string | null; error: string | null };

export function apiLogPage(ctx: CallContext, q: { apiId?: number; keyId?: number; status?: number; from?: string; to?: string; page?: number; pageSize?: number }) {
  const s = session(ctx);
  const where = sql`l.tenant_id = ${s.tenantId} and ${q.apiId ? sql`l.api_id = ${q.apiId}` : sql`true`} and ${q.keyId ? sql`l.key_id = ${q.keyId}` : sql`true`}
    and ${q.status ? sql`l.status = ${q.status}` : sql`true`} and ${when('l.at', q.from, q.to)}`;
  return pagedSql<ApiRow, ApiLogView>(
    s.db, q,
    { select: sql`l.id, l.at, l.key_id, l.key_name, l.api_id, l.api_code, l.path, l.params, l.status, l.row_count, l.ms, l.ip, l.error`, from: sql`from dg_api_log l where ${where}`, orderBy: sql`l.at desc`, tieBreak: sql`l.id desc` },
    (r) => ({ id: Number(r.id), at: iso(r.at), keyId: r.key_id == null ? null : Number(r.key_id), keyName: r.key_name, apiId: r.api_id == null ? null : Number(r.api_id), apiCode: r.api_code, path: r.path, params: r.params, status: r.status, rowCount: r.row_count, ms: r.ms, ip: r.ip, error: r.error }),
  );
}

type ServiceRow = { id: string; at: Date; action: string; api_id: string | null; api_code: string | null; integration_id: string | null; integration_name: string | null; ok: boolean; attempts: number | null; http_status: number | null; ms: number | null; message: string | null; by_name: string | null };

export function serviceLogPage(ctx: CallContext, q: { id?: number; apiId?: number; action?: string; ok?: boolean; from?: string; to?: string; page?: number; pageSize?: number }) {
  const s = session(ctx);
  const where = sql`l.tenant_id = ${s.tenantId} and ${q.id ? sql`l.id = ${q.id}` : sql`true`} and ${q.apiId ? sql`l.api_id = ${q.apiId}` : sql`true`} and ${q.action ? sql`l.action = ${q.action}` : sql`true`}
    and ${q.ok === undefined ? sql`true` : sql`l.ok = ${q.ok}`} and ${when('l.at', q.from, q.to)}`;
  return pagedSql<ServiceRow, ServiceLogView>(
    s.db, q,
    { select: sql`l.id, l.at, l.action, l.api_id, l.api_code, l.integration_id, l.integration_name, l.ok, l.attempts, l.http_status, l.ms, l.message, l.by_name`, from: sql`from dg_service_log l where ${where}`, orderBy: sql`l.at desc`, tieBreak: sql`l.id desc` },
    (r) => ({ id: Number(r.id), at: iso(r.at), action: r.action, apiId: r.api_id == null ? null : Number(r.api_id), apiCode: r.api_code, integrationId: r.integration_id == null ? null : Number(r.integration_id), integrationName: r.integration_name, ok: r.ok, attempts: r.attempts, httpStatus: r.http_status, ms: r.ms, message: r.message, byName: r.by_name }),
  );
}
