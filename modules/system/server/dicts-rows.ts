// Reading the tenant's dictionaries: what the product declares (the catalogue's `dicts`, names from
// the attributes that use them), the tenant's dict_type rows (names it gave, its own
// dictionaries) and the entries in `dict`, merged into one view per dictionary code.
import type { Kysely, Selectable } from 'kysely';
import { builtinEntities, catalogue } from '../../../server/modules/catalogue';
import type { DB, DictTable, DictTypeTable } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { notFound } from '../../../server/rpc/errors';
import type { DictEntryView, DictTypeView } from '../contracts/dicts';
import { dm } from './dicts-messages';

/** Is the dictionary declared by the product (a module's `dicts:`)? */
export const isBuiltinDict = (code: string) => Object.hasOwn(catalogue().dicts, code);

/** Is the entry declared by the product under that dictionary? */
export function isBuiltinEntry(dictCode: string, code: string): boolean {
  return isBuiltinDict(dictCode) && catalogue().dicts[dictCode].some(([c]) => c === code);
}

let declaredNames: { cat: unknown; names: Map<string, [string, string]> } | null = null;

/** The name of a product dictionary no tenant renamed: the name of the first attribute that uses it, else its code. */
export function declaredName(code: string): [zh: string, en: string] {
  const cat = catalogue();
  if (declaredNames?.cat !== cat) {
    const names = new Map<string, [string, string]>();
    for (const e of builtinEntities()) {
      const attrs = [...e.attrs, ...Object.values(e.children ?? {}).flatMap((c) => c.attrs)];
      for (const a of attrs) if (a.dict && !names.has(a.dict)) names.set(a.dict, [a.name, a.nameEn]);
    }
    declaredNames = { cat, names };
  }
  return declaredNames.names.get(code) ?? [code, code];
}

type TypeRow = Selectable<DictTypeTable>;
type EntryRow = Selectable<DictTable>;

function typeView(code: string, row: TypeRow | undefined, entryCount: number): DictTypeView {
  const [zh, en] = declaredName(code);
  return {
    code,
    name: row?.name ?? zh,
    nameEn: row ? (row.name_intl?.en_US ?? '') : en,
    remark: row?.remark ?? null,
    status: (row?.status ?? 0) === 1 ? 1 : 0,
    entryCount,
    builtin: isBuiltinDict(code),
    modifyName: row?.modify_name ?? null,
    modifyDt: row ? new Date(row.modify_dt).toISOString() : null,
  };
}

/**
 * Every dictionary of the tenant: the product's, those it has rows for, and those it has entries
 * of (a platform dictionary copied by dictdiff), by code. A tenant has tens of dictionaries, so
 * they are merged here rather than in SQL.
 */
export async function dictTypes(db: Kysely<DB>): Promise<DictTypeView[]> {
  const [types, counts] = await Promise.all([
    db.selectFrom('dict_type').selectAll().execute(),
    db.selectFrom('dict').select((eb) => ['dict_code', eb.fn.countAll<string>().as('n')]).groupBy('dict_code').execute(),
  ]);
  const byCode = new Map(types.map((t) => [t.code, t]));
  const count = new Map(counts.map((c) => [c.dict_code, Number(c.n)]));
  const codes = [...new Set([...Object.keys(catalogue().dicts), ...byCode.keys(), ...count.keys()])].sort();
  return codes.map((code) => typeView(code, byCode.get(code), count.get(code) ?? 0));
}

/** One dictionary, or NotFound. */
export async function dictType(db: Kysely<DB>, code: string, lang: Lang): Promise<DictTypeView> {
  const [row, n] = await Promise.all([
    db.selectFrom('dict_type').selectAll().where('code', '=', code).executeTakeFirst(),
    db.selectFrom('dict').select((eb) => eb.fn.countAll<string>().as('n')).where('dict_code', '=', code).executeTakeFirst(),
  ]);
  const entryCount = Number(n?.n ?? 0);
  if (!row && !entryCount && !isBuiltinDict(code)) throw notFound(dm(lang, 'dictNotFound', { code }));
  return typeView(code, row, entryCount);
}

export function entryView(r: EntryRow): DictEntryView {
  return {
    id: Number(r.id),
    dictCode: r.dict_code,
    code: r.code,
    name: r.name,
    nameEn: r.name_intl?.en_US ?? '',
    sn: r.sn,
    status: r.status === 1 ? 1 : 0,
    tagColor: r.tag_color ?? null,
    builtin: isBuiltinEntry(r.dict_code, r.code),
  };
}

export async function entriesOf(db: Kysely<DB>, dictCode: string): Promise<DictEntryView[]> {
  const rows = await db.selectFrom('dict').selectAll().where('dict_code', '=', dictCode).orderBy('sn').orderBy('code').execute();
  return rows.map(entryView);
}
