// Menu limit conditions (issue 9): per allocated page of an entity, the row conditions limiting
// which records the role sees through it — a positive group (every condition must hold) and a
// reverse group (records holding every condition of it are left out), as JSON
// {positive: [{attr, op, value}], reverse: [...]}; null = no limit. An update of menu_alloc
// already bumps the tenant's menu_version (migration 002's trigger), so every instance applies a
// change on the next call.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table menu_alloc add column limits jsonb`.execute(db);
}
