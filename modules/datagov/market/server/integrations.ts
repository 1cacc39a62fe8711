// 服务集成 (market/Integration): a service's answer posted to another system — on a schedule (a
// five-field cron, in the server's zone) or when its service is published. A run reads the
// service's first page with the integration's parameters (no key: the service's rules for every key
// apply), posts {service, runAt, rows, total} with the integration's headers and time limit, tries
// again up to its retries, and writes the outcome to 服务日志. The tick takes due integrations
// FOR UPDATE SKIP LOCKED and moves their next run before running them, so each runs once across
// instances.
import { createRequire } from 'node:module';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import { tenantConfig } from '../../../../server/config/tenant-config';
import type { Lang } from '../../../../server/i18n';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import type { CallContext } from '../../../../server/rpc/registry';
import { session } from '../../../../server/rpc/registry';
import { pagedSql } from '../../../../server/records/paged-query';
import { openSecret, sealSecret } from '../../../../server/secrets/sealed';
import type { IntegrationInput, IntegrationView, ParamDef } from '../contracts';
import { applyMasks, rulesFor } from './mask';
import { mm } from './messages';
import { PrivateAddress, postJson } from './outbound';
import { sweepCounters } from './quota';
import { runStatement } from './runner';
import { serviceLog } from './service-log';
import { readParams } from './values';

// cron-parser is CommonJS with ES-style typings: required, so tsx and vitest load it alike
const cronParser = createRequire(import.meta.url)('cron-parser') as typeof import('cron-parser');
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function nextRunOf(cron: string, from = new Date()): Date | null {
  if (cron.trim().split(/\s+/).length !== 5) return null;
  try {
    return cronParser.parseExpression(cron.trim(), { tz: ZONE, currentDate: from }).next().toDate();
  } catch {
    return null;
  }
}

type Row = {
  id: string; name: string; api_id: string; api_name: string | null; url: string; secret_headers: Record<string, string>; params: Record<string, string>;
  trigger: 'schedule' | 'publish'; cron: string | null; timeout_ms: number; retries: number; enabled: boolean; next_run_at: Date | null; last_run_at: Date | null; last_status: string | null;
};
const SELECT = sql`i.id, i.name, i.api_id, a.name as api_name, i.url, i.secret_headers, i.params, i.trigger, i.cron, i.timeout_ms, i.retries, i.enabled, i.next_run_at, i.last_run_at, i.last_status`;
const FROM = (T: string, where = sql`true`) => sql`from dg_integration i left join dg_api a on a.tenant_id = i.tenant_id and a.id = i.api_id where i.tenant_id = ${T} and ${where}`;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
/**
 * An integration's headers often carry a credential (Authorization, a token): they are kept sealed
 * at rest (the engine's sealed secrets, bound to the tenant and the integration: copied to another
 * row they do not open) and answered by name only, the value starred. A save that sends a header
 * back as it was shown keeps the stored value.
 */
export const KEPT_HEADER = '******';
const headerPlace = (id: number) => `dg-integration-headers:${id}`;
const shownHeaders = (stored: Record<string, string>) => Object.fromEntries(Object.keys(stored).map((k) => [k, KEPT_HEADER]));

/** The headers to store: new values sealed, starred ones kept from what is stored. */
function sealedHeaders(env: AppEnv, T: string, id: number, input: Record<string, string>, stored: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).flatMap(([name, value]) => {
      if (value !== KEPT_HEADER) return [[name, sealSecret(env.keys, T, headerPlace(id), value)]];
      const kept = Object.entries(stored).find(([k]) => k.toLowerCase() === name.toLowerCase());
      return kept ? [[name, kept[1]]] : [];
    }),
  );
}

/** The headers in clear, for the outgoing call only. */
function openedHeaders(env: AppEnv, T: string, id: number, stored: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, openSecret(env.keys, T, headerPlace(id), value)]));
}

