// The check tasks' daily run, started with the server: every hour each tenant with enabled plans
// gets the tasks of the period holding today (nothing new past the first run of a period: the
// tasks are made once per plan, machine and period, also with several servers on one database),
// and its machines' maintenance status follows the tasks that fell overdue meanwhile.
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { every } from '../../../server/modules/every';
import { MaintenancePlan } from '../entities/plan';
import { generateTasks } from './generate';
import { todayIso } from './periods';

const HOUR = 3_600_000;
const SCHEDULER = { id: null, name: '定时任务' };

export async function runDailyChecks(env: AppEnv, day = todayIso()): Promise<number> {
  const tenants = (await sql<{ t: string }>`select distinct tenant_id as t from ${sql.table(MaintenancePlan.table)} where status = 'Enable'`.execute(env.db.system)).rows;
  let created = 0;
  for (const { t } of tenants) created += (await generateTasks(env.db.forTenant(t) as never, t, day, SCHEDULER)).created;
  return created;
}

export async function startDailyChecks(env: AppEnv): Promise<() => Promise<void>> {
  return every(HOUR, async () => void (await runDailyChecks(env)), (e) => env.log.error({ err: e }, 'equipment check tasks'));
}
