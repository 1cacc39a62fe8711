// Administration of users, roles and the organisation (issue 9, modules/system):
// - the permission definition tree of a tenant (rights): groups and data items of kind
//   boolean, multi-select, single-select or number (with their options), and each role's value of
//   an item. An item a role has a value for is in use and cannot be deleted (role_right has no
//   cascade on right_def), a role's values go with the role;
// - organisations' settings (self-registration, functions) and departments' descriptions;
// - a person's working state as the spec's codes (1 employed, 2 quit) in text, like every
//   EnumType attribute of the record layer (the Person entity, modules/system/entities/person.ts),
//   and its department as the one it belongs to for data scopes.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table right_def (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      parent_id bigint references right_def(id),
      kind text not null check (kind in ('group', 'boolean', 'multi', 'single', 'number')),
      code text not null,
      name text not null,
      name_intl jsonb not null default '{}',
      options jsonb not null default '[]',
      sn int not null default 0,
      description text,
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz not null default now(),
      unique (tenant_id, code)
    );
    create index right_def_parent on right_def (tenant_id, parent_id, sn);
    create table role_right (
      tenant_id text not null references tenant(id),
      role_id bigint not null references role(id) on delete cascade,
      right_id bigint not null references right_def(id),
      value jsonb not null,
      primary key (tenant_id, role_id, right_id)
    );
    create index role_right_item on role_right (tenant_id, right_id);

    alter table organ
      add column allow_register_tag boolean not null default false,
      add column functions jsonb not null default '[]';
    alter table department add column description text;

    alter table person alter column working_state drop default;
    alter table person alter column working_state type text using working_state::text;
    alter table person alter column working_state set default '1';
    alter table person alter column working_state drop not null;
    -- a person belongs to its department for data scopes (a database seeded before this)
    update person set depart_id = department_id where depart_id is null and department_id is not null;
  `.execute(db);
}
