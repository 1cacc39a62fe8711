// Runs (调度日志, 调度监控, ETL概览): every run of the tenant with its attempts' steps; the live view
// of what is queued and running; the overview's figures. Rows moved are decimals as text (bigint).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { implement } from '../../../../server/modules/types';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import { session } from '../../../../server/rpc/registry';
import { type Overview, type RunStepView, type RunView, etlRun } from '../contracts';
import { iso, pageOf } from './common';
import { runMoved } from './live';
import { em } from './messages';

type Row = {
  id: string; name: string; job_id: string | null; tran_id: string | null; trigger: RunView['trigger']; status: RunView['status']; attempt: number; max_attempts: number;
  run_at: Date; started_at: Date | null; finished_at: Date | null; rows_moved: string; error: string | null; create_name: string | null;
};
const view = (r: Row): RunView => ({
  id: Number(r.id), name: r.name, jobId: r.job_id ? Number(r.job_id) : null, tranId: r.tran_id ? Number(r.tran_id) : null, trigger: r.trigger, status: r.status,
  attempt: r.attempt, maxAttempts: r.max_attempts, runAt: iso(r.run_at)!, startedAt: iso(r.started_at), finishedAt: iso(r.finished_at),
  ms: r.started_at && r.finished_at ? new Date(r.finished_at).getTime() - new Date(r.started_at).getTime() : null,
  rowsMoved: String(r.rows_moved), error: r.error, createName: r.create_name,
});
const rows = (T: string, where = sql`true`) => sql<Row>`
  select id, name, job_id, tran_id, trigger, status, attempt, max_attempts, run_at, started_at, finished_at, rows_moved, error, create_name
    from dg_etl_run where tenant_id = ${T} and ${where} order by id desc`;

type StepRow = { id: string; attempt: number; seq: number; name: string; kind: string; status: string; started_at: Date; finished_at: Date | null; rows: string; log: string | null; error: string | null };
const stepView = (r: StepRow): RunStepView => ({
  id: Number(r.id), attempt: r.attempt, seq: r.seq, name: r.name, kind: r.kind, status: r.status, startedAt: iso(r.started_at)!, finishedAt: iso(r.finished_at),
  rows: String(r.rows), log: r.log, error: r.error,
});
async function stepsOf(db: Kysely<DB>, T: string, runIds: number[]): Promise<Map<number, RunStepView[]>> {
  const { rows: all } = await sql<StepRow & { run_id: string }>`
    select id, run_id, attempt, seq, name, kind, status, started_at, finished_at, rows, log, error from dg_etl_run_step
     where tenant_id = ${T} and run_id = any(${runIds}) order by run_id, attempt, seq`.execute(db);
  const out = new Map<number, RunStepView[]>();
  for (const r of all) out.set(Number(r.run_id), [...(out.get(Number(r.run_id)) ?? []), stepView(r)]);
  return out;
}

export async function runView(db: Kysely<DB>, T: string, id: number, lang: Lang): Promise<RunView> {
  const r = (await rows(T, sql`id = ${id}`).execute(db)).rows[0];
  if (!r) throw notFound(em(lang, 'noRun', { id }));
  return view(r);
}

export interface QueueInput { jobId?: number; tranId?: number; name: string; maxAttempts: number; timeLimitS: number; ownerId: number | null; createName: string }

/** queues a run due now; answers its id */
export async function queueRun(db: Kysely<DB>, T: string, r: QueueInput): Promise<number> {
  const { rows: out } = await sql<{ id: string }>`
    insert into dg_etl_run (tenant_id, job_id, tran_id, name, trigger, max_attempts, time_limit_s, owner_id, create_name)
    values (${T}, ${r.jobId ?? null}, ${r.tranId ?? null}, ${r.name}, 'manual', ${r.maxAttempts}, ${r.timeLimitS}, ${r.ownerId}, ${r.createName}) returning id`.execute(db);
  return Number(out[0]!.id);
}

