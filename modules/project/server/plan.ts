// project.Plan: a project's plan read, and saved whole — the rules (plan-rules.ts) checked first,
// then its tasks replaced in one transaction with the project's row locked, so two planners'
// saves follow one another and a save never mixes with another. A closed project's plan stays.
import { sql } from 'kysely';
import type { Lang } from '../../../server/i18n';
import { refuse } from '../../../server/modules/hooks';
import { callerModel, writerOf } from '../../../server/records/context';
import { whereVisible } from '../../../server/records/data-scope';
import type { AnyTrx } from '../../../server/records/write';
import { notFound } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import type { PlanSave, PlanTask, PlanView } from '../contracts';
import { Project } from '../entities/project';
import { pm } from '../messages';
import { planProblem } from '../plan-rules';

interface TaskRow {
  task_key: string;
  name: string;
  task_type: PlanTask['type'];
  parent_key: string | null;
  start_date: string;
  end_date: string;
  progress: number;
  done: boolean;
  depends_on: string[];
  color: string | null;
}

/** The project as the caller may see it (data scope): 11 otherwise; locked for a save. */
async function projectOf(trx: AnyTrx, ctx: CallContext, id: number, lock: boolean): Promise<PlanView['project']> {
  const model = await callerModel(ctx, Project.code);
  const w = await writerOf(ctx, model);
  let q = whereVisible(
    trx.selectFrom(`${Project.table} as t`).select(['t.id', 't.code', 't.name', sql<string>`t.start_date::text`.as('start'), sql<string>`t.end_date::text`.as('end'), 't.status']).where('t.id', '=', id),
    w.scope,
  );
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(ctx.lang === 'en_US' ? `Project ${id} not found` : `项目 ${id} 不存在`);
  return { id: Number(row.id), code: String(row.code), name: String(row.name), start: String(row.start), end: String(row.end), status: String(row.status) };
}

export async function tasksOf(db: AnyTrx, tenantId: string, projectId: number): Promise<PlanTask[]> {
  const r = await sql<TaskRow>`select task_key, name, task_type, parent_key, start_date::text as start_date, end_date::text as end_date, progress, done, depends_on, color
    from prj_task where tenant_id = ${tenantId} and project_id = ${projectId} order by sn`.execute(db);
  return r.rows.map((t) => ({
    key: t.task_key,
    name: t.name,
    type: t.task_type,
    parentKey: t.parent_key,
    start: t.start_date,
    end: t.end_date,
    progress: t.progress,
    done: t.done,
    dependsOn: t.depends_on ?? [],
    color: t.color,
  }));
}

/** Replaces the project's plan by `tasks` (already checked), in their order. */
export async function writeTasks(trx: AnyTrx, tenantId: string, projectId: number, tasks: readonly PlanTask[]): Promise<void> {
  await sql`delete from prj_task where tenant_id = ${tenantId} and project_id = ${projectId}`.execute(trx);
  if (!tasks.length) return;
  const rows = tasks.map((t, i) => {
    const end = t.type === 'milestone' ? t.start : t.end;
    return sql`(${tenantId}, ${projectId}, ${i + 1}, ${t.key}, ${t.name}, ${t.type}, ${t.parentKey}, ${t.start}::date, ${end}::date, ${t.progress}, ${t.done}, ${JSON.stringify(t.dependsOn)}::jsonb, ${t.color})`;
  });
  await sql`insert into prj_task (tenant_id, project_id, sn, task_key, name, task_type, parent_key, start_date, end_date, progress, done, depends_on, color)
    values ${sql.join(rows)}`.execute(trx);
}

export async function loadPlan(ctx: CallContext, projectId: number): Promise<PlanView> {
  const model = await callerModel(ctx, Project.code);
  const w = await writerOf(ctx, model);
  return w.db.transaction().execute(async (trx) => ({ project: await projectOf(trx, ctx, projectId, false), tasks: await tasksOf(trx, w.tenantId, projectId) }));
}

export async function savePlan(ctx: CallContext, plan: PlanSave): Promise<PlanView> {
  const model = await callerModel(ctx, Project.code);
  const w = await writerOf(ctx, model);
  const lang = ctx.lang as Lang;
  return w.db.transaction().execute(async (trx) => {
    const project = await projectOf(trx, ctx, plan.projectId, true);
    if (project.status === 'Closed') refuse(pm(lang, 'planClosed', { code: project.code }));
    const problem = planProblem(plan.tasks, project, lang);
    if (problem) refuse(problem.message, 400);
    await writeTasks(trx, w.tenantId, project.id, plan.tasks);
    return { project, tasks: await tasksOf(trx, w.tenantId, project.id) };
  });
}
