// A job row and its pg-boss schedule, kept in step: an enabled job has a queue and a schedule
// named by its tenant and id; a disabled one has its schedule removed (and nothing left waiting in
// its queue); a removed job loses its queue too (the schedule goes with it).
import type PgBoss from 'pg-boss';
import { isJobQueue, QUEUE_OPTIONS, queueOf, type RunData } from './boss';
import { CRON_TIME_ZONE } from './cron';

export interface JobRow {
  id: number;
  tenant_id: string;
  cron: string;
  enabled: boolean;
}

export async function applySchedule(boss: PgBoss, job: JobRow): Promise<void> {
  const name = queueOf(job.tenant_id, Number(job.id));
  if (!job.enabled) {
    await boss.unschedule(name);
    await boss.purgeQueue(name);
    return;
  }
  const data: RunData = { tenantId: job.tenant_id, jobId: Number(job.id), trigger: 'Schedule' };
  // create_queue is a no-op for a queue that exists
  await boss.createQueue(name, { name, ...QUEUE_OPTIONS });
  await boss.schedule(name, job.cron.trim(), data, { tz: CRON_TIME_ZONE, ...QUEUE_OPTIONS });
}

export async function dropSchedule(boss: PgBoss, tenantId: string, jobId: number): Promise<void> {
  await boss.deleteQueue(queueOf(tenantId, jobId));
}

/**
 * Makes pg-boss follow the job rows of every tenant (on start: rows seeded or changed while no
 * server ran, schedules of jobs removed meanwhile). Answers the queues of the enabled jobs.
 */
export async function reconcile(boss: PgBoss, jobs: readonly JobRow[]): Promise<string[]> {
  const enabled = new Map(jobs.filter((j) => j.enabled).map((j) => [queueOf(j.tenant_id, Number(j.id)), j]));
  const existing = new Set(jobs.map((j) => queueOf(j.tenant_id, Number(j.id))));
  const schedules = new Map((await boss.getSchedules()).filter((s) => isJobQueue(s.name)).map((s) => [s.name, s]));
  for (const q of await boss.getQueues()) {
    if (isJobQueue(q.name) && !existing.has(q.name)) await boss.deleteQueue(q.name);
  }
  for (const name of schedules.keys()) {
    if (!enabled.has(name) && existing.has(name)) await boss.unschedule(name);
  }
  for (const [name, job] of enabled) {
    const s = schedules.get(name) as (PgBoss.Schedule & { timezone?: string }) | undefined;
    if (s?.cron === job.cron.trim() && s.timezone === CRON_TIME_ZONE) continue;
    await applySchedule(boss, job);
  }
  return [...enabled.keys()];
}
