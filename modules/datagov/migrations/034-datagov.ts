// 数据治理's tables (issue 26, foundation). Sources keep their connection settings in the open and
// their secret (a password) sealed apart (dg_source_secret: the engine's sealed secrets,
// server/secrets/sealed.ts; never read back to a browser). A harvest is one reading of a source's
// catalogue: the tables and columns it found are kept as the source's current metadata (dg_table,
// dg_column, described, tagged and owned by people), and what differs from the harvest before it
// as change records (dg_change). DataAuth (dg_auth) says per role and source which tables it may
// see and which columns come masked. All are tenant tables keyed by tenant first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dg_source (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      kind text not null check (kind in ('own', 'pg', 'sqlite', 'csv', 'xlsx')),
      -- host, port, database, user, ssl (pg); fileId (sqlite, csv, xlsx): never a secret
      config jsonb not null default '{}',
      remark text,
      status text not null default 'Unchecked' check (status in ('Unchecked', 'Ok', 'Failed')),
      checked_at timestamptz,
      check_error text,
      harvested_at timestamptz,
      version integer not null default 1,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, code)
    )`.execute(db);
  await sql`
    create table dg_source_secret (
      tenant_id text not null references tenant(id),
      source_id bigint not null,
      sealed text not null,
      primary key (tenant_id, source_id)
    )`.execute(db);
  await sql`
    create table dg_harvest (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      source_id bigint not null,
      at timestamptz not null default now(),
      table_count integer not null,
      column_count integer not null,
      change_count integer not null,
      by_name text,
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`
    create table dg_table (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      source_id bigint not null,
      schema_name text not null,
      table_name text not null,
      kind text not null default 'table',
      comment text,
      row_count bigint,
      size_bytes bigint,
      description text,
      tags text[] not null default '{}',
      owner_person_id bigint,
      harvest_id bigint not null,
      primary key (tenant_id, id),
      unique (tenant_id, source_id, schema_name, table_name)
    )`.execute(db);
  await sql`
    create table dg_column (
      tenant_id text not null references tenant(id),
      table_id bigint not null,
      position integer not null,
      column_name text not null,
      data_type text not null,
      nullable boolean not null default true,
      comment text,
      primary key (tenant_id, table_id, column_name)
    )`.execute(db);
  await sql`
    create table dg_change (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      source_id bigint not null,
      harvest_id bigint not null,
      change_type text not null check (change_type in ('TableAdded', 'TableRemoved', 'ColumnAdded', 'ColumnRemoved', 'TypeChanged')),
      schema_name text not null,
      table_name text not null,
      column_name text,
      old_type text,
      new_type text,
      at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index dg_change_source on dg_change (tenant_id, source_id, harvest_id)`.execute(db);
  await sql`
    create table dg_auth (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      role_id bigint not null,
      source_id bigint not null,
      -- "schema.table" names the role may see; empty: every table of the source
      tables text[] not null default '{}',
      -- "schema.table.column" names shown masked to the role
      masked text[] not null default '{}',
      primary key (tenant_id, id),
      unique (tenant_id, role_id, source_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dg_auth, dg_change, dg_column, dg_table, dg_harvest, dg_source_secret, dg_source`.execute(db);
}
