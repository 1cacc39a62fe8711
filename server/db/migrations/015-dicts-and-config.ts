// Dictionaries and tenant parameters (issue 9, modules/system: system/Dict, DictDetail, Config):
// - dict_type: a dictionary's own row (name, remark, status) beside its entries in `dict`, which
//   keeps only dict_code. A product-declared dictionary (modules' `dicts:`) needs no row until the
//   tenant renames, describes or disables it; a tenant's own dictionary always has one;
// - dict.tag_color: an entry's tag colour (spec "Enumeration: id, name, tag colour, dictCode");
// - tenant_config: the tenant's value of a parameter the product declares (server/config/params.ts),
//   by key; no row means the declared default;
// - tenant.config_version, bumped by a trigger on any change of a tenant's parameters, whichever
//   code path or instance made it, so every instance's cache of them knows when it is stale (the
//   menu_version / meta_version pattern of 002 and 004).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dict_type (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      name_intl jsonb not null default '{}',
      remark text,
      status int not null default 0 check (status in (0, 1)),
      create_id bigint, create_name text, create_dt timestamptz not null default now(),
      modify_id bigint, modify_name text, modify_dt timestamptz not null default now(),
      unique (tenant_id, code)
    );

    alter table dict add column tag_color text;

    create table tenant_config (
      tenant_id text not null references tenant(id),
      key text not null,
      value jsonb not null,
      modify_id bigint, modify_name text, modify_dt timestamptz not null default now(),
      primary key (tenant_id, key)
    );

    alter table tenant add column config_version bigint not null default 1;
    create function bump_config_version_of_rows() returns trigger language plpgsql as $$
    begin
      update tenant set config_version = config_version + 1
       where id in (select tenant_id from changed_rows);
      return null;
    end $$;
    create trigger tenant_config_ins after insert on tenant_config referencing new table as changed_rows
      for each statement execute function bump_config_version_of_rows();
    create trigger tenant_config_upd after update on tenant_config referencing new table as changed_rows
      for each statement execute function bump_config_version_of_rows();
    create trigger tenant_config_del after delete on tenant_config referencing old table as changed_rows
      for each statement execute function bump_config_version_of_rows();
  `.execute(db);
}
