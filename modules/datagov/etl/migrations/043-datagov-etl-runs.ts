// A run can be stopped (调度监控 / 调度日志 停止): the state 已停止 (Stopped) for runs and their open
// steps, and the stop asked for (by whom) as a flag on the run, which the instance running it reads
// (a stop asked on any instance reaches the run wherever it runs).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dg_etl_run drop constraint dg_etl_run_status_check`.execute(db);
  await sql`alter table dg_etl_run add constraint dg_etl_run_status_check check (status in ('Queued', 'Running', 'Succeeded', 'Failed', 'Stopped'))`.execute(db);
  await sql`alter table dg_etl_run add column stop_by text`.execute(db);
  await sql`alter table dg_etl_run_step drop constraint dg_etl_run_step_status_check`.execute(db);
  await sql`alter table dg_etl_run_step add constraint dg_etl_run_step_status_check check (status in ('Running', 'Succeeded', 'Failed', 'Skipped', 'Stopped'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update dg_etl_run set status = 'Failed' where status = 'Stopped'`.execute(db);
  await sql`update dg_etl_run_step set status = 'Failed' where status = 'Stopped'`.execute(db);
  await sql`alter table dg_etl_run drop column stop_by`.execute(db);
  await sql`alter table dg_etl_run drop constraint dg_etl_run_status_check`.execute(db);
  await sql`alter table dg_etl_run add constraint dg_etl_run_status_check check (status in ('Queued', 'Running', 'Succeeded', 'Failed'))`.execute(db);
  await sql`alter table dg_etl_run_step drop constraint dg_etl_run_step_status_check`.execute(db);
  await sql`alter table dg_etl_run_step add constraint dg_etl_run_step_status_check check (status in ('Running', 'Succeeded', 'Failed', 'Skipped'))`.execute(db);
}
