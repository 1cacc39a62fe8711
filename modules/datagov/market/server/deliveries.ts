// The outbox of record events (record-events.ts writes it): each pending delivery is claimed by one
// runner in a short transaction (FOR UPDATE SKIP LOCKED, then held for as long as its posting may
// take: past that, a runner of any instance takes it again), posted outside any write's transaction,
// with the integration's time limit and retries, and logged in 服务日志 as an 'event'.
// What is posted: { event: {entity, action, id, at}, data: the service's first page, masked } where
// the service's parameters are the integration's, replaced by the record's fields of the same
// name. The record is read as the integration's creator sees it (the role it was saved in: data
// scope, row limits, hidden fields), so no value leaves wider than that person could see: a record
// the creator cannot see, or an entity its role no longer sees, is not posted (the log says why).
// A removed record's fields are gone: its event runs the service with the integration's parameters.
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import type { Lang } from '../../../../server/i18n';
import { visibilityOf } from '../../../../server/records/data-scope';
import { withoutHidden } from '../../../../server/records/field-visibility';
import { readRecord } from '../../../../server/records/read';
import { modelFor } from '../../../../server/records/tenant-models';
import type { CallContext } from '../../../../server/rpc/registry';
import { Code, RpcError } from '../../../../server/rpc/errors';
import { integrationOne } from './integrations';
import { mm } from './messages';
import { postRun } from './posting';
import { entitiesOf } from './record-events';
import { serviceLog } from './service-log';

/** the most deliveries one sweep posts per tenant (the rest wait for the next) */
const BATCH = 100;

interface Claimed {
  id: number;
  integrationId: number;
  entity: string;
  action: string;
  recordId: number;
  at: string;
  enabled: boolean;
}

/** Takes the tenant's oldest claimable delivery for this runner (null: none left). */
async function claim(env: AppEnv, T: string): Promise<Claimed | null> {
  return env.db.forTenant(T).transaction().execute(async (trx) => {
    const r = (await sql<{ id: string; integration_id: string; entity_code: string; action: string; record_id: string; at: Date; enabled: boolean; timeout_ms: number; retries: number }>`
      select d.id, d.integration_id, d.entity_code, d.action, d.record_id, d.at, i.enabled, i.timeout_ms, i.retries
        from dg_integration_delivery d join dg_integration i on i.tenant_id = d.tenant_id and i.id = d.integration_id
       where d.tenant_id = ${T} and d.state = 'pending' and (d.claimed_until is null or d.claimed_until < now())
       order by d.id limit 1 for update of d skip locked`.execute(trx)).rows[0];
    if (!r) return null;
    // every attempt's time limit and the waits between them, and a margin
    const holdMs = r.timeout_ms * (r.retries + 1) + 2000 * r.retries + 30_000;
    await sql`update dg_integration_delivery set claimed_until = now() + ${holdMs} * interval '1 millisecond' where tenant_id = ${T} and id = ${r.id}`.execute(trx);
    return { id: Number(r.id), integrationId: Number(r.integration_id), entity: r.entity_code, action: r.action, recordId: Number(r.record_id), at: new Date(r.at).toISOString(), enabled: r.enabled };
  });
}

const asParam = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? ('id' in (v as object) ? String((v as { id: unknown }).id) : null) : String(v);

/** The service's parameters for this event: the record's visible fields by name over the integration's; null with the reason when the creator may not see it. */
async function eventParams(env: AppEnv, T: string, d: Claimed, params: Record<string, string>, lang: Lang): Promise<{ params: Record<string, string> } | { refused: string }> {
  const owner = (await sql<{ create_id: string | null; owner_role_id: string | null }>`select create_id, owner_role_id from dg_integration where tenant_id = ${T} and id = ${d.integrationId}`.execute(env.db.forTenant(T))).rows[0];
  const roleId = Number(owner?.owner_role_id ?? 0);
  if (!(await entitiesOf(env, T, roleId, lang)).some((e) => e.code === d.entity)) return { refused: mm(lang, 'ownerLostEntity', { entity: d.entity }) };
  if (d.action === 'remove') return { params };
  const db = env.db.forTenant(T);
  const model = await modelFor(db, T, d.entity, lang);
  const ctx = { env, lang, auth: { tenantId: T, userId: Number(owner?.create_id ?? 0), roleId, portalType: 'Web', sessionId: '', userCode: '', userName: '' } } as unknown as CallContext;
  const vis = await visibilityOf(ctx, model);
  let rec: Record<string, unknown>;
  try {
    rec = withoutHidden(await readRecord(db, model, d.recordId, lang, vis), vis.hidden) as Record<string, unknown>;
  } catch (e) {
    if (e instanceof RpcError && e.code === Code.NotFound) return { refused: mm(lang, 'recordUnseen', { entity: d.entity, id: d.recordId }) };
    throw e;
  }
  const fromRecord = Object.entries(rec).flatMap(([k, v]) => {
    const p = asParam(v);
    return p === null ? [] : [[k, p] as const];
  });
  return { params: { ...params, ...Object.fromEntries(fromRecord) } };
}

