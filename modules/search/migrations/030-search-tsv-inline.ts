// The index's tsvector kept in the entry's own row (storage MAIN: compressed in place, moved out only
// when nothing else makes the row fit), the entry's other big columns — the fields' text and their
// lexemes, read for a page's twenty hits only — going out to TOAST first. A search tests and ranks
// `tsv` of every matching entry up to its cap: out of line, each one cost a TOAST fetch of several
// pages (an admin's common word read ~62 000 buffers and took ~200 ms over 100 000 documents; in
// place, ~1 500 buffers and ~23 ms). Rows written from now on are stored so; entries written before
// move in place when they are indexed again (any change of their record, or 重建索引).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_entry alter column tsv set storage main`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_entry alter column tsv set storage extended`.execute(db);
}
