// Index builds that do not block writes: CREATE INDEX CONCURRENTLY, run after the transactional
// migrations (it cannot run inside a transaction, and Kysely's Migrator runs each migration in
// one). A migration declares them as data, `export const onlineIndexes = (db) => [...]`; migrate()
// builds every declared index on each start, so the step is idempotent and resumable: a valid index
// of that name is left alone, and an INVALID one (a build that failed or was interrupted leaves
// one behind) is dropped and built again.
import { createHash } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';

export interface OnlineIndex {
  name: string;
  table: string;
  columns: string[];
  /** a partial index's predicate, SQL */
  where?: string;
  unique?: boolean;
}

/** A migration that also declares indexes to build online (read at every migrate, from the catalogue if it likes). */
export interface OnlineIndexMigration extends Migration {
  onlineIndexes?: (db: Kysely<unknown>) => Promise<OnlineIndex[]> | OnlineIndex[];
}

/** PostgreSQL cuts names at 63 bytes: a longer one keeps its start and ends in a hash, so it stays predictable and unique. */
export function indexName(parts: string[]): string {
  const name = parts.join('_');
  if (Buffer.byteLength(name) <= 63) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${Buffer.from(name).subarray(0, 54).toString('utf8').replace(/\uFFFD+$/, '')}_${hash}`;
}

/** 'valid', 'invalid' or null (no index of that name in the current schema). */
async function indexState(db: Kysely<unknown>, name: string): Promise<'valid' | 'invalid' | null> {
  const { rows } = await sql<{ valid: boolean }>`
    select x.indisvalid as valid from pg_class i join pg_index x on x.indexrelid = i.oid
     where i.relname = ${name} and i.relnamespace = current_schema()::regnamespace`.execute(db);
  if (!rows[0]) return null;
  return rows[0].valid ? 'valid' : 'invalid';
}

/** Builds the indexes that are missing or invalid, one statement at a time (each its own transaction); returns the names built. */
export async function buildOnlineIndexes(db: Kysely<unknown>, indexes: OnlineIndex[]): Promise<string[]> {
  const built: string[] = [];
  for (const ix of indexes) {
    const state = await indexState(db, ix.name);
    if (state === 'valid') continue;
    if (state === 'invalid') await sql`drop index concurrently if exists ${sql.id(ix.name)}`.execute(db);
    const unique = ix.unique ? sql`unique ` : sql``;
    const where = ix.where ? sql` where ${sql.raw(ix.where)}` : sql``;
    await sql`create ${unique}index concurrently if not exists ${sql.id(ix.name)} on ${sql.id(ix.table)} (${sql.join(ix.columns.map((c) => sql.id(c)))})${where}`.execute(db);
    built.push(ix.name);
  }
  return built;
}

/** Every online index the migrations declare, in the migrations' order. */
export async function declaredOnlineIndexes(db: Kysely<unknown>, migrations: Record<string, OnlineIndexMigration>): Promise<OnlineIndex[]> {
  const names = Object.keys(migrations).sort((a, b) => a.localeCompare(b));
  const all: OnlineIndex[] = [];
  for (const name of names) all.push(...((await migrations[name].onlineIndexes?.(db)) ?? []));
  return all;
}