const viewOf = (r: Row): IntegrationView => ({
  id: Number(r.id), name: r.name, apiId: Number(r.api_id), apiName: r.api_name ?? '', url: r.url, headers: shownHeaders(r.secret_headers), params: r.params, trigger: r.trigger,
  cron: r.cron, timeoutMs: r.timeout_ms, retries: r.retries, enabled: r.enabled, nextRunAt: iso(r.next_run_at), lastRunAt: iso(r.last_run_at), lastStatus: r.last_status,
});

export function integrationPage(ctx: CallContext, q: { text?: string; page?: number; pageSize?: number }) {
  const s = session(ctx);
  const like = q.text ? `%${q.text.toLowerCase()}%` : null;
  return pagedSql<Row, IntegrationView>(s.db, q, { select: SELECT, from: FROM(s.tenantId, like ? sql`(lower(i.name) like ${like} or lower(i.url) like ${like})` : sql`true`), orderBy: sql`i.name`, tieBreak: sql`i.id` }, viewOf);
}

async function one(db: Kysely<DB>, T: string, id: number, lang: Lang): Promise<IntegrationView> {
  const r = (await sql<Row>`select ${SELECT} ${FROM(T, sql`i.id = ${id}`)}`.execute(db)).rows[0];
  if (!r) throw notFound(mm(lang, 'noIntegration', { id }));
  return viewOf(r);
}

export async function saveIntegration(ctx: CallContext, i: IntegrationInput): Promise<IntegrationView> {
  const s = session(ctx);
  const T = s.tenantId;
  if (!(await sql`select 1 from dg_api where tenant_id = ${T} and id = ${i.apiId}`.execute(s.db)).rows.length) throw badRequest(mm(ctx.lang, 'noApi', { id: i.apiId }));
  const next = i.trigger === 'schedule' ? nextRunOf(i.cron ?? '') : null;
  if (i.trigger === 'schedule' && !next) throw badRequest(mm(ctx.lang, 'needCron'));
  const url = new URL(i.url);
  if (!['http:', 'https:'].includes(url.protocol)) throw badRequest('integration.url: must be an http(s) address');
  const allow = await tenantConfig(s.db, T, 'DatagovAllowPrivateUrls');
  // a literal private address is refused at once; a name is judged again at every connect (outbound.ts)
  const { isPrivateAddress } = await import('./outbound');
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (!allow && (bare === 'localhost' || ((await import('node:net')).isIP(bare) && isPrivateAddress(bare)))) throw badRequest(mm(ctx.lang, 'privateUrl', { host: bare }));
  const cols = sql`${i.name}, ${i.apiId}, ${i.url}, ${JSON.stringify(i.params ?? {})}::jsonb, ${i.trigger}, ${i.trigger === 'schedule' ? (i.cron ?? null) : null},
    ${i.timeoutMs ?? 10_000}, ${i.retries ?? 0}, ${i.enabled ?? true}, ${next}`;
  const id = await s.db.transaction().execute(async (trx) => {
    let id = i.id;
    let stored: Record<string, string> = {};
    if (id) {
      const r = await sql<{ secret_headers: Record<string, string> }>`update dg_integration set (name, api_id, url, params, trigger, cron, timeout_ms, retries, enabled, next_run_at) = (${cols})
        where tenant_id = ${T} and id = ${id} returning (select secret_headers from dg_integration where tenant_id = ${T} and id = ${id}) as secret_headers`.execute(trx);
      if (!r.rows.length) throw notFound(mm(ctx.lang, 'noIntegration', { id }));
      stored = r.rows[0]!.secret_headers ?? {};
    } else {
      const r = await sql<{ id: string }>`insert into dg_integration (tenant_id, name, api_id, url, params, trigger, cron, timeout_ms, retries, enabled, next_run_at, create_id, create_name)
        values (${T}, ${cols}, ${s.userId}, ${s.userName}) returning id`.execute(trx);
      id = Number(r.rows[0]!.id);
    }
    const headers = sealedHeaders(ctx.env, T, id, i.headers ?? {}, stored);
    await sql`update dg_integration set secret_headers = ${JSON.stringify(headers)}::jsonb where tenant_id = ${T} and id = ${id}`.execute(trx);
    return id;
  });
  return one(s.db, T, id, ctx.lang);
}

