// What implementers and administrators configure (issue 9):
// - menu items a tenant makes itself (menu.owner_tenant_id; null = the product's catalogue, kept
//   in step with the code on every start and read-only to tenants);
// - a role's own field list of an allocated page (page_field rows with tenant_id + alloc_id,
//   copied from the page's fields the first time an implementer changes them: menu_alloc.own_fields);
//   changes of either bump the tenant's menu_version, so every instance serves them on the next
//   page open;
// - roles' portal settings; the departments a person belongs to (person_department); the
//   department a record belongs to (depart_id, for data scopes) on tenant-entity records.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table menu add column owner_tenant_id text references tenant(id) on delete cascade;
    alter table menu drop constraint menu_portal_type_code_key;
    create unique index menu_product_code on menu (portal_type, code) where owner_tenant_id is null;
    create unique index menu_tenant_code on menu (owner_tenant_id, portal_type, code) where owner_tenant_id is not null;
    drop index menu_page_url;
    create unique index menu_product_page_url on menu (portal_type, url) where type = 2 and owner_tenant_id is null;
    create unique index menu_tenant_page_url on menu (owner_tenant_id, portal_type, url) where type = 2 and owner_tenant_id is not null;

    -- a tenant's own items bump only that tenant's version; the product's bump every tenant's
    create or replace function bump_menu_version_all() returns trigger language plpgsql as $$
    begin
      update tenant set menu_version = menu_version + 1;
      return null;
    end $$;
    drop trigger menu_catalogue_changed on menu;
    create function bump_menu_version_of_menus() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed_rows where owner_tenant_id is null) then
        update tenant set menu_version = menu_version + 1;
      else
        update tenant set menu_version = menu_version + 1 where id in (select owner_tenant_id from changed_rows);
      end if;
      return null;
    end $$;
    create trigger menu_ins after insert on menu referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_menus();
    create trigger menu_upd after update on menu referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_menus();
    create trigger menu_del after delete on menu referencing old table as changed_rows
      for each statement execute function bump_menu_version_of_menus();

    alter table menu_alloc add column own_fields boolean not null default false;
    alter table page_field add column tenant_id text references tenant(id) on delete cascade;
    alter table page_field add column alloc_id bigint references menu_alloc(id) on delete cascade;
    alter table page_field drop constraint page_field_menu_block_plate_code;
    create unique index page_field_product on page_field (menu_id, block, plate_code, code) where alloc_id is null;
    create unique index page_field_alloc on page_field (tenant_id, alloc_id, block, plate_code, code) where alloc_id is not null;

    create function bump_menu_version_of_fields() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed_rows where tenant_id is null) then
        update tenant set menu_version = menu_version + 1;
      else
        update tenant set menu_version = menu_version + 1 where id in (select tenant_id from changed_rows);
      end if;
      return null;
    end $$;
    create trigger page_field_ins after insert on page_field referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_fields();
    create trigger page_field_upd after update on page_field referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_fields();
    create trigger page_field_del after delete on page_field referencing old table as changed_rows
      for each statement execute function bump_menu_version_of_fields();

    alter table role
      add column category text,
      add column level int not null default 0,
      add column login_type text not null default 'Password',
      add column merged_login boolean not null default false,
      add column home_page text,
      add column skin text,
      add column description text,
      add column status_dict int not null default 0;

    alter table person
      add column status_dict text not null default 'Saved',
      add column version integer not null default 1,
      add column ext jsonb not null default '{}',
      add column depart_id bigint;
    create table person_department (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      owner_id bigint not null references person(id) on delete cascade,
      sn integer not null default 0,
      ext jsonb not null default '{}',
      department_id bigint references department(id)
    );
    create index person_department_owner on person_department (tenant_id, owner_id, sn);
    create index person_department_dept on person_department (tenant_id, department_id);
    insert into person_department (tenant_id, owner_id, sn, department_id)
      select tenant_id, id, 0, department_id from person where department_id is not null;

    alter table meta_record add column depart_id bigint;
    create index meta_record_depart on meta_record (tenant_id, entity_code, depart_id, id desc);
  `.execute(db);
}
