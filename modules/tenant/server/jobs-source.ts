// Where 全局任务 reads the scheduled jobs of every tenant: the table of 定时任务's entity
// (system/TriggerJob), found through the catalogue. Its columns are read by name from each row's
// JSON, so this page follows that table without a shared type; while the product has no such
// table the page says so (available: false) instead of failing.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/types';
import { pagedSql, pageArgs } from '../../../server/records/paged-query';
import type { Paged } from '../../../schemas/rpc/define';
import type { GlobalJobView } from '../contracts';
import { entityByCode } from '../../../server/modules/catalogue';
import { contains } from './db';

/** The entity whose table holds the job definitions (tenant-owned: tenant_id names each job's tenant). */
export const JOB_ENTITY = 'TriggerJob';
/** used when the catalogue has no such entity (a table made by other means) */
const FALLBACK_TABLE = 'trigger_job';

export const jobTable = () => entityByCode(JOB_ENTITY)?.table ?? FALLBACK_TABLE;

const first = (row: Record<string, unknown>, names: string[]) => {
  for (const n of names) if (row[n] !== undefined && row[n] !== null) return row[n];
  return null;
};
const textOf = (v: unknown) => (v == null ? null : String(v));
const timeOf = (v: unknown) => (v == null ? null : new Date(String(v)).toISOString());

type JobRow = { tenant_id: string; tenant_code: string; tenant_name: string; row: Record<string, unknown> };

export function jobView(r: JobRow): GlobalJobView {
  const row = r.row;
  const enabled = first(row, ['enabled', 'active']);
  return {
    tenantId: r.tenant_id,
    tenantCode: r.tenant_code,
    tenantName: r.tenant_name,
    id: String(first(row, ['id']) ?? ''),
    code: textOf(first(row, ['code', 'job_code'])),
    name: textOf(first(row, ['name', 'job_name'])),
    handler: textOf(first(row, ['handler', 'job_type'])),
    cron: textOf(first(row, ['cron', 'cron_expression', 'cron_expr'])),
    enabled: typeof enabled === 'boolean' ? enabled : null,
    lastRunAt: timeOf(first(row, ['last_run_dt', 'last_run_at', 'last_fire_time'])),
    lastRunStatus: textOf(first(row, ['last_run_status'])),
    nextRunAt: timeOf(first(row, ['next_run_dt', 'next_run_at', 'next_fire_time'])),
  };
}

/** the jobs of every tenant (or one), a page of them; `available`: the scheduler's table exists */
export async function readJobs(db: Kysely<DB>, q: { tenantId?: string; text?: string; page?: number; pageSize?: number }): Promise<Paged<GlobalJobView> & { available: boolean }> {
  const name = jobTable();
  const exists = await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db);
  if (!exists.rows[0]?.t) return { available: false, total: 0, ...pageArgs(q), itemList: [] };
  const tenant = q.tenantId ? sql`and j.tenant_id = ${q.tenantId}` : sql``;
  const text = q.text?.trim()
    ? sql`and (coalesce(to_jsonb(j)->>'code', '') ilike ${contains(q.text.trim())} or coalesce(to_jsonb(j)->>'name', '') ilike ${contains(q.text.trim())})`
    : sql``;
  const jobs = {
    select: sql`j.tenant_id, t.code as tenant_code, t.name as tenant_name, to_jsonb(j) as row`,
    from: sql`from ${sql.table(name)} j join tenant t on t.id = j.tenant_id where true ${tenant} ${text}`,
    orderBy: sql`j.tenant_id, to_jsonb(j)->>'code'`,
    tieBreak: sql`to_jsonb(j)->>'id'`,
  };
  return { available: true, ...(await pagedSql<JobRow, GlobalJobView>(db, q, jobs, jobView)) };
}