export async function removeIntegrations(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const r = await sql`delete from dg_integration where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(s.db);
  return Number(r.numAffectedRows ?? 0);
}

/** Runs one integration now (its retries included) and answers its 服务日志 entry's id. */
export async function runIntegration(env: AppEnv, T: string, id: number, byName: string | null, lang: Lang = 'zh_CN'): Promise<number> {
  const db = env.db.forTenant(T);
  const it = await one(db, T, id, lang);
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
    const values = readParams(api.params, it.params, dialect, lang);
    const page = await runStatement(env, db, T, { sourceId: Number(api.source_id), sql: api.sql, params: api.params }, values, { page: 1, pageSize: 500 });
    const masked = applyMasks(page.fields, page.rows, await rulesFor(db, T, Number(api.id), null));
    const body = { service: api.code, runAt: new Date().toISOString(), total: page.total, rows: masked.rows };
    const allow = await tenantConfig(db, T, 'DatagovAllowPrivateUrls');
    const stored = (await sql<{ h: Record<string, string> }>`select secret_headers as h from dg_integration where tenant_id = ${T} and id = ${id}`.execute(db)).rows[0]?.h ?? {};
    const headers = openedHeaders(env, T, id, stored);
    for (;;) {
      attempts++;
      try {
        const r = await postJson(it.url, headers, body, it.timeoutMs, allow);
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
  await sql`update dg_integration set last_run_at = now(), last_status = ${ok ? 'ok' : 'failed'} where tenant_id = ${T} and id = ${id}`.execute(db);
  return serviceLog(db, T, { action: 'run', apiId: it.apiId, apiCode: api?.code ?? null, integrationId: id, integrationName: it.name, ok, attempts, httpStatus: status, ms: Date.now() - started, message, byName });
}

/** Integrations of a service that run when it is published (run after the publish is committed). */
export async function onPublished(env: AppEnv, T: string, apiId: number, byName: string): Promise<void> {
  const { rows } = await sql<{ id: string }>`select id from dg_integration where tenant_id = ${T} and api_id = ${apiId} and enabled and trigger = 'publish' order by id`.execute(env.db.forTenant(T));
  for (const r of rows) await runIntegration(env, T, Number(r.id), byName);
}

/** One tick: each tenant's due scheduled integrations, taken once across instances, then run; old rate counters swept. */
export async function tick(env: AppEnv, now = new Date()): Promise<number> {
  const { rows: tenants } = await sql<{ tenant_id: string }>`select distinct tenant_id from dg_integration
    where tenant_id is not null and enabled and trigger = 'schedule' and next_run_at <= ${now}`.execute(env.db.system);
  let ran = 0;
  for (const { tenant_id: T } of tenants) {
    try {
      ran += await tickTenant(env, T, now);
    } catch (e) {
      env.log.error({ err: e, tenantId: T }, 'market integrations: a tick failed');
    }
  }
  const { rows: counted } = await sql<{ tenant_id: string }>`select distinct tenant_id from dg_api_counter where tenant_id is not null and window_start < now() - interval '2 days'`.execute(env.db.system);
  for (const { tenant_id: T } of counted) await sweepCounters(env.db.forTenant(T), T);
  return ran;
}

async function tickTenant(env: AppEnv, T: string, now: Date): Promise<number> {
  const due = await env.db.forTenant(T).transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string; cron: string }>`select id, cron from dg_integration where tenant_id = ${T} and enabled and trigger = 'schedule' and next_run_at <= ${now}
      order by next_run_at limit 20 for update skip locked`.execute(trx);
    for (const r of rows) await sql`update dg_integration set next_run_at = ${nextRunOf(r.cron, now)} where tenant_id = ${T} and id = ${r.id}`.execute(trx);
    return rows.map((r) => Number(r.id));
  });
  for (const id of due) await runIntegration(env, T, id, null);
  return due.length;
}
