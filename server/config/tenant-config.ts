// A tenant's parameters (server/config/params.ts) for the server's own code: `await
// tenantConfig(db, tenantId, 'FlowCompleteEditAllow')` answers the tenant's value, typed by key,
// or the declared default when the tenant has none (or holds one an older declaration allowed).
//
// Values are cached per tenant with the tenant's config_version, which a trigger bumps on every
// change of its parameters (migration 015), from whichever instance: each read compares the
// version (one primary-key lookup) and reloads only when it moved, so a change is served on the
// next call on every instance.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { type ConfigKey, type ConfigValue, type ConfigValues, configDefaults, configParams, valueSchema } from './params';
import { processCache } from '../db/process-caches';

const cache = processCache<string, { version: number; values: ConfigValues }>();

export async function configVersion(db: Kysely<DB>, tenantId: string): Promise<number> {
  const row = await db.selectFrom('tenant').select('config_version').where('id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.config_version);
}

/** Stored values over the defaults; a stored value the declaration no longer allows is ignored. */
function merge(rows: Array<{ key: string; value: unknown }>): ConfigValues {
  const values = configDefaults() as Record<string, unknown>;
  const declared = configParams();
  for (const r of rows) {
    if (!Object.hasOwn(declared, r.key)) continue;
    const parsed = valueSchema(declared[r.key]!).safeParse(r.value);
    if (parsed.success) values[r.key] = parsed.data;
  }
  return values as ConfigValues;
}

/** Every parameter of the tenant. `db` may be the tenant's scoped Kysely or the system one. */
export async function tenantConfigAll(db: Kysely<DB>, tenantId: string): Promise<ConfigValues> {
  const version = await configVersion(db, tenantId);
  const known = cache.get(tenantId);
  if (known && known.version === version) return known.values;
  const rows = await db.selectFrom('tenant_config').select(['key', 'value']).where('tenant_id', '=', tenantId).execute();
  const values = merge(rows);
  // a slower load of an older version never replaces a newer one
  if (!cache.has(tenantId) || cache.get(tenantId)!.version <= version) cache.set(tenantId, { version, values });
  return values;
}

/** One parameter of the tenant, typed by its key; the declared default when the tenant has none. */
export async function tenantConfig<K extends ConfigKey>(db: Kysely<DB>, tenantId: string, key: K): Promise<ConfigValue<K>> {
  return (await tenantConfigAll(db, tenantId))[key] as ConfigValue<K>;
}
