// Saved BI analyses (report/react): a pivot's definition as its author saved it (the checked query,
// re-checked against the source whenever it runs), and the roles it is shared with. Keyed by tenant
// first, like every tenant table (migration 025).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wb_bi_analysis (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      name text not null,
      query jsonb not null,
      role_ids bigint[] not null default '{}',
      owner_id bigint not null,
      owner_name text not null,
      create_dt timestamptz not null default now(),
      modify_dt timestamptz not null default now(),
      primary key (tenant_id, id)
    );
    create index wb_bi_analysis_owner on wb_bi_analysis (tenant_id, owner_id);
    create index wb_bi_analysis_roles on wb_bi_analysis using gin (role_ids)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wb_bi_analysis`.execute(db);
}
