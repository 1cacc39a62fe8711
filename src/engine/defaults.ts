// A field's default value is JSON {dictValue, commonValue, normalValue}; a parse
// failure gives an empty default. limitValue pre-fills or restricts fuzzy selections.
import { type Storage, storageOfType } from '../../schemas/fieldTypes';
import { TODAY } from '../../schemas/entities/documents';
import type { EntityAttrMeta } from '../../schemas/rpc/datax';

/** The browser's day as YYYY-MM-DD (a bill date defaults to the day the user works on). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export type DefaultKind = 'dictValue' | 'commonValue' | 'normalValue';

const kindOfStorage = (storage: Storage | null | undefined): DefaultKind | null =>
  storage === 'DICT' ? 'dictValue' : storage === 'QUOTE' ? 'commonValue' : null;

/**
 * Which member of the JSON wins: dictValue for dictionaries, commonValue for references, by how
 * the attribute is stored, else by how the field's type stores its values (a Dict, DictType or
 * FuzzyCommon page field without an attribute); normalValue for everything else.
 */
export function defaultKindOf(dataType: string, attr: EntityAttrMeta | null): DefaultKind {
  return kindOfStorage(attr?.dataTypeDict) ?? kindOfStorage(storageOfType(dataType)) ?? 'normalValue';
}

const blank = (raw: unknown) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/**
 * The default of a page field: the member chosen by defaultKindOf from the JSON; undefined (no
 * default) when the JSON does not parse, is not an object or lacks that member. Without any page
 * default the attribute's declared default is used (the server applies the same one on create).
 */
export function parseDefaultValue(raw: string | null | undefined, dataType: string, attr: EntityAttrMeta | null): unknown {
  if (blank(raw)) return blank(attr?.defaultValue) ? undefined : attr!.defaultValue === TODAY ? today() : attr!.defaultValue;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw as string);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const value = (parsed as Record<string, unknown>)[defaultKindOf(dataType, attr)];
  // the seed stores an attribute's "today" as is ({"normalValue":"$today"}): the day the user works on
  return blank(value) ? undefined : value === TODAY ? today() : value;
}

/** limitValue: JSON when it parses (a list of ids, {filterMap: ...}), else the plain text; null when empty. */
export function parseLimitValue(raw: string | null | undefined): unknown {
  if (blank(raw)) return null;
  try {
    return JSON.parse(raw as string);
  } catch {
    return (raw as string).trim();
  }
}
