// The registry of SQL that runs on sources (dg_statement): whatever part of 数据治理 runs a statement
// on a source — an ETL step, a published API's query, a saved console query, a harvested view —
// registers it here under its origin, and lineage (meta/DataBlood) parses what is registered. One row
// per (origin, origin id): re-registering replaces it, so the registry always holds the statements
// as they are now. A tenant table keyed by tenant first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dg_statement (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      -- who runs it: 'etl.step', 'market.api', 'console.query', 'view', ... (the registering part's word)
      origin text not null,
      -- the registering record within its origin (e.g. "12" or "12/3" for a step of a transformation)
      origin_id text not null,
      -- what a person reads for it in the lineage graph
      name text not null,
      -- the source it reads from (null: the product's own database)
      source_id bigint,
      -- where its rows are written when that is another source's table (ETL), else null
      target_source_id bigint,
      target_table text,
      sql text not null,
      dialect text not null default 'postgresql' check (dialect in ('postgresql', 'sqlite', 'duckdb')),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, origin, origin_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dg_statement`.execute(db);
}
