// tenant.menu_version: bumped by triggers on every change of a tenant's menu allocations (and of
// the shared menu catalogue, for every tenant), so cached nav trees know when they are stale
// whichever code path, or instance, made the change.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tenant add column menu_version bigint not null default 1;

    create function bump_menu_version_of_rows() returns trigger language plpgsql as $$
    begin
      update tenant set menu_version = menu_version + 1
       where id in (select tenant_id from changed_rows);
      return null;
    end $$;
    create trigger menu_alloc_ins after insert on menu_alloc referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_rows();
    create trigger menu_alloc_upd after update on menu_alloc referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_rows();
    create trigger menu_alloc_del after delete on menu_alloc referencing old table as changed_rows
      for each statement execute function bump_menu_version_of_rows();

    create function bump_menu_version_all() returns trigger language plpgsql as $$
    begin
      update tenant set menu_version = menu_version + 1;
      return null;
    end $$;
    create trigger menu_catalogue_changed after insert or update or delete on menu
      for each statement execute function bump_menu_version_all();
  `.execute(db);
}
