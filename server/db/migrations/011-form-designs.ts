// Form designs (meta/Designer, datax.Form/save): the form JSON of a tenant's form id, the entity
// it is the form of, and a version that refuses stale saves (409).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table form_design (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      form_id text not null,
      entity_code text not null,
      schema jsonb not null,
      version int not null default 1,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz not null default now(),
      unique (tenant_id, form_id)
    );
    create index form_design_entity on form_design (tenant_id, entity_code);
  `.execute(db);
}
