// Robots of automatic storage (warehouse/robotScheduling, issue 11): the fleet of a tenant, each
// robot serving one warehouse (or all when none is named), its state — Idle, Busy (the task it
// holds), Offline (switched off: it takes nothing) — and when it last changed. The tasks are the
// entity table wms_robot_task (modules/warehouse/robot/entity.ts); the simulated robot moves both.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wms_robot (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null,
      name text not null,
      warehouse_id bigint,
      state text not null default 'Idle',
      task_id bigint,
      updated_at timestamptz not null default now(),
      unique (tenant_id, code)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wms_robot`.execute(db);
}
