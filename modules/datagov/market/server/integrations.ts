// 服务集成 (market/Integration): a service's answer posted to another system — on a schedule (a
// five-field cron, in the server's zone), when its service is published, or when a record of a
// chosen entity is written or its document moved — the actions chosen (record-events.ts, deliveries.ts). A run
// reads the service's first page with the integration's parameters (no key: the service's rules for
// every key apply), posts it with the integration's headers and time limit, tries again up to its
// retries, and writes the outcome to 服务日志 (posting.ts, runs.ts). Here: the list and the saves.
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
import { sealSecret } from '../../../../server/secrets/sealed';
import { EVENT_ACTIONS, type EventAction, type IntegrationInput, type IntegrationTrigger, type IntegrationView } from '../contracts';
import { actionsText, mm } from './messages';
import { headerPlace } from './posting';
import { entitiesOf, integrationsChanged } from './record-events';

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
  trigger: IntegrationTrigger; cron: string | null; entity_code: string | null; actions: EventAction[]; timeout_ms: number; retries: number; enabled: boolean; next_run_at: Date | null; last_run_at: Date | null; last_status: string | null;
};
const SELECT = sql`i.id, i.name, i.api_id, a.name as api_name, i.url, i.secret_headers, i.params, i.trigger, i.cron, i.entity_code, i.actions, i.timeout_ms, i.retries, i.enabled, i.next_run_at, i.last_run_at, i.last_status`;
const FROM = (T: string, where = sql`true`) => sql`from dg_integration i left join dg_api a on a.tenant_id = i.tenant_id and a.id = i.api_id where i.tenant_id = ${T} and ${where}`;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
/**
 * An integration's headers often carry a credential (Authorization, a token): they are kept sealed
 * at rest (the engine's sealed secrets, bound to the tenant and the integration: copied to another
 * row they do not open) and answered by name only, the value starred. A save that sends a header
 * back as it was shown keeps the stored value.
 */
export const KEPT_HEADER = '******';
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

const viewOf = (r: Row): IntegrationView => ({
  id: Number(r.id), name: r.name, apiId: Number(r.api_id), apiName: r.api_name ?? '', url: r.url, headers: shownHeaders(r.secret_headers), params: r.params, trigger: r.trigger,
  cron: r.cron, entityCode: r.entity_code, entityName: null, actions: r.actions ?? [], timeoutMs: r.timeout_ms, retries: r.retries, enabled: r.enabled, nextRunAt: iso(r.next_run_at), lastRunAt: iso(r.last_run_at), lastStatus: r.last_status,
});

export async function integrationPage(ctx: CallContext, q: { text?: string; page?: number; pageSize?: number }) {
  const s = session(ctx);
  const like = q.text ? `%${q.text.toLowerCase()}%` : null;
  const page = await pagedSql<Row, IntegrationView>(s.db, q, { select: SELECT, from: FROM(s.tenantId, like ? sql`(lower(i.name) like ${like} or lower(i.url) like ${like})` : sql`true`), orderBy: sql`i.name`, tieBreak: sql`i.id` }, viewOf);
  if (page.itemList.some((i) => i.entityCode)) {
    // an entity the caller's role does not see is shown by its code
    const names = new Map((await entitiesOf(ctx.env, s.tenantId, s.roleId, ctx.lang)).map((e) => [e.code, e.name]));
    for (const i of page.itemList) if (i.entityCode) i.entityName = names.get(i.entityCode) ?? i.entityCode;
  }
  return page;
}

export async function integrationOne(db: Kysely<DB>, T: string, id: number, lang: Lang): Promise<IntegrationView> {
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
  const record = i.trigger === 'record';
  if (record && !i.entityCode) throw badRequest(mm(ctx.lang, 'needEntity'));
  const entity = record ? (await entitiesOf(ctx.env, T, s.roleId, ctx.lang)).find((e) => e.code === i.entityCode) : undefined;
  if (record && !entity) throw badRequest(mm(ctx.lang, 'entityUnseen', { entity: i.entityCode ?? '' }));
  if (record && !i.actions?.length) throw badRequest(mm(ctx.lang, 'needActions'));
  // a move the entity never makes would be listened to in vain: a plain entity is not submitted, finished or voided
  const unmade = entity ? (i.actions ?? []).filter((a) => !entity.actions.includes(a)) : [];
  if (unmade.length) throw badRequest(mm(ctx.lang, 'notDocument', { entity: entity!.name, actions: actionsText(ctx.lang, unmade) }));
  const url = new URL(i.url);
  if (!['http:', 'https:'].includes(url.protocol)) throw badRequest('integration.url: must be an http(s) address');
  const allow = await tenantConfig(s.db, T, 'DatagovAllowPrivateUrls');
  // a literal private address is refused at once; a name is judged again at every connect (outbound.ts)
  const { isPrivateAddress } = await import('./outbound');
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (!allow && (bare === 'localhost' || ((await import('node:net')).isIP(bare) && isPrivateAddress(bare)))) throw badRequest(mm(ctx.lang, 'privateUrl', { host: bare }));
  const cols = sql`${i.name}, ${i.apiId}, ${i.url}, ${JSON.stringify(i.params ?? {})}::jsonb, ${i.trigger}, ${i.trigger === 'schedule' ? (i.cron ?? null) : null},
    ${record ? i.entityCode : null}, ${record ? EVENT_ACTIONS.filter((a) => i.actions?.includes(a)) : []}::text[], ${i.timeoutMs ?? 10_000}, ${i.retries ?? 0}, ${i.enabled ?? true}, ${next}`;
  const id = await s.db.transaction().execute(async (trx) => {
    let id = i.id;
    let stored: Record<string, string> = {};
    if (id) {
      const r = await sql<{ secret_headers: Record<string, string> }>`update dg_integration set (name, api_id, url, params, trigger, cron, entity_code, actions, timeout_ms, retries, enabled, next_run_at) = (${cols})
        where tenant_id = ${T} and id = ${id} returning (select secret_headers from dg_integration where tenant_id = ${T} and id = ${id}) as secret_headers`.execute(trx);
      if (!r.rows.length) throw notFound(mm(ctx.lang, 'noIntegration', { id }));
      stored = r.rows[0]!.secret_headers ?? {};
    } else {
      const r = await sql<{ id: string }>`insert into dg_integration (tenant_id, name, api_id, url, params, trigger, cron, entity_code, actions, timeout_ms, retries, enabled, next_run_at, create_id, create_name, owner_role_id)
        values (${T}, ${cols}, ${s.userId}, ${s.userName}, ${s.roleId}) returning id`.execute(trx);
      id = Number(r.rows[0]!.id);
    }
    const headers = sealedHeaders(ctx.env, T, id, i.headers ?? {}, stored);
    await sql`update dg_integration set secret_headers = ${JSON.stringify(headers)}::jsonb where tenant_id = ${T} and id = ${id}`.execute(trx);
    return id;
  });
  integrationsChanged(T);
  return integrationOne(s.db, T, id, ctx.lang);
}

export async function removeIntegrations(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const r = await sql`delete from dg_integration where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(s.db);
  integrationsChanged(s.tenantId);
  return Number(r.numAffectedRows ?? 0);
}
