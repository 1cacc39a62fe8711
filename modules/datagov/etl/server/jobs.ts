// ETL作业 and 作业调度: jobs (transformations and scripts in order, each with its condition: on
// success, on failure, always), an owner told when a run fails for good, a time limit and attempts;
// schedules by cron, started and stopped. 运行 queues a run of the job now.
import { sql } from 'kysely';
import { implement } from '../../../../server/modules/types';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import { session } from '../../../../server/rpc/registry';
import type { CallContext } from '../../../../server/rpc/registry';
import { type JobStep, type JobView, type ScheduleView, type TranStep, etlJob, etlSchedule } from '../contracts';
import { judgeScript, judgeSteps } from './check';
import { codeFree, iso, pageOf, textLike } from './common';
import { em } from './messages';
import { runMoved } from './live';
import { queueRun, runView } from './runs';
import { nextOf } from './schedule';

type Row = {
  id: string; repo_id: string; repo_name: string; code: string; name: string; remark: string | null; steps: Array<JobStep & { refName: string | null }>;
  owner_id: string | null; owner_name: string | null; time_limit_s: number; max_attempts: number; last_status: JobView['lastStatus'];
};
const view = (r: Row): JobView => ({
  id: Number(r.id), repoId: Number(r.repo_id), repoName: r.repo_name, code: r.code, name: r.name, remark: r.remark,
  steps: r.steps.map((x) => ({ ...x, refName: x.refName ?? `#${x.refId}` })), ownerId: r.owner_id ? Number(r.owner_id) : null, ownerName: r.owner_name,
  timeLimitS: r.time_limit_s, maxAttempts: r.max_attempts, lastStatus: r.last_status,
});
const rows = (T: string, where = sql`true`) => sql<Row>`
  select j.id, j.repo_id, r.name as repo_name, j.code, j.name, j.remark, j.owner_id, j.owner_name, j.time_limit_s, j.max_attempts,
         coalesce((select jsonb_agg(e || jsonb_build_object('refName', coalesce(t.name, x.name)) order by n)
                     from jsonb_array_elements(j.steps) with ordinality as s(e, n)
                     left join dg_etl_tran t on e->>'kind' = 'tran' and t.tenant_id = j.tenant_id and t.id = (e->>'refId')::bigint
                     left join dg_etl_script x on e->>'kind' = 'script' and x.tenant_id = j.tenant_id and x.id = (e->>'refId')::bigint), '[]') as steps,
         (select x.status from dg_etl_run x where x.tenant_id = j.tenant_id and x.job_id = j.id order by x.id desc limit 1) as last_status
    from dg_etl_job j join dg_etl_repo r on r.tenant_id = j.tenant_id and r.id = j.repo_id
   where j.tenant_id = ${T} and ${where} order by j.code, j.id`;

/** every step's transformation or script judged for the caller */
async function judgeJob(ctx: CallContext, steps: readonly JobStep[]) {
  const s = session(ctx);
  for (const st of steps) {
    if (st.kind === 'tran') {
      const t = (await sql<{ graph: { steps: TranStep[] } }>`select graph from dg_etl_tran where tenant_id = ${s.tenantId} and id = ${st.refId}`.execute(s.db)).rows[0];
      if (!t) throw badRequest(em(ctx.lang, 'stepRefUnknown', { kind: ctx.lang === 'en_US' ? 'transformation' : '转换', id: st.refId }));
      await judgeSteps(ctx, t.graph.steps);
    } else {
      const x = (await sql<{ source_id: string }>`select source_id from dg_etl_script where tenant_id = ${s.tenantId} and id = ${st.refId}`.execute(s.db)).rows[0];
      if (!x) throw badRequest(em(ctx.lang, 'stepRefUnknown', { kind: ctx.lang === 'en_US' ? 'script' : '脚本', id: st.refId }));
      await judgeScript(ctx, Number(x.source_id));
    }
  }
}

