// The run queue (dg_etl_run), in the database so it survives restarts and serves every instance:
// - a queued run that is due is taken by ONE worker: the claim is an UPDATE of a row picked FOR
//   UPDATE SKIP LOCKED, leasing it to the worker (locked_until), which renews the lease while it works;
// - a worker writes the run's outcome only while the run is still leased to it (a run whose lease
//   ran out belongs to whoever took it next);
// - a running run whose lease ran out lost its worker (the server stopped mid-run): its open step is
//   marked failed and the run is retried like any failure;
// - a failure is retried after a back-off (30 s, 60 s, 120 s …) until the job's attempts are used; the
//   last failure sends the job's owner a message (the bell).
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import { pushTodoCount } from '../../../../server/services/todo';
import type { JobStep, TranStep } from '../contracts';
import { em } from './messages';
import { runScript } from './script-run';
import { runMoved, stepRows } from './live';
import { throttled } from './progress';
import { RunStopped, STOP_REASON, runTransformation, type StepLog } from './tran-run';

export const LEASE_MS = 60_000;
export const BACKOFF_MS = 30_000;
/** this process's name on the runs it takes */
export const WORKER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

export interface Claimed {
  id: number;
  tenant_id: string;
  name: string;
  job_id: string | null;
  tran_id: string | null;
  attempt: number;
  max_attempts: number;
  time_limit_s: number;
  owner_id: string | null;
}

/** Takes the next due run for `worker` (null when none is due or every due one is taken). */
export async function claimRun(system: Kysely<DB>, worker: string, now = new Date()): Promise<Claimed | null> {
  const { rows } = await sql<Claimed>`
    update dg_etl_run set status = 'Running', worker = ${worker}, locked_until = ${new Date(now.getTime() + LEASE_MS)}, started_at = ${now}, finished_at = null
     where (tenant_id, id) in (select tenant_id, id from dg_etl_run where status = 'Queued' and run_at <= ${now}
                                order by run_at, id limit 1 for update skip locked)
    returning id::int as id, tenant_id, name, job_id, tran_id, attempt, max_attempts, time_limit_s, owner_id`.execute(system);
  return rows[0] ?? null;
}

const backoff = (attempt: number) => BACKOFF_MS * 2 ** (attempt - 1);

type Told = { tenantId: string; user: number; id: number; title: string } | null;

/**
 * After a failure, in the caller's transaction: queued again after the back-off, or failed for good
 * with a message to the owner (answered, to be pushed after the commit). Only while `worker` holds
 * the run (null: a lost run, handled under its row lock).
 */
async function settleFailure(trx: Kysely<DB>, run: Claimed, worker: string | null, error: string, now: Date): Promise<Told> {
  const T = run.tenant_id;
  const holder = worker === null ? sql`status = 'Running'` : sql`status = 'Running' and worker = ${worker}`;
  // a run someone asked to stop is not retried: it ends 已停止, its open step with it (stopped mid-way,
  // its worker lost, or failed before the stop was seen — a step that failed stays failed)
  const asked = (await sql<{ stop_by: string | null }>`select stop_by from dg_etl_run where tenant_id = ${T} and id = ${run.id} and ${holder}`.execute(trx)).rows[0]?.stop_by;
  if (asked) {
    const text = em('zh_CN', 'stopped', { by: asked });
    await sql`update dg_etl_run set status = 'Stopped', finished_at = ${now}, worker = null, locked_until = null, error = ${text} where tenant_id = ${T} and id = ${run.id} and ${holder}`.execute(trx);
    await sql`update dg_etl_run_step set status = 'Stopped', finished_at = coalesce(finished_at, ${now}), error = ${text}
               where tenant_id = ${T} and run_id = ${run.id} and attempt = ${run.attempt} and status = 'Running'`.execute(trx);
    return null;
  }
  if (run.attempt < run.max_attempts) {
    await sql`update dg_etl_run set status = 'Queued', attempt = attempt + 1, run_at = ${new Date(now.getTime() + backoff(run.attempt))},
                     worker = null, locked_until = null, error = ${error}
               where tenant_id = ${T} and id = ${run.id} and ${holder}`.execute(trx);
    return null;
  }
  const r = await sql`update dg_etl_run set status = 'Failed', finished_at = ${now}, worker = null, locked_until = null, error = ${error}
                       where tenant_id = ${T} and id = ${run.id} and ${holder}`.execute(trx);
  if (!Number(r.numAffectedRows) || !run.owner_id) return null;
  const title = em('zh_CN', 'runFailedTitle', { name: run.name });
  const m = await sql<{ id: number }>`
    insert into message (tenant_id, user_id, title, content, create_name)
    values (${T}, ${run.owner_id}, ${title}, ${em('zh_CN', 'runFailedBody', { name: run.name, attempt: run.attempt, error: error.slice(0, 300) })}, 'ETL调度')
    returning id::int as id`.execute(trx);
  return { tenantId: T, user: Number(run.owner_id), id: m.rows[0]!.id, title };
}

