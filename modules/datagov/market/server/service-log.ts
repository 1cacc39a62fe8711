// 服务日志 (market/ServiceLog): what happened to the services — saved, published, taken offline,
// removed — and every run of an integration (attempts, the answer's HTTP status, time, error):
// 'run' (now, published, scheduled) or 'event' (a record event, deliveries.ts).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: written from a tenant's Kysely or a transaction
type Db = Kysely<any>;

export interface ServiceLogEntry {
  action: 'save' | 'publish' | 'offline' | 'remove' | 'run' | 'event';
  apiId?: number | null;
  apiCode?: string | null;
  integrationId?: number | null;
  integrationName?: string | null;
  ok?: boolean;
  attempts?: number | null;
  httpStatus?: number | null;
  ms?: number | null;
  message?: string | null;
  byName?: string | null;
}

export async function serviceLog(db: Db, tenantId: string, e: ServiceLogEntry): Promise<number> {
  const r = await sql<{ id: string }>`
    insert into dg_service_log (tenant_id, action, api_id, api_code, integration_id, integration_name, ok, attempts, http_status, ms, message, by_name)
    values (${tenantId}, ${e.action}, ${e.apiId ?? null}, ${e.apiCode ?? null}, ${e.integrationId ?? null}, ${e.integrationName ?? null}, ${e.ok ?? true},
            ${e.attempts ?? null}, ${e.httpStatus ?? null}, ${e.ms ?? null}, ${e.message ?? null}, ${e.byName ?? null}) returning id`.execute(db);
  return Number(r.rows[0]!.id);
}
