// pg-boss inside the server process: started with the server, stopped when it closes. It keeps the
// schedules' clock (its timekeeper: which schedules are due, once a minute at most), one worker per
// enabled job's queue and one for the shared queue of manual runs, all over the server's own pool.
// Closing waits for what pg-boss still has under way, so the pool can close right after: no timer,
// connection or query of ours outlives the server.
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { TriggerJob } from '../../entities/trigger-job';
import type { Database } from '../../../../server/db';
import type { AppEnv } from '../../../../server/env';
import type { Writer } from '../../../../server/records/write';
import { BOSS_SCHEMA, MANUAL_QUEUE, QUEUE_OPTIONS, type RunData } from './boss';
import { nextRun } from './cron';
import { executeJob } from './execute';
import { type JobRow, reconcile } from './schedules';

/**
 * How often pg-boss looks for due schedules and workers look for queued runs. Defaults suit
 * minute-level schedules; tests shorten them (JOBS_CRON_CHECK_SECONDS 1–45, JOBS_POLL_SECONDS ≥ 0.5).
 */
export interface JobClock {
  cronCheckSeconds: number;
  pollSeconds: number;
}

export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): JobClock {
  const num = (v: string | undefined, fallback: number, min: number, max: number) => {
    const n = Number(v);
    return v && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
  };
  return { cronCheckSeconds: num(env.JOBS_CRON_CHECK_SECONDS, 30, 1, 45), pollSeconds: num(env.JOBS_POLL_SECONDS, 5, 0.5, 60) };
}

const running = new Set<JobRuntime>();

/** The runtime serving this server (null when it is not running). */
export function runtimeOf(env: AppEnv): JobRuntime | null {
  for (const r of running) if (r.env === env) return r;
  return null;
}

/** The runtimes whose database a record write goes through (one per server in this process). */
export function runtimesOf(w: Writer): JobRuntime[] {
  return [...running].filter((r) => r.env.db.forTenant(w.tenantId) === w.db);
}

/** Every tenant's job rows (the system instance, naming tenant_id). */
async function allJobRows(db: Database): Promise<Array<JobRow & { next_run_dt: Date | null }>> {
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  return (db.system as Kysely<any>).selectFrom(TriggerJob.table).select(['id', 'tenant_id', 'cron', 'enabled', 'next_run_dt']).where('tenant_id', 'is not', null).execute();
}

export class JobRuntime {
  private readonly boss: PgBoss;
  /** queue → its worker's id, for the queues of enabled jobs */
  private readonly workers = new Map<string, Promise<string>>();
  private manualWorker: string | null = null;
  private readonly inflight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    readonly env: AppEnv,
    private readonly clock: JobClock = clockFromEnv(),
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.sql(text, values) },
      schema: BOSS_SCHEMA,
      cronMonitorIntervalSeconds: clock.cronCheckSeconds,
      // how often due schedules become runs in their queues (pg-boss's default, or faster)
      cronWorkerIntervalSeconds: Math.min(5, clock.cronCheckSeconds),
    });
    this.boss.on('error', (err) => env.log.warn({ err }, 'scheduled jobs: pg-boss error'));
  }

  /** pg-boss's SQL on the server's pool, and the runs its workers make: counted, so that stop() can wait for them */
  private sql(text: string, values: unknown[]) {
    if (this.closed) return Promise.resolve({ rows: [] });
    return this.track(this.env.db.pool.query(text, values));
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    const settle = () => this.inflight.delete(p);
    p.then(settle, settle);
    return p;
  }

  private workOptions(): PgBoss.WorkOptions {
    return { pollingIntervalSeconds: this.clock.pollSeconds, batchSize: 1 };
  }

  private work(jobs: PgBoss.Job<RunData>[]): Promise<void> {
    return this.track(this.runAll(jobs));
  }

  private async runAll(jobs: PgBoss.Job<RunData>[]): Promise<void> {
    for (const job of jobs) {
      try {
        await executeJob(this.env, job.data);
      } catch (err) {
        this.env.log.error({ err, job: job.data }, 'scheduled job: the run could not be recorded');
        throw err;
      }
    }
  }

  async start(): Promise<void> {
    try {
      await this.boss.start();
      await this.boss.createQueue(MANUAL_QUEUE, { name: MANUAL_QUEUE, ...QUEUE_OPTIONS });
      this.manualWorker = await this.boss.work<RunData>(MANUAL_QUEUE, this.workOptions(), (jobs) => this.work(jobs));
      const rows = await allJobRows(this.env.db);
      for (const queue of await reconcile(this.boss, rows)) await this.follow(queue, true);
      // next runs that passed while no server ran
      const now = new Date();
      for (const r of rows) {
        if (!r.enabled || (r.next_run_dt && r.next_run_dt > now)) continue;
        // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
        await (this.env.db.forTenant(r.tenant_id) as Kysely<any>).updateTable(TriggerJob.table).set({ next_run_dt: nextRun(r.cron, now) }).where('id', '=', r.id).execute();
      }
      running.add(this);
    } catch (e) {
      await this.stop();
      throw e;
    }
  }

  /** This server works the queue of an enabled job, and stops working a disabled one's. Never throws. */
  async follow(queue: string, enabled: boolean): Promise<void> {
    try {
      const worker = this.workers.get(queue);
      if (enabled && !worker && !this.closed) {
        const id = this.boss.work<RunData>(queue, this.workOptions(), (jobs) => this.work(jobs));
        this.workers.set(queue, id);
        await id;
      } else if (!enabled && worker) {
        this.workers.delete(queue);
        await this.boss.offWork({ id: await worker });
      }
    } catch (err) {
      this.workers.delete(queue);
      this.env.log.warn({ err, queue }, 'scheduled jobs: worker not changed');
    }
  }

  /** 立即执行: the run is queued on the shared manual queue and this server's worker woken for it. */
  async runNow(data: RunData): Promise<string> {
    const id = await this.boss.send(MANUAL_QUEUE, data, QUEUE_OPTIONS);
    if (!id) throw new Error('pg-boss did not queue the run');
    if (this.manualWorker) this.boss.notifyWorker(this.manualWorker);
    return id;
  }

  async stop(): Promise<void> {
    running.delete(this);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    // a worker's last fetch, the run it fetched and its completion may still be on their way: let
    // them land before the pool closes (a macrotask between rounds lets each step issue the next)
    for (;;) {
      if (this.inflight.size) await Promise.allSettled([...this.inflight]);
      await new Promise((r) => setImmediate(r));
      if (!this.inflight.size) break;
    }
    this.closed = true;
    this.workers.clear();
  }
}
