// 服务集成 on a record event (issue 26): an integration may be triggered by the writes of an entity
// (entity_code, the actions chosen), and reads records as the role its creator saved it in
// (owner_role_id). Each write it listens to leaves a delivery row in the write's own transaction
// (an outbox: a write rolled back leaves none); the runner posts it after the commit, claiming it
// for a while (claimed_until) so that one instance posts it, and marks it sent or failed.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dg_integration drop constraint if exists dg_integration_trigger_check`.execute(db);
  await sql`alter table dg_integration add constraint dg_integration_trigger_check check (trigger in ('schedule', 'publish', 'record'))`.execute(db);
  await sql`alter table dg_integration add column if not exists entity_code text, add column if not exists actions text[] not null default '{}', add column if not exists owner_role_id bigint`.execute(db);
  await sql`
    create table dg_integration_delivery (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      integration_id bigint not null,
      entity_code text not null,
      -- create, modify, audit, remove
      action text not null,
      record_id bigint not null,
      at timestamptz not null default now(),
      state text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
      -- a runner posting it holds it until then; past it, another runner may take it again
      claimed_until timestamptz,
      log_id bigint,
      primary key (tenant_id, id),
      foreign key (tenant_id, integration_id) references dg_integration (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index dg_integration_delivery_pending on dg_integration_delivery (tenant_id, id) where state = 'pending'`.execute(db);
  await sql`create index dg_integration_delivery_of on dg_integration_delivery (tenant_id, integration_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dg_integration_delivery`.execute(db);
  await sql`delete from dg_integration where trigger = 'record'`.execute(db);
  await sql`alter table dg_integration drop column if exists entity_code, drop column if exists actions, drop column if exists owner_role_id`.execute(db);
  await sql`alter table dg_integration drop constraint if exists dg_integration_trigger_check`.execute(db);
  await sql`alter table dg_integration add constraint dg_integration_trigger_check check (trigger in ('schedule', 'publish'))`.execute(db);
}
