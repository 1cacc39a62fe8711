// Which record an uploaded file belongs to: downloads are checked against the record's entity
// (server/http/files.ts); a file not attached yet is its uploader's alone.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table file add column entity_code text;
    alter table file add column record_id bigint;
    create index file_record on file (tenant_id, entity_code, record_id);
  `.execute(db);
}
