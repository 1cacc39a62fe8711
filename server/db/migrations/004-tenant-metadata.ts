// Tenant metadata at runtime (datax.Metadata): the validation rules of a tenant's attributes, the
// storage kind they were created with, and tenant.meta_version, bumped by triggers on any change
// of a tenant's entities or attributes so every server instance knows its cached models are stale.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tenant add column meta_version bigint not null default 1;
    alter table meta_attr add column column_kind text not null default 'text';
    alter table meta_attr add column rules jsonb not null default '{}';
    alter table meta_attr add column create_dt timestamptz not null default now();
    alter table meta_entity add column sn int not null default 0;
    create index meta_attr_entity on meta_attr (tenant_id, entity_code, sn);

    create function bump_meta_version_of_rows() returns trigger language plpgsql as $$
    begin
      update tenant set meta_version = meta_version + 1
       where id in (select tenant_id from changed_rows);
      return null;
    end $$;
    create trigger meta_entity_ins after insert on meta_entity referencing new table as changed_rows
      for each statement execute function bump_meta_version_of_rows();
    create trigger meta_entity_upd after update on meta_entity referencing new table as changed_rows
      for each statement execute function bump_meta_version_of_rows();
    create trigger meta_entity_del after delete on meta_entity referencing old table as changed_rows
      for each statement execute function bump_meta_version_of_rows();
    create trigger meta_attr_ins after insert on meta_attr referencing new table as changed_rows
      for each statement execute function bump_meta_version_of_rows();
    create trigger meta_attr_upd after update on meta_attr referencing new table as changed_rows
      for each statement execute function bump_meta_version_of_rows();
    create trigger meta_attr_del after delete on meta_attr referencing old table as changed_rows
      for each statement execute function bump_meta_version_of_rows();
  `.execute(db);
}
