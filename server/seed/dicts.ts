// Dictionaries every tenant starts with: those the modules declare (ModuleDef.dicts). Each tenant
// remembers which it was offered (tenant.dicts_offered), so a module added later brings its
// dictionaries to seeded tenants once, and one a tenant emptied on purpose is not re-created.
import type { Kysely } from 'kysely';
import { catalogue } from '../modules/catalogue';
import type { DB } from '../db/types';

/** Offers the tenant the catalogue's dictionaries it was not offered yet; answers how many. */
export async function seedDicts(db: Kysely<DB>, tenantId: string): Promise<number> {
  const tenant = await db.selectFrom('tenant').select('dicts_offered').where('id', '=', tenantId).executeTakeFirstOrThrow();
  const offered = new Set<string>(tenant.dicts_offered ?? []);
  const fresh = Object.entries(catalogue().dicts).filter(([code]) => !offered.has(code));
  if (!fresh.length) return 0;
  const rows = fresh.flatMap(([dict, entries]) =>
    entries.map(([code, name, nameEn], i) => ({ tenant_id: tenantId, dict_code: dict, code, name, name_intl: JSON.stringify({ zh_CN: name, en_US: nameEn }), sn: (i + 1) * 10 })),
  );
  if (rows.length) await db.insertInto('dict').values(rows).onConflict((oc) => oc.columns(['tenant_id', 'dict_code', 'code']).doNothing()).execute();
  await db
    .updateTable('tenant')
    .set({ dicts_offered: JSON.stringify([...offered, ...fresh.map(([code]) => code)]) })
    .where('id', '=', tenantId)
    .execute();
  return fresh.length;
}

/** Every tenant gets the dictionaries it was not offered yet (runs on every start: one small query when nothing is new). */
export async function syncDicts(db: Kysely<DB>): Promise<void> {
  const known = Object.keys(catalogue().dicts);
  const tenants = await db.selectFrom('tenant').select(['id', 'dicts_offered']).execute();
  for (const t of tenants) {
    const offered = new Set(t.dicts_offered ?? []);
    if (known.some((code) => !offered.has(code))) await db.transaction().execute((trx) => seedDicts(trx, t.id));
  }
}
