// Dictionaries, and the tables of the tenant's own metadata: entities it defines, attributes it
// adds (to its entities or to built-in ones, stored in their `ext` jsonb), and the records of
// its own entities (jsonb `data`).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;
    create table dict (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      dict_code text not null, code text not null, name text not null,
      name_intl jsonb not null default '{}', sn int not null default 0,
      status int not null default 0,
      unique (tenant_id, dict_code, code)
    );
    create index dict_by_code on dict (tenant_id, dict_code, sn);
    create table meta_entity (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null, name text not null, name_intl jsonb not null default '{}',
      form_id text, receipt_type_code text, has_flow boolean not null default false,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz not null default now(),
      unique (tenant_id, code)
    );
    create table meta_attr (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      entity_code text not null, code text not null, name text not null,
      name_intl jsonb not null default '{}',
      data_type text not null, quote_entity_code text, dict_code text, options jsonb,
      required boolean not null default false, max_len int,
      query_display boolean not null default false, query_width int not null default 0,
      table_display boolean not null default true, table_width int not null default 0,
      sn int not null default 0,
      unique (tenant_id, entity_code, code)
    );
    create table meta_record (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      entity_code text not null, code text,
      status_dict text not null default 'Saved', version int not null default 1,
      data jsonb not null default '{}',
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz not null default now()
    );
    create index meta_record_list on meta_record (tenant_id, entity_code, id desc);
    create index meta_record_data on meta_record using gin (data jsonb_path_ops);
  `.execute(db);
}
