// 数据标准与数据质量's tables (issue 26, part quality). Standards: a code set (dg_std_dict) and its
// codes (dg_std_value); a source column said to follow a standard (dg_std_contrast) and the codes
// found in that column mapped to the standard's (dg_std_mapping: std_code null = not mapped yet).
// Quality: rules on a source's table or column (dg_q_rule), each run's figures (dg_q_run), the
// issue a failing rule opens (dg_q_issue: at most one open per rule, by a partial unique index) and
// its comments (dg_q_comment). All are tenant tables keyed by tenant first; figures are numeric.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dg_std_dict (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      remark text,
      create_name text, create_dt timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, code)
    )`.execute(db);
  await sql`
    create table dg_std_value (
      tenant_id text not null references tenant(id),
      dict_id bigint not null,
      code text not null,
      name text not null,
      sort integer not null default 0,
      primary key (tenant_id, dict_id, code)
    )`.execute(db);
  await sql`
    create table dg_std_contrast (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      dict_id bigint not null,
      source_id bigint not null,
      schema_name text not null,
      table_name text not null,
      column_name text not null,
      -- when the column's distinct codes were last read from the source
      read_at timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, source_id, schema_name, table_name, column_name)
    )`.execute(db);
  await sql`
    create table dg_std_mapping (
      tenant_id text not null references tenant(id),
      contrast_id bigint not null,
      source_code text not null,
      -- rows of the column holding the code when it was read
      rows_seen bigint not null default 0,
      std_code text,
      primary key (tenant_id, contrast_id, source_code)
    )`.execute(db);
  await sql`
    create table dg_q_rule (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      kind text not null check (kind in ('completeness', 'uniqueness', 'validity', 'range', 'referential', 'freshness', 'custom')),
      source_id bigint not null,
      schema_name text not null,
      table_name text not null,
      column_name text,
      -- the kind's settings: dictId (validity); min, max, pattern (range); refTable, refColumn (referential); hours (freshness); sql (custom)
      params jsonb not null default '{}',
      -- pass when the passing share is at least threshold % (Ratio) or the failing rows at most threshold (Failures)
      threshold_kind text not null check (threshold_kind in ('Ratio', 'Failures')),
      threshold numeric not null,
      severity text not null check (severity in ('Low', 'Medium', 'High', 'Critical')),
      owner_person_id bigint,
      cron text,
      enabled boolean not null default true,
      next_run_at timestamptz,
      remark text,
      version integer not null default 1,
      create_name text, create_dt timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, code)
    )`.execute(db);
  await sql`create index dg_q_rule_due on dg_q_rule (next_run_at) where enabled and next_run_at is not null`.execute(db);
  await sql`
    create table dg_q_run (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      rule_id bigint not null,
      started_at timestamptz not null,
      duration_ms integer not null,
      rows_checked bigint,
      failed_rows bigint,
      -- the passing share of the rows checked, 0..1 (null when nothing was checked or the run failed)
      pass_ratio numeric(9, 6),
      passed boolean not null,
      -- what the check found beyond counts (freshness: the latest time)
      detail text,
      error text,
      trigger text not null check (trigger in ('Manual', 'Schedule', 'Demo')),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index dg_q_run_rule on dg_q_run (tenant_id, rule_id, started_at desc)`.execute(db);
  await sql`
    create table dg_q_issue (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      rule_id bigint not null,
      status text not null check (status in ('Open', 'Doing', 'Resolved', 'Ignored')),
      owner_person_id bigint,
      opened_at timestamptz not null,
      first_run_id bigint not null,
      last_run_id bigint not null,
      last_failed_at timestamptz not null,
      failures integer not null default 1,
      -- a later run of the rule passed while the issue was still open (已恢复); a failure clears it
      recovered_at timestamptz,
      closed_at timestamptz,
      closed_by text,
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index dg_q_issue_one_open on dg_q_issue (tenant_id, rule_id) where status in ('Open', 'Doing')`.execute(db);
  await sql`
    create table dg_q_comment (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      issue_id bigint not null,
      body text not null,
      by_name text,
      at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dg_q_comment, dg_q_issue, dg_q_run, dg_q_rule, dg_std_mapping, dg_std_contrast, dg_std_value, dg_std_dict`.execute(db);
}
