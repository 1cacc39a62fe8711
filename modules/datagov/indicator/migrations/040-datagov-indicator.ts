// 指标与数据模型's tables (issue 26, Indicators). A data model (dg_model) names a dataset — a
// declared report source of the product's own database or a harvested table of another source —
// with its columns typed as dimension, measure, time or attribute. An indicator (dg_indicator) is a
// measure over a model (an aggregate of a column, or the ratio of two), broken down by dimensions,
// filtered, per period, with a target, its direction and an alarm threshold. Each computation is
// kept as a time series (dg_indicator_value): per period the total (dims '{}') and each breakdown
// row, the value a decimal. All are tenant tables keyed by tenant first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dg_model (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      description text,
      kind text not null check (kind in ('report', 'table')),
      report_code text,
      source_id bigint,
      table_name text,
      -- [{name, label, role: dimension|measure|time|attribute}]
      columns jsonb not null,
      owner_person_id bigint,
      tags text[] not null default '{}',
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, code),
      check ((kind = 'report' and report_code is not null) or (kind = 'table' and source_id is not null and table_name is not null))
    )`.execute(db);
  await sql`
    create table dg_indicator (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      description text,
      model_id bigint not null,
      -- {agg, column}; the denominator of a ratio likewise
      measure jsonb not null,
      denominator jsonb,
      percent boolean not null default false,
      dimensions text[] not null default '{}',
      filters jsonb not null default '[]',
      period text not null check (period in ('day', 'week', 'month')),
      unit text,
      scale integer not null default 2,
      target numeric,
      direction text not null default 'higher' check (direction in ('higher', 'lower')),
      alarm numeric,
      scheduled boolean not null default true,
      -- the schedule's claim: the server that moves it forward computes it (once across instances)
      next_run_at timestamptz,
      last_run_at timestamptz,
      last_error text,
      version integer not null default 1,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    )`.execute(db);
  await sql`create index dg_indicator_due on dg_indicator (next_run_at) where scheduled`.execute(db);
  await sql`
    create table dg_indicator_value (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      indicator_id bigint not null,
      period_start date not null,
      -- the breakdown's dimension values as labels (column → label); '{}' is the period's total
      -- (two breakdown rows may share labels: a name is not a key, so no unique key here)
      dims jsonb not null default '{}',
      value numeric,
      computed_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index dg_indicator_value_series on dg_indicator_value (tenant_id, indicator_id, period_start)`.execute(db);
  // a computation adds to the series: each run counted, so the schedule's once-only is visible
  await sql`
    create table dg_indicator_run (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      indicator_id bigint not null,
      trigger text not null check (trigger in ('Schedule', 'Manual', 'Seed')),
      at timestamptz not null default now(),
      periods integer not null,
      error text,
      primary key (tenant_id, id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['dg_indicator_run', 'dg_indicator_value', 'dg_indicator', 'dg_model']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
}
