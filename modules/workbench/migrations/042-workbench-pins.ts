// Cards a user places on home (and 我的大屏): one row per pinned widget, named by its kind and code
// (an indicator's code …), in the user's order. Per user and tenant, on the server, so they follow
// the user to any browser. The pinned thing is never copied here: the card is read anew, through
// the reader's visibility, each time it shows.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wb_pin (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      user_id bigint not null,
      kind text not null,
      code text not null,
      position integer not null,
      create_dt timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, user_id, kind, code)
    );
    create index wb_pin_user on wb_pin (tenant_id, user_id, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wb_pin`.execute(db);
}
