// The operation log (系统管理 / 操作日志): one row per call that changes something, written by the
// call route after the answer (server/rpc/op-log.ts), newest first per tenant. Client versions
// (版本管理) are an entity table of modules/system (ensureEntityTables), not created here.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table op_log (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      user_id bigint,
      user_code text,
      user_name text,
      role_id bigint,
      service text not null,
      method text not null,
      page_url text,
      entity_code text,
      record_id text,
      args text,
      code integer not null,
      msg text,
      duration_ms integer not null,
      ip text,
      create_dt timestamptz not null default now()
    );
    create index op_log_time on op_log (tenant_id, create_dt desc, id desc);
    create index op_log_user on op_log (tenant_id, user_id, create_dt desc);
  `.execute(db);
}
