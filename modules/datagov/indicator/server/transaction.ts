// Related writes in one transaction: a call's own, or the seed's when it already runs in one
// (Kysely refuses a transaction inside a transaction).
import type { Kysely, Transaction } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: used with the core's DB and the part's own tables alike
export function inTransaction<D = any, R = unknown>(db: Kysely<D>, work: (trx: Kysely<D> | Transaction<D>) => Promise<R>): Promise<R> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
