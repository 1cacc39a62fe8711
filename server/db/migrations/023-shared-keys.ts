// The login key pair and the token secret live in the database, not in one instance's DATA_DIR:
// every server instance on the database must sign and check the same tokens and decrypt the
// passwords its login page's key encrypted (a platform table: no tenant).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table platform_secret (
      name text primary key,
      value text not null,
      create_dt timestamptz not null default now()
    );
    revoke all on platform_secret from public;
  `.execute(db);
}
