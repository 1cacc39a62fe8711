// Tenant administration (issue 9, platform tenant only):
// - trade: the industries a tenant is filed under, each with the party-type label its code gives
//   (property management → Owner, elevator maintenance → Contractor,
//   supervision department → SupervisionDepartment, anything else → Other);
// - tenant_app: which of the product's modules a tenant has switched off (no row: enabled);
// - data_share: read-only grants of one entity's records from a source tenant to a target tenant;
// - login_log by time across tenants, for the platform's login log.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trade (
      id bigint generated always as identity primary key,
      code text not null unique check (code ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
      name text not null,
      name_intl jsonb not null default '{}',
      party_type text not null default 'Other' check (party_type in ('Owner', 'Contractor', 'SupervisionDepartment', 'Other')),
      remark text,
      sn int not null default 0,
      create_dt timestamptz not null default now(),
      modify_dt timestamptz not null default now()
    );
    insert into trade (code, name, name_intl, party_type, sn) values
      ('PropertyManagement', '物业管理', '{"zh_CN":"物业管理","en_US":"Property management"}', 'Owner', 10),
      ('ElevatorMaintenance', '电梯维保', '{"zh_CN":"电梯维保","en_US":"Elevator maintenance"}', 'Contractor', 20),
      ('SupervisionDepartment', '监管部门', '{"zh_CN":"监管部门","en_US":"Supervision department"}', 'SupervisionDepartment', 30),
      ('Other', '其他', '{"zh_CN":"其他","en_US":"Other"}', 'Other', 40),
      ('Manufacturing', '制造业', '{"zh_CN":"制造业","en_US":"Manufacturing"}', 'Other', 50);

    create table tenant_app (
      tenant_id text not null references tenant(id),
      module_code text not null,
      enabled boolean not null,
      modify_name text,
      modify_dt timestamptz not null default now(),
      primary key (tenant_id, module_code)
    );

    create table data_share (
      id bigint generated always as identity primary key,
      source_tenant_id text not null references tenant(id),
      target_tenant_id text not null references tenant(id),
      entity_code text not null,
      read_only boolean not null default true,
      remark text,
      create_name text,
      create_dt timestamptz not null default now(),
      unique (source_tenant_id, target_tenant_id, entity_code),
      check (source_tenant_id <> target_tenant_id)
    );
    create index data_share_target on data_share (target_tenant_id, source_tenant_id, entity_code);

    create index login_log_all_time on login_log (create_dt desc, id desc);
  `.execute(db);
}
