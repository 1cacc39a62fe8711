// The events module's own tables (issue 25), both tenant tables:
// - evt_state: one row per rule and subject (a machine, a work order) — what the evaluation knows
//   between batches (since when the condition holds, the newest reading seen) and the event open for
//   it. Opening an event locks this row, so two instances (or a batch and the tick) never open two
//   events for one rule and machine.
// - evt_notice: which portal messages an event sent to whom (消息列表 lists a user's event messages).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table evt_state (
      tenant_id text not null references tenant(id),
      rule_id bigint not null,
      subject text not null,
      equipment_id bigint,
      -- since when the condition has held (null: it does not hold now)
      holds_since timestamptz,
      last_at timestamptz,
      last_value numeric,
      open_event_id bigint,
      primary key (tenant_id, rule_id, subject)
    )`.execute(db);
  await sql`
    create table evt_notice (
      tenant_id text not null references tenant(id),
      message_id bigint not null,
      event_id bigint not null,
      user_id bigint not null,
      primary key (tenant_id, message_id)
    )`.execute(db);
  await sql`create index evt_notice_user on evt_notice (tenant_id, user_id, message_id desc)`.execute(db);
  await sql`create index evt_notice_event on evt_notice (tenant_id, event_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists evt_notice`.execute(db);
  await sql`drop table if exists evt_state`.execute(db);
}
