// What every run of an integration does, whatever triggered it: read its service's first page
// (masked by the service's rules for every key), post a JSON body with the integration's opened
// headers and time limit, try again up to its retries, and write the outcome to 服务日志.
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import { tenantConfig } from '../../../../server/config/tenant-config';
import type { Lang } from '../../../../server/i18n';
import { openSecret } from '../../../../server/secrets/sealed';
import type { IntegrationView, ParamDef } from '../contracts';
import { applyMasks, rulesFor } from './mask';
import { mm } from './messages';
import { PrivateAddress, postJson } from './outbound';
import { runStatement } from './runner';
import { type ServiceLogEntry, serviceLog } from './service-log';
import { readParams } from './values';

export const headerPlace = (id: number) => `dg-integration-headers:${id}`;

/** The headers in clear, for the outgoing call only. */
function openedHeaders(env: AppEnv, T: string, id: number, stored: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, openSecret(env.keys, T, headerPlace(id), value)]));
}

export interface ServiceData {
  service: string;
  runAt: string;
  total: number;
  rows: Array<Record<string, unknown>>;
}

/**
 * Runs the integration's service with these parameters and posts `body(data)`; logs the outcome
 * (with `log`'s action) and answers the log entry's id and whether it was delivered.
 */
export async function postRun(
  env: AppEnv,
  T: string,
  it: IntegrationView,
  params: Record<string, string>,
  body: (data: ServiceData) => unknown,
  log: Pick<ServiceLogEntry, 'action' | 'byName'> & { said?: string },
  lang: Lang = 'zh_CN',
): Promise<{ logId: number; ok: boolean }> {
  const db = env.db.forTenant(T);
  const api = (await sql<{ id: string; code: string; source_id: string; sql: string; params: ParamDef[]; kind: string }>`
    select a.id, a.code, a.source_id, a.sql, a.params, s.kind from dg_api a join dg_source s on s.tenant_id = a.tenant_id and s.id = a.source_id
     where a.tenant_id = ${T} and a.id = ${it.apiId}`.execute(db)).rows[0];
  const started = Date.now();
  let attempts = 0;
  let status: number | null = null;
  let message: string | null = null;
  try {
    if (!api) throw new Error(mm(lang, 'noApi', { id: it.apiId }));
    const dialect = api.kind === 'own' || api.kind === 'pg' ? 'postgresql' : 'sqlite';
    const values = readParams(api.params, params, dialect, lang);
    const page = await runStatement(env, db, T, { sourceId: Number(api.source_id), sql: api.sql, params: api.params }, values, { page: 1, pageSize: 500 });
    const masked = applyMasks(page.fields, page.rows, await rulesFor(db, T, Number(api.id), null));
    const payload = body({ service: api.code, runAt: new Date().toISOString(), total: page.total, rows: masked.rows });
    const allow = await tenantConfig(db, T, 'DatagovAllowPrivateUrls');
    const stored = (await sql<{ h: Record<string, string> }>`select secret_headers as h from dg_integration where tenant_id = ${T} and id = ${it.id}`.execute(db)).rows[0]?.h ?? {};
    const headers = openedHeaders(env, T, it.id, stored);
    for (;;) {
      attempts++;
      try {
        const r = await postJson(it.url, headers, payload, it.timeoutMs, allow);
        status = r.status;
        if (r.status >= 200 && r.status < 300) {
          message = null;
          break;
        }
        message = `HTTP ${r.status} ${r.body.slice(0, 200)}`;
      } catch (e) {
        if (e instanceof PrivateAddress) {
          message = mm(lang, 'privateUrl', { host: e.host });
          break;
        }
        message = String((e as Error).message).slice(0, 300);
      }
      if (attempts > it.retries) break;
      await new Promise((r) => setTimeout(r, Math.min(200 * 2 ** attempts, 2000)));
    }
  } catch (e) {
    message = String((e as Error).message).slice(0, 300);
  }
  const ok = message === null;
  await sql`update dg_integration set last_run_at = now(), last_status = ${ok ? 'ok' : 'failed'} where tenant_id = ${T} and id = ${it.id}`.execute(db);
  const logId = await serviceLog(db, T, {
    ...log, apiId: it.apiId, apiCode: api?.code ?? null, integrationId: it.id, integrationName: it.name, ok, attempts, httpStatus: status, ms: Date.now() - started, message: message ?? log.said ?? null,
  });
  return { logId, ok };
}
