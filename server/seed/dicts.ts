// Dictionaries every tenant starts with: those the modules declare (ModuleDef.dicts).
import type { Kysely } from 'kysely';
import { catalogue } from '../../modules/catalogue';
import type { DB } from '../db/types';

/** `onlyNew`: only dictionaries the tenant has no entry of yet (a module added after its seed). */
export async function seedDicts(db: Kysely<DB>, tenantId: string, opts: { onlyNew?: boolean } = {}): Promise<void> {
  let dicts = Object.entries(catalogue().dicts);
  if (opts.onlyNew) {
    const had = new Set((await db.selectFrom('dict').select('dict_code').distinct().where('tenant_id', '=', tenantId).execute()).map((r) => r.dict_code));
    dicts = dicts.filter(([code]) => !had.has(code));
  }
  const rows = dicts.flatMap(([dict, entries]) =>
    entries.map(([code, name, nameEn], i) => ({ tenant_id: tenantId, dict_code: dict, code, name, name_intl: JSON.stringify({ zh_CN: name, en_US: nameEn }), sn: (i + 1) * 10 })),
  );
  if (rows.length) await db.insertInto('dict').values(rows).onConflict((oc) => oc.columns(['tenant_id', 'dict_code', 'code']).doNothing()).execute();
}
