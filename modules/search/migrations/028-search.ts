// 文档检索's tables (issue 25). search_entry: one row per searchable thing — a record of any entity
// (part '') or one attached file of it (part 'file:<id>') — with the owner and department copied
// from the record, so the one visibility function (server/records/data-scope.ts) filters it by the
// same columns as the record's own list; `fields` keeps each field's text (snippets) and
// `field_tsv` its lexemes as tsvector text with positions running on across fields, so that the
// fields a role may see give their own tsvector (search_visible_tsv) and `tsv` is all of them.
// search_queue: the records waiting to be indexed (written by the record hooks in the write's
// transaction, drained off the request path). search_file_text: an attachment's extracted text,
// kept so a record's reindex does not extract again.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`
    create or replace function search_visible_tsv(fields jsonb) returns tsvector
      language sql immutable parallel safe
      as $$ select coalesce(string_agg(value, ' '), '')::tsvector from jsonb_each_text(fields) $$`.execute(db);
  await sql`
    create table search_entry (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      entity_code text not null,
      record_id bigint not null,
      part text not null default '',
      kind text not null,
      file_id bigint,
      file_name text,
      doc_date date,
      create_id bigint,
      create_name text,
      depart_id bigint,
      fields jsonb not null,
      field_tsv jsonb not null,
      tsv tsvector not null,
      indexed_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, entity_code, record_id, part)
    )`.execute(db);
  await sql`create index search_entry_tsv on search_entry using gin (tenant_id, tsv)`.execute(db);
  await sql`create index search_entry_date on search_entry (tenant_id, doc_date)`.execute(db);
  await sql`
    create table search_queue (
      tenant_id text not null references tenant(id),
      entity_code text not null,
      record_id bigint not null,
      queued_at timestamptz not null default now(),
      attempts int not null default 0,
      locked_until timestamptz,
      primary key (tenant_id, entity_code, record_id)
    )`.execute(db);
  await sql`create index search_queue_due on search_queue (queued_at)`.execute(db);
  await sql`
    create table search_file_text (
      tenant_id text not null references tenant(id),
      file_id bigint not null,
      status text not null,
      text text not null default '',
      note text,
      extracted_at timestamptz not null default now(),
      primary key (tenant_id, file_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_file_text`.execute(db);
  await sql`drop table if exists search_queue`.execute(db);
  await sql`drop table if exists search_entry`.execute(db);
  await sql`drop function if exists search_visible_tsv(jsonb)`.execute(db);
}