/** the owner's bell, after the commit */
async function tell(env: AppEnv, told: Told): Promise<void> {
  if (!told) return;
  env.hub.push(told.tenantId, told.user, { type: 'message', id: told.id, title: told.title, content: '' });
  await pushTodoCount(env, told.tenantId, told.user);
}

async function failRun(env: AppEnv, run: Claimed, worker: string, error: string, now = new Date()): Promise<void> {
  await tell(env, await env.db.system.transaction().execute((trx) => settleFailure(trx, run, worker, error, now)));
}

/**
 * The step log of a run's attempt (each row written at once and pushed: 调度监控 shows them while the
 * run goes). A running step's rows so far are kept on its row and pushed at most every PROGRESS_MS
 * per run; a count that arrives after the step ended (or behind a larger one) is dropped.
 */
function stepLog(env: AppEnv, run: Claimed): StepLog & { seq: number; skip(name: string, kind: string, why: string): Promise<void> } {
  const T = run.tenant_id;
  const system = env.db.system;
  const moved = () => runMoved(env, T, run.id);
  const progress = throttled((id: number, rows: number) => {
    void sql`update dg_etl_run_step set rows = ${rows} where tenant_id = ${T} and id = ${id} and status = 'Running' and rows < ${rows}`
      .execute(system)
      .then((r) => Number(r.numAffectedRows) && stepRows(env, T, run.id, id, rows), () => {});
  });
  const log = {
    progress,
    seq: 0,
    async start(name: string, kind: string) {
      const r = await sql<{ id: number }>`insert into dg_etl_run_step (tenant_id, run_id, attempt, seq, name, kind, status)
        values (${T}, ${run.id}, ${run.attempt}, ${++log.seq}, ${name}, ${kind}, 'Running') returning id::int as id`.execute(system);
      moved();
      return r.rows[0]!.id;
    },
    async finish(id: number, rows: number, text: string) {
      await sql`update dg_etl_run_step set status = 'Succeeded', finished_at = now(), rows = ${rows}, log = ${text} where tenant_id = ${T} and id = ${id}`.execute(system);
      moved();
    },
    async fail(id: number, error: string) {
      await sql`update dg_etl_run_step set status = 'Failed', finished_at = now(), error = ${error} where tenant_id = ${T} and id = ${id}`.execute(system);
      moved();
    },
    async skip(name: string, kind: string, why: string) {
      await sql`insert into dg_etl_run_step (tenant_id, run_id, attempt, seq, name, kind, status, finished_at, log)
        values (${T}, ${run.id}, ${run.attempt}, ${++log.seq}, ${name}, ${kind}, 'Skipped', now(), ${why})`.execute(system);
      moved();
    },
  };
  return log;
}

async function tranOf(db: Kysely<DB>, T: string, id: number) {
  return (await sql<{ name: string; graph: { steps: TranStep[] } }>`select name, graph from dg_etl_tran where tenant_id = ${T} and id = ${id}`.execute(db)).rows[0];
}

/** Runs the claimed run's work; answers the rows moved, or throws the first failure (after the steps its conditions still run). */
async function work(env: AppEnv, run: Claimed, deadline: number, signal: AbortSignal): Promise<number> {
  const T = run.tenant_id;
  const db = env.db.forTenant(T);
  const log = stepLog(env, run);
  const limit = run.time_limit_s;
  if (run.tran_id) {
    const t = await tranOf(db, T, Number(run.tran_id));
    if (!t) throw new Error(em('zh_CN', 'noTran', { id: run.tran_id }));
    return runTransformation(env, db, T, t.name, t.graph.steps, deadline, log, limit, signal);
  }
  const job = (await sql<{ steps: JobStep[] }>`select steps from dg_etl_job where tenant_id = ${T} and id = ${run.job_id}`.execute(db)).rows[0];
  if (!job) throw new Error(em('zh_CN', 'noJob', { id: run.job_id ?? '' }));
  let moved = 0;
  let firstError: string | null = null;
  for (const step of job.steps) {
    // a stopped run starts no further step, whatever its condition
    if (signal.aborted) throw new RunStopped(STOP_REASON);
    // a step's condition is read against the run so far: success = nothing failed yet
    const runs = step.when === 'always' || (step.when === 'success') === (firstError === null);
    if (step.kind === 'tran') {
      const t = await tranOf(db, T, step.refId);
      const name = t?.name ?? `#${step.refId}`;
      if (!runs) {
        await log.skip(name, 'tran', firstError === null ? '上一步成功，跳过失败分支' : '上一步失败，跳过');
        continue;
      }
      try {
        if (!t) throw new Error(em('zh_CN', 'noTran', { id: step.refId }));
        moved += await runTransformation(env, db, T, t.name, t.graph.steps, deadline, log, limit, signal);
      } catch (e) {
        if (e instanceof RunStopped) throw e;
        firstError ??= (e as Error).message;
      }
    } else {
      const s = (await sql<{ name: string; source_id: string; sql: string }>`select name, source_id, sql from dg_etl_script where tenant_id = ${T} and id = ${step.refId}`.execute(db)).rows[0];
      const name = s?.name ?? `#${step.refId}`;
      if (!runs) {
        await log.skip(name, 'script', firstError === null ? '上一步成功，跳过失败分支' : '上一步失败，跳过');
        continue;
      }
      const id = await log.start(name, 'script');
      const started = Date.now();
      try {
        if (!s) throw new Error(em('zh_CN', 'noScript', { id: step.refId }));
        if (Date.now() > deadline) throw new Error(em('zh_CN', 'timeLimit', { seconds: limit }));
        const n = await runScript(env, db, T, Number(s.source_id), s.sql, deadline - Date.now(), signal);
        await log.finish(id, n, `脚本影响 ${n} 行，用时 ${Date.now() - started} ms`);
      } catch (e) {
        if (signal.aborted) throw new RunStopped(STOP_REASON);
        const error = String((e as Error).message || e).slice(0, 2000);
        await log.fail(id, error);
        firstError ??= error;
      }
    }
  }
  if (firstError !== null) throw new Error(firstError);
  return moved;
}

