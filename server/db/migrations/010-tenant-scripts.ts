// Tenant form scripts (GET /externalVform/{entityCode}.js): a tenant administrator's script per
// entity, kept in versions. A save adds a version; the newest enabled one is served; removing a
// script disables its versions (the history stays for the audit).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tenant_script (
      id bigserial primary key,
      tenant_id text not null references tenant(id),
      entity_code text not null,
      version int not null,
      source text not null,
      allowed_calls jsonb not null default '[]',
      enabled boolean not null default true,
      create_id bigint,
      create_name text,
      create_dt timestamptz not null default now(),
      modify_id bigint,
      modify_name text,
      modify_dt timestamptz not null default now(),
      unique (tenant_id, entity_code, version)
    );
  `.execute(db);
}
