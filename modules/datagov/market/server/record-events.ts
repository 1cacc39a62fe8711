// 服务集成 on a record event: an integration listening to an entity's writes and its document's
// moves (the actions chosen: triggers.ts EVENT_ACTIONS, a plain entity's only where it has them).
// The engine's wildcard record hook (server/modules/types.ts ANY_ENTITY) runs on every write of
// every entity, so what it asks first is answered from memory: per tenant, the set of (entity,
// action) pairs its enabled record integrations listen to, loaded once and again only after an
// integration changed — here or on another instance: a save or removal declares the named cache
// 'dg_integration' changed (server/cluster/cache-generations.ts, carried to every instance by the
// cluster bus); a set older than a minute is loaded again, in case a notification was missed. A
// write nobody listens to costs no query and no read of its stored record.
// A listened write leaves one delivery row per integration in its own transaction (the outbox):
// rolled back, it leaves none; deliveries.ts posts it after the commit.
import { type Kysely, sql } from 'kysely';
import { tenantCache } from '../../../../server/cluster/cache-generations';
import type { AppEnv } from '../../../../server/env';
import type { Lang } from '../../../../server/i18n';
import { entityByCode, pageAt } from '../../../../server/modules/catalogue';
import { ANY_ENTITY, type RecordHooks, type WriteAction } from '../../../../server/modules/types';
import { tenantMeta } from '../../../../server/records/tenant-models';
import { actionsOf, EVENT_ACTIONS, type EventAction } from '../triggers';

/** per tenant, the (entity, action) pairs listened to; loaded again after a change heard, or after a minute (a missed bus notification) */
const listened = tenantCache<ReadonlySet<string>>('dg_integration', { ttlMs: 60_000 });
const pairKey = (entity: string, action: string) => `${entity}|${action}`;

/** Call after an integration of the tenant was saved or removed (after its commit): every instance reloads the tenant's set. */
export function integrationsChanged(T: string): void {
  listened.changed(T);
}

// biome-ignore lint/suspicious/noExplicitAny: the write's transaction or the tenant's database
async function load(T: string, db: Kysely<any>): Promise<ReadonlySet<string>> {
  const { rows } = await sql<{ entity_code: string; actions: string[] }>`select entity_code, actions from dg_integration
    where tenant_id = ${T} and enabled and trigger = 'record' and entity_code is not null`.execute(db);
  return new Set(rows.flatMap((r) => r.actions.map((a) => pairKey(r.entity_code, a))));
}

/** Does an enabled integration of the tenant listen to this write? From memory unless the set must be (re)loaded. */
// biome-ignore lint/suspicious/noExplicitAny: the write's transaction or the tenant's database
export function listens(T: string, entity: string, action: WriteAction, db: Kysely<any>): boolean | Promise<boolean> {
  const known = listened.fresh(T);
  if (known) return known.has(pairKey(entity, action));
  return listened.load(T, () => load(T, db)).then((pairs) => pairs.has(pairKey(entity, action)));
}

let nudge: ((T: string) => void) | null = null;
/** What the hook calls once a delivery is written (deliveries.ts: post soon after the commit); null: the tick posts it. */
export function onDelivery(to: ((T: string) => void) | null): void {
  nudge = to;
}

/** The wildcard hook: one delivery per listening integration, in the write's transaction. */
export const recordEventHook: RecordHooks = {
  entity: ANY_ENTITY,
  actions: EVENT_ACTIONS,
  keepsRecord: true,
  listens,
  async after(ctx) {
    const T = ctx.writer.tenantId;
    const id = ctx.id ?? (ctx.after?.id as number | undefined);
    if (id === undefined) return;
    await sql`insert into dg_integration_delivery (tenant_id, integration_id, entity_code, action, record_id)
      select tenant_id, id, ${ctx.model.def.code}, ${ctx.action}, ${id} from dg_integration
       where tenant_id = ${T} and enabled and trigger = 'record' and entity_code = ${ctx.model.def.code} and ${ctx.action} = any(actions)`.execute(ctx.trx);
    nudge?.(T);
  },
};

/**
 * The entities a role sees records of — through its allocated product pages and the tenant's own
 * pages naming an entity — with their names and the actions each makes (a document's moves only
 * for a document): what its integrations may listen to.
 */
export async function entitiesOf(env: AppEnv, T: string, roleId: number, lang: Lang): Promise<Array<{ code: string; name: string; actions: EventAction[] }>> {
  const grants = await env.grants.of(T, roleId);
  const codes = new Set<string>();
  for (const url of grants.pages) {
    const code = pageAt(url)?.entityCode;
    if (code) codes.add(code);
  }
  for (const d of grants.designed.values()) codes.add(d.entityCode);
  const meta = [...codes].some((c) => !entityByCode(c)) ? await tenantMeta(env.db.forTenant(T), T) : null;
  const named = [...codes].flatMap((code) => {
    const def = entityByCode(code) ?? meta?.models.get(code)?.def;
    return def ? [{ code, name: lang === 'en_US' ? def.nameEn || def.name : def.name, actions: [...actionsOf(!!def.receipt)] }] : [];
  });
  return named.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.code.localeCompare(b.code));
}