/** how often a running run's stop flag is read (a stop asked on any instance is seen within this) */
export const STOP_POLL_MS = 1000;

/** Runs one claimed run to its end (its lease renewed, its stop flag read meanwhile). */
export async function executeRun(env: AppEnv, run: Claimed, worker: string): Promise<void> {
  const T = run.tenant_id;
  runMoved(env, T, run.id);
  const renew = setInterval(() => {
    void sql`update dg_etl_run set locked_until = ${new Date(Date.now() + LEASE_MS)} where tenant_id = ${T} and id = ${run.id} and worker = ${worker} and status = 'Running'`
      .execute(env.db.system)
      .catch(() => {});
  }, LEASE_MS / 3);
  renew.unref();
  // the stop flag may be set by any instance: read from the database, not from memory
  const stop = new AbortController();
  const watch = setInterval(() => {
    void sql<{ stop_by: string | null }>`select stop_by from dg_etl_run where tenant_id = ${T} and id = ${run.id}`
      .execute(env.db.system)
      .then((r) => r.rows[0]?.stop_by && stop.abort(STOP_REASON), () => {});
  }, STOP_POLL_MS);
  watch.unref();
  try {
    const moved = await work(env, run, Date.now() + run.time_limit_s * 1000, stop.signal);
    await sql`update dg_etl_run set status = 'Succeeded', finished_at = now(), worker = null, locked_until = null, rows_moved = ${moved}, error = null
               where tenant_id = ${T} and id = ${run.id} and status = 'Running' and worker = ${worker}`.execute(env.db.system);
  } catch (e) {
    // a stopped run ends here too: settleFailure sees the stop asked for and ends it 已停止, not retried
    await failRun(env, run, worker, String((e as Error).message || e).slice(0, 2000));
  } finally {
    clearInterval(renew);
    clearInterval(watch);
    runMoved(env, T, run.id);
  }
}

/** Runs whose worker was lost (lease ran out): their open steps failed, the runs retried or failed. */
export async function reclaimLost(env: AppEnv, now = new Date()): Promise<number> {
  const told = await env.db.system.transaction().execute(async (trx) => {
    const { rows } = await sql<Claimed>`
      select id::int as id, tenant_id, name, job_id, tran_id, attempt, max_attempts, time_limit_s, owner_id from dg_etl_run
       where status = 'Running' and locked_until < ${now} order by locked_until limit 20 for update skip locked`.execute(trx);
    const out: Told[] = [];
    for (const r of rows) {
      await sql`update dg_etl_run_step set status = 'Failed', finished_at = ${now}, error = ${em('zh_CN', 'lostWorker')}
                 where tenant_id = ${r.tenant_id} and run_id = ${r.id} and attempt = ${r.attempt} and status = 'Running'`.execute(trx);
      out.push(await settleFailure(trx, r, null, em('zh_CN', 'lostWorker'), now));
    }
    return out;
  });
  for (const t of told) await tell(env, t);
  return told.length;
}

/** One turn of a worker: lost runs handled, then due runs run one after another; answers how many ran. */
export async function pollRunsOnce(env: AppEnv, worker = WORKER, stopped: () => boolean = () => false): Promise<number> {
  await reclaimLost(env);
  let ran = 0;
  while (!stopped()) {
    const run = await claimRun(env.db.system, worker);
    if (!run) break;
    await executeRun(env, run, worker);
    ran++;
  }
  return ran;
}
