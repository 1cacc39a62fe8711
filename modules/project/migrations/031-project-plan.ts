// A project's plan (project.Plan/save replaces it whole): its tasks in order, each with its key
// within the plan, parent (a phase), dates, progress, a milestone's state, the keys it depends on
// (finish-to-start) and its colour on the chart.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table prj_task (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      project_id bigint not null,
      sn integer not null,
      task_key text not null,
      name text not null,
      task_type text not null,
      parent_key text,
      start_date date not null,
      end_date date not null,
      progress integer not null default 0,
      done boolean not null default false,
      depends_on jsonb not null default '[]',
      color text,
      -- keyed by tenant first, like every tenant table (docs/distributed.md)
      primary key (tenant_id, id),
      unique (tenant_id, project_id, task_key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists prj_task`.execute(db);
}
