// The partition job of iot_value: every hour (and at start) the day partitions from yesterday to
// DAYS_AHEAD days ahead are made, and days older than the retention dropped. Partitions hold every
// tenant's rows, so the retention is the longest any tenant keeps (参数配置 采集数据保留天数).
import { sql } from 'kysely';
import { tenantConfig } from '../../../server/config/tenant-config';
import type { Database } from '../../../server/db';
import { createDayPartitions, dropOldPartitions } from './partition-sql';

export const DAYS_AHEAD = 3;
export const PARTITION_JOB_MS = 3_600_000;

/** The days to keep: the largest retention of any tenant. */
export async function retentionDays(db: Database): Promise<number> {
  const tenants = (await sql<{ id: string }>`select id from tenant`.execute(db.system)).rows;
  let keep = 1;
  for (const t of tenants) keep = Math.max(keep, await tenantConfig(db.forTenant(t.id), t.id, 'IotRetentionDays'));
  return keep;
}

export async function maintainPartitions(db: Database, now = new Date()): Promise<{ made: string[]; dropped: string[] }> {
  const made = await createDayPartitions(db.system as never, now, 1, DAYS_AHEAD);
  const dropped = await dropOldPartitions(db.system as never, now, await retentionDays(db));
  return { made, dropped };
}
