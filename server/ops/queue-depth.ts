// How much background work waits, read from the database (so every instance reports the same):
// runs of scheduled jobs queued in pg-boss and flow timers that are due but not fired yet. Read by
// plain SQL rather than through the modules that own the tables, so that the core imports no
// module; a product without those modules has no such tables and reports nothing for them.
import { sql } from 'kysely';
import type { Database } from '../db';

export interface QueueDepth {
  queue: 'scheduled_jobs' | 'flow_timers';
  waiting: number;
}

export async function queueDepths(db: Database): Promise<QueueDepth[]> {
  const { rows } = await sql<{ boss: boolean; timers: boolean }>`
    select to_regclass(${'pgboss.job'}) is not null as boss, to_regclass(${'flow_timer'}) is not null as timers`.execute(db.system);
  const out: QueueDepth[] = [];
  if (rows[0]?.boss) {
    const r = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where state in ('created', 'retry') and start_after <= now()`.execute(db.system);
    out.push({ queue: 'scheduled_jobs', waiting: r.rows[0].n });
  }
  if (rows[0]?.timers) {
    // the same rows the timer poller claims: due, and not leased to a poller right now
    const r = await sql<{ n: number }>`
      select count(*)::int as n from flow_timer
       where tenant_id is not null and due_at <= now() and (locked_until is null or locked_until < now())`.execute(db.system);
    out.push({ queue: 'flow_timers', waiting: r.rows[0].n });
  }
  return out;
}
