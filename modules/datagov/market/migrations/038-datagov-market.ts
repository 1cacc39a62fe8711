// 数据服务's tables (issue 26, market): published services (dg_api), the consumers' keys (only a
// hash of each key is kept), masking rules per service field and key, the per-key counters that
// hold quotas and rate limits across server instances (one row per key and window, counted by an
// atomic upsert), the call log, the service log (lifecycle and integration runs) and the
// integrations that post a service's answer to another system. All tenant tables keyed by tenant first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dg_api (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      -- the address under /open-api/{tenant}/ (letters, digits, - _ and /)
      path text not null,
      source_id bigint not null,
      -- 'sql': a saved SELECT with :named parameters; 'table': chosen columns of one table
      mode text not null check (mode in ('sql', 'table')),
      sql text not null,
      table_name text,
      table_columns text[] not null default '{}',
      -- [{name, type, required, default}]
      params jsonb not null default '[]',
      -- the answer's columns, read when the statement was saved
      fields text[] not null default '{}',
      page_size_max integer not null default 100,
      status text not null default 'Draft' check (status in ('Draft', 'Published', 'Offline')),
      published_at timestamptz,
      remark text,
      version integer not null default 1,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, code),
      unique (tenant_id, path)
    )`.execute(db);
  await sql`
    create table dg_api_key (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      name text not null,
      -- sha256 of the key (hex): the key itself is shown once, at creation
      secret_hash text not null,
      -- the key's first characters, for people to tell keys apart
      key_prefix text not null,
      -- keys of one consumer kind share masking rules by this name (null: none)
      key_group text,
      api_ids bigint[] not null default '{}',
      quota_day integer not null,
      rate_minute integer not null,
      expires_at timestamptz,
      enabled boolean not null default true,
      remark text,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, secret_hash)
    )`.execute(db);
  await sql`
    create table dg_api_mask (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      api_id bigint not null,
      -- one key, or every key of a group, or (both null) every key calling the service
      key_id bigint,
      key_group text,
      field text not null,
      kind text not null check (kind in ('hide', 'partial', 'hash', 'replace')),
      keep_first integer not null default 0,
      keep_last integer not null default 0,
      replacement text,
      remark text,
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create unique index dg_api_mask_rule on dg_api_mask (tenant_id, api_id, coalesce(key_id, 0), coalesce(key_group, ''), lower(field))`.execute(db);
  await sql`
    create table dg_api_counter (
      tenant_id text not null references tenant(id),
      key_id bigint not null,
      -- 'm' + the minute, or 'd' + the day (UTC)
      window_start timestamptz not null,
      span text not null check (span in ('m', 'd')),
      calls integer not null default 0,
      primary key (tenant_id, key_id, span, window_start)
    )`.execute(db);
  await sql`
    create table dg_api_log (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      at timestamptz not null default now(),
      key_id bigint,
      key_name text,
      api_id bigint,
      api_code text,
      path text not null,
      params jsonb not null default '{}',
      status integer not null,
      row_count integer,
      ms integer not null,
      ip text,
      error text,
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index dg_api_log_at on dg_api_log (tenant_id, at desc)`.execute(db);
  await sql`
    create table dg_integration (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      name text not null,
      api_id bigint not null,
      url text not null,
      -- secret_: the catalogue of the own database leaves the table out (headers may carry credentials)
      secret_headers jsonb not null default '{}',
      params jsonb not null default '{}',
      -- 'schedule': by cron; 'publish': when its service is published
      trigger text not null check (trigger in ('schedule', 'publish')),
      cron text,
      timeout_ms integer not null default 10000,
      retries integer not null default 0,
      enabled boolean not null default true,
      next_run_at timestamptz,
      last_run_at timestamptz,
      last_status text,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index dg_integration_due on dg_integration (next_run_at) where enabled and trigger = 'schedule'`.execute(db);
  await sql`
    create table dg_service_log (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      at timestamptz not null default now(),
      -- save, publish, offline, remove (a service); run (an integration)
      action text not null,
      api_id bigint,
      api_code text,
      integration_id bigint,
      integration_name text,
      ok boolean not null default true,
      attempts integer,
      http_status integer,
      ms integer,
      message text,
      by_name text,
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index dg_service_log_at on dg_service_log (tenant_id, at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['dg_service_log', 'dg_integration', 'dg_api_log', 'dg_api_counter', 'dg_api_mask', 'dg_api_key', 'dg_api']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
}
