// The partition job of iot_value: every hour (and at start) the day partitions from yesterday to
// DAYS_AHEAD days ahead are made, and days older than the retention dropped. Partitions hold every
// tenant's rows, so the retention is the longest any tenant keeps (参数配置 采集数据保留天数).
import { Kysely, PostgresDialect, sql } from 'kysely';
import { tenantConfig } from '../../../server/config/tenant-config';
import type { Database } from '../../../server/db';
import { createDayPartitions, dropOldPartitions } from './partition-sql';

export const DAYS_AHEAD = 3;
export const PARTITION_JOB_MS = 3_600_000;

const ddl = new WeakMap<Database, Kysely<unknown>>();
/**
 * The partitions' statements name iot_value without a tenant (they are the schema's, not a
 * tenant's rows), which the system instance's tenant guard refuses: they run on the system's pool
 * without it. The instance is never destroyed (that would end the shared pool).
 */
export function ddlDb(db: Database): Kysely<unknown> {
  const known = ddl.get(db);
  if (known) return known;
  const k = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: db.pool }) });
  ddl.set(db, k);
  return k;
}

/** The days to keep: the largest retention of any tenant. */
export async function retentionDays(db: Database): Promise<number> {
  const tenants = (await sql<{ id: string }>`select id from tenant`.execute(db.system)).rows;
  let keep = 1;
  for (const t of tenants) keep = Math.max(keep, await tenantConfig(db.forTenant(t.id), t.id, 'IotRetentionDays'));
  return keep;
}

export async function maintainPartitions(db: Database, now = new Date()): Promise<{ made: string[]; dropped: string[] }> {
  const made = await createDayPartitions(ddlDb(db), now, 1, DAYS_AHEAD);
  const dropped = await dropOldPartitions(ddlDb(db), now, await retentionDays(db));
  return { made, dropped };
}
