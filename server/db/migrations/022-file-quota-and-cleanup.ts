// Uploads are bounded per tenant: the platform may give a tenant its own storage quota (null:
// the server's default, server/services/file-quota.ts). Files no saved record names are found
// by age for the clean-up job, through a partial index of exactly those.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tenant add column file_quota_bytes bigint check (file_quota_bytes is null or file_quota_bytes >= 0);
    create index file_unlinked on file (tenant_id, create_dt) where entity_code is null;
  `.execute(db);
}
