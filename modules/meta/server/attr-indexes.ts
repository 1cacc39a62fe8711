// Indexes for tenant attributes (jsonb values), made when an attribute is saved, so lists filter,
// sort and search them as they do typed columns: a b-tree on the typed expression for attributes
// shown in the filter form, a unique index for unique ones (per organisation where the entity has
// one), a trigram index for fuzzy search. Each is partial on the tenant (and on the entity in
// meta_record), so one tenant's indexes stay small and never serve another's rows. They are built
// CONCURRENTLY (no write lock on a shared table); names are a hash of what they index.
import { createHash } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AttrDef } from '../../../schemas/entities/define';
import type { EntityModel } from '../../../server/records/model';
import { jsonExpr } from '../../../server/records/storage';

type Purpose = 'query' | 'unique' | 'fuzzy';
const PURPOSES: Purpose[] = ['query', 'unique', 'fuzzy'];

function indexName(model: EntityModel, tenantId: string, code: string, purpose: Purpose): string {
  const hash = createHash('sha1').update(`${model.def.table}|${tenantId}|${model.def.code}|${code}|${purpose}`).digest('hex').slice(0, 24);
  return `mx_${purpose}_${hash}`;
}

function wanted(at: AttrDef): Purpose[] {
  const out: Purpose[] = [];
  if (at.unique) out.push('unique');
  else if (at.query || at.quote) out.push('query');
  if (at.fuzzy && at.column === 'text') out.push('fuzzy');
  return out;
}

function statement(model: EntityModel, tenantId: string, at: AttrDef, purpose: Purpose): RawBuilder<unknown> {
  const name = sql.id(indexName(model, tenantId, at.code, purpose));
  const table = sql.id(model.def.table);
  const expr = jsonExpr(sql.ref(model.generic ? 'data' : 'ext'), at);
  const where = model.generic
    ? sql`tenant_id = ${sql.lit(tenantId)} and entity_code = ${sql.lit(model.def.code)}`
    : sql`tenant_id = ${sql.lit(tenantId)}`;
  switch (purpose) {
    case 'unique': {
      const cols = model.def.perOrgan ? sql`coalesce(organ_id, 0), ${expr}` : expr;
      return sql`create unique index concurrently if not exists ${name} on ${table} (${cols}) where ${where}`;
    }
    case 'fuzzy':
      return sql`create index concurrently if not exists ${name} on ${table} using gin (${expr} gin_trgm_ops) where ${where}`;
    default:
      return sql`create index concurrently if not exists ${name} on ${table} (${expr}) where ${where}`;
  }
}

/**
 * Brings the attribute's indexes in line with its flags (none when `at` is null: removed). Run
 * after the metadata change has committed (CREATE INDEX CONCURRENTLY cannot run in a transaction).
 * A unique index that cannot be built (duplicate values) is dropped again and reported.
 */
// biome-ignore lint/suspicious/noExplicitAny: DDL runs on any instance
export async function syncAttrIndexes(db: Kysely<any>, model: EntityModel, tenantId: string, code: string, at: AttrDef | null): Promise<{ failed: Purpose[] }> {
  const want = at ? wanted(at) : [];
  const failed: Purpose[] = [];
  for (const purpose of PURPOSES) {
    const name = sql.id(indexName(model, tenantId, code, purpose));
    // concurrent index builds on one table can deadlock each other: the metadata change has
    // committed already, so a DDL that still fails is reported, never a failed call
    const drop = () => retryOnce(() => sql`drop index concurrently if exists ${name}`.execute(db));
    if (!want.includes(purpose) || !at) {
      if (!(await drop())) failed.push(purpose);
      continue;
    }
    if (!(await retryOnce(() => statement(model, tenantId, at, purpose).execute(db)))) {
      // a failed concurrent build leaves an invalid index behind
      await drop();
      failed.push(purpose);
    }
  }
  return { failed };
}

/** Runs a DDL statement, once more after a pause if it fails (a deadlock victim); false if both fail. */
async function retryOnce(run: () => Promise<unknown>): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await run();
      return true;
    } catch {
      if (attempt === 0) await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
  return false;
}

/** Drops every index of the entity's tenant attributes (the entity or the attributes are gone). */
// biome-ignore lint/suspicious/noExplicitAny: DDL runs on any instance
export async function dropAttrIndexes(db: Kysely<any>, model: EntityModel, tenantId: string, codes: string[]): Promise<void> {
  for (const code of codes) await syncAttrIndexes(db, model, tenantId, code, null);
}
