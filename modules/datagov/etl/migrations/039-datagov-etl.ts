// ETL与调度's tables: repositories (资源库) holding transformations (a graph of read → transform →
// write steps, kept as JSON: the designer saves it whole), SQL scripts and jobs (steps in order with
// conditions); schedules by cron; runs (the queue: a run is taken by one worker under a lease, retried
// with back-off, its steps logged). Tenant tables keyed by tenant first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const who = sql`create_id bigint, create_name text, create_dt timestamptz not null default now(), modify_name text, modify_dt timestamptz`;
  await sql`
    create table dg_etl_repo (
      id bigint generated always as identity, tenant_id text not null references tenant(id),
      code text not null, name text not null, remark text, ${who},
      primary key (tenant_id, id), unique (tenant_id, code))`.execute(db);
  await sql`
    create table dg_etl_tran (
      id bigint generated always as identity, tenant_id text not null references tenant(id),
      repo_id bigint not null, code text not null, name text not null, remark text,
      -- the designed graph: { steps: [{ key, kind: read|transform|write, name, x, y, ... }] }
      graph jsonb not null default '{"steps":[]}', version int not null default 1, ${who},
      primary key (tenant_id, id), unique (tenant_id, code), foreign key (tenant_id, repo_id) references dg_etl_repo (tenant_id, id))`.execute(db);
  await sql`
    create table dg_etl_script (
      id bigint generated always as identity, tenant_id text not null references tenant(id),
      repo_id bigint not null, code text not null, name text not null, source_id bigint not null, sql text not null, remark text, ${who},
      primary key (tenant_id, id), unique (tenant_id, code), foreign key (tenant_id, repo_id) references dg_etl_repo (tenant_id, id))`.execute(db);
  await sql`
    create table dg_etl_job (
      id bigint generated always as identity, tenant_id text not null references tenant(id),
      repo_id bigint not null, code text not null, name text not null, remark text,
      -- [{ kind: tran|script, refId, when: success|failure|always }] in order
      steps jsonb not null default '[]',
      owner_id bigint, owner_name text,
      time_limit_s int not null default 600, max_attempts int not null default 3, ${who},
      primary key (tenant_id, id), unique (tenant_id, code), foreign key (tenant_id, repo_id) references dg_etl_repo (tenant_id, id))`.execute(db);
  await sql`
    create table dg_etl_schedule (
      id bigint generated always as identity, tenant_id text not null references tenant(id),
      job_id bigint not null, cron text not null, enabled boolean not null default false,
      next_at timestamptz, last_at timestamptz, remark text, ${who},
      primary key (tenant_id, id), foreign key (tenant_id, job_id) references dg_etl_job (tenant_id, id))`.execute(db);
  await sql`create index dg_etl_schedule_due on dg_etl_schedule (next_at) where enabled`.execute(db);
  await sql`
    create table dg_etl_run (
      id bigint generated always as identity, tenant_id text not null references tenant(id),
      job_id bigint, tran_id bigint, schedule_id bigint, name text not null,
      trigger text not null check (trigger in ('manual', 'schedule')),
      status text not null default 'Queued' check (status in ('Queued', 'Running', 'Succeeded', 'Failed')),
      attempt int not null default 1, max_attempts int not null default 1, time_limit_s int not null default 600,
      run_at timestamptz not null default now(), started_at timestamptz, finished_at timestamptz,
      -- the lease of the worker running it: a Running run whose lease ran out lost its worker
      worker text, locked_until timestamptz,
      rows_moved bigint not null default 0, error text, owner_id bigint, create_name text, create_dt timestamptz not null default now(),
      primary key (tenant_id, id), check (job_id is not null or tran_id is not null))`.execute(db);
  await sql`create index dg_etl_run_queue on dg_etl_run (run_at) where status = 'Queued'`.execute(db);
  await sql`create index dg_etl_run_lease on dg_etl_run (locked_until) where status = 'Running'`.execute(db);
  await sql`
    create table dg_etl_run_step (
      id bigint generated always as identity, tenant_id text not null references tenant(id),
      run_id bigint not null, attempt int not null, seq int not null, name text not null, kind text not null,
      status text not null check (status in ('Running', 'Succeeded', 'Failed', 'Skipped')),
      started_at timestamptz not null default now(), finished_at timestamptz, rows bigint not null default 0, log text, error text,
      primary key (tenant_id, id), foreign key (tenant_id, run_id) references dg_etl_run (tenant_id, id) on delete cascade)`.execute(db);
  await sql`create index dg_etl_run_step_run on dg_etl_run_step (tenant_id, run_id, attempt, seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['dg_etl_run_step', 'dg_etl_run', 'dg_etl_schedule', 'dg_etl_job', 'dg_etl_script', 'dg_etl_tran', 'dg_etl_repo']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
}
