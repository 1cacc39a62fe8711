// The index's queue: a record's write puts it in search_queue inside the write's own transaction
// (so a rolled-back write queues nothing and a committed one is never missed), and the indexer
// (indexer.ts) takes it from there off the request path. A record queued again while waiting
// stays one row. A full reindex queues every record of every entity of the tenant.
import { type Kysely, sql } from 'kysely';
import type { EntityDef } from '../../../schemas/entities/define';
import { builtinEntities } from '../../../server/modules/catalogue';
import type { HookContext, RecordHooks } from '../../../server/modules/types';

/** The entities the index covers: every built-in entity (tenant-defined ones are not indexed yet). */
export const indexedEntities = (): EntityDef[] => builtinEntities();

// biome-ignore lint/suspicious/noExplicitAny: the write's transaction over dynamic tables, or a scoped db
type AnyDb = Kysely<any>;

export async function enqueue(db: AnyDb, tenantId: string, entityCode: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .insertInto('search_queue')
    .values(ids.map((id) => ({ tenant_id: tenantId, entity_code: entityCode, record_id: id })))
    .onConflict((oc) => oc.columns(['tenant_id', 'entity_code', 'record_id']).doUpdateSet({ queued_at: sql`now()`, attempts: 0, locked_until: null }))
    .execute();
}

async function queueWrite(ctx: HookContext): Promise<void> {
  if (ctx.id) await enqueue(ctx.trx, ctx.writer.tenantId, ctx.model.def.code, [ctx.id]);
}

/** After every write of every indexed entity: the record is queued (its removal too: the indexer drops it). */
export function indexHooks(): RecordHooks[] {
  return indexedEntities().map((def) => ({ entity: def.code, after: queueWrite, keepsRecord: true }));
}

/** Every record of the tenant queued again (重建索引; the first start's seed): answers how many. */
export async function queueAll(db: AnyDb, tenantId: string): Promise<number> {
  let queued = 0;
  for (const def of indexedEntities()) {
    const r = await sql`
      insert into search_queue (tenant_id, entity_code, record_id)
      select tenant_id, ${def.code}, id from ${sql.table(def.table)} where tenant_id = ${tenantId}
      on conflict (tenant_id, entity_code, record_id) do update set queued_at = now(), attempts = 0, locked_until = null`.execute(db);
    queued += Number(r.numAffectedRows ?? 0);
  }
  // entries of records gone while nothing was listening go at their turn: queue them too
  const stale = await sql`
    insert into search_queue (tenant_id, entity_code, record_id)
    select distinct tenant_id, entity_code, record_id from search_entry where tenant_id = ${tenantId}
    on conflict (tenant_id, entity_code, record_id) do nothing`.execute(db);
  return queued + Number(stale.numAffectedRows ?? 0);
}
