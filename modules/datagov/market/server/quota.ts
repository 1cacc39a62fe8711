// Quotas (calls a day) and rate limits (calls a minute) of a key, held in PostgreSQL so they hold
// across every server instance: one counter row per key and window, raised by an atomic upsert that
// only raises it while it is under the limit. Both windows are taken in one transaction, so a call
// refused by the day's quota does not use up the minute's rate. Windows are UTC minutes and days.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the system's or a tenant's Kysely
type Db = Kysely<any>;

export type Admission = { ok: true } | { ok: false; why: 'rate' | 'quota'; retryAfter: number };

async function take(db: Db, tenantId: string, keyId: number, span: 'm' | 'd', limit: number): Promise<boolean> {
  const window = span === 'm' ? sql`date_trunc('minute', now())` : sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
  const r = await sql<{ calls: number }>`
    insert into dg_api_counter as c (tenant_id, key_id, span, window_start, calls) values (${tenantId}, ${keyId}, ${span}, ${window}, 1)
    on conflict (tenant_id, key_id, span, window_start) do update set calls = c.calls + 1 where c.calls < ${limit}
    returning calls`.execute(db);
  return r.rows.length > 0;
}

/** Counts one call of a key if its rate and quota allow it; else says which and when to come back (seconds). */
export async function admit(db: Db, tenantId: string, key: { id: number; rateMinute: number; quotaDay: number }, now = new Date()): Promise<Admission> {
  return db.transaction().execute(async (trx) => {
    if (!(await take(trx, tenantId, key.id, 'm', key.rateMinute))) return { ok: false, why: 'rate', retryAfter: Math.max(1, 60 - now.getUTCSeconds()) } as const;
    if (!(await take(trx, tenantId, key.id, 'd', key.quotaDay))) {
      // thrown: the transaction rolls back and gives the minute's count back
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      throw new Refused(Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)));
    }
    return { ok: true } as const;
  }).catch((e) => {
    if (e instanceof Refused) return { ok: false, why: 'quota', retryAfter: e.retryAfter } as const;
    throw e;
  });
}

class Refused extends Error {
  constructor(readonly retryAfter: number) {
    super('quota');
  }
}

/** counters of past windows are of no use: removed (the integrations' tick calls it) */
export async function sweepCounters(db: Db, tenantId: string): Promise<void> {
  await sql`delete from dg_api_counter where tenant_id = ${tenantId} and window_start < now() - interval '2 days'`.execute(db);
}
