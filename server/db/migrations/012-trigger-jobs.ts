// Scheduled jobs (system/TriggerJob) run on pg-boss, whose tables live in their own schema
// `pgboss` of this database. Created here, with the rest of the database, from pg-boss's own
// construction plan (it would create them on its first start otherwise): every later start — and
// every test database cloned from a migrated one — finds them in place. pg-boss migrates its
// schema itself when a newer version of it starts. The job tables are entity tables (ddl.ts).
import { type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';

const SCHEMA = 'pgboss';

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = ${SCHEMA}`.execute(db);
  if (rows[0].n > 0) return;
  // the plan is wrapped in BEGIN … COMMIT; the migration already runs in a transaction
  const plan = PgBoss.getConstructionPlans(SCHEMA).trim();
  const inner = /^BEGIN;([\s\S]*)COMMIT;$/.exec(plan)?.[1];
  if (!inner) throw new Error('pg-boss construction plan: expected BEGIN; … COMMIT;');
  await sql.raw(inner).execute(db);
  // the queue of manual runs (立即执行) of every tenant's jobs; each enabled job gets its own when scheduled
  await sql`select pgboss.create_queue('trigger-job-run', ${JSON.stringify({ policy: 'standard', retryLimit: 0, expireInSeconds: 900 })}::json)`.execute(db);
}
