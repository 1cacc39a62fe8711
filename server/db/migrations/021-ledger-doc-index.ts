// A document's ledger rows are read whole — live, reversed and reversals alike — when an audit or
// an un-audit settles the positions it touched (server/stock/documents.ts): the doc index covers
// every row, not only the live ones, so that read is an index scan instead of a walk of the ledger.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists stock_ledger_doc`.execute(db);
  await sql`create index stock_ledger_doc on stock_ledger (tenant_id, doc_entity, doc_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists stock_ledger_doc`.execute(db);
  await sql`create index stock_ledger_doc on stock_ledger (tenant_id, doc_entity, doc_id) where not reversed and reverses is null`.execute(db);
}
