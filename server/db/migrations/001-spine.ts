// Tenants, organisation, people, users and roles, the menu catalogue and its allocations, page
// field metadata, files, login log, sessions and messages. `tenant_id` leads every index of a
// tenant-owned table.
import { type Kysely, sql } from 'kysely';

const audit = sql.raw(`
  create_id bigint, create_name text, create_dt timestamptz not null default now(),
  modify_id bigint, modify_name text, modify_dt timestamptz not null default now()`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tenant (
      id text primary key check (id ~ '^[0-9]{8}$'),
      code text not null unique check (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
      name text not null,
      industry_code text,
      status int not null default 0,
      create_dt timestamptz not null default now()
    );
    create table organ (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null, name text not null,
      parent_id bigint references organ(id), belong_id bigint, description text,
      status_dict int not null default 0, ${audit},
      unique (tenant_id, code)
    );
    create table department (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      organ_id bigint not null references organ(id),
      code text not null, name text not null,
      parent_id bigint references department(id), type text not null default 'Depart',
      status_dict int not null default 0, ${audit},
      unique (tenant_id, organ_id, code)
    );
    create table person (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null, name text not null,
      organ_id bigint references organ(id), department_id bigint references department(id),
      email text, phone text, working_state int not null default 1, ${audit},
      unique (tenant_id, code)
    );
    create table role (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null, name text not null, name_intl jsonb not null default '{}',
      default_tag boolean not null default false,
      data_scope text not null default 'Self'
        check (data_scope in ('Self','Depart','DepartWithChildren','Organ','OrganWithChildren','Whole')),
      ${audit},
      unique (tenant_id, code)
    );
    create table app_user (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null, name text not null,
      person_id bigint references person(id), organ_id bigint references organ(id),
      password_hash text not null,
      state int not null default 0 check (state in (0, 1)),
      kind int not null default 0 check (kind in (0, 1)),
      default_role_id bigint references role(id),
      language text not null default 'zh_CN', ${audit},
      unique (tenant_id, code)
    );
    create table user_role (
      tenant_id text not null references tenant(id),
      user_id bigint not null references app_user(id) on delete cascade,
      role_id bigint not null references role(id) on delete cascade,
      primary key (tenant_id, user_id, role_id)
    );
    create table menu (
      id bigint generated always as identity primary key,
      portal_type text not null check (portal_type in ('Web','App','Hmi')),
      parent_id bigint references menu(id) on delete cascade,
      code text not null, name text not null, name_intl jsonb not null default '{}',
      url text, remark text, icon text,
      type int not null check (type between 0 and 4), sn int not null default 0,
      lowcode_tag boolean not null default false, params text,
      page_type text not null default 'Business' check (page_type in ('System','Business')),
      hidden boolean not null default false,
      function_control_tag boolean not null default false,
      need_copy boolean not null default false,
      unique_keys jsonb not null default '[]',
      detail_path text, template_code text, detail_app_code text,
      unique (portal_type, code)
    );
    create index menu_parent on menu (parent_id);
    create unique index menu_page_url on menu (portal_type, url) where type = 2;
    create table menu_alloc (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      role_id bigint not null references role(id) on delete cascade,
      portal_type text not null check (portal_type in ('Web','App','Hmi')),
      menu_id bigint not null references menu(id) on delete cascade,
      parent_id bigint references menu_alloc(id) on delete cascade,
      target_menu_id bigint references menu(id),
      type int not null, sn int not null default 0,
      name text, name_intl jsonb, code text, url text,
      copy_tag boolean not null default false
    );
    create index menu_alloc_role on menu_alloc (tenant_id, role_id, portal_type);
    create unique index menu_alloc_copy_url on menu_alloc (tenant_id, role_id, portal_type, url) where url is not null;
    create table field_plate (
      id bigint generated always as identity primary key,
      menu_id bigint not null references menu(id) on delete cascade,
      code text not null, name text not null, sn int not null default 0,
      unique (menu_id, code)
    );
    create table page_field (
      id bigint generated always as identity primary key,
      menu_id bigint not null references menu(id) on delete cascade,
      block text not null check (block in ('Header','Item','Form','Table')),
      code text not null, name text not null, name_intl jsonb not null default '{}',
      data_type text not null,
      display_tag boolean not null default true, edit_tag boolean not null default true,
      required_tag boolean not null default false,
      width int not null default 0, field_length int,
      default_value text, limit_value text, pre_fun text, field_script text,
      multiple_tag boolean not null default false, extended_tag boolean not null default false,
      sn int not null default 0,
      belong_plate_id bigint references field_plate(id) on delete set null,
      unique (menu_id, block, code)
    );
    create table file (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      name text not null, size bigint not null, mime text,
      storage_key text not null, sha256 text not null,
      create_id bigint, create_name text, create_dt timestamptz not null default now()
    );
    create index file_tenant on file (tenant_id, id);
    create table login_log (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      user_id bigint, user_code text not null, ip text not null, user_agent text,
      portal_type text, success boolean not null, message text not null,
      create_dt timestamptz not null default now()
    );
    create index login_log_recent on login_log (tenant_id, user_code, ip, create_dt desc);
    create index login_log_time on login_log (tenant_id, create_dt desc);
    create table user_session (
      id uuid primary key,
      tenant_id text not null references tenant(id),
      user_id bigint not null references app_user(id) on delete cascade,
      role_id bigint not null references role(id) on delete cascade,
      portal_type text not null,
      create_dt timestamptz not null default now(),
      revoked_at timestamptz
    );
    create index user_session_user on user_session (tenant_id, user_id);
    create table message (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      user_id bigint not null references app_user(id) on delete cascade,
      title text not null, content text, read_at timestamptz,
      create_id bigint, create_name text, create_dt timestamptz not null default now()
    );
    create index message_user on message (tenant_id, user_id, read_at, id desc);
  `.execute(db);
}
