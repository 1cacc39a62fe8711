// pg-boss over our own connections: its tables live in the schema `pgboss` of the product's
// database (created by migration 012), and it runs its SQL through whatever we hand it — the
// server's pool, or the transaction of a record write, so that a job row and its schedule change
// together or not at all.
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { TENANT_ROLE } from '../../../../server/db/tenant-wall';

export const BOSS_SCHEMA = 'pgboss';
/** Manual runs of every tenant's jobs (立即执行) go through this one queue. */
export const MANUAL_QUEUE = 'trigger-job-run';
const JOB_QUEUE_PREFIX = 'tj_';

/** The queue (and schedule) of one job: named by its tenant and id. */
export function queueOf(tenantId: string, jobId: number): string {
  return `${JOB_QUEUE_PREFIX}${tenantId}_${jobId}`;
}

export function isJobQueue(name: string): boolean {
  return name.startsWith(JOB_QUEUE_PREFIX);
}

/** What a run of a job carries through pg-boss. */
export interface RunData {
  tenantId: string;
  jobId: number;
  trigger: 'Manual' | 'Schedule';
  /** who asked for a manual run (the log's creator) and in which language its message is written */
  userId?: number;
  userName?: string;
  lang?: 'zh_CN' | 'en_US';
}

/** Queue settings: a run is never retried (its failure is logged; the next one comes on schedule). */
export const QUEUE_OPTIONS = { retryLimit: 0, expireInSeconds: 15 * 60 } as const;

type Executor = PgBoss.Db['executeSql'];

/**
 * SQL through a Kysely transaction (plugins do not see it: pg-boss tables are not tenant tables).
 * pg-boss's tables and functions are the owner's (making a queue attaches a partition to its job
 * table), so inside a tenant's transaction, which runs as the tenant role (server/db/tenant-wall.ts),
 * each of its statements runs as the owner and the tenant role is taken again right after it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any Kysely (the system's), or a transaction
export function executorOf(trx: Kysely<any> | Transaction<any>): Executor {
  const run = (text: string, values: readonly unknown[] = []) => trx.executeQuery(CompiledQuery.raw(text, [...values]));
  // who the transaction runs as is asked once: the role is taken again after every statement
  let tenantRole: Promise<boolean> | null = null;
  return async (text, values) => {
    tenantRole ??= run('select current_user as who').then((r) => (r.rows[0] as { who: string }).who === TENANT_ROLE);
    const asTenant = await tenantRole;
    if (asTenant) await run(`select set_config('role', 'none', true)`);
    try {
      return { rows: (await run(text, values ?? [])).rows as unknown[] };
    } finally {
      if (asTenant) await run(`select set_config('role', $1, true)`, [TENANT_ROLE]);
    }
  };
}

export function executorOfPool(pool: pg.Pool): Executor {
  return (text, values) => pool.query(text, values);
}

/**
 * A pg-boss handle for its management calls (queues, schedules, sends) over one executor; it
 * starts nothing (no timers, no connections of its own).
 */
export function bossOver(executeSql: Executor): PgBoss {
  return new PgBoss({ db: { executeSql }, schema: BOSS_SCHEMA, migrate: false, schedule: false, supervise: false });
}