export const jobImpl = implement(etlJob, {
  async summaryPage(ctx, [q]) {
    const s = session(ctx);
    return pageOf(s.db, rows(s.tenantId, sql`${q.repoId ? sql`j.repo_id = ${q.repoId}` : sql`true`} and ${textLike(q.text, 'j')}`), q, view);
  },
  async save(ctx, [j]) {
    const s = session(ctx);
    const T = s.tenantId;
    if (!(await sql`select 1 from dg_etl_repo where tenant_id = ${T} and id = ${j.repoId}`.execute(s.db)).rows.length) throw badRequest(em(ctx.lang, 'noRepo', { id: j.repoId }));
    await codeFree(s.db, 'dg_etl_job', T, j.code, j.id, ctx.lang);
    const steps = j.steps.map((x) => ({ kind: x.kind, refId: x.refId, when: x.when ?? 'success' })) as JobStep[];
    await judgeJob(ctx, steps);
    const ownerId = j.ownerId ?? s.userId;
    const owner = (await sql<{ name: string }>`select name from app_user where tenant_id = ${T} and id = ${ownerId}`.execute(s.db)).rows[0];
    if (!owner) throw badRequest(em(ctx.lang, 'noOwner', { id: ownerId }));
    const json = JSON.stringify(steps);
    let id = j.id;
    if (id) {
      const u = await sql`update dg_etl_job set repo_id = ${j.repoId}, code = ${j.code}, name = ${j.name}, remark = ${j.remark ?? null}, steps = ${json},
                                 owner_id = ${ownerId}, owner_name = ${owner.name}, time_limit_s = ${j.timeLimitS ?? 600}, max_attempts = ${j.maxAttempts ?? 3},
                                 modify_name = ${s.userName}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(s.db);
      if (!Number(u.numAffectedRows)) throw notFound(em(ctx.lang, 'noJob', { id }));
    } else {
      id = Number((await sql<{ id: string }>`insert into dg_etl_job (tenant_id, repo_id, code, name, remark, steps, owner_id, owner_name, time_limit_s, max_attempts, create_id, create_name)
        values (${T}, ${j.repoId}, ${j.code}, ${j.name}, ${j.remark ?? null}, ${json}, ${ownerId}, ${owner.name}, ${j.timeLimitS ?? 600}, ${j.maxAttempts ?? 3}, ${s.userId}, ${s.userName})
        returning id`.execute(s.db)).rows[0]!.id);
    }
    return view((await rows(T, sql`j.id = ${id}`).execute(s.db)).rows[0]!);
  },
  async remove(ctx, [ids]) {
    const s = session(ctx);
    const sched = (await sql<{ name: string }>`select j.name from dg_etl_schedule x join dg_etl_job j on j.tenant_id = x.tenant_id and j.id = x.job_id
                                                where x.tenant_id = ${s.tenantId} and x.job_id = any(${ids}) limit 1`.execute(s.db)).rows[0];
    if (sched) throw badRequest(em(ctx.lang, 'jobScheduled', { name: sched.name }));
    const d = await sql`delete from dg_etl_job where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(s.db);
    return { removed: Number(d.numAffectedRows ?? 0) };
  },
  async run(ctx, [id]) {
    const s = session(ctx);
    const j = (await rows(s.tenantId, sql`j.id = ${id}`).execute(s.db)).rows[0];
    if (!j) throw notFound(em(ctx.lang, 'noJob', { id }));
    await judgeJob(ctx, j.steps);
    const runId = await queueRun(s.db, s.tenantId, { jobId: id, name: j.name, maxAttempts: j.max_attempts, timeLimitS: j.time_limit_s, ownerId: j.owner_id ? Number(j.owner_id) : s.userId, createName: s.userName });
    runMoved(ctx.env, s.tenantId, runId);
    return runView(s.db, s.tenantId, runId, ctx.lang);
  },
});

type SRow = { id: string; job_id: string; job_name: string; cron: string; enabled: boolean; next_at: Date | null; last_at: Date | null; remark: string | null };
const sview = (r: SRow): ScheduleView => ({ id: Number(r.id), jobId: Number(r.job_id), jobName: r.job_name, cron: r.cron, enabled: r.enabled, nextAt: iso(r.next_at), lastAt: iso(r.last_at), remark: r.remark });
const srows = (T: string, where = sql`true`) => sql<SRow>`
  select x.id, x.job_id, j.name as job_name, x.cron, x.enabled, x.next_at, x.last_at, x.remark
    from dg_etl_schedule x join dg_etl_job j on j.tenant_id = x.tenant_id and j.id = x.job_id where x.tenant_id = ${T} and ${where} order by j.code, x.id`;

export const scheduleImpl = implement(etlSchedule, {
  async summaryPage(ctx, [q]) {
    const s = session(ctx);
    return pageOf(s.db, srows(s.tenantId), q, sview);
  },
  async save(ctx, [x]) {
    const s = session(ctx);
    const T = s.tenantId;
    if (!nextOf(x.cron, new Date())) throw badRequest(em(ctx.lang, 'badCron', { cron: x.cron }));
    if (!(await sql`select 1 from dg_etl_job where tenant_id = ${T} and id = ${x.jobId}`.execute(s.db)).rows.length) throw badRequest(em(ctx.lang, 'noJob', { id: x.jobId }));
    let id = x.id;
    if (id) {
      // a started schedule's next time follows its new cron
      const u = await sql`update dg_etl_schedule set job_id = ${x.jobId}, cron = ${x.cron}, remark = ${x.remark ?? null}, next_at = case when enabled then ${nextOf(x.cron, new Date())} end,
                                 modify_name = ${s.userName}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(s.db);
      if (!Number(u.numAffectedRows)) throw notFound(em(ctx.lang, 'noSchedule', { id }));
    } else {
      id = Number((await sql<{ id: string }>`insert into dg_etl_schedule (tenant_id, job_id, cron, remark, create_id, create_name)
        values (${T}, ${x.jobId}, ${x.cron}, ${x.remark ?? null}, ${s.userId}, ${s.userName}) returning id`.execute(s.db)).rows[0]!.id);
    }
    return sview((await srows(T, sql`x.id = ${id}`).execute(s.db)).rows[0]!);
  },
  async remove(ctx, [ids]) {
    const s = session(ctx);
    const d = await sql`delete from dg_etl_schedule where tenant_id = ${s.tenantId} and id = any(${ids})`.execute(s.db);
    return { removed: Number(d.numAffectedRows ?? 0) };
  },
  async start(ctx, [ids]) {
    const s = session(ctx);
    let changed = 0;
    for (const r of (await srows(s.tenantId, sql`x.id = any(${ids}) and not x.enabled`).execute(s.db)).rows) {
      const u = await sql`update dg_etl_schedule set enabled = true, next_at = ${nextOf(r.cron, new Date())} where tenant_id = ${s.tenantId} and id = ${r.id} and not enabled`.execute(s.db);
      changed += Number(u.numAffectedRows ?? 0);
    }
    return { changed };
  },
  async stop(ctx, [ids]) {
    const s = session(ctx);
    const u = await sql`update dg_etl_schedule set enabled = false, next_at = null where tenant_id = ${s.tenantId} and id = any(${ids}) and enabled`.execute(s.db);
    return { changed: Number(u.numAffectedRows ?? 0) };
  },
});
