// Scheduled jobs (system/TriggerJob) on pg-boss: what the system module's server part takes from
// here — the service, the job's record hooks, the demo jobs and the runtime started with the
// server — plus what tests look at (the schedules pg-boss holds).
import type { Database } from '../../../../server/db';
import type { AppEnv } from '../../../../server/env';
import { bossOver, executorOfPool, isJobQueue } from './boss';
import { JobRuntime } from './runtime';
import { triggerJobService } from './service';

export { queueOf } from './boss';
export { triggerJobHooks } from './hooks';
export const triggerJobServices = [triggerJobService];
export { seedTriggerJobsDemo } from './demo';

/** Starts pg-boss for this server; the answer stops it (the server calls it when it closes). */
export async function startTriggerJobs(env: AppEnv): Promise<() => Promise<void>> {
  const runtime = new JobRuntime(env);
  await runtime.start();
  return () => runtime.stop();
}

/** The jobs' schedules pg-boss holds: queue name → cron expression. */
export async function jobSchedules(db: Database): Promise<Map<string, string>> {
  const schedules = await bossOver(executorOfPool(db.pool)).getSchedules();
  return new Map(schedules.filter((s) => isJobQueue(s.name)).map((s) => [s.name, s.cron]));
}
