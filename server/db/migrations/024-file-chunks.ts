// Uploaded files' bytes move from one instance's DATA_DIR into the database: every instance
// serving it reads every file, and a backup of the database (or of one tenant) holds them.
// A file is cut into chunks of a mebibyte (streamed in and out, never whole in memory).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table file_chunk (
      tenant_id text not null references tenant(id),
      storage_key text not null,
      seq integer not null check (seq >= 0),
      bytes bytea not null,
      -- an upload cut off by a dying instance leaves chunks without a file row: found by age
      create_dt timestamptz not null default now(),
      primary key (tenant_id, storage_key, seq)
    );
    -- the chunks are already compressed formats mostly (xlsx, pdf, images): not worth compressing again
    alter table file_chunk alter column bytes set storage external;
  `.execute(db);
}