async function deliver(env: AppEnv, T: string, d: Claimed, lang: Lang): Promise<void> {
  const db = env.db.forTenant(T);
  let logId: number | null = null;
  let ok = false;
  if (d.enabled) {
    const it = await integrationOne(db, T, d.integrationId, lang);
    const said = `${d.entity} #${d.recordId} ${d.action}`;
    const p = await eventParams(env, T, d, it.params, lang);
    if ('refused' in p) {
      logId = await serviceLog(db, T, { action: 'event', apiId: it.apiId, integrationId: it.id, integrationName: it.name, ok: false, attempts: 0, message: `${said}: ${p.refused}` });
    } else {
      const event = { entity: d.entity, action: d.action, id: d.recordId, at: d.at };
      ({ logId, ok } = await postRun(env, T, it, p.params, (data) => ({ event, data }), { action: 'event', byName: null, said }, lang));
    }
  }
  await sql`update dg_integration_delivery set state = ${ok ? 'sent' : 'failed'}, log_id = ${logId} where tenant_id = ${T} and id = ${d.id}`.execute(db);
}

/** Posts the pending deliveries (of one tenant, or of all); answers how many this runner took. */
export async function sweepDeliveries(env: AppEnv, only?: string, lang: Lang = 'zh_CN'): Promise<number> {
  const tenants = only
    ? [only]
    : (await sql<{ tenant_id: string }>`select distinct tenant_id from dg_integration_delivery where tenant_id is not null and state = 'pending'
        and (claimed_until is null or claimed_until < now())`.execute(env.db.system)).rows.map((r) => r.tenant_id);
  let taken = 0;
  for (const T of tenants) {
    for (let n = 0; n < BATCH; n++) {
      const d = await claim(env, T);
      if (!d) break;
      taken++;
      try {
        await deliver(env, T, d, lang);
      } catch (e) {
        // left claimed: a runner takes it again once its hold has passed
        env.log.error({ err: e, tenantId: T, delivery: d.id }, 'market: a record event could not be delivered');
      }
    }
  }
  return taken;
}

/**
 * Soon after a write that left deliveries (its commit is not seen from here: a few looks, then the
 * tick's): one sweep of the tenant at a time on this instance. `stop` drops the looks not yet taken.
 */
export function deliverSoon(env: AppEnv): { nudge: (T: string) => void; stop: () => Promise<void> } {
  const running = new Map<string, Promise<unknown>>();
  // a burst of writes asks once per look
  const asked = new Map<string, NodeJS.Timeout>();
  const nudge = (T: string) => {
    for (const ms of [50, 1000, 5000]) {
      const key = `${T}|${ms}`;
      if (asked.has(key)) continue;
      const timer = setTimeout(() => {
        asked.delete(key);
        const next = (running.get(T) ?? Promise.resolve()).then(() => sweepDeliveries(env, T)).catch((err) => env.log.error({ err }, 'market: a record event sweep failed'));
        running.set(T, next);
        void next.finally(() => running.get(T) === next && running.delete(T));
      }, ms);
      timer.unref();
      asked.set(key, timer);
    }
  };
  const stop = async () => {
    for (const t of asked.values()) clearTimeout(t);
    asked.clear();
    await Promise.all(running.values());
  };
  return { nudge, stop };
}

/** How long a sent or failed delivery is kept (its outcome stays in 服务日志, which has its own retention). */
export const DELIVERY_KEEP_DAYS = 30;
const PURGE_BATCH = 5000;

/** Removes deliveries done more than DELIVERY_KEEP_DAYS ago, a batch per tick (the table would grow with every listened write). */
export async function purgeDeliveries(env: AppEnv): Promise<number> {
  const { rows } = await sql<{ n: number }>`with old as (
      select tenant_id, id from dg_integration_delivery
       where tenant_id is not null and state <> 'pending' and at < now() - ${DELIVERY_KEEP_DAYS} * interval '1 day'
       limit ${PURGE_BATCH})
    , gone as (delete from dg_integration_delivery d using old where d.tenant_id = old.tenant_id and d.id = old.id returning 1)
    select count(*)::int as n from gone`.execute(env.db.system);
  return rows[0]?.n ?? 0;
}
