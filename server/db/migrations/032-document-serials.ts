// The counters behind documents' numbers (records/auto-code.ts): one row per tenant, series (table
// and attribute) and stem (prefix and day). A counter moves in its own short statement, so saves of
// one document type no longer wait for each other's commit to draw their numbers.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table doc_serial (
      tenant_id text not null references tenant(id),
      series text not null,
      stem text not null,
      last bigint not null check (last > 0),
      primary key (tenant_id, series, stem)
    );
  `.execute(db);
}