async function overview(db: Kysely<DB>, T: string): Promise<Overview> {
  const [{ rows: tot }, { rows: days }, { rows: longest }] = await Promise.all([
    sql<{ runs: number; succeeded: number; failed: number; moved: string }>`
      select count(*)::int as runs, count(*) filter (where status = 'Succeeded')::int as succeeded, count(*) filter (where status = 'Failed')::int as failed,
             coalesce(sum(rows_moved), 0)::text as moved from dg_etl_run where tenant_id = ${T}`.execute(db),
    sql<{ day: string; succeeded: number; failed: number; rows: string }>`
      select to_char(date_trunc('day', coalesce(finished_at, run_at)), 'YYYY-MM-DD') as day, count(*) filter (where status = 'Succeeded')::int as succeeded,
             count(*) filter (where status = 'Failed')::int as failed, coalesce(sum(rows_moved), 0)::text as rows
        from dg_etl_run where tenant_id = ${T} and status in ('Succeeded', 'Failed') group by 1 order by 1 desc limit 30`.execute(db),
    sql<{ name: string; runs: number; avg_ms: number; max_ms: number }>`
      select name, count(*)::int as runs, round(avg(extract(epoch from finished_at - started_at) * 1000))::int as avg_ms,
             round(max(extract(epoch from finished_at - started_at) * 1000))::int as max_ms
        from dg_etl_run where tenant_id = ${T} and status = 'Succeeded' and started_at is not null group by name order by 4 desc limit 10`.execute(db),
  ]);
  const t = tot[0]!;
  return {
    runs: t.runs, succeeded: t.succeeded, failed: t.failed, rowsMoved: t.moved,
    perDay: days.reverse().map((d) => ({ day: d.day, succeeded: d.succeeded, failed: d.failed, rows: d.rows })),
    longest: longest.map((l) => ({ name: l.name, runs: l.runs, avgMs: l.avg_ms, maxMs: l.max_ms })),
  };
}

export const runImpl = implement(etlRun, {
  async page(ctx, [q]) {
    const s = session(ctx);
    const where = sql`${q.status ? sql`status = ${q.status}` : sql`true`} and ${q.text ? sql`name ilike ${`%${q.text}%`}` : sql`true`}
      and ${q.jobId ? sql`job_id = ${q.jobId}` : sql`true`} and ${q.tranId ? sql`tran_id = ${q.tranId}` : sql`true`}`;
    return pageOf(s.db, rows(s.tenantId, where), q, view);
  },
  async steps(ctx, [id]) {
    const s = session(ctx);
    await runView(s.db, s.tenantId, id, ctx.lang);
    return (await stepsOf(s.db, s.tenantId, [id])).get(id) ?? [];
  },
  async live(ctx) {
    const s = session(ctx);
    const list = (await rows(s.tenantId, sql`status in ('Queued', 'Running')`).execute(s.db)).rows.map(view).slice(0, 100);
    const steps = await stepsOf(s.db, s.tenantId, list.map((r) => r.id));
    return list.map((r) => ({ ...r, steps: (steps.get(r.id) ?? []).filter((x) => x.attempt === r.attempt) }));
  },
  overview: (ctx) => overview(session(ctx).db, session(ctx).tenantId),
  async stop(ctx, [id]) {
    const s = session(ctx);
    const T = s.tenantId;
    // a queued run stops here and now; a running one is flagged, and the instance running it stops it within seconds
    const queued = await sql`update dg_etl_run set status = 'Stopped', finished_at = now(), stop_by = ${s.userName}, error = ${em('zh_CN', 'stopped', { by: s.userName })}
                              where tenant_id = ${T} and id = ${id} and status = 'Queued'`.execute(s.db);
    if (!Number(queued.numAffectedRows)) {
      const running = await sql`update dg_etl_run set stop_by = ${s.userName} where tenant_id = ${T} and id = ${id} and status = 'Running'`.execute(s.db);
      if (!Number(running.numAffectedRows)) {
        await runView(s.db, T, id, ctx.lang);
        throw badRequest(em(ctx.lang, 'notStoppable', { id }));
      }
    }
    runMoved(ctx.env, T, id);
    return runView(s.db, T, id, ctx.lang);
  },
});
